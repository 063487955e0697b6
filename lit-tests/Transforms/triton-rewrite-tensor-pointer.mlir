// RUN: not tt-opt %s -split-input-file -triton-rewrite-tensor-pointer 2>/dev/null | FileCheck %s
// RUN: not tt-opt %s -split-input-file -triton-rewrite-tensor-pointer 2>&1 >/dev/null | FileCheck %s --check-prefix=ERR

// A load through a block pointer checked on both dimensions with zero padding: the offsets go
// to i64 where the pointer is made; at the load, each dimension's offsets (splat + range,
// expanded) scale by its stride into a tensor of pointers, and the same expanded offsets are
// compared with 0 and the shape into the mask; `other` is a splat zero.

// CHECK-LABEL: tt.func @load_2d(
// CHECK-SAME:      %[[BASE:[^:]+]]: !tt.ptr<f16>, %[[M:[^:]+]]: i64, %[[N:[^:]+]]: i64, %[[SM:[^:]+]]: i64, %[[X:[^:]+]]: i32, %[[Y:[^:]+]]: i32)
// CHECK-NEXT:    %[[C1:.*]] = arith.constant 1 : i64
// CHECK-NEXT:    %[[OX:.*]] = arith.extsi %[[X]] : i32 to i64
// CHECK-NEXT:    %[[OY:.*]] = arith.extsi %[[Y]] : i32 to i64
// CHECK-NEXT:    %[[P0:.*]] = tt.splat %[[BASE]] : !tt.ptr<f16> -> tensor<8x4x!tt.ptr<f16>>
// CHECK-NEXT:    %[[SX:.*]] = tt.splat %[[OX]] : i64 -> tensor<8xi64>
// CHECK-NEXT:    %[[RX:.*]] = tt.make_range {end = 8 : i32, start = 0 : i32} : tensor<8xi32>
// CHECK-NEXT:    %[[RX64:.*]] = arith.extsi %[[RX]] : tensor<8xi32> to tensor<8xi64>
// CHECK-NEXT:    %[[AX:.*]] = arith.addi %[[SX]], %[[RX64]] : tensor<8xi64>
// CHECK-NEXT:    %[[EX:.*]] = tt.expand_dims %[[AX]] {axis = 1 : i32} : tensor<8xi64> -> tensor<8x1xi64>
// CHECK-NEXT:    %[[STX:.*]] = tt.splat %[[SM]] : i64 -> tensor<8x1xi64>
// CHECK-NEXT:    %[[MX:.*]] = arith.muli %[[EX]], %[[STX]] : tensor<8x1xi64>
// CHECK-NEXT:    %[[BX:.*]] = tt.broadcast %[[MX]] : tensor<8x1xi64> -> tensor<8x4xi64>
// CHECK-NEXT:    %[[P1:.*]] = tt.addptr %[[P0]], %[[BX]] : tensor<8x4x!tt.ptr<f16>>, tensor<8x4xi64>
// CHECK-NEXT:    %[[SY:.*]] = tt.splat %[[OY]] : i64 -> tensor<4xi64>
// CHECK-NEXT:    %[[RY:.*]] = tt.make_range {end = 4 : i32, start = 0 : i32} : tensor<4xi32>
// CHECK-NEXT:    %[[RY64:.*]] = arith.extsi %[[RY]] : tensor<4xi32> to tensor<4xi64>
// CHECK-NEXT:    %[[AY:.*]] = arith.addi %[[SY]], %[[RY64]] : tensor<4xi64>
// CHECK-NEXT:    %[[EY:.*]] = tt.expand_dims %[[AY]] {axis = 0 : i32} : tensor<4xi64> -> tensor<1x4xi64>
// CHECK-NEXT:    %[[STY:.*]] = tt.splat %[[C1]] : i64 -> tensor<1x4xi64>
// CHECK-NEXT:    %[[MY:.*]] = arith.muli %[[EY]], %[[STY]] : tensor<1x4xi64>
// CHECK-NEXT:    %[[BY:.*]] = tt.broadcast %[[MY]] : tensor<1x4xi64> -> tensor<8x4xi64>
// CHECK-NEXT:    %[[PTRS:.*]] = tt.addptr %[[P1]], %[[BY]] : tensor<8x4x!tt.ptr<f16>>, tensor<8x4xi64>
// CHECK-NEXT:    %[[Z0:.*]] = arith.constant 0 : i64
// CHECK-NEXT:    %[[Z0S:.*]] = tt.splat %[[Z0]] : i64 -> tensor<8x1xi64>
// CHECK-NEXT:    %[[GEX:.*]] = arith.cmpi sge, %[[EX]], %[[Z0S]] : tensor<8x1xi64>
// CHECK-NEXT:    %[[MS:.*]] = tt.splat %[[M]] : i64 -> tensor<8x1xi64>
// CHECK-NEXT:    %[[LTX:.*]] = arith.cmpi slt, %[[EX]], %[[MS]] : tensor<8x1xi64>
// CHECK-NEXT:    %[[INX:.*]] = arith.andi %[[GEX]], %[[LTX]] : tensor<8x1xi1>
// CHECK-NEXT:    %[[MASKX:.*]] = tt.broadcast %[[INX]] : tensor<8x1xi1> -> tensor<8x4xi1>
// CHECK-NEXT:    %[[Z1:.*]] = arith.constant 0 : i64
// CHECK-NEXT:    %[[Z1S:.*]] = tt.splat %[[Z1]] : i64 -> tensor<1x4xi64>
// CHECK-NEXT:    %[[GEY:.*]] = arith.cmpi sge, %[[EY]], %[[Z1S]] : tensor<1x4xi64>
// CHECK-NEXT:    %[[NS:.*]] = tt.splat %[[N]] : i64 -> tensor<1x4xi64>
// CHECK-NEXT:    %[[LTY:.*]] = arith.cmpi slt, %[[EY]], %[[NS]] : tensor<1x4xi64>
// CHECK-NEXT:    %[[INY:.*]] = arith.andi %[[GEY]], %[[LTY]] : tensor<1x4xi1>
// CHECK-NEXT:    %[[MASKY:.*]] = tt.broadcast %[[INY]] : tensor<1x4xi1> -> tensor<8x4xi1>
// CHECK-NEXT:    %[[MASK:.*]] = arith.andi %[[MASKX]], %[[MASKY]] : tensor<8x4xi1>
// CHECK-NEXT:    %[[ZERO:.*]] = arith.constant 0.000000e+00 : f16
// CHECK-NEXT:    %[[OTHER:.*]] = tt.splat %[[ZERO]] : f16 -> tensor<8x4xf16>
// CHECK-NEXT:    %[[V:.*]] = tt.load %[[PTRS]], %[[MASK]], %[[OTHER]] : tensor<8x4x!tt.ptr<f16>>
// CHECK-NEXT:    tt.return %[[V]] : tensor<8x4xf16>
tt.func @load_2d(%base: !tt.ptr<f16>, %m: i64, %n: i64, %sm: i64, %x: i32, %y: i32) -> tensor<8x4xf16> {
  %c1_i64 = arith.constant 1 : i64
  %p = tt.make_tensor_ptr %base, [%m, %n], [%sm, %c1_i64], [%x, %y] {order = array<i32: 1, 0>} : <tensor<8x4xf16>>
  %v = tt.load %p {boundaryCheck = array<i32: 0, 1>, padding = 1 : i32} : !tt.ptr<tensor<8x4xf16>>
  tt.return %v : tensor<8x4xf16>
}

