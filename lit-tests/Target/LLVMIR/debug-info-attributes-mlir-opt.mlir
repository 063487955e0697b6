// REQUIRES: mlir-opt-22
// RUN: tt-opt %S/debug-info-attributes.mlir --mlir-print-debuginfo > %t.ttgo.mlir
// RUN: mlir-opt-22 %S/debug-info-attributes.mlir --mlir-print-debuginfo > %t.mlir-opt.mlir
// RUN: diff %t.mlir-opt.mlir %t.ttgo.mlir
// RUN: tt-opt %S/../../Dialect/llvm-debug-info-records.mlir > %t.records.ttgo.mlir
// RUN: mlir-opt-22 --allow-unregistered-dialect %S/../../Dialect/llvm-debug-info-records.mlir > %t.records.mlir-opt.mlir
// RUN: diff %t.records.mlir-opt.mlir %t.records.ttgo.mlir

// Differential test: tt-opt prints the #llvm.di_* attributes of debug-info-attributes.mlir and
// Dialect/llvm-debug-info-records.mlir, their aliases and the debug locations byte for byte as
// mlir-opt-22 does.
