package tritongputollvm

// The PTX of the packed conversions of four s8 to four bf16, as Triton 3.6 emits it (the
// assembly text is the lowering's output): before Hopper through f32, on Hopper and later by
// bit tricks, which outrun the conversion instructions there.
const (
	s8ToBF16PTX     = "{                                           \n.reg .s8 s<4>;                              \n.reg .f32 f<4>;                             \nmov.b32 {s0, s1, s2, s3}, $2;               \ncvt.rn.f32.s8 f0, s0;                       \ncvt.rn.f32.s8 f1, s1;                       \ncvt.rn.f32.s8 f2, s2;                       \ncvt.rn.f32.s8 f3, s3;                       \nprmt.b32 $0, f0, f1, 0x7632;                \nprmt.b32 $1, f2, f3, 0x7632;                \n}"
	s8ToBF16PTXSM90 = "{                               \n.reg .b32 l<3>;                 \n.reg .b32 h<3>;                 \nprmt.b32 l0, $2, 0x43, 0x4140;  \nprmt.b32 h0, $2, 0x43, 0x4342;  \nand.b32 l1, l0, 0xff7fff7f;     \nand.b32 h1, h0, 0xff7fff7f;     \nand.b32 l2, l0, 0xff80ff80;     \nand.b32 h2, h0, 0xff80ff80;     \nsub.bf16x2 $0, l1, l2;          \nsub.bf16x2 $1, h1, h2;          \n}"
)