// -----

// Only the second dimension is checked: one pair of compares, against the second shape; NaN
// padding of f32 is APFloat's quiet NaN. The cache and eviction modifiers stay.

// CHECK-LABEL: tt.func @load_dim1_nan(
// CHECK-SAME:      %{{[^:]+}}: !tt.ptr<f32>, %[[M:[^:]+]]: i64, %[[N:[^:]+]]: i64,
// CHECK:         %[[E1:.*]] = tt.expand_dims %{{.*}} {axis = 0 : i32} : tensor<16xi64> -> tensor<1x16xi64>
// CHECK:         %[[PTRS:.*]] = tt.addptr
// CHECK-NEXT:    arith.constant 0 : i64
// CHECK-NEXT:    tt.splat
// CHECK-NEXT:    arith.cmpi sge, %[[E1]]
// CHECK-NEXT:    %[[NS:.*]] = tt.splat %[[N]] : i64 -> tensor<1x16xi64>
// CHECK-NEXT:    arith.cmpi slt, %[[E1]], %[[NS]] : tensor<1x16xi64>
// CHECK-NEXT:    arith.andi
// CHECK-NEXT:    %[[MASK:.*]] = tt.broadcast %{{.*}} : tensor<1x16xi1> -> tensor<4x16xi1>
// CHECK-NEXT:    %[[NAN:.*]] = arith.constant 0x7FC00000 : f32
// CHECK-NEXT:    %[[OTHER:.*]] = tt.splat %[[NAN]] : f32 -> tensor<4x16xf32>
// CHECK-NEXT:    tt.load %[[PTRS]], %[[MASK]], %[[OTHER]] cacheModifier = cg evictionPolicy = evict_last : tensor<4x16x!tt.ptr<f32>>
// CHECK-NOT:     %[[M]]
// CHECK:         tt.return
tt.func @load_dim1_nan(%base: !tt.ptr<f32>, %m: i64, %n: i64, %sm: i64, %x: i32) -> tensor<4x16xf32> {
  %c1_i64 = arith.constant 1 : i64
  %p = tt.make_tensor_ptr %base, [%m, %n], [%sm, %c1_i64], [%x, %x] {order = array<i32: 1, 0>} : <tensor<4x16xf32>>
  %v = tt.load %p cacheModifier = cg evictionPolicy = evict_last {boundaryCheck = array<i32: 1>, padding = 2 : i32} : !tt.ptr<tensor<4x16xf32>>
  tt.return %v : tensor<4x16xf32>
}

