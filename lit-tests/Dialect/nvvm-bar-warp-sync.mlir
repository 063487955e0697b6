// RUN: tt-opt %s | FileCheck %s
// nvvm.bar.warp.sync parses and prints with its i32 mask.

// CHECK-LABEL: llvm.func @warp_sync
// CHECK: nvvm.bar.warp.sync %{{.*}} : i32
llvm.func @warp_sync(%mask: i32) {
  nvvm.bar.warp.sync %mask : i32
  llvm.return
}
