// RUN: tt-opt %s -split-input-file --gluon-resolve-auto-encodings | FileCheck %s

// A layout set on a while loop's result reaches its init, both regions' arguments and the
// condition's value.
#blocked = #ttg.blocked<{sizePerThread = [2], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  // CHECK-LABEL: @while_loop
  tt.func public @while_loop(%c: i1) -> tensor<64xi32, #blocked> {
    // CHECK: tt.make_range {{.*}} : tensor<64xi32, #blocked>
    // CHECK: scf.while (%{{.*}} = %{{.*}}) : (tensor<64xi32, #blocked>) -> tensor<64xi32, #blocked>
    // CHECK: scf.condition(%{{.*}}) %{{.*}} : tensor<64xi32, #blocked>
    // CHECK: ^bb0(%{{.*}}: tensor<64xi32, #blocked>):
    // CHECK-NOT: gluon.set_auto_layout
    %0 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #gluon.auto_encoding>
    %1 = scf.while (%a = %0) : (tensor<64xi32, #gluon.auto_encoding>) -> tensor<64xi32, #gluon.auto_encoding> {
      scf.condition(%c) %a : tensor<64xi32, #gluon.auto_encoding>
    } do {
    ^bb0(%b: tensor<64xi32, #gluon.auto_encoding>):
      scf.yield %b : tensor<64xi32, #gluon.auto_encoding>
    }
    %2 = gluon.set_auto_layout %1 : tensor<64xi32, #gluon.auto_encoding> -> tensor<64xi32, #blocked>
    tt.return %2 : tensor<64xi32, #blocked>
  }
}

// -----

// A layout reached through a transpose, which may vary, agrees with the one set directly.
#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [4, 1], threadsPerWarp = [8, 4], warpsPerCTA = [1, 4], order = [0, 1]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  // CHECK-LABEL: @transpose_agrees
  tt.func public @transpose_agrees() -> (tensor<32x32xi32, #blocked>, tensor<32x32xi32, #blocked1>) {
    // CHECK: %[[CST:.*]] = arith.constant dense<1> : tensor<32x32xi32, #blocked1>
    // CHECK: tt.trans %[[CST]] {order = array<i32: 1, 0>} : tensor<32x32xi32, #blocked1> -> tensor<32x32xi32, #blocked>
    // CHECK: tt.return {{.*}} : tensor<32x32xi32, #blocked>, tensor<32x32xi32, #blocked1>
    %cst = arith.constant dense<1> : tensor<32x32xi32, #gluon.auto_encoding>
    %t = tt.trans %cst {order = array<i32: 1, 0>} : tensor<32x32xi32, #gluon.auto_encoding> -> tensor<32x32xi32, #gluon.auto_encoding>
    %a = gluon.set_auto_layout %t : tensor<32x32xi32, #gluon.auto_encoding> -> tensor<32x32xi32, #blocked>
    %b = gluon.set_auto_layout %cst : tensor<32x32xi32, #gluon.auto_encoding> -> tensor<32x32xi32, #blocked1>
    tt.return %a, %b : tensor<32x32xi32, #blocked>, tensor<32x32xi32, #blocked1>
  }
}

// -----

// A reduction's operand gets the parent of the layout set on its sliced result.
#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  // CHECK-LABEL: @reduce_operand
  tt.func public @reduce_operand() -> tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>> {
    // CHECK: arith.constant dense<1> : tensor<32x32xi32, #blocked>
    // CHECK: "tt.reduce"
    // CHECK: (tensor<32x32xi32, #blocked>) -> tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %cst = arith.constant dense<1> : tensor<32x32xi32, #gluon.auto_encoding>
    %r = "tt.reduce"(%cst) <{axis = 1 : i32}> ({
    ^bb0(%x: i32, %y: i32):
      %s = arith.addi %x, %y : i32
      tt.reduce.return %s : i32
    }) : (tensor<32x32xi32, #gluon.auto_encoding>) -> tensor<32xi32, #gluon.auto_encoding>
    %c = gluon.set_auto_layout %r : tensor<32xi32, #gluon.auto_encoding> -> tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    tt.return %c : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
  }
}
