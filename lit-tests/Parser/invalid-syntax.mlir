// RUN: tt-opt %s -split-input-file -verify-diagnostics

// expected-error@below {{expected operation name in quotes}}
%0 = 

// -----

func.func @f() {
  // expected-error@below {{use of undeclared SSA value name}}
  %0 = arith.addi %x, %x : i32
  return
}

// -----

func.func @f() {
  // expected-error@below {{custom op 'arith.bogus' is unknown}}
  %0 = arith.bogus : i32
  return
}

// -----

// expected-error@below {{expected '('}}
func.func @f {
}

// -----

func.func @f() {
  // expected-note@below {{previously defined here}}
  %c = arith.constant 1 : i32
  // expected-error@below {{redefinition of SSA value '%c'}}
  %c = arith.constant 2 : i32
  return
}

// -----

// expected-error@below {{expected non-function type}}
func.func @f(%a: ) {
  return
}

// -----

// expected-note@below {{prior use here}}
func.func @f(%a: i32) {
  // expected-error@below {{use of value '%a' expects different type than prior uses: 'i64' vs 'i32'}}
  %0 = arith.addi %a, %a : i64
  return
}

// -----

// expected-error@below {{unbalanced '<' character in pretty dialect name}}
func.func @f(%a: !foo.bar<]>) {
  return
}

// -----

// expected-error@below {{expected non-function type}}
func.func @f(%a: tensor<4xi>) {
  return
}

// -----

func.func @f() {
  // expected-error@below {{expected ':' followed by operation type}}
  %0 = "arith.constant"() <{value = 1 : i32}>
  return
}

// -----

func.func @f() {
  // expected-error@below {{reference to an undefined block}}
  cf.br ^bb9
}

// -----

// expected-error@below {{expected ')'}}
func.func @f(%a: i32 %b: i32) {
  return
}

// -----

func.func @f() {
  // expected-error@below {{expected SSA operand}}
  %0 = arith.addi , : i32
  return
}

// -----

// expected-error@below {{undefined symbol alias id 'nope'}}
func.func @f(%a: tensor<4xf32, #nope>) {
  return
}

// -----

#a = 1 : i32
// expected-error@below {{redefinition of attribute alias id 'a'}}
#a = 2 : i32

// -----

// expected-error@below {{unexpected character}}
func.func @f() { ` }

// -----

func.func @f() {
  // expected-error@below {{expected attribute value}}
  %0 = arith.constant : i32
  return
}

// -----

// expected-error@below {{expected '>' in tensor type}}
func.func @f(%a: tensor<4xf32) {
  return
}

// -----

func.func @f() {
  // expected-error@below {{integer constant out of range for attribute}}
  %0 = arith.constant 300 : i8
  return
}

// -----

// expected-error@below {{invalid type identifier}}
func.func @f(%a: !) {
  return
}

// -----

func.func @f() {
  // expected-error@below {{operation being parsed with an unregistered dialect}}
  "foo.bar"() : () -> ()
  return
}

// -----

func.func @f() {
  // expected-error@below {{operation defines 2 results but was provided 1 to bind}}
  %0 = "arith.addi"(%1, %1) : (i32, i32) -> (i32, i32)
  %1 = arith.constant 1 : i32
  return
}

// -----

// expected-error@below {{expected '"' in string literal}}
func.func @f() attributes {a = "abc} {
  return
}
// -----

// expected-error@below {{expected 'x' in dimension list}}
func.func @f(%a: tensor<4 f32>) {
  return
}
