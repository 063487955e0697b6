// RUN: tt-opt %s -split-input-file --convert-triton-gpu-to-llvm | FileCheck %s

// With several CTAs per cluster, a program is a cluster: its id and the grid size count
// clusters, and every function asks for the cluster size.
// CHECK-LABEL: llvm.func @cluster_program_ids
// CHECK-SAME: nvvm.cluster_dim = array<i32: 4>
// CHECK: nvvm.read.ptx.sreg.clusterid.x : i32
// CHECK: nvvm.read.ptx.sreg.clusterid.y : i32
// CHECK: nvvm.read.ptx.sreg.clusterid.z : i32
// CHECK: nvvm.read.ptx.sreg.nclusterid.x : i32
// CHECK: nvvm.read.ptx.sreg.nclusterid.y : i32
// CHECK: nvvm.read.ptx.sreg.nclusterid.z : i32
// CHECK-NOT: ctaid
module attributes {"ttg.num-ctas" = 4 : i32, "ttg.num-warps" = 4 : i32} {
  tt.func public @cluster_program_ids(%p: !tt.ptr<i32>) {
    %x = tt.get_program_id x : i32
    %y = tt.get_program_id y : i32
    %z = tt.get_program_id z : i32
    %nx = tt.get_num_programs x : i32
    %ny = tt.get_num_programs y : i32
    %nz = tt.get_num_programs z : i32
    tt.return
  }
}

// -----

// One CTA per cluster: the CTA ids and the grid size in CTAs, and no cluster size.
// CHECK-LABEL: llvm.func @cta_program_ids
// CHECK-NOT: nvvm.cluster_dim
// CHECK: nvvm.read.ptx.sreg.ctaid.x : i32
// CHECK: nvvm.read.ptx.sreg.nctaid.y : i32
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32} {
  tt.func public @cta_program_ids() {
    %x = tt.get_program_id x : i32
    %ny = tt.get_num_programs y : i32
    tt.return
  }
}
