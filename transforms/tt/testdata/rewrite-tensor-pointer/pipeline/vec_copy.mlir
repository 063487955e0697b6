// ORACLE: ttir.rewrite_tensor_pointer,common.canonicalizer,common.cse
tt.func public @vec_copy(%src: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %dst: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %n: i32, %flag: i1) {
  %c0_i32 = arith.constant 0 : i32
  %c1_i32 = arith.constant 1 : i32
  %c4_i32 = arith.constant 4 : i32
  %c128_i32 = arith.constant 128 : i32
  %c1_i64 = arith.constant 1 : i64
  %pid = tt.get_program_id x : i32
  %start = arith.muli %pid, %c128_i32 : i32
  %n64 = arith.extsi %n : i32 to i64
  %s = tt.make_tensor_ptr %src, [%n64], [%c1_i64], [%start] {order = array<i32: 0>} : <tensor<128xf32>>
  %d = tt.make_tensor_ptr %dst, [%n64], [%c1_i64], [%start] {order = array<i32: 0>} : <tensor<128xf32>>
  %r:2 = scf.for %i = %c0_i32 to %c4_i32 step %c1_i32 iter_args(%sp = %s, %dp = %d) -> (!tt.ptr<tensor<128xf32>>, !tt.ptr<tensor<128xf32>>)  : i32 {
    %v = tt.load %sp {boundaryCheck = array<i32: 0>, padding = 1 : i32} : !tt.ptr<tensor<128xf32>>
    tt.store %dp, %v {boundaryCheck = array<i32: 0>} : !tt.ptr<tensor<128xf32>>
    %sp1 = tt.advance %sp, [%c128_i32] : <tensor<128xf32>>
    %dp1 = scf.if %flag -> (!tt.ptr<tensor<128xf32>>) {
      %x = tt.advance %dp, [%c128_i32] : <tensor<128xf32>>
      scf.yield %x : !tt.ptr<tensor<128xf32>>
    } else {
      scf.yield %dp : !tt.ptr<tensor<128xf32>>
    }
    scf.yield %sp1, %dp1 : !tt.ptr<tensor<128xf32>>, !tt.ptr<tensor<128xf32>>
  }
  tt.return
}
