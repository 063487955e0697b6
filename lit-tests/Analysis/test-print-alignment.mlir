// RUN: tt-opt %s -split-input-file -test-print-alignment -verify-diagnostics=only-expected -o /dev/null

// Integer arithmetic on a contiguous range: scaling breaks runs, division by a constant makes
// constant runs, remainder keeps runs as long as the divisor.
tt.func @range_arith() {
  %r = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32>
  %c2 = arith.constant dense<2> : tensor<64xi32>
  %c4 = arith.constant dense<4> : tensor<64xi32>
  %c8 = arith.constant dense<8> : tensor<64xi32>
  %c16 = arith.constant dense<16> : tensor<64xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [4], constancy = [1], constant_value = <none>}}
  %mul = arith.muli %r, %c4 : tensor<64xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [16], constant_value = <none>}}
  %div = arith.divsi %r, %c16 : tensor<64xi32>
  // expected-remark @below {{contiguity = [8], divisibility = [8], constancy = [1], constant_value = <none>}}
  %rem = arith.remsi %r, %c8 : tensor<64xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [4], constancy = [1], constant_value = <none>}}
  %shl = arith.shli %r, %c2 : tensor<64xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [1], constant_value = <none>}}
  %shr = arith.shrsi %mul, %c2 : tensor<64xi32>
  tt.return
}

// -----

// Two-dimensional offsets row * 32 + column: contiguous along the columns, and a transpose
// swaps the dimensions.
tt.func @offsets_2d() {
  %r = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32>
  // expected-remark @below {{contiguity = [1, 32], divisibility = [1, 1073741824], constancy = [1, 1], constant_value = <none>}}
  %col = tt.expand_dims %r {axis = 0 : i32} : tensor<32xi32> -> tensor<1x32xi32>
  // expected-remark @below {{contiguity = [32, 1], divisibility = [1073741824, 1], constancy = [1, 1], constant_value = <none>}}
  %row = tt.expand_dims %r {axis = 1 : i32} : tensor<32xi32> -> tensor<32x1xi32>
  %c32 = arith.constant dense<32> : tensor<32x1xi32>
  // expected-remark @below {{contiguity = [1, 1], divisibility = [32, 32], constancy = [1, 1], constant_value = <none>}}
  %rowoff = arith.muli %row, %c32 : tensor<32x1xi32>
  // expected-remark @below {{contiguity = [1, 1], divisibility = [32, 32], constancy = [1, 32], constant_value = <none>}}
  %rowb = tt.broadcast %rowoff : tensor<32x1xi32> -> tensor<32x32xi32>
  // expected-remark @below {{contiguity = [1, 32], divisibility = [1, 1073741824], constancy = [32, 1], constant_value = <none>}}
  %colb = tt.broadcast %col : tensor<1x32xi32> -> tensor<32x32xi32>
  // expected-remark @below {{contiguity = [1, 32], divisibility = [1, 32], constancy = [1, 1], constant_value = <none>}}
  %off = arith.addi %rowb, %colb : tensor<32x32xi32>
  // expected-remark @below {{contiguity = [32, 1], divisibility = [32, 1], constancy = [1, 1], constant_value = <none>}}
  %t = tt.trans %off {order = array<i32: 1, 0>} : tensor<32x32xi32> -> tensor<32x32xi32>
  tt.return
}

// -----

// Comparisons against a constant are constant over aligned runs; a select on a scalar keeps
// what both sides share; comparing constants gives a constant.
tt.func @cmp_select(%cond: i1) {
  %r = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32>
  %c64 = arith.constant dense<64> : tensor<128xi32>
  %c3 = arith.constant dense<3> : tensor<128xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [64], constant_value = <none>}}
  %lt = arith.cmpi slt, %r, %c64 : tensor<128xi32>
  // expected-remark @below {{contiguity = [128], divisibility = [64], constancy = [1], constant_value = <none>}}
  %r64 = arith.addi %r, %c64 : tensor<128xi32>
  // expected-remark @below {{contiguity = [128], divisibility = [64], constancy = [1], constant_value = <none>}}
  %sel = arith.select %cond, %r, %r64 : tensor<128xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [128], constant_value = 1}}
  %eq = arith.cmpi eq, %c3, %c3 : tensor<128xi32>
  tt.return
}

// -----

// Scalar constants fold through max and min.
tt.func @max_min() {
  %c3 = arith.constant 3 : i32
  %c20 = arith.constant 20 : i32
  // expected-remark @below {{contiguity = [1], divisibility = [4], constancy = [1], constant_value = 20}}
  %max = arith.maxsi %c3, %c20 : i32
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [1], constant_value = 3}}
  %min = arith.minsi %c3, %c20 : i32
  tt.return
}

// -----

// Argument and op hints override what the analysis infers.
tt.func @hints(%a: i32 {tt.divisibility = 16 : i32}, %t: tensor<8x8xi32> {tt.contiguity = dense<[1, 8]> : tensor<2xi32>, tt.divisibility = dense<[4, 16]> : tensor<2xi32>}) {
  %c1 = arith.constant 1 : i32
  // expected-remark @below {{contiguity = [1], divisibility = [16], constancy = [1], constant_value = <none>}}
  %x = arith.addi %a, %a : i32
  // expected-remark @below {{contiguity = [1], divisibility = [8], constancy = [1], constant_value = <none>}}
  %y = arith.addi %a, %c1 {tt.divisibility = 8 : i32} : i32
  %zero = arith.constant dense<0> : tensor<8x8xi32>
  // expected-remark @below {{contiguity = [1, 8], divisibility = [4, 16], constancy = [1, 1], constant_value = <none>}}
  %z = arith.addi %t, %zero : tensor<8x8xi32>
  tt.return
}

