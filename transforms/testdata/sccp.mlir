// FLAGS: --sccp
func.func @branches(%arg0: i1, %arg1: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %true = arith.constant true
  cf.cond_br %true, ^bb1(%c1 : i32), ^bb2(%arg1 : i32)
^bb1(%x: i32):
  %y = arith.addi %x, %c1 : i32
  cf.br ^bb3(%y : i32)
^bb2(%z: i32):
  cf.br ^bb3(%z : i32)
^bb3(%r: i32):
  return %r : i32
}

func.func @loop_carried(%n: index) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %i0 = arith.constant 7 : i32
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%x = %i0) -> (i32) {
    %m = arith.muli %x, %i0 : i32
    %d = arith.divsi %m, %i0 : i32
    scf.yield %d : i32
  }
  return %r : i32
}

func.func @if_known(%a: i32) -> (i32, i32) {
  %false = arith.constant false
  %c2 = arith.constant 2 : i32
  %c3 = arith.constant 3 : i32
  %r = scf.if %false -> i32 {
    scf.yield %a : i32
  } else {
    %s = arith.addi %c2, %c3 : i32
    scf.yield %s : i32
  }
  %t = arith.cmpi slt, %c2, %c3 : i32
  %u = scf.if %t -> i32 {
    scf.yield %c2 : i32
  } else {
    scf.yield %c3 : i32
  }
  return %r, %u : i32, i32
}

func.func @while_loop(%a: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c10 = arith.constant 10 : i32
  %r = scf.while (%x = %c0) : (i32) -> i32 {
    %c = arith.cmpi slt, %x, %c10 : i32
    scf.condition(%c) %x : i32
  } do {
  ^bb0(%y: i32):
    %z = arith.addi %y, %c0 : i32
    scf.yield %z : i32
  }
  return %r : i32
}

func.func @switch(%a: i32) -> (i32, f32) {
  %c1 = arith.constant 1 : index
  %f = arith.constant 1.5 : f32
  %r = scf.index_switch %c1 -> i32
  case 0 {
    scf.yield %a : i32
  }
  case 1 {
    %c4 = arith.constant 4 : i32
    scf.yield %c4 : i32
  }
  default {
    scf.yield %a : i32
  }
  %g = arith.addf %f, %f : f32
  return %r, %g : i32, f32
}

func.func @cf_switch(%a: i32) -> i32 {
  %c2 = arith.constant 2 : i32
  %c5 = arith.constant 5 : i32
  cf.switch %c2 : i32, [
    default: ^bb1(%a : i32),
    1: ^bb1(%a : i32),
    2: ^bb2
  ]
^bb1(%x: i32):
  return %x : i32
^bb2:
  %e = scf.execute_region -> i32 {
    %m = arith.muli %c5, %c2 : i32
    scf.yield %m : i32
  }
  return %e : i32
}

func.func private @ext(i32) -> i32

func.func @effects(%a: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %w = arith.addi %c1, %c1 : i32
  %v = func.call @ext(%w) : (i32) -> i32
  %t1 = arith.constant true
  %s = arith.select %t1, %w, %v : i32
  %u = arith.addi %v, %s : i32
  return %u : i32
}

func.func private @priv(%x: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %y = arith.addi %x, %c1 : i32
  return %y : i32
}
func.func @pub(%x: i32) -> i32 {
  %c2 = arith.constant 2 : i32
  return %c2 : i32
}
func.func private @dead(%x: i32) -> i32 {
  %c2 = arith.constant 2 : i32
  %y = arith.addi %c2, %c2 : i32
  return %y : i32
}
func.func @caller() -> (i32, i32) {
  %c5 = arith.constant 5 : i32
  %a = func.call @priv(%c5) : (i32) -> i32
  %b = func.call @pub(%c5) : (i32) -> i32
  return %a, %b : i32, i32
}

func.func @parallel_and_execute_region(%n: index) -> (i32, i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %k = arith.constant 4 : i32
  %r = scf.parallel (%i) = (%c0) to (%n) step (%c1) init (%k) -> i32 {
    %m = arith.muli %k, %k : i32
    scf.reduce(%k : i32) {
    ^bb0(%l: i32, %rr: i32):
      %s = arith.addi %l, %rr : i32
      %z = arith.subi %s, %s : i32
      %o = arith.ori %z, %k : i32
      scf.reduce.return %o : i32
    }
  }
  %e = scf.execute_region -> i32 {
    %q = arith.addi %k, %k : i32
    cf.br ^bb1(%q : i32)
  ^bb1(%w: i32):
    scf.yield %w : i32
  }
  return %r, %e : i32, i32
}

func.func @forall(%n: index, %a: i32) {
  %k = arith.constant 3 : i32
  scf.forall (%i, %j) in (%n, 4) {
    %m = arith.muli %k, %k : i32
    %c = arith.index_cast %j : index to i32
    %s = arith.addi %m, %c : i32
    %t = arith.addi %s, %a : i32
  }
  return
}
