// RUN: not tt-opt %s -split-input-file -triton-rewrite-tensor-descriptor-to-pointer 2>/dev/null | FileCheck %s
// RUN: not tt-opt %s -split-input-file -triton-rewrite-tensor-descriptor-to-pointer 2>&1 >/dev/null | FileCheck %s --check-prefix=ERR

// A module without tensor descriptors is left unchanged.

// CHECK-LABEL: tt.func @none(
// CHECK-SAME:      %[[P:.*]]: !tt.ptr<f32>) {
// CHECK-NEXT:    %[[V:.*]] = tt.load %[[P]] : !tt.ptr<f32>
// CHECK-NEXT:    tt.store %[[P]], %[[V]] : !tt.ptr<f32>
// CHECK-NEXT:    tt.return
tt.func @none(%p: !tt.ptr<f32>) {
  %v = tt.load %p : !tt.ptr<f32>
  tt.store %p, %v : !tt.ptr<f32>
  tt.return
}

// -----

// Block pointers are not tensor descriptors: this pass leaves them alone.

// CHECK-LABEL: tt.func @block(
// CHECK-NEXT:    tt.make_tensor_ptr
// CHECK-NEXT:    tt.load {{.*}} : !tt.ptr<tensor<16x16xf16>>
// CHECK-NEXT:    tt.return
tt.func @block(%p: !tt.ptr<f16>, %m: i64, %s: i64, %o: i32) {
  %0 = tt.make_tensor_ptr %p, [%m, %m], [%s, %s], [%o, %o] {order = array<i32: 1, 0>} : <tensor<16x16xf16>>
  %1 = tt.load %0 : !tt.ptr<tensor<16x16xf16>>
  tt.return
}

// -----

// A descriptor becomes its base pointer, its shape (sign-extended to i64), its strides and a
// padding flag (false: zero padding). A load reads base + (offset + range) * stride, masked by
// 0 <= offset + range < shape; masked-off lanes read NaN when the flag is set, else zero.

