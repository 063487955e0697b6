"builtin.module"() ({
  "test.op"() ({
  ^bb0(%arg1: i32):  // pred: ^bb0
    "test.br"(%arg1)[^bb0] : (i32) -> ()
  }) : () -> ()
  "test.op"() ({
  ^bb0(%arg0: i32):  // 3 preds: ^bb0, ^bb1, ^bb2
    "test.br"(%arg0)[^bb1, ^bb0] : (i32) -> ()
  ^bb1:  // 2 preds: ^bb0, ^bb1
    "test.br"()[^bb0, ^bb1, ^bb3] : () -> ()
  ^bb2:  // no predecessors
    "test.br"()[^bb0] : () -> ()
  ^bb3:  // pred: ^bb1
    "test.ret"() : () -> ()
  }) : () -> ()
  "test.op"() ({
    "test.br"()[^bb0] : () -> ()
  }) : () -> ()
  "test.op"() ({
    "test.br"()[^bb0] : () -> ()
  ^bb1:  // pred: ^bb1
    "test.br"()[^bb1] : () -> ()
  }) : () -> ()
}) : () -> ()

