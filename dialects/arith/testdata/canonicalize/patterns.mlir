// The declarative canonicalization patterns of arith (ArithCanonicalization.td), with
// locations: each builds its ops at the fused location of the ops it matched, as far as
// mlir-tblgen records them. The expected output is mlir-opt-22's.

// addi(addi(x, c0), c1): the root and the inner constant, not the inner addi.
func.func @add_add_constant(%a: i32) -> i32 {
  %c1 = arith.constant 1 : i32 loc("c1":1:1)
  %c5 = arith.constant 5 : i32 loc("c5":1:1)
  %0 = arith.addi %a, %c1 : i32 loc("inner":1:1)
  %1 = arith.addi %0, %c5 : i32 loc("outer":2:2)
  return %1 : i32
}

// -----

// subi(c1, addi(x, c0)): the root's own constant comes first.
func.func @sub_lhs_add_constant(%a: i32) -> i32 {
  %c1 = arith.constant 1 : i32 loc("c1":1:1)
  %c5 = arith.constant 5 : i32 loc("c5":1:1)
  %0 = arith.addi %a, %c1 : i32 loc("inner":1:1)
  %1 = arith.subi %c5, %0 : i32 loc("outer":2:2)
  return %1 : i32
}

// -----

func.func @sub_sub(%a: i32, %b: i32) -> i32 {
  %0 = arith.subi %a, %b : i32 loc("inner":1:1)
  %1 = arith.subi %0, %a : i32 loc("outer":2:2)
  return %1 : i32
}

// -----

func.func @add_mul_neg_one(%a: i32, %b: i32) -> i32 {
  %m = arith.constant -1 : i32 loc("m":1:1)
  %0 = arith.muli %b, %m : i32 loc("mul":1:1)
  %1 = arith.addi %a, %0 : i32 loc("add":2:2)
  return %1 : i32
}

// -----

func.func @not_cmpi(%b: i32, %c: i32) -> i1 {
  %t = arith.constant true loc("t":1:1)
  %0 = arith.cmpi slt, %b, %c : i32 loc("cmp":1:1)
  %1 = arith.xori %0, %t : i1 loc("xor":2:2)
  return %1 : i1
}

// -----

func.func @bitwise_of_ext(%a: i8, %b: i8) -> (i32, i32, i32) {
  %ea = arith.extui %a : i8 to i32 loc("ea":1:1)
  %eb = arith.extui %b : i8 to i32 loc("eb":1:1)
  %sa = arith.extsi %a : i8 to i32 loc("sa":1:1)
  %sb = arith.extsi %b : i8 to i32 loc("sb":1:1)
  %0 = arith.xori %ea, %eb : i32 loc("xor":2:2)
  %1 = arith.andi %sa, %sb : i32 loc("and":2:2)
  %2 = arith.ori %ea, %eb : i32 loc("or":2:2)
  return %0, %1, %2 : i32, i32, i32
}

// -----

func.func @cmpi_of_ext(%a: i8, %b: i8) -> i1 {
  %ea = arith.extsi %a : i8 to i32 loc("ea":1:1)
  %eb = arith.extsi %b : i8 to i32 loc("eb":1:1)
  %0 = arith.cmpi eq, %ea, %eb : i32 loc("cmp":2:2)
  return %0 : i1
}

// -----

func.func @negf(%x: f32, %y: f32) -> (f32, f32) {
  %nx = arith.negf %x : f32 loc("nx":1:1)
  %ny = arith.negf %y : f32 loc("ny":1:1)
  %0 = arith.mulf %nx, %ny fastmath<nnan> : f32 loc("mul":2:2)
  %1 = arith.divf %nx, %ny : f32 loc("div":2:2)
  return %0, %1 : f32, f32
}

// -----

func.func @truncf_of_int_to_float(%i: i32, %u: i32) -> (f16, f16, f16) {
  %s = arith.sitofp %i : i32 to f32 loc("s":1:1)
  %v = arith.uitofp %u : i32 to f32 loc("u":1:1)
  %0 = arith.truncf %s : f32 to f16 loc("t0":2:2)
  %1 = arith.truncf %v : f32 to f16 loc("t1":2:2)
  %2 = arith.truncf %v to_nearest_even : f32 to f16 loc("t2":2:2)
  return %0, %1, %2 : f16, f16, f16
}

// -----

func.func @trunci_of_shrsi(%w: i64, %v: vector<4xi64>) -> (i32, vector<4xi32>, i32) {
  %c32 = arith.constant 32 : i64 loc("c32":1:1)
  %c31 = arith.constant 31 : i64 loc("c31":1:1)
  %s32 = arith.constant dense<32> : vector<4xi64> loc("s32":1:1)
  %0 = arith.shrsi %w, %c32 : i64 loc("shr":1:1)
  %1 = arith.trunci %0 : i64 to i32 loc("tr":2:2)
  %2 = arith.shrsi %v, %s32 : vector<4xi64> loc("vshr":1:1)
  %3 = arith.trunci %2 : vector<4xi64> to vector<4xi32> loc("vtr":2:2)
  %4 = arith.shrsi %w, %c31 : i64 loc("shr31":1:1)
  %5 = arith.trunci %4 : i64 to i32 loc("tr31":2:2)
  return %1, %3, %5 : i32, vector<4xi32>, i32
}

// -----

func.func @selects(%p: i1, %q: i1, %a: i32, %b: i32, %c: i32) -> (i32, i32, i1, i32) {
  %t = arith.constant true loc("t":1:1)
  %f = arith.constant false loc("f":1:1)
  %n = arith.xori %p, %t : i1 loc("not":1:1)
  %0 = arith.select %n, %a, %b : i32 loc("sel0":2:2)
  %in = arith.select %p, %a, %b : i32 loc("in":1:1)
  %1 = arith.select %p, %in, %c : i32 loc("sel1":2:2)
  %2 = arith.select %q, %f, %t : i1 loc("sel2":2:2)
  %3 = arith.index_cast %a : i32 to index loc("ic":1:1)
  %4 = arith.index_cast %3 : index to i32 loc("ic2":2:2)
  return %0, %1, %2, %4 : i32, i32, i1, i32
}

// -----

func.func @mulsi_extended_one(%a: i32) -> (i32, i32) {
  %one = arith.constant 1 : i32 loc("one":1:1)
  %0:2 = arith.mulsi_extended %a, %one : i32 loc("mul":2:2)
  return %0#0, %0#1 : i32, i32
}
