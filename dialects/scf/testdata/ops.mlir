func.func @f(%a: i32, %b: i32, %i: index) -> i32 {
  %r = scf.for %iv = %a to %b step %a iter_args(%x = %a) -> (i32) : i32 {
    scf.yield %x : i32
  }
  scf.for unsigned %iv = %a to %b step %a : i32 {
  }
  scf.for %iv = %i to %i step %i {
  }
  %c = arith.constant true
  %r2 = scf.if %c -> (i32) {
    scf.yield %a : i32
  } else {
    scf.yield %b : i32
  }
  scf.if %c {
  }
  %w = scf.while (%x = %a) : (i32) -> i32 {
    scf.condition(%c) %x : i32
  } do {
  ^bb0(%y: i32):
    scf.yield %y : i32
  }
  %e = scf.execute_region -> i32 no_inline {
    scf.yield %a : i32
  }
  %s = scf.index_switch %i -> i32
  case 2 {
    scf.yield %a : i32
  }
  case 5 {
    scf.yield %b : i32
  }
  default {
    scf.yield %b : i32
  }
  scf.index_switch %i
  case 2 {
    scf.yield
  }
  default {
  }
  return %r : i32
}

func.func @nested(%lb: index, %ub: index, %st: index, %init: f32) -> f32 {
  %r = scf.for %i = %lb to %ub step %st iter_args(%acc = %init) -> (f32) {
    %s = scf.for %j = %lb to %ub step %st iter_args(%acc2 = %acc) -> (f32) {
      %v = arith.addf %acc2, %acc2 : f32
      scf.yield %v : f32
    } {tt.num_stages = 3 : i32}
    scf.yield %s : f32
  }
  %e:2 = scf.execute_region -> (f32, f32) {
    scf.yield %r, %r : f32, f32
  }
  scf.execute_region {
    scf.yield
  }
  return %r : f32
}
