// FLAGS: --allow-unregistered-dialect --canonicalize
func.func @f(%a: i32) {
  %x0 = "test.op"(%a) : (i32) -> i1
  %c1 = arith.constant 1 : i32
  %x = "test.op"(%c1) : (i32) -> i32
  %c2 = arith.constant 2 : i32
  %y = "test.op"(%c2) : (i32) -> i32
  %c3 = arith.constant 3 : i32
  %c1b = arith.constant 1 : i32
  %z = "test.op"(%c3, %c1b) : (i32, i32) -> i32
  %unused = arith.constant 9 : i32
  scf.if %x0 {
    %c5 = arith.constant 5 : i32
    "test.op"(%c5) : (i32) -> ()
  }
  return
}