// -----

// A store checked on the first dimension only: a mask and no `other`; the stored value is
// kept.

// CHECK-LABEL: tt.func @store_dim0(
// CHECK-SAME:      %{{[^:]+}}: !tt.ptr<i32>, %[[M:[^:]+]]: i64, %[[N:[^:]+]]: i64, {{.*}}, %[[V:[^:]+]]: tensor<2x8xi32>)
// CHECK:         %[[E0:.*]] = tt.expand_dims %{{.*}} {axis = 1 : i32} : tensor<2xi64> -> tensor<2x1xi64>
// CHECK:         tt.addptr {{.*}} : tensor<2x8x!tt.ptr<i32>>, tensor<2x8xi64>
// CHECK:         %[[PTRS:.*]] = tt.addptr {{.*}} : tensor<2x8x!tt.ptr<i32>>, tensor<2x8xi64>
// CHECK-NEXT:    arith.constant 0 : i64
// CHECK-NEXT:    tt.splat
// CHECK-NEXT:    arith.cmpi sge, %[[E0]]
// CHECK-NEXT:    %[[MS:.*]] = tt.splat %[[M]] : i64 -> tensor<2x1xi64>
// CHECK-NEXT:    arith.cmpi slt, %[[E0]], %[[MS]]
// CHECK-NEXT:    arith.andi
// CHECK-NEXT:    %[[MASK:.*]] = tt.broadcast %{{.*}} : tensor<2x1xi1> -> tensor<2x8xi1>
// CHECK-NEXT:    tt.store %[[PTRS]], %[[V]], %[[MASK]] : tensor<2x8x!tt.ptr<i32>>
// CHECK-NEXT:    tt.return
tt.func @store_dim0(%base: !tt.ptr<i32>, %m: i64, %n: i64, %sm: i64, %x: i32, %v: tensor<2x8xi32>) {
  %c1_i64 = arith.constant 1 : i64
  %p = tt.make_tensor_ptr %base, [%m, %n], [%sm, %c1_i64], [%x, %x] {order = array<i32: 1, 0>} : <tensor<2x8xi32>>
  tt.store %p, %v {boundaryCheck = array<i32: 0>} : !tt.ptr<tensor<2x8xi32>>
  tt.return
}

