// RUN: tt-compile %s --arch sm_80 -o %t.ll 2>/dev/null && FileCheck %s < %t.ll

// A noinline function survives the pipeline as an internal LLVM function that takes the
// shared-memory and scratch pointers after its own arguments and returns its two results in
// a struct; the kernel passes @global_smem and its program's global scratch area.
// CHECK: define internal { ptr addrspace(1), i32 } @offset(ptr addrspace(1) %{{.*}}, i32 %{{.*}}, ptr addrspace(3) %{{.*}}, ptr addrspace(1) %{{.*}}, ptr addrspace(1) %{{.*}}) {{.*}}noinline
// CHECK: ret { ptr addrspace(1), i32 }
// CHECK: define ptx_kernel void @kernel(ptr addrspace(1) %[[P:[0-9]+]], float %{{.*}}, ptr addrspace(1) %[[G:[0-9]+]], ptr addrspace(1) %[[PROF:[0-9]+]])
// CHECK: %[[SCRATCH:.*]] = getelementptr i8, ptr addrspace(1) %[[G]]
// CHECK-NEXT: %[[R:.*]] = call { ptr addrspace(1), i32 } @offset(ptr addrspace(1) %[[P]], i32 1, ptr addrspace(3) @global_smem, ptr addrspace(1) %[[SCRATCH]], ptr addrspace(1) %[[PROF]])
// CHECK-NEXT: extractvalue { ptr addrspace(1), i32 } %[[R]], 0
module {
  tt.func private @offset(%p: !tt.ptr<f32>, %i: i32) -> (!tt.ptr<f32>, i32) attributes {noinline = true} {
    %0 = tt.addptr %p, %i : !tt.ptr<f32>, i32
    %1 = arith.addi %i, %i : i32
    tt.return %0, %1 : !tt.ptr<f32>, i32
  }
  tt.func public @kernel(%p: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %s: f32) attributes {noinline = false} {
    %c1 = arith.constant 1 : i32
    %q:2 = tt.call @offset(%p, %c1) : (!tt.ptr<f32>, i32) -> (!tt.ptr<f32>, i32)
    %r = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32>
    %ps = tt.splat %q#0 : !tt.ptr<f32> -> tensor<128x!tt.ptr<f32>>
    %pp = tt.addptr %ps, %r : tensor<128x!tt.ptr<f32>>, tensor<128xi32>
    %v = tt.load %pp : tensor<128x!tt.ptr<f32>>
    %m = "tt.reduce"(%v) <{axis = 0 : i32}> ({
    ^bb0(%a: f32, %b: f32):
      %c = arith.addf %a, %b : f32
      tt.reduce.return %c : f32
    }) : (tensor<128xf32>) -> f32
    %f = arith.sitofp %q#1 : i32 to f32
    %n = arith.addf %m, %f : f32
    tt.store %p, %n : !tt.ptr<f32>
    tt.return
  }
}
