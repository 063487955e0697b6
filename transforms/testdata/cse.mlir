// FLAGS: --cse
func.func @simple(%a: i32, %b: i32) -> i32 {
  %0 = arith.addi %a, %b : i32
  %1 = arith.addi %a, %b : i32
  %2 = arith.addi %b, %a : i32
  %3 = arith.muli %0, %1 : i32
  %4 = arith.muli %3, %2 : i32
  %dead = arith.subi %a, %b : i32
  return %4 : i32
}
func.func @attrs(%a: i32) -> (i32, i32) {
  %c1 = arith.constant 1 : i32
  %c1b = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %0 = arith.addi %a, %c1 : i32
  %1 = arith.addi %a, %c1b : i32
  %2 = arith.addi %a, %c2 : i32
  %3 = arith.addi %0, %1 : i32
  return %3, %2 : i32, i32
}
func.func @blocks(%a: i32, %c: i1) -> i32 {
  %0 = arith.addi %a, %a : i32
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %1 = arith.addi %a, %a : i32
  %2 = arith.muli %1, %1 : i32
  cf.br ^bb3(%2 : i32)
^bb2:
  %3 = arith.muli %0, %0 : i32
  cf.br ^bb3(%3 : i32)
^bb3(%r: i32):
  %4 = arith.muli %0, %0 : i32
  %5 = arith.addi %r, %4 : i32
  return %5 : i32
}
func.func @nested(%a: i32, %c: i1) -> i32 {
  %0 = arith.addi %a, %a : i32
  %1 = scf.if %c -> (i32) {
    %2 = arith.addi %a, %a : i32
    %3 = arith.muli %2, %2 : i32
    scf.yield %3 : i32
  } else {
    %4 = arith.muli %0, %0 : i32
    scf.yield %4 : i32
  }
  %5 = arith.muli %0, %0 : i32
  %6 = arith.addi %1, %5 : i32
  return %6 : i32
}