// -----

// tt.advance adds its offsets, extended to i64, to the pointer's; the load reads from the sums.

// CHECK-LABEL: tt.func @advance(
// CHECK-SAME:      %{{[^:]+}}: !tt.ptr<f16>, {{.*}}, %[[X:[^:]+]]: i32, %[[D:[^:]+]]: i32)
// CHECK:         %[[OX:.*]] = arith.extsi %[[X]] : i32 to i64
// CHECK-NEXT:    %[[OY:.*]] = arith.extsi %[[X]] : i32 to i64
// CHECK-NEXT:    %[[DX:.*]] = arith.extsi %[[D]] : i32 to i64
// CHECK-NEXT:    %[[AX:.*]] = arith.addi %[[OX]], %[[DX]] : i64
// CHECK-NEXT:    %[[DY:.*]] = arith.extsi %[[D]] : i32 to i64
// CHECK-NEXT:    %[[AY:.*]] = arith.addi %[[OY]], %[[DY]] : i64
// CHECK-NEXT:    tt.splat %{{.*}} : !tt.ptr<f16> -> tensor<4x4x!tt.ptr<f16>>
// CHECK-NEXT:    tt.splat %[[AX]] : i64 -> tensor<4xi64>
// CHECK:         tt.splat %[[AY]] : i64 -> tensor<4xi64>
// CHECK:         %[[V:.*]] = tt.load %{{[^,]*}} : tensor<4x4x!tt.ptr<f16>>
// CHECK-NEXT:    tt.return %[[V]]
tt.func @advance(%base: !tt.ptr<f16>, %m: i64, %sm: i64, %x: i32, %d: i32) -> tensor<4x4xf16> {
  %c1_i64 = arith.constant 1 : i64
  %p = tt.make_tensor_ptr %base, [%m, %m], [%sm, %c1_i64], [%x, %x] {order = array<i32: 1, 0>} : <tensor<4x4xf16>>
  %q = tt.advance %p, [%d, %d] : <tensor<4x4xf16>>
  %v = tt.load %q : !tt.ptr<tensor<4x4xf16>>
  tt.return %v : tensor<4x4xf16>
}

// -----

// A block pointer carried by scf.for becomes one i64 iter_arg per dimension, in its place among
// the other iter_args; the body's advance yields the new offsets and the loop's attributes stay.

