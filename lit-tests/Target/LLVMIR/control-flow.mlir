// REQUIRES: tt-translate
// RUN: tt-translate --mlir-to-llvmir %s | FileCheck %s

// Block arguments become phis. MLIR's translation visits a block's predecessors through its
// use list, the latest branch first, so the incoming values come in the reverse of the
// branches' order.

// CHECK-LABEL: define i32 @loop(i32 %0)
llvm.func @loop(%n: i32) -> i32 {
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  // CHECK: [[ENTRY:[0-9]+]]:
  // CHECK-NEXT: br label %[[HEAD:[0-9]+]]
  llvm.br ^head(%c0, %c0 : i32, i32)
// CHECK: [[HEAD]]:
// CHECK-NEXT: %[[I:[0-9]+]] = phi i32 [ %[[NEXT:[0-9]+]], %[[BODY:[0-9]+]] ], [ 0, %[[ENTRY]] ]
// CHECK-NEXT: %[[ACC:[0-9]+]] = phi i32 [ %[[SUM:[0-9]+]], %[[BODY]] ], [ 0, %[[ENTRY]] ]
^head(%i: i32, %acc: i32):
  // CHECK-NEXT: %[[CMP:[0-9]+]] = icmp slt i32 %[[I]], %0
  %cond = llvm.icmp "slt" %i, %n : i32
  // CHECK-NEXT: br i1 %[[CMP]], label %[[BODY]], label %[[EXIT:[0-9]+]]
  llvm.cond_br %cond, ^body, ^exit
// CHECK: [[BODY]]:
^body:
  // CHECK-NEXT: %[[SUM]] = add i32 %[[ACC]], %[[I]]
  %sum = llvm.add %acc, %i : i32
  // CHECK-NEXT: %[[NEXT]] = add i32 %[[I]], 1
  %next = llvm.add %i, %c1 : i32
  // CHECK-NEXT: br label %[[HEAD]]
  llvm.br ^head(%next, %sum : i32, i32)
// CHECK: [[EXIT]]:
^exit:
  // CHECK-NEXT: ret i32 %[[ACC]]
  llvm.return %acc : i32
}

// Blocks no path reaches are translated too, after the reachable ones' values.
// CHECK-LABEL: define i32 @unreachable(i32 %0)
// CHECK: ret i32 %0
// CHECK: [[DEAD:[0-9]+]]:
// CHECK-NEXT: %[[SUM:[0-9]+]] = add i32 %0, %0
// CHECK: phi i32 [ %[[SUM]], %[[DEAD]] ]
llvm.func @unreachable(%a: i32) -> i32 {
  llvm.return %a : i32
^dead:
  %0 = llvm.add %a, %a : i32
  llvm.br ^dead2(%0 : i32)
^dead2(%x: i32):
  llvm.return %x : i32
}
