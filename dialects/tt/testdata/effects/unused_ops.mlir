// ORACLE: common.canonicalizer
tt.func public @unused_ops(%p: !tt.ptr<f32>, %pi: !tt.ptr<i32>, %x: f32, %n: i32, %i64: i64) {
  %r = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32>
  %ps = tt.splat %p : !tt.ptr<f32> -> tensor<64x!tt.ptr<f32>>
  %pa = tt.addptr %ps, %r : tensor<64x!tt.ptr<f32>>, tensor<64xi32>
  %a = tt.load %pa : tensor<64x!tt.ptr<f32>>
  %av = tt.load %pa {isVolatile = true} : tensor<64x!tt.ptr<f32>>
  tt.store %pa, %a : tensor<64x!tt.ptr<f32>>
  %c = tt.cat %a, %a : tensor<64xf32> -> tensor<128xf32>
  %h = tt.histogram %r : tensor<64xi32> -> tensor<16xi32>
  %j = tt.join %a, %a : tensor<64xf32> -> tensor<64x2xf32>
  %l, %h2 = tt.split %j : tensor<64x2xf32> -> tensor<64xf32>
  %rs = tt.reshape %a : tensor<64xf32> -> tensor<8x8xf32>
  %t = tt.trans %rs {order = array<i32: 1, 0>} : tensor<8x8xf32> -> tensor<8x8xf32>
  %e = tt.expand_dims %a {axis = 0 : i32} : tensor<64xf32> -> tensor<1x64xf32>
  %b = tt.broadcast %e : tensor<1x64xf32> -> tensor<4x64xf32>
  %pid = tt.get_program_id x : i32
  %np = tt.get_num_programs y : i32
  %sq = tt.precise_sqrt %a : tensor<64xf32>
  %dv = tt.precise_divf %a, %a : tensor<64xf32>
  %cl = tt.clampf %a, %a, %a, propagateNan = none : tensor<64xf32>
  %mh = tt.mulhiui %r, %r : tensor<64xi32>
  %ff = tt.fp_to_fp %a, rounding = rtne : tensor<64xf32> -> tensor<64xf16>
  %bc = tt.bitcast %a : tensor<64xf32> -> tensor<64xi32>
  %pti = tt.ptr_to_int %p : !tt.ptr<f32> -> i64
  %itp = tt.int_to_ptr %i64 : i64 -> !tt.ptr<f32>
  %ea = tt.elementwise_inline_asm "mov.b32 $0, $1;" {constraints = "=r,r", packed_element = 1 : i32, pure = true} %r : tensor<64xi32> -> tensor<64xi32>
  %eb = tt.elementwise_inline_asm "mov.b32 $0, $1;" {constraints = "=r,r", packed_element = 1 : i32, pure = false} %r : tensor<64xi32> -> tensor<64xi32>
  %xa = tt.extern_elementwise %a {libname = "", libpath = "", pure = true, symbol = "__nv_expf"} : (tensor<64xf32>) -> tensor<64xf32>
  %xb = tt.extern_elementwise %a {libname = "", libpath = "", pure = false, symbol = "__nv_expf"} : (tensor<64xf32>) -> tensor<64xf32>
  %rmw = tt.atomic_rmw fadd, acq_rel, gpu, %pa, %a : (tensor<64x!tt.ptr<f32>>, tensor<64xf32>) -> tensor<64xf32>
  %bc2 = arith.constant dense<1> : tensor<4x8xi32>
  %g = tt.gather %rs[%bc2] {axis = 0 : i32} : (tensor<8x8xf32>, tensor<4x8xi32>) -> tensor<4x8xf32>
  %d0 = arith.constant dense<0.000000e+00> : tensor<16x16xf32>
  %dd = tt.dot %d0, %d0, %d0 : tensor<16x16xf32> * tensor<16x16xf32> -> tensor<16x16xf32>
  %red = "tt.reduce"(%a) <{axis = 0 : i32}> ({
  ^bb0(%u: f32, %v: f32):
    %s = arith.addf %u, %v : f32
    tt.reduce.return %s : f32
  }) : (tensor<64xf32>) -> f32
  %sc = "tt.scan"(%a) <{axis = 0 : i32, reverse = false}> ({
  ^bb0(%u: f32, %v: f32):
    %s = arith.addf %u, %v : f32
    tt.scan.return %s : f32
  }) : (tensor<64xf32>) -> tensor<64xf32>
  %e2 = tt.splat %x : f32 -> tensor<1x1xf32>
  %us = tt.unsplat %e2 : tensor<1x1xf32>
  tt.return
}