// CHECK-LABEL: tt.func @for_carried(
// CHECK:         %[[OX:.*]] = arith.extsi %{{.*}} : i32 to i64
// CHECK-NEXT:    %[[OY:.*]] = arith.extsi %{{.*}} : i32 to i64
// CHECK-NEXT:    %[[R:.*]]:4 = scf.for %[[I:.*]] = %{{.*}} to %{{.*}} step %{{.*}} iter_args(%[[ACC:.*]] = %{{.*}}, %[[X:.*]] = %[[OX]], %[[Y:.*]] = %[[OY]], %[[K:.*]] = %{{.*}}) -> (tensor<8x8xf32>, i64, i64, i32)  : i32 {
// CHECK:           tt.splat %[[X]] : i64 -> tensor<8xi64>
// CHECK:           tt.splat %[[Y]] : i64 -> tensor<8xi64>
// CHECK:           %[[V:.*]] = tt.load
// CHECK-NEXT:      %[[S:.*]] = arith.addf %[[ACC]], %[[V]]
// CHECK-NEXT:      %[[DX:.*]] = arith.extsi %{{.*}} : i32 to i64
// CHECK-NEXT:      %[[NX:.*]] = arith.addi %[[X]], %[[DX]] : i64
// CHECK-NEXT:      %[[DY:.*]] = arith.extsi %{{.*}} : i32 to i64
// CHECK-NEXT:      %[[NY:.*]] = arith.addi %[[Y]], %[[DY]] : i64
// CHECK-NEXT:      %[[NK:.*]] = arith.addi %[[K]], %[[I]] : i32
// CHECK-NEXT:      scf.yield %[[S]], %[[NX]], %[[NY]], %[[NK]] : tensor<8x8xf32>, i64, i64, i32
// CHECK-NEXT:    } {tt.num_stages = 3 : i32}
// CHECK-NEXT:    tt.splat %{{.*}} : !tt.ptr<f32> -> tensor<8x8x!tt.ptr<f32>>
// CHECK-NEXT:    tt.splat %[[R]]#1 : i64 -> tensor<8xi64>
// CHECK:         tt.splat %[[R]]#2 : i64 -> tensor<8xi64>
// CHECK:         tt.store %{{.*}}, %[[R]]#0 : tensor<8x8x!tt.ptr<f32>>
// CHECK-NEXT:    tt.return %[[R]]#3 : i32
tt.func @for_carried(%a: !tt.ptr<f32>, %m: i64, %sm: i64, %x: i32, %n: i32) -> i32 {
  %c0_i32 = arith.constant 0 : i32
  %c1_i32 = arith.constant 1 : i32
  %c8_i32 = arith.constant 8 : i32
  %c1_i64 = arith.constant 1 : i64
  %zero = arith.constant dense<0.000000e+00> : tensor<8x8xf32>
  %p = tt.make_tensor_ptr %a, [%m, %m], [%sm, %c1_i64], [%x, %c0_i32] {order = array<i32: 1, 0>} : <tensor<8x8xf32>>
  %r:3 = scf.for %i = %c0_i32 to %n step %c1_i32 iter_args(%acc = %zero, %ptr = %p, %k = %c0_i32) -> (tensor<8x8xf32>, !tt.ptr<tensor<8x8xf32>>, i32) : i32 {
    %v = tt.load %ptr : !tt.ptr<tensor<8x8xf32>>
    %s = arith.addf %acc, %v : tensor<8x8xf32>
    %next = tt.advance %ptr, [%c0_i32, %c8_i32] : <tensor<8x8xf32>>
    %k1 = arith.addi %k, %i : i32
    scf.yield %s, %next, %k1 : tensor<8x8xf32>, !tt.ptr<tensor<8x8xf32>>, i32
  } {tt.num_stages = 3 : i32}
  tt.store %r#1, %r#0 : !tt.ptr<tensor<8x8xf32>>
  tt.return %r#2 : i32
}

// -----

// An scf.if returning a block pointer returns its offsets; both branches yield them, and a
// non-pointer result keeps its place. The discardable attributes of the scf.if are dropped, as
// in Triton.

