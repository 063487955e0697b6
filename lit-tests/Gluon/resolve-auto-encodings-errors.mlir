// RUN: tt-opt %s -split-input-file --gluon-resolve-auto-encodings -verify-diagnostics -allow-unregistered-dialect

// Two layouts set on values tied through a for loop conflict at the loop's initial value.
#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [2], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @loop_conflict(%n: i32) -> (tensor<32xi32, #blocked>, tensor<32xi32, #blocked1>) {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    // expected-error @+1 {{found conflicting encodings for value}}
    %init = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #gluon.auto_encoding>
    %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %init) -> (tensor<32xi32, #gluon.auto_encoding>) : i32 {
      scf.yield %a : tensor<32xi32, #gluon.auto_encoding>
    }
    %x = gluon.set_auto_layout %init : tensor<32xi32, #gluon.auto_encoding> -> tensor<32xi32, #blocked>
    %y = gluon.set_auto_layout %r : tensor<32xi32, #gluon.auto_encoding> -> tensor<32xi32, #blocked1>
    tt.return %x, %y : tensor<32xi32, #blocked>, tensor<32xi32, #blocked1>
  }
}

// -----

// A block argument no layout reaches is reported at the op that owns its region.
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @unresolved_block_argument(%n: i32) {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    scf.for %i = %c0 to %n step %c1 : i32 {
      // expected-error @+1 {{Failed to infer block argument type}}
      "test.use"() ({
      ^bb0(%b: tensor<32xi32, #gluon.auto_encoding>):
        "test.end"() : () -> ()
      }) : () -> ()
    }
    tt.return
  }
}

// -----

// gluon.set_auto_layout takes an auto-encoded tensor.
#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @concrete_input(%x: tensor<32xi32, #blocked>) {
    // expected-error @+1 {{'gluon.set_auto_layout' op input tensor must have an auto layout type}}
    %y = gluon.set_auto_layout %x : tensor<32xi32, #blocked> -> tensor<32xi32, #blocked>
    tt.return
  }
}

// -----

// gluon.set_auto_layout does not give an auto-encoded tensor.
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @auto_result(%x: i32) {
    %t = tt.splat %x : i32 -> tensor<32xi32, #gluon.auto_encoding>
    // expected-error @+1 {{'gluon.set_auto_layout' op result type must not be auto layout}}
    %y = gluon.set_auto_layout %t : tensor<32xi32, #gluon.auto_encoding> -> tensor<32xi32, #gluon.auto_encoding>
    tt.return
  }
}
