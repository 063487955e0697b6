// RUN: tt-opt %s -symbol-dce | FileCheck %s

// Private symbols that nothing references are erased, transitively; public
// ones and those still called stay.

// CHECK-NOT:   @dead
// CHECK-LABEL: func.func @entry
// CHECK:       func.func private @used
// CHECK-NOT:   @dead
func.func @entry() {
  call @used() : () -> ()
  return
}
func.func private @used()
func.func private @dead_caller() {
  call @dead_callee() : () -> ()
  return
}
func.func private @dead_callee()