// CHECK-LABEL: tt.func @if_else(
// CHECK-SAME:      %{{[^:]+}}: !tt.ptr<f32>, {{.*}}, %[[X:[^:]+]]: i32, %[[C:[^:]+]]: i1)
// CHECK:         %[[OX:.*]] = arith.extsi %[[X]] : i32 to i64
// CHECK-NEXT:    %[[OY:.*]] = arith.extsi %[[X]] : i32 to i64
// CHECK-NEXT:    %[[R:.*]]:3 = scf.if %[[C]] -> (i32, i64, i64) {
// CHECK-NEXT:      %[[D:.*]] = arith.extsi %[[X]] : i32 to i64
// CHECK-NEXT:      %[[AX:.*]] = arith.addi %[[OX]], %[[D]] : i64
// CHECK-NEXT:      %[[D2:.*]] = arith.extsi %[[X]] : i32 to i64
// CHECK-NEXT:      %[[AY:.*]] = arith.addi %[[OY]], %[[D2]] : i64
// CHECK-NEXT:      scf.yield %[[X]], %[[AX]], %[[AY]] : i32, i64, i64
// CHECK-NEXT:    } else {
// CHECK-NEXT:      scf.yield %[[X]], %[[OX]], %[[OY]] : i32, i64, i64
// CHECK-NEXT:    }
// CHECK-NEXT:    tt.splat
// CHECK-NEXT:    tt.splat %[[R]]#1 : i64 -> tensor<2xi64>
// CHECK:         tt.splat %[[R]]#2 : i64 -> tensor<2xi64>
// CHECK:         tt.load
// CHECK-NEXT:    tt.return %{{.*}}, %[[R]]#0
tt.func @if_else(%a: !tt.ptr<f32>, %m: i64, %sm: i64, %x: i32, %c: i1) -> (tensor<2x2xf32>, i32) {
  %c1_i64 = arith.constant 1 : i64
  %p = tt.make_tensor_ptr %a, [%m, %m], [%sm, %c1_i64], [%x, %x] {order = array<i32: 1, 0>} : <tensor<2x2xf32>>
  %r:2 = scf.if %c -> (i32, !tt.ptr<tensor<2x2xf32>>) {
    %q = tt.advance %p, [%x, %x] : <tensor<2x2xf32>>
    scf.yield %x, %q : i32, !tt.ptr<tensor<2x2xf32>>
  } else {
    scf.yield %x, %p : i32, !tt.ptr<tensor<2x2xf32>>
  } {hint = 1 : i32}
  %v = tt.load %r#1 : !tt.ptr<tensor<2x2xf32>>
  tt.return %v, %r#0 : tensor<2x2xf32>, i32
}

// -----

// A 1-D block: no expand_dims, and a broadcast to the same type; NaN padding of f16.

// CHECK-LABEL: tt.func @one_d(
// CHECK:         %[[O:.*]] = arith.extsi %{{.*}} : i32 to i64
// CHECK-NEXT:    %[[P:.*]] = tt.splat %{{.*}} : !tt.ptr<f16> -> tensor<32x!tt.ptr<f16>>
// CHECK-NEXT:    %[[S:.*]] = tt.splat %[[O]] : i64 -> tensor<32xi64>
// CHECK-NEXT:    %[[R:.*]] = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32>
// CHECK-NEXT:    %[[R64:.*]] = arith.extsi %[[R]] : tensor<32xi32> to tensor<32xi64>
// CHECK-NEXT:    %[[OFF:.*]] = arith.addi %[[S]], %[[R64]] : tensor<32xi64>
// CHECK-NEXT:    %[[ST:.*]] = tt.splat %{{.*}} : i64 -> tensor<32xi64>
// CHECK-NEXT:    %[[MUL:.*]] = arith.muli %[[OFF]], %[[ST]] : tensor<32xi64>
// CHECK-NEXT:    %[[B:.*]] = tt.broadcast %[[MUL]] : tensor<32xi64> -> tensor<32xi64>
// CHECK-NEXT:    %[[PTRS:.*]] = tt.addptr %[[P]], %[[B]] : tensor<32x!tt.ptr<f16>>, tensor<32xi64>
// CHECK:         %[[MASK:.*]] = tt.broadcast %{{.*}} : tensor<32xi1> -> tensor<32xi1>
// CHECK-NEXT:    %[[NAN:.*]] = arith.constant 0x7E00 : f16
// CHECK-NEXT:    %[[OTHER:.*]] = tt.splat %[[NAN]] : f16 -> tensor<32xf16>
// CHECK-NEXT:    tt.load %[[PTRS]], %[[MASK]], %[[OTHER]] : tensor<32x!tt.ptr<f16>>
// CHECK-NOT:     tt.expand_dims
tt.func @one_d(%a: !tt.ptr<f16>, %n: i64, %s: i64, %i: i32) -> tensor<32xf16> {
  %p = tt.make_tensor_ptr %a, [%n], [%s], [%i] {order = array<i32: 0>} : <tensor<32xf16>>
  %v = tt.load %p {boundaryCheck = array<i32: 0>, padding = 2 : i32} : !tt.ptr<tensor<32xf16>>
  tt.return %v : tensor<32xf16>
}

