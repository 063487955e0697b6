// FLAGS: --allow-unregistered-dialect --sccp
func.func @w(%a: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %r = scf.while (%x = %c0) : (i32) -> i32 {
    %f = arith.cmpi sgt, %x, %c1 : i32
    scf.condition(%f) %x : i32
  } do {
  ^bb0(%y: i32):
    scf.yield %a : i32
  }
  %false = arith.constant false
  scf.if %false {
    %z = arith.addi %c1, %c1 : i32
    "test.use"(%z) : (i32) -> ()
  }
  %u = "test.region"() ({
    %q = arith.addi %c1, %c1 : i32
    "test.yield"(%q) : (i32) -> ()
  }) : () -> i32
  %v = arith.addi %u, %r : i32
  return %v : i32
}