// CHECK-LABEL: tt.func @load_1d(
// CHECK-SAME:      %[[P:[^:]*]]: !tt.ptr<f32>, %[[N:[^:]*]]: i32, %[[I:[^:]*]]: i32)
// CHECK-NEXT:    %[[ONE:.*]] = arith.constant 1 : i64
// CHECK-NEXT:    %[[SHAPE:.*]] = arith.extsi %[[N]] : i32 to i64
// CHECK-NEXT:    %[[PAD:.*]] = arith.constant false
// CHECK-NEXT:    %[[OFF:.*]] = arith.extsi %[[I]] : i32 to i64
// CHECK-NEXT:    %[[NAN:.*]] = arith.constant dense<0x7FC00000> : tensor<8xf32>
// CHECK-NEXT:    %[[ZERO:.*]] = arith.constant dense<0.000000e+00> : tensor<8xf32>
// CHECK-NEXT:    %[[OTHER:.*]] = arith.select %[[PAD]], %[[NAN]], %[[ZERO]] : tensor<8xf32>
// CHECK-NEXT:    %[[SPLAT:.*]] = tt.splat %[[OFF]] : i64 -> tensor<8xi64>
// CHECK-NEXT:    %[[RANGE:.*]] = tt.make_range {end = 8 : i32, start = 0 : i32} : tensor<8xi32>
// CHECK-NEXT:    %[[RANGE64:.*]] = arith.extsi %[[RANGE]] : tensor<8xi32> to tensor<8xi64>
// CHECK-NEXT:    %[[IDX:.*]] = arith.addi %[[SPLAT]], %[[RANGE64]] : tensor<8xi64>
// CHECK-NEXT:    %[[BASE:.*]] = tt.splat %[[P]] : !tt.ptr<f32> -> tensor<8x!tt.ptr<f32>>
// CHECK-NEXT:    %[[STRIDE:.*]] = tt.splat %[[ONE]] : i64 -> tensor<8xi64>
// CHECK-NEXT:    %[[SCALED:.*]] = arith.muli %[[IDX]], %[[STRIDE]] : tensor<8xi64>
// CHECK-NEXT:    %[[B:.*]] = tt.broadcast %[[SCALED]] : tensor<8xi64> -> tensor<8xi64>
// CHECK-NEXT:    %[[PTR:.*]] = tt.addptr %[[BASE]], %[[B]] : tensor<8x!tt.ptr<f32>>, tensor<8xi64>
// The mask recomputes the offsets, as Triton does.
// CHECK-NEXT:    tt.splat %[[OFF]] : i64 -> tensor<8xi64>
// CHECK-NEXT:    tt.make_range
// CHECK-NEXT:    arith.extsi
// CHECK-NEXT:    %[[IDX2:.*]] = arith.addi
// CHECK-NEXT:    %[[C0:.*]] = arith.constant 0 : i64
// CHECK-NEXT:    %[[LO:.*]] = tt.splat %[[C0]] : i64 -> tensor<8xi64>
// CHECK-NEXT:    %[[GE:.*]] = arith.cmpi sge, %[[IDX2]], %[[LO]] : tensor<8xi64>
// CHECK-NEXT:    %[[HI:.*]] = tt.splat %[[SHAPE]] : i64 -> tensor<8xi64>
// CHECK-NEXT:    %[[LT:.*]] = arith.cmpi slt, %[[IDX2]], %[[HI]] : tensor<8xi64>
// CHECK-NEXT:    %[[IN:.*]] = arith.andi %[[GE]], %[[LT]] : tensor<8xi1>
// CHECK-NEXT:    %[[MASK:.*]] = tt.broadcast %[[IN]] : tensor<8xi1> -> tensor<8xi1>
// CHECK-NEXT:    %[[V:.*]] = tt.load %[[PTR]], %[[MASK]], %[[OTHER]] : tensor<8x!tt.ptr<f32>>
// CHECK-NEXT:    tt.return %[[V]] : tensor<8xf32>
tt.func @load_1d(%p: !tt.ptr<f32>, %n: i32, %i: i32) -> tensor<8xf32> {
  %c1_i64 = arith.constant 1 : i64
  %d = tt.make_tensor_descriptor %p, [%n], [%c1_i64] : <f32>, <tensor<8xf32>>
  %v = tt.descriptor_load %d[%i] : !tt.tensordesc<tensor<8xf32>> -> tensor<8xf32>
  tt.return %v : tensor<8xf32>
}

// -----

// A 2-D store: each dimension's offsets are expanded to the block's rank, scaled by its
// stride and broadcast; the masks of the dimensions are and-ed. Constant shapes and offsets
// fold into i64 constants; NaN padding sets the flag, and integer blocks have no "other".

// CHECK-LABEL: tt.func @store_2d(
// CHECK:         %[[C16:.*]] = arith.constant 16 : i64
// CHECK-NEXT:    %[[PAD:.*]] = arith.constant true
// CHECK:         arith.constant 0 : i64
// CHECK:         tt.expand_dims {{.*}} {axis = 1 : i32} : tensor<4xi64> -> tensor<4x1xi64>
// CHECK:         tt.expand_dims {{.*}} {axis = 0 : i32} : tensor<16xi64> -> tensor<1x16xi64>
// CHECK:         tt.broadcast {{.*}} : tensor<4x1xi64> -> tensor<4x16xi64>
// CHECK:         tt.addptr {{.*}} : tensor<4x16x!tt.ptr<i32>>, tensor<4x16xi64>
// CHECK:         tt.broadcast {{.*}} : tensor<1x16xi64> -> tensor<4x16xi64>
// CHECK:         %[[PTR:.*]] = tt.addptr {{.*}} : tensor<4x16x!tt.ptr<i32>>, tensor<4x16xi64>
// CHECK:         tt.splat %[[C16]] : i64 -> tensor<1x16xi64>
// CHECK:         %[[MASK:.*]] = arith.andi {{.*}} : tensor<4x16xi1>
// CHECK-NEXT:    tt.store %[[PTR]], %{{.*}}, %[[MASK]] : tensor<4x16x!tt.ptr<i32>>
// CHECK-NOT:     tt.descriptor
// CHECK:         tt.return
tt.func @store_2d(%p: !tt.ptr<i32>, %m: i32, %s: i64, %i: i32, %v: tensor<4x16xi32>) {
  %c1_i64 = arith.constant 1 : i64
  %c0_i32 = arith.constant 0 : i32
  %c16_i32 = arith.constant 16 : i32
  %d = tt.make_tensor_descriptor %p, [%m, %c16_i32], [%s, %c1_i64] {padding = 2 : i32} : <i32>, <tensor<4x16xi32>>
  tt.descriptor_store %d[%i, %c0_i32], %v : !tt.tensordesc<tensor<4x16xi32>>, tensor<4x16xi32>
  tt.return
}

