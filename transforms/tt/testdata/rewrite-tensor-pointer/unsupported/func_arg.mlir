// ORACLE: ttir.rewrite_tensor_pointer
tt.func public @arg_ptr(%p: !tt.ptr<tensor<16x16xf16>>) {
  %v = tt.load %p : !tt.ptr<tensor<16x16xf16>>
  tt.return
}
