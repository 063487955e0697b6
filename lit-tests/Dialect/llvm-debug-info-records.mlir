// RUN: tt-opt %s | FileCheck %s

// The #llvm.di_* attributes written as `key = value` records print their parameters in MLIR
// 22's order, whatever order they were written in, leaving zero integers out;
// Target/LLVMIR/debug-info-attributes-mlir-opt.mlir compares this file's print with
// mlir-opt-22's.

// CHECK-DAG: #di_derived_type = #llvm.di_derived_type<tag = DW_TAG_member, name = "">
// CHECK-DAG: #di_namespace = #llvm.di_namespace<name = "ns", exportSymbols = false>
// CHECK-DAG: #di_module = #llvm.di_module<file = #di_file, scope = #di_file, name = "m", configMacros = "c", includePath = "i", apinotes = "n", line = 2, isDecl = true>
// CHECK-DAG: #di_label = #llvm.di_label<scope = #di_subprogram, name = "L", file = #di_file, line = 4>
// CHECK-DAG: #di_derived_type1 = #llvm.di_derived_type<tag = DW_TAG_pointer_type, name = "p", baseType = #di_basic_type, sizeInBits = 64, alignInBits = 64, offsetInBits = 8, dwarfAddressSpace = 1, extraData = #di_basic_type>
// CHECK: module attributes {test.records = [#di_label, #di_module, #di_namespace, #di_derived_type, #llvm.di_subrange<count = 4 : i64, stride = 1 : i64>, #di_derived_type1]}

#file = #llvm.di_file<"a.py" in "/d">
#int = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "int", sizeInBits = 32, encoding = DW_ATE_signed>
#st = #llvm.di_subroutine_type<>
#sp = #llvm.di_subprogram<scope = #file, name = "g", file = #file, subprogramFlags = Definition, type = #st>
#lab = #llvm.di_label<line = 4, file = #file, name = "L", scope = #sp>
#mod = #llvm.di_module<isDecl = true, line = 2, apinotes = "n", includePath = "i", configMacros = "c", name = "m", scope = #file, file = #file>
#ns = #llvm.di_namespace<exportSymbols = false, name = "ns">
#member = #llvm.di_derived_type<tag = DW_TAG_member, name = "", sizeInBits = 0>
#ptr = #llvm.di_derived_type<extraData = #int, dwarfAddressSpace = 1, offsetInBits = 8, alignInBits = 64, sizeInBits = 64, baseType = #int, name = "p", tag = DW_TAG_pointer_type>
module attributes {test.records = [#lab, #mod, #ns, #member, #llvm.di_subrange<stride = 1, count = 4>, #ptr]} {
}
