// REQUIRES: tt-layout
// RUN: tt-layout %s --shape 16x16 | FileCheck %s
// RUN: tt-layout %s --shape 16x16 --linear | FileCheck %s --check-prefix=LINEAR
// RUN: tt-layout '#ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 4, order = [1, 0]}>' --shape 4x4 | FileCheck %s --check-prefix=BASIC

// A 16x16 f32 tile swizzled with vec 2, perPhase 2, maxPhase 8: each cell is the offset that
// holds the element; pairs of elements move together, and each pair of rows XORs its pairs
// with the next phase.

#ttg.swizzled_shared<{vec = 2, perPhase = 2, maxPhase = 8, order = [1, 0]}>

// CHECK:      [   0   1   2   3   4   5   6   7   8   9  10  11  12  13  14  15 ]
// CHECK-NEXT: [  16  17  18  19  20  21  22  23  24  25  26  27  28  29  30  31 ]
// CHECK-NEXT: [  34  35  32  33  38  39  36  37  42  43  40  41  46  47  44  45 ]
// CHECK-NEXT: [  50  51  48  49  54  55  52  53  58  59  56  57  62  63  60  61 ]
// CHECK-NEXT: [  68  69  70  71  64  65  66  67  76  77  78  79  72  73  74  75 ]
// CHECK-NEXT: [  84  85  86  87  80  81  82  83  92  93  94  95  88  89  90  91 ]
// CHECK-NEXT: [ 102 103 100 101  98  99  96  97 110 111 108 109 106 107 104 105 ]
// CHECK-NEXT: [ 118 119 116 117 114 115 112 113 126 127 124 125 122 123 120 121 ]
// CHECK-NEXT: [ 136 137 138 139 140 141 142 143 128 129 130 131 132 133 134 135 ]
// CHECK-NEXT: [ 152 153 154 155 156 157 158 159 144 145 146 147 148 149 150 151 ]
// CHECK-NEXT: [ 170 171 168 169 174 175 172 173 162 163 160 161 166 167 164 165 ]
// CHECK-NEXT: [ 186 187 184 185 190 191 188 189 178 179 176 177 182 183 180 181 ]
// CHECK-NEXT: [ 204 205 206 207 200 201 202 203 196 197 198 199 192 193 194 195 ]
// CHECK-NEXT: [ 220 221 222 223 216 217 218 219 212 213 214 215 208 209 210 211 ]
// CHECK-NEXT: [ 238 239 236 237 234 235 232 233 230 231 228 229 226 227 224 225 ]
// CHECK-NEXT: [ 254 255 252 253 250 251 248 249 246 247 244 245 242 243 240 241 ]

// LINEAR: #ttg.shared_linear<{offset = {{\[}}[0, 1], [0, 2], [0, 4], [0, 8], [1, 0], [2, 2], [4, 4], [8, 8]]}, alignment = 16>

// Basic swizzling from Triton's documentation: row i is XORed with i.
// BASIC:      [  0  1  2  3 ]
// BASIC-NEXT: [  5  4  7  6 ]
// BASIC-NEXT: [ 10 11  8  9 ]
// BASIC-NEXT: [ 15 14 13 12 ]
