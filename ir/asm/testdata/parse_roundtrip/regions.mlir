#loc = loc("k.py":10:3)
"tst.func"() ({
^bb0(%arg0: i32 loc("a"(#loc)), %arg1: f32):
  %0:2 = "tst.pair"(%arg0) : (i32) -> (i32, f32) loc(#loc1)
  "tst.br"(%0#0)[^bb2] : (i32) -> ()
^bb1:
  %1 = "tst.fwd"(%2, %3) : (i32, i64) -> i32
  "tst.ret"(%1) : (i32) -> () loc(callsite(#loc at "b.py":1:1))
^bb2:
  %2 = "tst.c"() <{value = 3 : i32}> : () -> i32 loc(fused<"meta">[#loc, "c.py":2:3 to 4:5])
  %3 = "tst.d"() ({
    "tst.inner"(%arg1, %0#1) : (f32, f32) -> ()
  }, {
  }) : () -> i64 loc(fused["x", unknown])
  "tst.br2"(%2)[^bb1, ^bb3] : (i32) -> () loc("r.py":7:8 to :9)
^bb3(%a: i32, %b: i64 loc(#loc1)):
  "tst.ret"(%a) : (i32) -> ()
}) {sym_name = "f"} : () -> ()
"tst.empty"() ({
}) : () -> ()
"tst.entry_label"() ({
^bb0:
  "tst.ret"() : () -> ()
}) : () -> ()
#loc1 = loc("k.py":11:4)
