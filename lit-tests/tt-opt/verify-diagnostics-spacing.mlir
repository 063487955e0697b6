// RUN: tt-opt %s -split-input-file -verify-diagnostics

// As in MLIR, spaces may separate an expected-* directive from its @location.
tt.func @f() {
  // expected-error @below {{'tt.make_range' op start must be less than end}}
  %0 = tt.make_range {end = 16 : i32, start = 32 : i32} : tensor<16xi32>
  tt.return
}
