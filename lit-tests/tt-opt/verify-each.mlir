// RUN: not tt-opt %s 2>&1 | FileCheck %s --check-prefix=DEFAULT
// RUN: not tt-opt %s -cse --verify-each 2>&1 | FileCheck %s --check-prefix=DEFAULT
// RUN: tt-opt %s --verify-each=false | FileCheck %s --check-prefix=OFF
// RUN: tt-opt %s -cse --verify-each=false | FileCheck %s --check-prefix=OFF
// RUN: tt-opt %s -cse --verify-each=0 | FileCheck %s --check-prefix=OFF

// By default the module is verified after parsing and after each pass. With
// --verify-each=false tt-opt verifies nothing, not even the parsed input, so
// this invalid function is printed back. mlir-opt-22 differs: it still
// verifies after parsing (only --mlir-very-unsafe-disable-verifier-on-parsing
// turns that off) and rejects the input with the DEFAULT error plus a
// `note: see current operation: "func.return"(%arg0) : (i32) -> ()`, which
// tt-opt does not print.

// DEFAULT:      verify-each.mlir:[[@LINE+7]]:3: error: type of return operand 0 ('i32') doesn't match function result type ('i64') in function @f
// DEFAULT-NEXT:   return %a : i32
// DEFAULT-NEXT:   ^

// OFF:      func.func @f(%arg0: i32) -> i64 {
// OFF-NEXT:   return %arg0 : i32
func.func @f(%a: i32) -> i64 {
  return %a : i32
}
