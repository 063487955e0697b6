// REQUIRES: tt-translate
// RUN: tt-opt %s --enable-line-info --extract-variable-info --mlir-print-debuginfo | FileCheck %s
// RUN: tt-opt %s --enable-line-info --extract-variable-info --mlir-print-debuginfo | tt-translate --mlir-to-llvmir | FileCheck %s --check-prefix=LLVM

// extract-variable-info (Triton's LLVMDILocalVariable) binds each value whose location names
// it to a local variable with llvm.intr.dbg.value, typed as Triton types them; the
// translation calls llvm.dbg.value, which LLVM reads as a #dbg_value record.

// CHECK-DAG: #[[INT:di_basic_type[0-9]*]] = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "int", sizeInBits = 32, encoding = DW_ATE_signed>
// CHECK-DAG: #[[BOOL:di_basic_type[0-9]*]] = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "bool", sizeInBits = 1, encoding = DW_ATE_boolean>
// CHECK-DAG: #[[VEC:di_basic_type[0-9]*]] = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "vector", sizeInBits = 64, encoding = DW_ATE_float>
// CHECK-DAG: #[[PTR:di_basic_type[0-9]*]] = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "unknown_type", encoding = DW_ATE_signed>
// CHECK-DAG: #[[UNKNOWN:di_file[0-9]*]] = #llvm.di_file<"<unknown>" in "<unknown>">
// CHECK-DAG: #[[PID:di_local_variable[0-9]*]] = #llvm.di_local_variable<scope = #{{di_subprogram[0-9]*}}, name = "pid", file = #[[UNKNOWN]], type = #[[INT]]>
// CHECK-DAG: #[[MASK:di_local_variable[0-9]*]] = #llvm.di_local_variable<scope = #{{di_subprogram[0-9]*}}, name = "mask", file = #[[UNKNOWN]], type = #[[BOOL]]>
// CHECK-DAG: #[[PAIR:di_local_variable[0-9]*]] = #llvm.di_local_variable<scope = #{{di_subprogram[0-9]*}}, name = "pair", file = #[[UNKNOWN]], type = #[[VEC]]>
// CHECK-DAG: #[[P:di_local_variable[0-9]*]] = #llvm.di_local_variable<scope = #{{di_subprogram[0-9]*}}, name = "p", file = #[[UNKNOWN]], type = #[[PTR]]>

// CHECK: %[[V:.*]] = nvvm.read.ptx.sreg.ctaid.x : i32
// CHECK-NEXT: llvm.intr.dbg.value #[[PID]] = %[[V]] : i32
// CHECK: llvm.intr.dbg.value #[[MASK]] =
// CHECK: llvm.intr.dbg.value #[[PAIR]] =
// CHECK: llvm.intr.dbg.value #[[P]] =

// LLVM: call void @llvm.dbg.value(metadata i32 %[[PIDV:[0-9]+]], metadata ![[PIDN:[0-9]+]], metadata !DIExpression()), !dbg
// LLVM-DAG: ![[PIDN]] = !DILocalVariable(name: "pid", scope: !{{[0-9]+}}, file: !{{[0-9]+}}, type: ![[INTN:[0-9]+]])
// LLVM-DAG: ![[INTN]] = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)

module {
  llvm.func @kernel(%n: i32, %p: !llvm.ptr<1>) {
    %pid = nvvm.read.ptx.sreg.ctaid.x : i32 loc("pid"("/work/k.py":3:10))
    %mask = llvm.icmp "slt" %pid, %n : i32 loc("mask"("/work/k.py":4:12))
    %pair = llvm.mlir.undef : vector<2xf32> loc("pair"("/work/k.py":5:3))
    %q = llvm.getelementptr %p[%pid] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32 loc("p"("/work/k.py":6:3))
    llvm.return loc("/work/k.py":7:1)
  } loc("/work/k.py":2:0)
}
