// ORACLE: ttir.rewrite_tensor_descriptor_to_pointer
#loc = loc("plain.py":5:0)
module {
  tt.func public @scale(%x: !tt.ptr<f32> {tt.divisibility = 16 : i32} loc("x"(#loc)), %n: i32 loc("n"(#loc)), %c: i1 loc("c"(#loc))) attributes {noinline = false} {
    %c0_i32 = arith.constant 0 : i32
    %c4_i32 = arith.constant 4 : i32
    %cst = arith.constant dense<2.000000e+00> : tensor<256xf32>
    %r = tt.make_range {end = 256 : i32, start = 0 : i32} : tensor<256xi32>
    %ps = tt.splat %x : !tt.ptr<f32> -> tensor<256x!tt.ptr<f32>>
    %pp = tt.addptr %ps, %r : tensor<256x!tt.ptr<f32>>, tensor<256xi32>
    %ns = tt.splat %n : i32 -> tensor<256xi32>
    %mask = arith.cmpi slt, %r, %ns : tensor<256xi32>
    scf.for %1 = %c0_i32 to %n step %c4_i32  : i32 {
      %v = tt.load %pp, %mask : tensor<256x!tt.ptr<f32>>
      %w = arith.mulf %v, %cst : tensor<256xf32>
      %s = arith.select %c, %w, %v : tensor<256xf32>
      tt.store %pp, %s, %mask : tensor<256x!tt.ptr<f32>>
    }
    tt.return
  }
}
