"tst.op"() : () -> ()
{-#
  external_resources: {
    mlir_reproducer: {
      pipeline: "builtin.module(canonicalize)",
      disable_threading: false,
      verify_each: true
    }
  }
#-}
