module {
  tt.func public @casts(%arg0: !tt.ptr<f32>, %arg1: i64, %arg2: tensor<8xf32>, %arg3: tensor<8xf16>) {
    %0 = tt.ptr_to_int %arg0 : !tt.ptr<f32> -> i64
    %1 = tt.int_to_ptr %arg1 : i64 -> !tt.ptr<f32>
    %2 = tt.bitcast %arg0 : !tt.ptr<f32> -> !tt.ptr<i32>
    %3 = tt.bitcast %arg2 : tensor<8xf32> -> tensor<8xi32>
    %4 = tt.fp_to_fp %arg2, rounding = rtne : tensor<8xf32> -> tensor<8xf16>
    %5 = tt.fp_to_fp %arg3 : tensor<8xf16> -> tensor<8xf32>
    %6 = tt.clampf %arg2, %arg2, %arg2, propagateNan = all : tensor<8xf32>
    %7 = tt.precise_sqrt %arg2 : tensor<8xf32>
    %8 = tt.precise_divf %arg2, %arg2 : tensor<8xf32>
    %9 = tt.mulhiui %arg1, %arg1 : i64
    tt.return
  }
  tt.func public @memory(%arg0: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %arg1: tensor<128xi1>, %arg2: i32) {
    %cst = arith.constant dense<0.000000e+00> : tensor<128xf32>
    %0 = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32>
    %1 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<128x!tt.ptr<f32>>
    %2 = tt.addptr %1, %0 : tensor<128x!tt.ptr<f32>>, tensor<128xi32>
    %3 = tt.load %2 : tensor<128x!tt.ptr<f32>>
    %4 = tt.load %2, %arg1 : tensor<128x!tt.ptr<f32>>
    %5 = tt.load %2, %arg1, %cst cacheModifier = ca evictionPolicy = evict_last {isVolatile = true} : tensor<128x!tt.ptr<f32>>
    %6 = tt.load %arg0 : !tt.ptr<f32>
    tt.store %2, %3 : tensor<128x!tt.ptr<f32>>
    tt.store %2, %3, %arg1 cacheModifier = cs : tensor<128x!tt.ptr<f32>>
    %7 = tt.atomic_rmw fadd, acq_rel, gpu, %2, %3, %arg1 : (tensor<128x!tt.ptr<f32>>, tensor<128xf32>, tensor<128xi1>) -> tensor<128xf32>
    %8 = tt.atomic_rmw exch, relaxed, sys, %arg0, %6 : (!tt.ptr<f32>, f32) -> f32
    %9 = tt.atomic_cas acquire, cta, %2, %3, %3 : (tensor<128x!tt.ptr<f32>>, tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %10 = tt.histogram %0 : tensor<128xi32> -> tensor<16xi32>
    %11 = tt.gather %3[%0] {axis = 0 : i32} : (tensor<128xf32>, tensor<128xi32>) -> tensor<128xf32>
    tt.print " x: " {hex = false, isSigned = array<i32: 0>} : %3 : tensor<128xf32>
    tt.print "done" {hex = false, isSigned = array<i32>}
    %12 = arith.cmpi slt, %0, %0 : tensor<128xi32>
    tt.assert %12, "out of bounds" : tensor<128xi1>
    tt.return
  }
  tt.func public @shapes(%arg0: tensor<4x8xf32>, %arg1: f32, %arg2: tensor<1xf32>, %arg3: tensor<8xf32>) {
    %0 = tt.splat %arg1 : f32 -> tensor<4x8xf32>
    %1 = tt.unsplat %arg2 : tensor<1xf32>
    %2 = tt.expand_dims %arg3 {axis = 0 : i32} : tensor<8xf32> -> tensor<1x8xf32>
    %3 = tt.broadcast %2 : tensor<1x8xf32> -> tensor<4x8xf32>
    %4 = tt.reshape %arg0 : tensor<4x8xf32> -> tensor<32xf32>
    %5 = tt.reshape %arg0 allow_reorder efficient_layout : tensor<4x8xf32> -> tensor<32xf32>
    %6 = tt.cat %arg0, %0 : tensor<4x8xf32> -> tensor<8x8xf32>
    %7 = tt.join %arg0, %0 : tensor<4x8xf32> -> tensor<4x8x2xf32>
    %outLHS, %outRHS = tt.split %7 : tensor<4x8x2xf32> -> tensor<4x8xf32>
    %8 = tt.trans %arg0 {order = array<i32: 1, 0>} : tensor<4x8xf32> -> tensor<8x4xf32>
    %9 = tt.get_program_id y : i32
    %10 = tt.get_num_programs z : i32
    tt.return
  }
  tt.func public @dots(%arg0: tensor<16x16xf16>, %arg1: tensor<16x16xf32>, %arg2: tensor<16x64xf8E4M3FN>, %arg3: tensor<16x2xi8>, %arg4: tensor<64x16xf8E4M3FN>) {
    %0 = tt.dot %arg0, %arg0, %arg1 : tensor<16x16xf16> * tensor<16x16xf16> -> tensor<16x16xf32>
    %1 = tt.dot %arg0, %arg0, %arg1, inputPrecision = tf32 {maxNumImpreciseAcc = 32 : i32} : tensor<16x16xf16> * tensor<16x16xf16> -> tensor<16x16xf32>
    %2 = tt.dot_scaled %arg2 scale %arg3, %arg4, %arg1 lhs = e4m3 rhs = e4m3 {fastMath = false} : tensor<16x64xf8E4M3FN>, tensor<16x2xi8> * tensor<64x16xf8E4M3FN> -> tensor<16x16xf32>
    %3 = tt.dot_scaled %arg2, %arg4, %arg1 lhs = e4m3 rhs = e5m2 {fastMath = true, lhs_k_pack = false} : tensor<16x64xf8E4M3FN> * tensor<64x16xf8E4M3FN> -> tensor<16x16xf32>
    tt.return
  }
  tt.func public @regions(%arg0: tensor<4x8xf32>, %arg1: tensor<8xi32>) -> tensor<4xf32> {
    %0 = "tt.reduce"(%arg0) <{axis = 1 : i32}> ({
    ^bb0(%arg2: f32, %arg3: f32):
      %5 = arith.addf %arg2, %arg3 : f32
      tt.reduce.return %5 : f32
    }) : (tensor<4x8xf32>) -> tensor<4xf32>
    %1 = "tt.scan"(%arg0) <{axis = 1 : i32, reverse = false}> ({
    ^bb0(%arg2: f32, %arg3: f32):
      %5 = arith.addf %arg2, %arg3 : f32
      tt.scan.return %5 : f32
    }) : (tensor<4x8xf32>) -> tensor<4x8xf32>
    %2 = "tt.map_elementwise"(%arg1) <{pack = 2 : i32}> ({
    ^bb0(%arg2: i32, %arg3: i32):
      tt.map_elementwise.return %arg3, %arg2 : i32, i32
    }) : (tensor<8xi32>) -> tensor<8xi32>
    %3 = tt.extern_elementwise %arg1, %arg1 {libname = "", libpath = "", pure = true, symbol = "__nv_umulhi"} : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %4 = tt.elementwise_inline_asm "shl.b32 $0, $0, 3;" {constraints = "=r,r", packed_element = 1 : i32, pure = true} %arg1 : tensor<8xi32> -> tensor<8xi32>
    tt.return %0 : tensor<4xf32>
  }
  tt.func public @descriptors(%arg0: !tt.ptr<f16>, %arg1: i32, %arg2: i64, %arg3: tensor<8xi32>, %arg4: tensor<8x64xf16>) {
    %0 = tt.make_tensor_descriptor %arg0, [%arg1, %arg1], [%arg2, %arg2] : <f16>, <tensor<1x64xf16>>
    %1 = tt.make_tensor_descriptor %arg0, [%arg1, %arg1], [%arg2, %arg2] {padding = 2 : i32} : <f16>, <tensor<16x64xf16>>
    %2 = tt.descriptor_load %1[%arg1, %arg1] : !tt.tensordesc<tensor<16x64xf16>> -> tensor<16x64xf16>
    %3 = tt.descriptor_load %1[%arg1, %arg1] cacheModifier = cg : !tt.tensordesc<tensor<16x64xf16>> -> tensor<16x64xf16>
    tt.descriptor_store %1[%arg1, %arg1], %2 : !tt.tensordesc<tensor<16x64xf16>>, tensor<16x64xf16>
    tt.descriptor_reduce add, %1[%arg1, %arg1], %2 : !tt.tensordesc<tensor<16x64xf16>>, tensor<16x64xf16>
    %4 = tt.descriptor_gather %0[%arg3, %arg1] : (!tt.tensordesc<tensor<1x64xf16>>, tensor<8xi32>, i32) -> tensor<8x64xf16>
    tt.descriptor_scatter %0[%arg3, %arg1], %arg4 : !tt.tensordesc<tensor<1x64xf16>>, tensor<8xi32>, i32, tensor<8x64xf16>
    %c0_i32 = arith.constant 0 : i32
    %c1_i64 = arith.constant 1 : i64
    %5 = tt.make_tensor_ptr %arg0, [%arg2, %arg2], [%arg2, %c1_i64], [%c0_i32, %c0_i32] {order = array<i32: 1, 0>} : <tensor<16x64xf16>>
    %6 = tt.advance %5, [%arg1, %c0_i32] : <tensor<16x64xf16>>
    %7 = tt.load %6 {boundaryCheck = array<i32: 0, 1>, padding = 1 : i32} : !tt.ptr<tensor<16x64xf16>>
    tt.store %6, %7 {boundaryCheck = array<i32: 1>} : !tt.ptr<tensor<16x64xf16>>
    tt.return
  }
  tt.func private @callee(%arg0: i32 {tt.divisibility = 16 : i32}) -> i32 attributes {noinline = false} {
    tt.return %arg0 : i32
  }
  tt.func private @decl(!tt.ptr<f32, 3>) -> (i32, f32)
  tt.func @caller(%arg0: i32) -> i32 {
    %0 = tt.call @callee(%arg0) : (i32) -> i32
    tt.return %0 : i32
  }
}
