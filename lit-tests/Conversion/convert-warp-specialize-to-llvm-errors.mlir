// RUN: tt-opt %s -split-input-file -verify-diagnostics --convert-warp-specialize-to-llvm

// The switch loop needs the number of warps of all warp groups.
// expected-error @below {{module missing 'ttg.total-num-warps' attribute}}
module attributes {"ttg.num-warps" = 4 : i32} {
llvm.mlir.global external @global_smem() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<0 x i8>
llvm.func @no_total() attributes {allocation.offset = 0 : i32} {
  ttg.warp_specialize() attributes {warpGroupStartIds = array<i32: 4>}
  default {
    ttg.warp_yield
  }
  partition0() num_warps(1) {
    ttg.warp_return
  } : () -> ()
  llvm.return
}
}

// -----

// Partitions need their warp groups assigned first.
module attributes {"ttg.num-warps" = 4 : i32, "ttg.total-num-warps" = 5 : i32} {
llvm.mlir.global external @global_smem() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<0 x i8>
llvm.func @unassigned() attributes {allocation.offset = 0 : i32} {
  // expected-error @below {{expects warp group start ids for every partition}}
  ttg.warp_specialize()
  default {
    ttg.warp_yield
  }
  partition0() num_warps(1) {
    ttg.warp_return
  } : () -> ()
  llvm.return
}
}

// -----

// Register counts cover the default warp group and each partition.
module attributes {"ttg.num-warps" = 4 : i32, "ttg.total-num-warps" = 5 : i32} {
llvm.mlir.global external @global_smem() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<0 x i8>
llvm.func @short_registers() attributes {allocation.offset = 0 : i32} {
  // expected-error @below {{expects actual register counts for the default warp group and every partition}}
  ttg.warp_specialize() attributes {warpGroupStartIds = array<i32: 4>, actualRegisters = array<i32: 160>}
  default {
    ttg.warp_yield
  }
  partition0() num_warps(1) {
    ttg.warp_return
  } : () -> ()
  llvm.return
}
}

// -----

// Worker warps come on top of the default warp group's.
// expected-error @below {{expects more warps in all (ttg.total-num-warps = 4) than in the default warp group (4)}}
module attributes {"ttg.num-warps" = 4 : i32, "ttg.total-num-warps" = 4 : i32} {
llvm.mlir.global external @global_smem() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<0 x i8>
llvm.func @no_workers() attributes {allocation.offset = 0 : i32} {
  ttg.warp_specialize() attributes {warpGroupStartIds = array<i32: 4>}
  default {
    ttg.warp_yield
  }
  partition0() num_warps(1) {
    ttg.warp_return
  } : () -> ()
  llvm.return
}
}
