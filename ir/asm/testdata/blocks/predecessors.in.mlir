"test.op"() ({
^bb0(%a: i32):
  "test.br"(%a)[^bb0] : (i32) -> ()
}) : () -> ()
"test.op"() ({
^bb0(%a: i32):
  "test.br"(%a)[^bb1, ^bb0] : (i32) -> ()
^bb1:
  "test.br"()[^bb0, ^bb1, ^bb3] : () -> ()
^bb2:
  "test.br"()[^bb0] : () -> ()
^bb3:
  "test.ret"() : () -> ()
}) : () -> ()
"test.op"() ({
^bb0:
  "test.br"()[^bb0] : () -> ()
}) : () -> ()
"test.op"() ({
^bb0:
  "test.br"()[^bb0] : () -> ()
^bb1:
  "test.br"()[^bb1] : () -> ()
}) : () -> ()