// -----

// A 3-D block: each dimension's offsets are expanded on the other two axes, in increasing
// order; the checks of dimensions 2 and 0 are and-ed in the order given.

// CHECK-LABEL: tt.func @three_d(
// CHECK:         tt.expand_dims %{{.*}} {axis = 1 : i32} : tensor<2xi64> -> tensor<2x1xi64>
// CHECK-NEXT:    %[[E0:.*]] = tt.expand_dims %{{.*}} {axis = 2 : i32} : tensor<2x1xi64> -> tensor<2x1x1xi64>
// CHECK:         tt.broadcast %{{.*}} : tensor<2x1x1xi64> -> tensor<2x4x8xi64>
// CHECK:         tt.expand_dims %{{.*}} {axis = 0 : i32} : tensor<4xi64> -> tensor<1x4xi64>
// CHECK-NEXT:    tt.expand_dims %{{.*}} {axis = 2 : i32} : tensor<1x4xi64> -> tensor<1x4x1xi64>
// CHECK:         tt.expand_dims %{{.*}} {axis = 0 : i32} : tensor<8xi64> -> tensor<1x8xi64>
// CHECK-NEXT:    %[[E2:.*]] = tt.expand_dims %{{.*}} {axis = 1 : i32} : tensor<1x8xi64> -> tensor<1x1x8xi64>
// CHECK:         arith.cmpi sge, %[[E2]]
// CHECK:         %[[M2:.*]] = tt.broadcast %{{.*}} : tensor<1x1x8xi1> -> tensor<2x4x8xi1>
// CHECK:         arith.cmpi sge, %[[E0]]
// CHECK:         %[[M0:.*]] = tt.broadcast %{{.*}} : tensor<2x1x1xi1> -> tensor<2x4x8xi1>
// CHECK-NEXT:    %[[MASK:.*]] = arith.andi %[[M2]], %[[M0]] : tensor<2x4x8xi1>
// CHECK-NEXT:    arith.constant 0 : i8
// CHECK-NEXT:    tt.splat
// CHECK-NEXT:    tt.load %{{.*}}, %[[MASK]], %{{.*}} : tensor<2x4x8x!tt.ptr<i8>>
tt.func @three_d(%a: !tt.ptr<i8>, %d: i64, %s0: i64, %s1: i64, %s2: i64, %i: i32) -> tensor<2x4x8xi8> {
  %p = tt.make_tensor_ptr %a, [%d, %d, %d], [%s0, %s1, %s2], [%i, %i, %i] {order = array<i32: 2, 1, 0>} : <tensor<2x4x8xi8>>
  %v = tt.load %p {boundaryCheck = array<i32: 2, 0>, padding = 1 : i32} : !tt.ptr<tensor<2x4x8xi8>>
  tt.return %v : tensor<2x4x8xi8>
}

// -----

// A module without block pointers is left unchanged, tensor descriptors included.

// CHECK-LABEL: tt.func @none(
// CHECK-SAME:      %[[P:[^:]+]]: !tt.ptr<f32>, %[[D:[^:]+]]: !tt.tensordesc<tensor<16x16xf16>>, %[[O:[^:]+]]: i32) {
// CHECK-NEXT:    %[[V:.*]] = tt.load %[[P]] : !tt.ptr<f32>
// CHECK-NEXT:    tt.store %[[P]], %[[V]] : !tt.ptr<f32>
// CHECK-NEXT:    tt.descriptor_load %[[D]][%[[O]], %[[O]]] : !tt.tensordesc<tensor<16x16xf16>> -> tensor<16x16xf16>
// CHECK-NEXT:    tt.return
tt.func @none(%p: !tt.ptr<f32>, %d: !tt.tensordesc<tensor<16x16xf16>>, %o: i32) {
  %v = tt.load %p : !tt.ptr<f32>
  tt.store %p, %v : !tt.ptr<f32>
  %w = tt.descriptor_load %d[%o, %o] : !tt.tensordesc<tensor<16x16xf16>> -> tensor<16x16xf16>
  tt.return
}

