module attributes {tst.flag} {
  "tst.op"() : () -> () loc(#loc2)
  module @inner {
  }
} loc(#loc1)
#loc1 = loc("m.py":1:1)
#loc2 = loc("m.py":2:2)
