// ORACLE: ttir.rewrite_tensor_pointer
tt.func public @if_then_for(%a: !tt.ptr<i64>, %m: i64, %sm: i64, %x: i32, %c: i1, %n: i32) -> tensor<4x2xi64> {
  %c0_i32 = arith.constant 0 : i32
  %c1_i32 = arith.constant 1 : i32
  %c1_i64 = arith.constant 1 : i64
  %zero = arith.constant dense<0> : tensor<4x2xi64>
  %p = tt.make_tensor_ptr %a, [%m, %m], [%sm, %c1_i64], [%x, %c0_i32] {order = array<i32: 1, 0>} : <tensor<4x2xi64>>
  %start = scf.if %c -> (!tt.ptr<tensor<4x2xi64>>) {
    %q = tt.advance %p, [%x, %x] : <tensor<4x2xi64>>
    scf.yield %q : !tt.ptr<tensor<4x2xi64>>
  } else {
    scf.yield %p : !tt.ptr<tensor<4x2xi64>>
  }
  %r:3 = scf.for %i = %c0_i32 to %n step %c1_i32 iter_args(%acc = %zero, %ptr = %start, %same = %p) -> (tensor<4x2xi64>, !tt.ptr<tensor<4x2xi64>>, !tt.ptr<tensor<4x2xi64>>)  : i32 {
    %v = tt.load %ptr {boundaryCheck = array<i32: 0>, padding = 1 : i32} : !tt.ptr<tensor<4x2xi64>>
    %s = arith.addi %acc, %v : tensor<4x2xi64>
    %even = arith.cmpi eq, %i, %c0_i32 : i32
    %next = scf.if %even -> (!tt.ptr<tensor<4x2xi64>>) {
      scf.yield %ptr : !tt.ptr<tensor<4x2xi64>>
    } else {
      %q = tt.advance %ptr, [%c1_i32, %c0_i32] : <tensor<4x2xi64>>
      scf.yield %q : !tt.ptr<tensor<4x2xi64>>
    }
    scf.yield %s, %next, %same : tensor<4x2xi64>, !tt.ptr<tensor<4x2xi64>>, !tt.ptr<tensor<4x2xi64>>
  }
  tt.store %r#2, %r#0 {boundaryCheck = array<i32: 0, 0>} : !tt.ptr<tensor<4x2xi64>>
  tt.return %r#0 : tensor<4x2xi64>
}