// -----

// Triton's pass crashes on a block pointer carried by scf.while; ttgo reports it, and the chunk
// is not printed.

// CHECK-NOT:   @while_carried
// ERR: :[[@LINE+3]]:10: error: 'scf.while' op triton-rewrite-tensor-pointer: block pointers are only supported in scf.for and scf.if, not as operands of scf.while
tt.func @while_carried(%a: !tt.ptr<f16>, %m: i64, %x: i32) {
  %p = tt.make_tensor_ptr %a, [%m, %m], [%m, %m], [%x, %x] {order = array<i32: 1, 0>} : <tensor<16x16xf16>>
  %r:2 = scf.while (%q = %p, %i = %x) : (!tt.ptr<tensor<16x16xf16>>, i32) -> (!tt.ptr<tensor<16x16xf16>>, i32) {
    %c = arith.cmpi slt, %i, %x : i32
    scf.condition(%c) %q, %i : !tt.ptr<tensor<16x16xf16>>, i32
  } do {
  ^bb0(%q: !tt.ptr<tensor<16x16xf16>>, %i: i32):
    scf.yield %q, %i : !tt.ptr<tensor<16x16xf16>>, i32
  }
  tt.return
}

// -----

// A block pointer from a function argument has no tt.make_tensor_ptr to rewrite.

// ERR: :[[@LINE+2]]:8: error: 'tt.load' op triton-rewrite-tensor-pointer: the block pointer operand does not come from tt.make_tensor_ptr
tt.func @from_argument(%p: !tt.ptr<tensor<16x16xf16>>) {
  %v = tt.load %p : !tt.ptr<tensor<16x16xf16>>
  tt.return
}

// -----

// A block pointer passed to a call stays in use when its tt.make_tensor_ptr is erased.

// ERR: :[[@LINE+5]]:8: error: 'tt.make_tensor_ptr' op operation destroyed but still has uses
tt.func private @use(%p: !tt.ptr<tensor<16x16xf16>>) {
  tt.return
}
tt.func @passed_to_call(%a: !tt.ptr<f16>, %m: i64, %x: i32) {
  %p = tt.make_tensor_ptr %a, [%m, %m], [%m, %m], [%x, %x] {order = array<i32: 1, 0>} : <tensor<16x16xf16>>
  tt.call @use(%p) : (!tt.ptr<tensor<16x16xf16>>) -> ()
  tt.return
}

// -----

// A block pointer carried by scf.for and passed to an op the pass does not rewrite.

// ERR: :[[@LINE+8]]:5: error: 'tt.call' op triton-rewrite-tensor-pointer: uses a block pointer carried by a rewritten scf.for
tt.func private @use(%p: !tt.ptr<tensor<2x2xf32>>) {
  tt.return
}
tt.func @call_in_loop(%a: !tt.ptr<f32>, %m: i64, %x: i32, %n: i32) {
  %c1_i32 = arith.constant 1 : i32
  %p = tt.make_tensor_ptr %a, [%m, %m], [%m, %m], [%x, %x] {order = array<i32: 1, 0>} : <tensor<2x2xf32>>
  %r = scf.for %i = %x to %n step %c1_i32 iter_args(%q = %p) -> (!tt.ptr<tensor<2x2xf32>>) : i32 {
    tt.call @use(%q) : (!tt.ptr<tensor<2x2xf32>>) -> ()
    scf.yield %q : !tt.ptr<tensor<2x2xf32>>
  }
  tt.return
}