// -----

// A load through equal pointers under a uniform mask gives equal values.
tt.func @uniform_load(%p: !tt.ptr<f32>, %m: i1) {
  %ptrs = tt.splat %p : !tt.ptr<f32> -> tensor<128x!tt.ptr<f32>>
  %mask = tt.splat %m : i1 -> tensor<128xi1>
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [128], constant_value = <none>}}
  %v = tt.load %ptrs, %mask : tensor<128x!tt.ptr<f32>>
  tt.return
}

// -----

// A pointer advanced by whole runs in a loop keeps its runs and alignment.
tt.func @loop_carried(%p: !tt.ptr<i32> {tt.divisibility = 16 : i32}) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c8 = arith.constant 8 : i32
  %step = arith.constant dense<64> : tensor<64xi32>
  %r = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32>
  %s = tt.splat %p : !tt.ptr<i32> -> tensor<64x!tt.ptr<i32>>
  %init = tt.addptr %s, %r : tensor<64x!tt.ptr<i32>>, tensor<64xi32>
  %out = scf.for %i = %c0 to %c8 step %c1 iter_args(%q = %init) -> (tensor<64x!tt.ptr<i32>>) : i32 {
    // expected-remark @below {{contiguity = [64], divisibility = [16], constancy = [1], constant_value = <none>}}
    %next = tt.addptr %q, %step : tensor<64x!tt.ptr<i32>>, tensor<64xi32>
    scf.yield %next : tensor<64x!tt.ptr<i32>>
  }
  tt.return
}

// -----

// A callee's arguments know what every call passes.
tt.func @caller(%a: i32 {tt.divisibility = 32 : i32}, %b: i32 {tt.divisibility = 8 : i32}) {
  tt.call @callee(%a) : (i32) -> ()
  tt.call @callee(%b) : (i32) -> ()
  tt.return
}
tt.func private @callee(%x: i32) {
  // expected-remark @below {{contiguity = [1], divisibility = [8], constancy = [1], constant_value = <none>}}
  %y = arith.addi %x, %x : i32
  tt.return
}

// -----

// scf.while: the values the condition forwards are joined with the initial ones until they
// settle.
tt.func @while_loop(%n: i32) {
  %c16 = arith.constant 16 : i32
  %c8 = arith.constant 8 : i32
  // expected-remark @below {{contiguity = [1], divisibility = [8], constancy = [1], constant_value = <none>}}
  %r = scf.while (%a = %c16) : (i32) -> i32 {
    %c = arith.cmpi slt, %a, %n : i32
    scf.condition(%c) %a : i32
  } do {
  ^bb0(%b: i32):
    // expected-remark @below {{contiguity = [1], divisibility = [8], constancy = [1], constant_value = <none>}}
    %next = arith.addi %b, %c8 : i32
    scf.yield %next : i32
  }
  tt.return
}

// -----

// Block arguments join what every branch passes.
tt.func @cf_loop(%n: i32) {
  %c0 = arith.constant 0 : i32
  %c4 = arith.constant 4 : i32
  cf.br ^bb1(%c0 : i32)
^bb1(%i: i32):
  // expected-remark @below {{contiguity = [1], divisibility = [4], constancy = [1], constant_value = <none>}}
  %next = arith.addi %i, %c4 : i32
  %done = arith.cmpi sge, %next, %n : i32
  cf.cond_br %done, ^bb2, ^bb1(%next : i32)
^bb2:
  tt.return
}

// -----

// A constant condition leaves the other branch dead: only the taken one flows into the result.
tt.func @constant_condition() {
  %true = arith.constant true
  %c16 = arith.constant 16 : i32
  %c3 = arith.constant 3 : i32
  // expected-remark @below {{contiguity = [1], divisibility = [16], constancy = [1], constant_value = 16}}
  %r = scf.if %true -> i32 {
    scf.yield %c16 : i32
  } else {
    scf.yield %c3 : i32
  }
  tt.return
}

// -----

// The values of a block no branch reaches are never reached either.
tt.func @dead_block(%a: i32) {
  %false = arith.constant false
  cf.cond_br %false, ^bb1, ^bb2
^bb1:
  // expected-remark @below {{contiguity = [], divisibility = [], constancy = [], constant_value = <none>}}
  %x = arith.addi %a, %a : i32
  cf.br ^bb2
^bb2:
  tt.return
}

// -----

// Conditions fold as under constant propagation: 1 < 2 takes the then branch.
tt.func @folded_condition() {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %c32 = arith.constant 32 : i32
  %lt = arith.cmpi slt, %c1, %c2 : i32
  // expected-remark @below {{contiguity = [1], divisibility = [32], constancy = [1], constant_value = 32}}
  %r = scf.if %lt -> i32 {
    scf.yield %c32 : i32
  } else {
    scf.yield %c1 : i32
  }
  tt.return
}
