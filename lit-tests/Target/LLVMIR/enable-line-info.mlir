// REQUIRES: tt-translate
// RUN: tt-opt %s --enable-line-info --mlir-print-debuginfo | FileCheck %s
// RUN: tt-opt %s --enable-line-info --mlir-print-debuginfo | tt-translate --mlir-to-llvmir | FileCheck %s --check-prefix=LLVM

// enable-line-info (Triton's LLVMDIScope) gives each function a subprogram in a compile unit
// of its own file, a declaration one without a unit, and the ops inlined from elsewhere (call
// site locations) lexical block files of their files; the translation turns them into line
// tables.

// CHECK-DAG: #[[FILE:di_file[0-9]*]] = #llvm.di_file<"kernel.py" in "/home/user">
// CHECK-DAG: #[[LIB:di_file[0-9]*]] = #llvm.di_file<"standard.py" in "triton/language">
// CHECK-DAG: #[[CU:di_compile_unit[0-9]*]] = #llvm.di_compile_unit<id = distinct{{\[}}[[ID:[0-9]+]]{{\]}}<>, sourceLanguage = DW_LANG_C, file = #[[FILE]], producer = "triton", isOptimized = true, emissionKind = LineTablesOnly>
// CHECK-DAG: #llvm.di_subprogram<scope = #{{di_file[0-9]*}}, name = "__nv_sqrtf", linkageName = "__nv_sqrtf", file = #{{di_file[0-9]*}}, line = 3, scopeLine = 3, subprogramFlags = Optimized, type = #di_subroutine_type>
// CHECK-DAG: #[[SP:di_subprogram[0-9]*]] = #llvm.di_subprogram<id = distinct{{\[}}[[ID]]{{\]}}<>, compileUnit = #[[CU]], scope = #[[FILE]], name = "kernel", linkageName = "kernel", file = #[[FILE]], line = 10, scopeLine = 10, subprogramFlags = "Definition|Optimized", type = #di_subroutine_type>
// CHECK-DAG: #llvm.di_lexical_block_file<scope = #[[SP]], file = #[[LIB]], discriminator = 0>

// LLVM: define void @kernel(float %0) !dbg ![[SPN:[0-9]+]] {
// LLVM: call float @__nv_sqrtf(float %0), !dbg ![[SQRT:[0-9]+]]
// LLVM: fmul float %{{[0-9]+}}, %0, !dbg ![[MUL:[0-9]+]]
// LLVM: !llvm.dbg.cu = !{![[CUN:[0-9]+]]}
// LLVM-DAG: ![[CUN]] = distinct !DICompileUnit(language: DW_LANG_C, file: ![[FILEN:[0-9]+]], producer: "triton", isOptimized: true
// LLVM-DAG: ![[FILEN]] = !DIFile(filename: "kernel.py", directory: "/home/user")
// LLVM-DAG: ![[SPN]] = distinct !DISubprogram(name: "kernel", linkageName: "kernel", scope: ![[FILEN]], file: ![[FILEN]], line: 10
// LLVM-DAG: ![[SQRT]] = !DILocation(line: 20, column: 11, scope: ![[BLOCK:[0-9]+]], inlinedAt: ![[CALL:[0-9]+]])
// LLVM-DAG: ![[BLOCK]] = distinct !DILexicalBlockFile(scope: ![[SPN]], file: ![[LIBN:[0-9]+]], discriminator: 0)
// LLVM-DAG: ![[LIBN]] = !DIFile(filename: "standard.py", directory: "triton/language")
// LLVM-DAG: ![[CALL]] = !DILocation(line: 12, column: 5, scope: ![[OWN:[0-9]+]])
// LLVM-DAG: ![[OWN]] = distinct !DILexicalBlockFile(scope: ![[SPN]], file: ![[FILEN]], discriminator: 0)
// LLVM-DAG: ![[MUL]] = !DILocation(line: 13, column: 7, scope: ![[SPN]])

module {
  llvm.func @__nv_sqrtf(f32) -> f32 loc("/home/user/kernel.py":3:0)
  llvm.func @kernel(%x: f32) {
    %0 = llvm.call @__nv_sqrtf(%x) : (f32) -> f32 loc(callsite("triton/language/standard.py":20:11 at "/home/user/kernel.py":12:5))
    %1 = llvm.fmul %0, %x : f32 loc("/home/user/kernel.py":13:7)
    llvm.return loc("/home/user/kernel.py":14:1)
  } loc("/home/user/kernel.py":10:0)
}
