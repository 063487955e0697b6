// RUN: tt-opt %s | FileCheck %s
// RUN: tt-opt %s | tt-translate --mlir-to-llvmir | FileCheck %s --check-prefix=LLVM

// The rocdl ops of Triton's debug-info tests print as MLIR 22 prints them (pointer types
// stripped to their address space) and translate to the AMDGPU intrinsics, overloaded ones
// named for their types.

// CHECK: %[[ID:.*]] = rocdl.workgroup.id.x range <i32, 0, 64> : i32
// CHECK: %[[RSRC:.*]] = rocdl.make.buffer.rsrc %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : <1> to <8>
// CHECK: rocdl.raw.ptr.buffer.load %[[RSRC]], %{{.*}}, %{{.*}}, %{{.*}} : vector<4xf32>
// CHECK: rocdl.raw.ptr.buffer.load %[[RSRC]], %{{.*}}, %{{.*}}, %{{.*}} : f32

// LLVM: call range(i32 0, 64) i32 @llvm.amdgcn.workgroup.id.x()
// LLVM: call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %0, i16 %1, i64 %2, i32 %3)
// LLVM: call <4 x float> @llvm.amdgcn.raw.ptr.buffer.load.v4f32(ptr addrspace(8) %{{[0-9]+}}, i32 %3, i32 %3, i32 0)
// LLVM: call float @llvm.amdgcn.raw.ptr.buffer.load.f32(

llvm.func @f(%p: !llvm.ptr<1>, %stride: i16, %records: i64, %flags: i32) {
  %id = rocdl.workgroup.id.x range <i32, 0, 64> : i32
  %rsrc = rocdl.make.buffer.rsrc %p, %stride, %records, %flags : <1> to <8>
  %aux = llvm.mlir.constant(0 : i32) : i32
  %v = rocdl.raw.ptr.buffer.load %rsrc, %flags, %flags, %aux : vector<4xf32>
  %s = rocdl.raw.ptr.buffer.load %rsrc, %flags, %flags, %aux : f32
  llvm.return
}
