// ORACLE: ttir.rewrite_tensor_descriptor_to_pointer
module {
  tt.func public @folds(%1: !tt.tensordesc<tensor<16x16xf32>>, %2: !tt.tensordesc<tensor<16x16xf32>>, %3: i1, %4: i32) attributes {noinline = false} {
    %true = arith.constant true
    %false = arith.constant false
    %n = arith.xori %3, %true : i1
    %a = scf.if %n -> (!tt.tensordesc<tensor<16x16xf32>>) {
      scf.yield %1 : !tt.tensordesc<tensor<16x16xf32>>
    } else {
      scf.yield %2 : !tt.tensordesc<tensor<16x16xf32>>
    }
    %b = arith.select %3, %a, %a : !tt.tensordesc<tensor<16x16xf32>>
    %c = arith.select %false, %1, %b : !tt.tensordesc<tensor<16x16xf32>>
    %x = tt.descriptor_load %c[%4, %4] : !tt.tensordesc<tensor<16x16xf32>> -> tensor<16x16xf32>
    %eq = arith.cmpi eq, %4, %4 : i32
    %d = arith.select %eq, %2, %1 : !tt.tensordesc<tensor<16x16xf32>>
    tt.descriptor_store %d[%4, %4], %x : !tt.tensordesc<tensor<16x16xf32>>, tensor<16x16xf32>
    tt.return
  }
}
