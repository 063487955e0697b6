// REQUIRES: mlir-opt-22
// RUN: tt-opt %S/debug-info-attributes.mlir --mlir-print-debuginfo > %t.ttgo.mlir
// RUN: mlir-opt-22 %S/debug-info-attributes.mlir --mlir-print-debuginfo > %t.mlir-opt.mlir
// RUN: diff %t.mlir-opt.mlir %t.ttgo.mlir

// Differential test: tt-opt prints debug-info-attributes.mlir's #llvm.di_* attributes, their
// aliases and the debug locations byte for byte as mlir-opt-22 does.
