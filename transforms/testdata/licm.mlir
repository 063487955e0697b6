// FLAGS: --loop-invariant-code-motion
func.func @f(%a: i32, %b: i32, %n: index, %c: i1) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %k = arith.constant 3 : i32
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%x = %a) -> (i32) {
    %s = arith.addi %a, %b : i32
    %d = arith.divsi %s, %k : i32
    %e = arith.divsi %s, %b : i32
    %t = arith.muli %s, %x : i32
    %u = scf.if %c -> i32 {
      %q = arith.addi %s, %s : i32
      scf.yield %q : i32
    } else {
      scf.yield %s : i32
    }
    %in1 = scf.for %j = %c0 to %n step %c1 iter_args(%y = %a) -> (i32) {
      %z = arith.addi %y, %b : i32
      %w = arith.addi %a, %b : i32
      scf.yield %z : i32
    }
    %in2 = scf.for %j = %c0 to %n step %c2 iter_args(%y = %a) -> (i32) {
      %z = arith.addi %y, %b : i32
      scf.yield %z : i32
    }
    %v = arith.addi %t, %u : i32
    %v2 = arith.addi %v, %d : i32
    %v3 = arith.addi %v2, %e : i32
    %v4 = arith.addi %v3, %in1 : i32
    %v5 = arith.addi %v4, %in2 : i32
    scf.yield %v5 : i32
  }
  %w = scf.while (%x = %a) : (i32) -> i32 {
    %s = arith.addi %a, %b : i32
    %cc = arith.cmpi slt, %x, %s : i32
    scf.condition(%cc) %x : i32
  } do {
  ^bb0(%y: i32):
    %s2 = arith.muli %a, %b : i32
    %z = arith.addi %y, %s2 : i32
    scf.yield %z : i32
  }
  %p = scf.parallel (%i) = (%c0) to (%n) step (%c1) init (%a) -> i32 {
    %s3 = arith.subi %a, %b : i32
    scf.reduce(%s3 : i32) {
    ^bb0(%l: i32, %rr: i32):
      %m = arith.addi %l, %rr : i32
      scf.reduce.return %m : i32
    }
  }
  %o = arith.addi %r, %w : i32
  %o2 = arith.addi %o, %p : i32
  return %o2 : i32
}

func.func @forall_and_effects(%a: i32, %n: index, %v: vector<4xi32>) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m1 = arith.constant -1 : i32
  %z = arith.constant dense<2> : vector<4xi32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%x = %a) -> (i32) {
    %d = arith.divsi %a, %m1 : i32
    %e = arith.divui %a, %m1 : i32
    %f = arith.divsi %v, %z : vector<4xi32>
    %g = func.call @extv(%f) : (vector<4xi32>) -> i32
    %h = func.call @ext(%d) : (i32) -> i32
    %w = scf.while (%y = %e) : (i32) -> i32 {
      %cc = arith.cmpi slt, %y, %a : i32
      scf.condition(%cc) %y : i32
    } do {
    ^bb0(%y: i32):
      scf.yield %y : i32
    }
    %s = arith.addi %h, %g : i32
    %s2 = arith.addi %s, %w : i32
    scf.yield %s2 : i32
  }
  scf.forall (%i, %j) in (%n, %n) {
    %k = arith.muli %a, %a : i32
    %l = arith.index_cast %i : index to i32
    %q = arith.addi %k, %l : i32
  }
  return %r : i32
}

func.func private @ext(i32) -> i32
func.func private @extv(vector<4xi32>) -> i32