// -----

// A descriptor argument expands into 2*rank+2 arguments; its attributes go to the pointer.
// Calls and returns carry the expanded values.

// CHECK-LABEL: tt.func private @callee(
// CHECK-SAME:      %{{[^:]*}}: !tt.ptr<f16> {tt.nv_tma_desc = 1 : i32}, %{{[^:]*}}: i64, %{{[^:]*}}: i64, %{{[^:]*}}: i64, %{{[^:]*}}: i64, %{{[^:]*}}: i1)
// CHECK-SAME:      -> (!tt.ptr<f16>, i64, i64, i64, i64, i1)
// CHECK:         tt.return %arg0, %arg1, %arg2, %arg3, %arg4, %arg5 : !tt.ptr<f16>, i64, i64, i64, i64, i1
// CHECK-LABEL: tt.func @caller(
// CHECK:         %[[R:.*]]:6 = tt.call @callee(%arg0, %arg1, %arg2, %arg3, %arg4, %arg5) : (!tt.ptr<f16>, i64, i64, i64, i64, i1) -> (!tt.ptr<f16>, i64, i64, i64, i64, i1)
// CHECK:         tt.splat %[[R]]#0 : !tt.ptr<f16> -> tensor<2x8x!tt.ptr<f16>>
tt.func private @callee(%d: !tt.tensordesc<tensor<2x8xf16>> {tt.nv_tma_desc = 1 : i32}) -> !tt.tensordesc<tensor<2x8xf16>> {
  tt.return %d : !tt.tensordesc<tensor<2x8xf16>>
}
tt.func @caller(%d: !tt.tensordesc<tensor<2x8xf16>>, %i: i32) -> tensor<2x8xf16> {
  %e = tt.call @callee(%d) : (!tt.tensordesc<tensor<2x8xf16>>) -> !tt.tensordesc<tensor<2x8xf16>>
  %v = tt.descriptor_load %e[%i, %i] : !tt.tensordesc<tensor<2x8xf16>> -> tensor<2x8xf16>
  tt.return %v : tensor<2x8xf16>
}

// -----

// Descriptors carried by scf.for, scf.if and arith.select are expanded in place; a select
// becomes an scf.if that yields one descriptor's values or the other's.

