// RUN: custom-opt %s --mul-pow2-to-shl | FileCheck %s

// CHECK-LABEL: tt.func @block_offset
tt.func @block_offset(%x: i32, %y: i64) -> (i32, i64) {
  // CHECK-DAG: %[[C7:.*]] = arith.constant 7 : i32
  // CHECK-DAG: %[[C63:.*]] = arith.constant 63 : i64
  // CHECK: arith.shli %{{.*}}, %[[C7]] : i32
  // CHECK: arith.shli %{{.*}}, %[[C63]] : i64
  // CHECK-NOT: arith.muli
  %c128 = arith.constant 128 : i32
  %a = arith.muli %x, %c128 : i32
  %min = arith.constant -9223372036854775808 : i64
  %b = arith.muli %y, %min : i64
  tt.return %a, %b : i32, i64
}

// CHECK-LABEL: tt.func @not_a_power
tt.func @not_a_power(%x: i32) -> (i32, i32) {
  // CHECK: arith.muli %{{.*}}, %{{.*}} : i32
  // CHECK: arith.muli %{{.*}}, %{{.*}} : i32
  // CHECK-NOT: arith.shli
  %c1 = arith.constant 1 : i32
  %c96 = arith.constant 96 : i32
  %a = arith.muli %x, %c1 : i32
  %b = arith.muli %x, %c96 : i32
  tt.return %a, %b : i32, i32
}
