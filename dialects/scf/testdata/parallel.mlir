func.func @f(%n: index, %t: tensor<8xf32>, %u: tensor<4xi32>) -> (tensor<8xf32>, tensor<4xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.forall (%i, %j) = (%c0, 0) to (%n, 5) step (1, %c1) {
  }
  scf.forall (%i) = (%c1) to (%n) step (%c1) {
  }
  scf.forall () in () {
  }
  %r:2 = scf.forall (%i) in (%n) shared_outs(%o = %t, %p = %u) -> (tensor<8xf32>, tensor<4xi32>) {
    scf.forall.in_parallel {
    }
  } {foo = 1 : i32}
  %s = scf.forall (%i) in (%n) shared_outs(%o = %t) -> tensor<8xf32> {
  }
  %x = scf.parallel (%i) = (%c0) to (%n) step (%c1) init (%c0) -> index {
    scf.reduce(%i : index) {
    ^bb0(%a: index, %b: index):
      %q = arith.addi %a, %b : index
      scf.reduce.return %q : index
    }
  } {bar}
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
  }
  return %r#0, %r#1 : tensor<8xf32>, tensor<4xi32>
}