// CHECK-LABEL: tt.func @structural(
// CHECK:         %[[IF:.*]]:4 = scf.if %arg8 -> (!tt.ptr<f32>, i64, i64, i1) {
// CHECK-NEXT:      scf.yield %arg0, %arg1, %arg2, %arg3 : !tt.ptr<f32>, i64, i64, i1
// CHECK-NEXT:    } else {
// CHECK-NEXT:      scf.yield %arg4, %arg5, %arg6, %arg7 : !tt.ptr<f32>, i64, i64, i1
// CHECK-NEXT:    }
// CHECK:         %[[FOR:.*]]:4 = scf.for %[[IV:.*]] = %{{.*}} to %arg9 step %{{.*}} iter_args(%[[A0:.*]] = %[[IF]]#0, %[[A1:.*]] = %[[IF]]#1, %[[A2:.*]] = %[[IF]]#2, %[[A3:.*]] = %[[IF]]#3) -> (!tt.ptr<f32>, i64, i64, i1)  : i32 {
// CHECK:           tt.splat %[[A0]] : !tt.ptr<f32> -> tensor<4x!tt.ptr<f32>>
// CHECK:           tt.store
// CHECK-NEXT:      %[[SEL:.*]]:4 = scf.if %arg8 -> (!tt.ptr<f32>, i64, i64, i1) {
// CHECK-NEXT:        scf.yield %arg4, %arg5, %arg6, %arg7
// CHECK-NEXT:      } else {
// CHECK-NEXT:        scf.yield %[[A0]], %[[A1]], %[[A2]], %[[A3]]
// CHECK-NEXT:      }
// CHECK-NEXT:      scf.yield %[[SEL]]#0, %[[SEL]]#1, %[[SEL]]#2, %[[SEL]]#3 : !tt.ptr<f32>, i64, i64, i1
// CHECK-NEXT:    }
// CHECK:         tt.splat %[[FOR]]#0 : !tt.ptr<f32> -> tensor<4x!tt.ptr<f32>>
tt.func @structural(%a: !tt.tensordesc<tensor<4xf32>>, %b: !tt.tensordesc<tensor<4xf32>>, %c: i1, %n: i32, %v: tensor<4xf32>) -> tensor<4xf32> {
  %c0_i32 = arith.constant 0 : i32
  %c4_i32 = arith.constant 4 : i32
  %d = scf.if %c -> !tt.tensordesc<tensor<4xf32>> {
    scf.yield %a : !tt.tensordesc<tensor<4xf32>>
  } else {
    scf.yield %b : !tt.tensordesc<tensor<4xf32>>
  }
  %e = scf.for %i = %c0_i32 to %n step %c4_i32 iter_args(%x = %d) -> (!tt.tensordesc<tensor<4xf32>>) : i32 {
    tt.descriptor_store %x[%i], %v : !tt.tensordesc<tensor<4xf32>>, tensor<4xf32>
    %y = arith.select %c, %b, %x : !tt.tensordesc<tensor<4xf32>>
    scf.yield %y : !tt.tensordesc<tensor<4xf32>>
  }
  %r = tt.descriptor_load %e[%n] : !tt.tensordesc<tensor<4xf32>> -> tensor<4xf32>
  tt.return %r : tensor<4xf32>
}

// -----

// Gathers and scatters read and write whole rows: x offsets pick the rows, the y offset the
// first column. A reduction becomes an atomic_rmw with release semantics at GPU scope.

// CHECK-LABEL: tt.func @rows(
// CHECK:         tt.expand_dims %arg6 {axis = 1 : i32} : tensor<8xi32> -> tensor<8x1xi32>
// CHECK:         arith.extsi {{.*}} : tensor<8x1xi32> to tensor<8x1xi64>
// CHECK:         %[[G:.*]] = tt.load {{.*}} : tensor<8x32x!tt.ptr<f16>>
// CHECK:         tt.expand_dims %arg6 {axis = 1 : i32} : tensor<8xi32> -> tensor<8x1xi32>
// CHECK:         tt.store {{.*}}, %[[G]], {{.*}} : tensor<8x32x!tt.ptr<f16>>
// CHECK:         tt.atomic_rmw fadd, release, gpu, {{.*}} : (tensor<1x32x!tt.ptr<f16>>, tensor<1x32xf16>, tensor<1x32xi1>) -> tensor<1x32xf16>
// CHECK-NOT:     tt.descriptor
tt.func @rows(%d: !tt.tensordesc<tensor<1x32xf16>>, %x: tensor<8xi32>, %y: i32, %w: tensor<1x32xf16>) {
  %g = tt.descriptor_gather %d[%x, %y] : (!tt.tensordesc<tensor<1x32xf16>>, tensor<8xi32>, i32) -> tensor<8x32xf16>
  tt.descriptor_scatter %d[%x, %y], %g : !tt.tensordesc<tensor<1x32xf16>>, tensor<8xi32>, i32, tensor<8x32xf16>
  tt.descriptor_reduce add, %d[%y, %y], %w : !tt.tensordesc<tensor<1x32xf16>>, tensor<1x32xf16>
  tt.return
}

