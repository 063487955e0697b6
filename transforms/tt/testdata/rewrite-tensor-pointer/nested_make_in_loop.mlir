// ORACLE: ttir.rewrite_tensor_pointer
module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func public @rows(%a: !tt.ptr<bf16>, %o: !tt.ptr<bf16>, %m: i64, %n: i64, %sm: i64, %rows: i32, %cols: i32) {
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %c32_i32 = arith.constant 32 : i32
    %c1_i64 = arith.constant 1 : i64
    scf.for %r = %c0_i32 to %rows step %c1_i32  : i32 {
      %p = tt.make_tensor_ptr %a, [%m, %n], [%sm, %c1_i64], [%r, %c0_i32] {order = array<i32: 1, 0>} : <tensor<1x32xbf16>>
      %q = tt.make_tensor_ptr %o, [%m, %n], [%sm, %c1_i64], [%r, %c0_i32] {order = array<i32: 1, 0>} : <tensor<1x32xbf16>>
      %e:2 = scf.for %c = %c0_i32 to %cols step %c32_i32 iter_args(%pp = %p, %qq = %q) -> (!tt.ptr<tensor<1x32xbf16>>, !tt.ptr<tensor<1x32xbf16>>)  : i32 {
        %v = tt.load %pp {boundaryCheck = array<i32: 1>, padding = 1 : i32} : !tt.ptr<tensor<1x32xbf16>>
        tt.store %qq, %v {boundaryCheck = array<i32: 1>} : !tt.ptr<tensor<1x32xbf16>>
        %pp1 = tt.advance %pp, [%c0_i32, %c32_i32] : <tensor<1x32xbf16>>
        %qq1 = tt.advance %qq, [%c0_i32, %c32_i32] : <tensor<1x32xbf16>>
        scf.yield %pp1, %qq1 : !tt.ptr<tensor<1x32xbf16>>, !tt.ptr<tensor<1x32xbf16>>
      }
    }
    tt.return
  }
}
