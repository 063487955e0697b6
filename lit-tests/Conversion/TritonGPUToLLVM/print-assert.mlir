// RUN: tt-opt %s -split-input-file --allocate-shared-memory-nv --convert-triton-gpu-to-llvm | FileCheck %s

// A print without operands prints the program id and the prefix once; the format string
// is an internal global with a newline and a NUL, vprintf is declared at the module start.
// CHECK: llvm.func @vprintf(!llvm.ptr, !llvm.ptr) -> i32
// CHECK: llvm.mlir.global internal constant @printfFormat_0("pid (%u, %u, %u) hello\0A\00") {addr_space = 0 : i32}
// CHECK-LABEL: llvm.func @print_prefix_only
// CHECK: nvvm.read.ptx.sreg.ctaid.x
// CHECK: nvvm.read.ptx.sreg.ctaid.y
// CHECK: nvvm.read.ptx.sreg.ctaid.z
// CHECK: %[[F:.*]] = llvm.mlir.addressof @printfFormat_0 : !llvm.ptr
// CHECK: %[[S:.*]] = llvm.getelementptr %[[F]][%{{.*}}] : (!llvm.ptr, i32) -> !llvm.ptr, i8
// CHECK: llvm.alloca %{{.*}} x !llvm.struct<(i32, i32, i32)> : (i32) -> !llvm.ptr
// CHECK: llvm.call @vprintf(%[[S]], %{{.*}}) : (!llvm.ptr, !llvm.ptr) -> i32
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32} {
  tt.func @print_prefix_only() {
    tt.print " hello" {hex = false, isSigned = array<i32>}
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [2], threadsPerWarp = [32], warpsPerCTA = [1], order = [0]}>
// A tensor prints one line per element the thread holds, with its index padded to the
// width of the dimension; f16 values are passed to vprintf as doubles. The format string is
// made once and shared by the calls.
// CHECK: llvm.mlir.global internal constant @printfFormat_0("pid (%u, %u, %u) idx (%2u) x: %f\0A\00")
// CHECK-NOT: @printfFormat_1
// CHECK-LABEL: llvm.func @print_tensor
// CHECK: llvm.fpext %{{.*}} : f16 to f64
// CHECK: llvm.call @vprintf
// CHECK: llvm.fpext %{{.*}} : f16 to f64
// CHECK: llvm.call @vprintf
// CHECK-NOT: llvm.call @vprintf
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 1 : i32} {
  tt.func @print_tensor(%x: tensor<64xf16, #blocked>) {
    tt.print " x: " {hex = false, isSigned = array<i32: 0>} : %x : tensor<64xf16, #blocked>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [1], order = [0]}>
// Several operands: each names itself; hex prints the bits, signed i8 widens by sext.
// CHECK-DAG: llvm.mlir.global internal constant @printfFormat_0("pid (%u, %u, %u) idx (%2u) v: (operand 0) 0x%08x\0A\00")
// CHECK-DAG: llvm.mlir.global internal constant @printfFormat_1("pid (%u, %u, %u) idx (%2u) v: (operand 1) 0x%02x\0A\00")
// CHECK-LABEL: llvm.func @print_operands
// CHECK: llvm.call @vprintf
// CHECK: llvm.sext %{{.*}} : i8 to i32
// CHECK: llvm.call @vprintf
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 1 : i32} {
  tt.func @print_operands(%a: tensor<32xi32, #blocked>, %b: tensor<32xi8, #blocked>) {
    tt.print " v: " {hex = true, isSigned = array<i32: 1, 1>} : %a, %b : tensor<32xi32, #blocked>, tensor<32xi8, #blocked>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [2], threadsPerWarp = [32], warpsPerCTA = [1], order = [0]}>
// An assert ors the failed elements of the thread, branches to a block calling
// __assertfail with the message, the file, the line and "unknown" for the function, and
// ends with a barrier for a tensor condition.
// CHECK-DAG: llvm.mlir.global internal constant @assertMessage_0("boom\00") {addr_space = 0 : i32}
// CHECK-DAG: llvm.mlir.global internal constant @assertFile_0("kernel.py\00") {addr_space = 0 : i32}
// CHECK-DAG: llvm.mlir.global internal constant @assertFunc_0("unknown\00") {addr_space = 0 : i32}
// CHECK-DAG: llvm.func @__assertfail(!llvm.ptr, !llvm.ptr, i32, !llvm.ptr, i64) attributes {passthrough = ["noreturn"]}
// CHECK-LABEL: llvm.func @assert_tensor
// CHECK: %[[F0:.*]] = llvm.mlir.constant(false) : i1
// CHECK: %[[E0:.*]] = llvm.icmp "eq" %{{.*}}, %{{.*}} : i1
// CHECK: %[[O0:.*]] = llvm.or %[[F0]], %[[E0]] : i1
// CHECK: %[[E1:.*]] = llvm.icmp "eq" %{{.*}}, %{{.*}} : i1
// CHECK: %[[O1:.*]] = llvm.or %[[O0]], %[[E1]] : i1
// CHECK: llvm.cond_br %[[O1]], ^bb1, ^bb2
// CHECK: ^bb1:
// CHECK: llvm.mlir.constant(7 : i32) : i32
// CHECK: llvm.mlir.constant(1 : i64) : i64
// CHECK: llvm.call @__assertfail
// CHECK: llvm.br ^bb2
// CHECK: ^bb2:
// CHECK-NEXT: nvvm.barrier0
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 1 : i32} {
  tt.func @assert_tensor(%c: tensor<64xi1, #blocked>) {
    tt.assert %c, "boom" : tensor<64xi1, #blocked> loc(#loc1)
    tt.return
  }
}
#loc1 = loc("kernel.py":7:3)