// -----

// Descriptors shared with ops the pass leaves alone go through unrealized casts: one such op
// produced (here by reinterpreting a raw pointer) is split right after it, one such op still
// uses is joined back right after its last part.

#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 32, transposed = false, elementBitWidth = 32}>
#smem = #ttg.shared_memory
// CHECK-LABEL: tt.func @bridge(
// CHECK:         %[[R:.*]] = ttng.reinterpret_tensor_descriptor %arg0
// CHECK-NEXT:    %[[P:.*]]:4 = builtin.unrealized_conversion_cast %[[R]] : !tt.tensordesc<tensor<8xf32>> to !tt.ptr<f32>, i64, i64, i1
// CHECK:         %[[SHAPE:.*]] = arith.extsi %arg2 : i32 to i64
// CHECK-NEXT:    %[[PAD:.*]] = arith.constant false
// CHECK-NEXT:    %[[D:.*]] = builtin.unrealized_conversion_cast %arg1, %[[SHAPE]], %{{.*}}, %[[PAD]] : !tt.ptr<f32>, i64, i64, i1 to !tt.tensordesc<tensor<8xf32>>
// CHECK:         tt.splat %[[P]]#0 : !tt.ptr<f32> -> tensor<8x!tt.ptr<f32>>
// CHECK:         ttng.async_tma_copy_local_to_global %[[D]][%arg2] %arg3
tt.func @bridge(%raw: !tt.ptr<i8>, %p: !tt.ptr<f32>, %n: i32, %buf: !ttg.memdesc<8xf32, #shared, #smem>) {
  %c1_i64 = arith.constant 1 : i64
  %r = ttng.reinterpret_tensor_descriptor %raw : !tt.ptr<i8> to !tt.tensordesc<tensor<8xf32>>
  %d = tt.make_tensor_descriptor %p, [%n], [%c1_i64] : <f32>, <tensor<8xf32>>
  %v = tt.descriptor_load %r[%n] : !tt.tensordesc<tensor<8xf32>> -> tensor<8xf32>
  ttng.async_tma_copy_local_to_global %d[%n] %buf : !tt.tensordesc<tensor<8xf32>>, !ttg.memdesc<8xf32, #shared, #smem>
  tt.return
}

// -----

// As MLIR's partial conversion, the pass visits only the blocks reachable from a region's
// entry: an unreachable block keeps its descriptor ops, fed by an unrealized cast.

// CHECK-LABEL: tt.func @unreachable(
// CHECK-SAME:      %arg0: !tt.ptr<f32>, %arg1: i64, %arg2: i64, %arg3: i1, %arg4: i32)
// CHECK-NEXT:    %[[D:.*]] = builtin.unrealized_conversion_cast %arg0, %arg1, %arg2, %arg3 : !tt.ptr<f32>, i64, i64, i1 to !tt.tensordesc<tensor<8xf32>>
// CHECK-NEXT:    tt.return
// CHECK-NEXT:  ^bb1:
// CHECK-NEXT:    tt.descriptor_load %[[D]][%arg4]
tt.func @unreachable(%d: !tt.tensordesc<tensor<8xf32>>, %i: i32) {
  tt.return
^bb1:
  %x = tt.descriptor_load %d[%i] : !tt.tensordesc<tensor<8xf32>> -> tensor<8xf32>
  tt.return
}

// -----

// min and max reductions need a signed or unsigned element type: on a signless one Triton
// has no atomic to fall back on, the pass fails and the chunk is not printed.

// CHECK-NOT:   @bad_min
// ERR: :[[@LINE+2]]:3: error: Cannot fallback on descriptor atomic op, unsupported for type i32
tt.func @bad_min(%d: !tt.tensordesc<tensor<8xi32>>, %i: i32, %v: tensor<8xi32>) {
  tt.descriptor_reduce min, %d[%i], %v : !tt.tensordesc<tensor<8xi32>>, tensor<8xi32>
  tt.return
}
