package tritongputollvm

// The PTX that widens eight fp4 values packed in a 32-bit register to eight bf16 or f16 in
// four registers, as Triton 3.6 emits it (the assembly text is the lowering's output).
const (
	fp4ToBF16PTX = "{\n.reg .b32 a<14>;\nand.b32  \ta0, $4, -2004318072;\n\tshr.u32 \ta1, a0, 3;\n\tand.b32  \ta2, $4, 2004318071;\n\tshr.u32 \ta3, a2, 16;\n\tshr.u32 \ta4, a0, 19;\n\tprmt.b32 a5, -1065353216, -1065336832, a2;\n\tprmt.b32 a6, -1065353216, -1065336832, a3;\n\tprmt.b32 a7, 1061109504, 1077952576, a2;\n\tprmt.b32 a8, 1061109504, 1077952576, a3;\n\tprmt.b32 a9, 32768, 0, a1;\n\tprmt.b32 a10, 32768, 0, a4;\n\tor.b32  \ta11, a7, a9;\n\tor.b32  \ta12, a8, a10;\n\tprmt.b32 $0, a5, a11, 20800;\n\tprmt.b32 $1, a5, a11, 29538;\n\tprmt.b32 $2, a6, a12, 20800;\n\tprmt.b32 $3, a6, a12, 29538;\n\t}"
	fp4ToF16PTX  = "{\n.reg .b32           a<11>;\n.reg .b16           t<4>;\nand.b32             a0, $4, 0x77777777;\n\tand.b32             a1, $4, 0x88888888;\n\tshr.u32             a2, a1, 3;\n\tshr.u32             a3, a0, 16;\n\tshr.u32             a4, a2, 16;\n\tprmt.b32            a5, 0x3C383000, 0x4C484440, a0;\nprmt.b32            a6, 0x3C383000, 0x4C484440, a3;\nprmt.b32            a7, 0x00008000, 0x0, a2;\nprmt.b32            a8, 0x00008000, 0x0, a4;\nor.b32              a9, a5, a7;\n\tor.b32              a10, a6, a8;\n\tmov.b32             {t0, t1}, a9;\nmov.b32             {t2, t3}, a10;\ncvt.rn.f16x2.e4m3x2 $0, t0;\ncvt.rn.f16x2.e4m3x2 $1, t1;\ncvt.rn.f16x2.e4m3x2 $2, t2;\ncvt.rn.f16x2.e4m3x2 $3, t3;\n}"
)
