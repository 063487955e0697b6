// RUN: not tt-opt %s 2>&1 | FileCheck %s --check-prefix=DEFAULT
// RUN: not tt-opt %s -cse --verify-each 2>&1 | FileCheck %s --check-prefix=DEFAULT
// RUN: not tt-opt %s --verify-each=false 2>&1 | FileCheck %s --check-prefix=DEFAULT
// RUN: not tt-opt %s -cse --verify-each=0 2>&1 | FileCheck %s --check-prefix=DEFAULT
// RUN: not tt-opt %s --mlir-print-op-on-diagnostic=false 2>&1 | FileCheck %s --check-prefix=NOOP
// RUN: tt-opt %s --mlir-very-unsafe-disable-verifier-on-parsing | FileCheck %s --check-prefix=UNSAFE

// As mlir-opt-22, the parsed input is verified whatever --verify-each says
// (it only governs the verifier after each pass), and a verifier failure comes
// with a note that prints the failing op alone in the generic form, its values
// numbered within the function. Only
// --mlir-very-unsafe-disable-verifier-on-parsing lets the invalid function
// through, printed in the generic form since it does not verify.

// DEFAULT:      verify-each.mlir:[[@LINE+15]]:3: error: type of return operand 0 ('i32') doesn't match function result type ('i64') in function @f
// DEFAULT-NEXT:   return %a : i32
// DEFAULT-NEXT:   ^
// DEFAULT-NEXT: verify-each.mlir:[[@LINE+12]]:3: note: see current operation: "func.return"(%arg0) : (i32) -> ()
// DEFAULT-NOT:  {{.}}

// NOOP:      error: type of return operand 0
// NOOP-NEXT:   return %a : i32
// NOOP-NEXT:   ^
// NOOP-NOT:  note

// UNSAFE:      "func.func"() <{function_type = (i32) -> i64, sym_name = "f"}> ({
// UNSAFE-NEXT:   ^bb0(%arg0: i32):
// UNSAFE-NEXT:     "func.return"(%arg0) : (i32) -> ()
func.func @f(%a: i32) -> i64 {
  return %a : i32
}
