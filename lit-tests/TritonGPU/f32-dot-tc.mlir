// RUN: tt-opt %s -split-input-file --tritongpu-F32DotTC | FileCheck %s
// RUN: tt-opt %s -split-input-file --tritongpu-F32DotTC=emu-tf32=true | FileCheck %s --check-prefix=TF32

// bf16x3: each operand splits into a high and a low bf16 part; the two cross products are
// summed first onto zeros (a splat folded to a constant), their NaNs zeroed, then hi*hi and
// the accumulator are added.
// CHECK-LABEL: tt.func @bf16x3
// CHECK: %[[ZERO:.*]] = arith.constant dense<0.000000e+00> : tensor<16x16xf32>
// CHECK: %[[AHI:.*]] = arith.truncf %arg0 : tensor<16x16xf32> to tensor<16x16xbf16>
// CHECK: %[[AHI32:.*]] = arith.extf %[[AHI]]
// CHECK: %[[AREST:.*]] = arith.subf %arg0, %[[AHI32]]
// CHECK: %[[ALO:.*]] = arith.truncf %[[AREST]]
// CHECK: %[[BHI:.*]] = arith.truncf %arg1
// CHECK: %[[BLO:.*]] = arith.truncf
// CHECK: %[[D1:.*]] = tt.dot %[[ALO]], %[[BHI]], %[[ZERO]] : tensor<16x16xbf16> * tensor<16x16xbf16> -> tensor<16x16xf32>
// CHECK: %[[D2:.*]] = tt.dot %[[AHI]], %[[BLO]], %[[D1]]
// CHECK: %[[NAN:.*]] = arith.cmpf uno, %[[D2]], %[[D2]]
// CHECK: %[[CLEAN:.*]] = arith.select %[[NAN]], %{{.*}}, %[[D2]]
// CHECK: %[[D3:.*]] = tt.dot %[[AHI]], %[[BHI]], %[[CLEAN]]
// CHECK: %[[R:.*]] = arith.addf %[[D3]], %arg2
// CHECK: tt.return %[[R]]
tt.func @bf16x3(%a: tensor<16x16xf32>, %b: tensor<16x16xf32>, %c: tensor<16x16xf32>) -> tensor<16x16xf32> {
  %d = tt.dot %a, %b, %c, inputPrecision = bf16x3 : tensor<16x16xf32> * tensor<16x16xf32> -> tensor<16x16xf32>
  tt.return %d : tensor<16x16xf32>
}

// -----

// bf16x6 splits each operand in three and adds the mid*mid, lo*hi and hi*lo products first.
// CHECK-LABEL: tt.func @bf16x6
// CHECK-COUNT-6: tt.dot
// CHECK-NOT: tt.dot
// CHECK: arith.addf
tt.func @bf16x6(%a: tensor<16x16xf32>, %b: tensor<16x16xf32>, %c: tensor<16x16xf32>) -> tensor<16x16xf32> {
  %d = tt.dot %a, %b, %c, inputPrecision = bf16x6 : tensor<16x16xf32> * tensor<16x16xf32> -> tensor<16x16xf32>
  tt.return %d : tensor<16x16xf32>
}

// -----

// tf32x3 is decomposed only with emu-tf32: three tf32 dots over the tf32-rounded operands
// and their remainders.
// CHECK-LABEL: tt.func @tf32x3
// CHECK: tt.dot %arg0, %arg1, %arg2, inputPrecision = tf32x3
// TF32-LABEL: tt.func @tf32x3
// TF32: %[[ABIG:.*]] = tt.elementwise_inline_asm "cvt.rna.tf32.f32 $0, $1;" {constraints = "=r,r", packed_element = 1 : i32, pure = true} %arg0
// TF32: %[[ASMALL:.*]] = arith.subf %arg0, %[[ABIG]]
// TF32: %[[BBIG:.*]] = tt.elementwise_inline_asm
// TF32: %[[BSMALL:.*]] = arith.subf %arg1, %[[BBIG]]
// TF32: %[[D1:.*]] = tt.dot %[[ASMALL]], %[[BBIG]], %{{.*}}, inputPrecision = tf32
// TF32: %[[D2:.*]] = tt.dot %[[ABIG]], %[[BSMALL]], %[[D1]], inputPrecision = tf32
// TF32: arith.cmpf uno, %[[D2]], %[[D2]]
// TF32: %[[D3:.*]] = tt.dot %[[ABIG]], %[[BBIG]], %{{.*}}, inputPrecision = tf32
// TF32: arith.addf %[[D3]], %arg2
tt.func @tf32x3(%a: tensor<16x16xf32>, %b: tensor<16x16xf32>, %c: tensor<16x16xf32>) -> tensor<16x16xf32> {
  %d = tt.dot %a, %b, %c, inputPrecision = tf32x3 : tensor<16x16xf32> * tensor<16x16xf32> -> tensor<16x16xf32>
  tt.return %d : tensor<16x16xf32>
}

// -----

// Other precisions and non-f32 operands are left alone.
// CHECK-LABEL: tt.func @untouched
// CHECK-NEXT: tt.dot %arg0, %arg1, %arg2, inputPrecision = tf32
// CHECK-NEXT: tt.dot %arg3, %arg3, %arg2, inputPrecision = bf16x3
tt.func @untouched(%a: tensor<16x16xf32>, %b: tensor<16x16xf32>, %c: tensor<16x16xf32>, %h: tensor<16x16xf16>) -> (tensor<16x16xf32>, tensor<16x16xf32>) {
  %d = tt.dot %a, %b, %c, inputPrecision = tf32 : tensor<16x16xf32> * tensor<16x16xf32> -> tensor<16x16xf32>
  %e = tt.dot %h, %h, %c, inputPrecision = bf16x3 : tensor<16x16xf16> * tensor<16x16xf16> -> tensor<16x16xf32>
  tt.return %d, %e : tensor<16x16xf32>, tensor<16x16xf32>
}
