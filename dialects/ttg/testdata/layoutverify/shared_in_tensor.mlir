// ORACLE:
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func public @shared_in_tensor(%p: !tt.ptr<f16>) {
    %ps = tt.splat %p : !tt.ptr<f16> -> tensor<16x16x!tt.ptr<f16>, #shared>
    tt.return
  }
}
