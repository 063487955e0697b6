// RUN: tt-opt %s -split-input-file -verify-diagnostics

func.func @f(%a: i32, %b: i64) {
  // expected-error@below {{requires the same type for all operands and results}}
  %0 = "arith.addi"(%a, %b) : (i32, i64) -> i32
  return
}

// -----

func.func @f(%a: f32) {
  // expected-error@below {{must be signless-integer-like}}
  %0 = "arith.addi"(%a, %a) : (f32, f32) -> f32
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error@below {{must be floating-point-like}}
  %0 = "arith.addf"(%a, %a) : (i32, i32) -> i32
  return
}

// -----

func.func @f(%a: i64) {
  // expected-error@below {{'arith.extsi' op operand type 'i64' and result type 'i32' are cast incompatible}}
  %0 = arith.extsi %a : i64 to i32
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error@below {{'arith.trunci' op operand type 'i32' and result type 'i64' are cast incompatible}}
  %0 = arith.trunci %a : i32 to i64
  return
}

// -----

func.func @f(%a: f32) {
  // expected-error@below {{'arith.extf' op operand type 'f32' and result type 'f16' are cast incompatible}}
  %0 = arith.extf %a : f32 to f16
  return
}

// -----

func.func @f() {
  // expected-error@below {{'arith.constant' op failed to verify that all of {value, result} have same type}}
  %0 = "arith.constant"() <{value = 1 : i64}> : () -> i32
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error@below {{result #0 must be bool-like}}
  %0 = "arith.cmpi"(%a, %a) <{predicate = 0 : i64}> : (i32, i32) -> i32
  return
}

// -----

func.func @f(%a: i1, %b: i32, %c: i64) {
  // expected-error@below {{failed to verify that all of {true_value, false_value, result} have same type}}
  %0 = "arith.select"(%a, %b, %c) : (i1, i32, i64) -> i32
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error@below {{operand type 'i32' and result type 'f64' are cast incompatible}}
  %0 = arith.bitcast %a : i32 to f64
  return
}

// -----

func.func @f(%a: i32) -> i64 {
  // expected-error@below {{type of return operand 0 ('i32') doesn't match function result type ('i64') in function @f}}
  return %a : i32
}

// -----

func.func @f(%a: i32) {
  // expected-error@below {{has 1 operands, but enclosing function (@f) returns 0}}
  return %a : i32
}

// -----

func.func @f() {
  // expected-error@below {{'nope' does not reference a valid function}}
  %0 = func.call @nope() : () -> i32
  return
}

// -----

func.func private @g(%a: i32)
func.func @f() {
  // expected-error@below {{incorrect number of operands for callee}}
  func.call @g() : () -> ()
  return
}

// -----

func.func @f(%c: i1) {
  scf.if %c {
    // expected-error@below {{'func.return' op requires zero results}}
    %0 = "func.return"() : () -> i32
  }
  return
}

// -----

func.func @f() {
  // expected-error@below {{'cf.br' op requires 1 successor but found 0}}
  "cf.br"() : () -> ()
}

// -----

func.func @f() {
  // expected-error@below {{branch has 0 operands for successor #0, but target block has 1}}
  cf.br ^bb1
^bb1(%x: i32):
  return
}

// -----

func.func @f(%a: f32) {
  // expected-error@below {{must be signless-integer-like}}
  %0 = math.ctlz %a : f32
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error@below {{must be floating-point-like}}
  %0 = math.exp %a : i32
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error@below {{must be floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type}}
  %0 = llvm.fadd %a, %a : i32
  return
}

// -----

func.func @f(%a: f32) {
  // expected-error@below {{must be signless integer or LLVM dialect-compatible vector of signless integer}}
  %0 = llvm.add %a, %a : f32
  return
}

// -----

// expected-error@below {{'llvm.func' op external functions must have 'external' or 'extern_weak' linkage}}
llvm.func internal @g(i32) -> i32

// -----

llvm.func @f(%a: !llvm.ptr, %i: i32) {
  // expected-error@below {{expected index 1 indexing a struct to be constant}}
  %0 = llvm.getelementptr %a[%i, %i] : (!llvm.ptr, i32, i32) -> !llvm.ptr, !llvm.struct<(i32, f32)>
  llvm.return
}

// -----

func.func @f(%a: tensor<4xi32>, %b: tensor<8xi32>) {
  // expected-error@below {{requires the same type for all operands and results}}
  %0 = "arith.addi"(%a, %b) : (tensor<4xi32>, tensor<8xi32>) -> tensor<4xi32>
  return
}

// -----

func.func @f(%a: index) {
  // expected-error@below {{operand type 'index' and result type 'index' are cast incompatible}}
  %0 = arith.index_cast %a : index to index
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error@below {{result #0 must be floating-point-like}}
  %0 = arith.sitofp %a : i32 to i32
  return
}

// -----

func.func @f() {
  // expected-error@below {{inferred shape of elements literal ([2]) does not match type ([3])}}
  %0 = arith.constant dense<[1, 2]> : tensor<3xi32>
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error@below {{expected string or keyword containing one of the following enum values for attribute 'predicate' [eq, ne, slt, sle, sgt, sge, ult, ule, ugt, uge]}}
  %0 = arith.cmpi bogus, %a, %a : i32
  return
}

// -----

func.func @f() {
  // expected-error@below {{'arith.constant' op requires attribute 'value'}}
  %0 = "arith.constant"() : () -> i32
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error@below {{'arith.addi' op expected 2 operands, but found 1}}
  %0 = "arith.addi"(%a) : (i32) -> i32
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error@below {{'scf.yield' op expects parent op to be one of 'scf.execute_region, scf.for, scf.if, scf.index_switch, scf.while'}}
  "scf.yield"() : () -> ()
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error@below {{operation defines 1 results but was provided 2 to bind}}
  %0:2 = arith.addi %a, %a : i32
  return
}

// -----

llvm.func @f(%a: i32) {
  // expected-error@below {{'bogus' is an incorrect value of the 'predicate' attribute}}
  %0 = llvm.icmp "bogus" %a, %a : i32
  llvm.return
}

// -----

llvm.func @f(%a: !llvm.ptr) {
  // expected-error@below {{result #0 must be LLVM type with size, but got '!llvm.void'}}
  %0 = llvm.load %a : !llvm.ptr -> !llvm.void
  llvm.return
}

// -----

// expected-error@below {{invalid array element type: '!llvm.void'}}
llvm.func @f(%a: !llvm.array<2 x !llvm.void>) {
  llvm.return
}

// -----

func.func @f(%a: i32) {
  // expected-error@below {{must be floating-point-like}}
  %0 = math.fma %a, %a, %a : i32
  return
}

// -----

func.func @f(%a: f32) {
  // expected-error@below {{result #0 must be signless-fixed-width-integer-like}}
  %0 = arith.fptosi %a : f32 to f32
  return
}

// -----

func.func @f(%lb: index) {
  // expected-error@below {{'scf.for' op different number of region iter_args and yielded values: 0 != 1}}
  scf.for %i = %lb to %lb step %lb {
    %c = arith.constant 1 : i32
    scf.yield %c : i32
  }
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error@below {{integer literal not valid for specified type}}
  %0 = arith.constant 1 : vector<4xi32>
  return
}

// -----

// expected-note@below {{see existing symbol definition here}}
func.func @a() {
  return
}
// expected-error@below {{redefinition of symbol named 'a'}}
func.func @a() {
  return
}

// -----

// A block's missing terminator is reported after the errors of the ops in it, as MLIR checks
// it on leaving the block.
func.func @op_error_before_missing_terminator(%a: i32, %b: i64) {
  // expected-error@below {{'arith.addi' op requires the same type for all operands and results}}
  %0 = "arith.addi"(%a, %b) : (i32, i64) -> i32
}
