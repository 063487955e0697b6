// RUN: tt-opt %s --mlir-print-debuginfo | FileCheck %s
// RUN: tt-opt %s --mlir-print-debuginfo | tt-translate --mlir-to-llvmir | FileCheck %s --check-prefix=LLVM

// The #llvm.di_* attributes and the debug intrinsics (dbg.value, dbg.declare, dbg.label) parse and print as MLIR 22 prints them (aliases named for their
// mnemonic, absent and zero fields left out); debug-info-attributes-mlir-opt.mlir compares
// this file's print with mlir-opt-22's, and the translation's LLVM IR is compared with
// mlir-translate-22's by target/llvmir's TestLitInputsMatchMLIRTranslate.

// CHECK-DAG: #[[INT:di_basic_type]] = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "int", sizeInBits = 32, encoding = DW_ATE_signed>
// CHECK-DAG: #[[BARE:di_basic_type1]] = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "x">
// CHECK-DAG: #[[NULL:di_null_type]] = #llvm.di_null_type
// CHECK-DAG: #[[FILE:di_file]] = #llvm.di_file<"a.py" in "/d">
// CHECK-DAG: #[[ST:di_subroutine_type]] = #llvm.di_subroutine_type<types = #[[NULL]], #[[INT]]>
// CHECK-DAG: #[[SP:di_subprogram]] = #llvm.di_subprogram<id = distinct[1]<>, compileUnit = #{{di_compile_unit}}, scope = #[[FILE]], name = "f", file = #[[FILE]], line = 3, subprogramFlags = Definition, type = #[[ST]]>
// CHECK-DAG: #[[LB:di_lexical_block]] = #llvm.di_lexical_block<scope = #[[SP]], file = #[[FILE]], line = 4, column = 5>
// CHECK-DAG: #llvm.di_local_variable<scope = #[[LB]], name = "v", file = #[[FILE]], line = 7, arg = 1, alignInBits = 32, type = #[[INT]], flags = Artificial>
// CHECK-DAG: #llvm.di_local_variable<scope = #[[SP]], name = "w", type = #[[NULL]]>
// CHECK-DAG: #llvm.di_local_variable<scope = #[[SP]], name = "b", type = #[[BARE]]>
// CHECK-DAG: #[[PTR:di_derived_type]] = #llvm.di_derived_type<tag = DW_TAG_pointer_type, name = "p", baseType = #[[INT]], sizeInBits = 64, alignInBits = 64, dwarfAddressSpace = 1>
// CHECK-DAG: #[[ARR:di_composite_type]] = #llvm.di_composite_type<tag = DW_TAG_array_type, name = "vec", file = #[[FILE]], line = 3, baseType = #[[INT]], flags = Vector, sizeInBits = 256, alignInBits = 32, elements = #llvm.di_subrange<count = 8 : i64>>
// CHECK-DAG: #llvm.di_local_variable<scope = #[[SP]], name = "pv", type = #[[PTR]]>
// CHECK-DAG: #llvm.di_local_variable<scope = #[[SP]], name = "av", type = #[[ARR]]>
// CHECK-DAG: #di_label = #llvm.di_label<scope = #[[SP]], name = "L", file = #[[FILE]], line = 14>

// CHECK: llvm.intr.dbg.declare #{{di_local_variable[0-9]*}} = %{{.*}} : !llvm.ptr
// CHECK: llvm.intr.dbg.declare #{{di_local_variable[0-9]*}} #llvm.di_expression<[DW_OP_deref, DW_OP_LLVM_fragment(0, 32)]> = %{{.*}} : !llvm.ptr
// CHECK: llvm.intr.dbg.label #di_label loc(

// LLVM: call void @llvm.dbg.declare(metadata ptr %{{[0-9]+}}, metadata !{{[0-9]+}}, metadata !DIExpression())
// LLVM: call void @llvm.dbg.declare(metadata ptr %{{[0-9]+}}, metadata !{{[0-9]+}}, metadata !DIExpression(DW_OP_deref, DW_OP_LLVM_fragment, 0, 32))
// LLVM: call void @llvm.dbg.label(metadata ![[LABN:[0-9]+]])
// LLVM-DAG: ![[LABN]] = !DILabel(scope: !{{[0-9]+}}, name: "L", file: !{{[0-9]+}}, line: 14)
// LLVM-DAG: !DISubroutineType(types: ![[TYPES:[0-9]+]])
// LLVM-DAG: ![[TYPES]] = !{null, ![[INTN:[0-9]+]]}
// LLVM-DAG: ![[INTN]] = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
// LLVM-DAG: !DILocalVariable(name: "v", arg: 1, scope: ![[LBN:[0-9]+]], file: !{{[0-9]+}}, line: 7, type: ![[INTN]], flags: DIFlagArtificial, align: 32)
// LLVM-DAG: ![[LBN]] = distinct !DILexicalBlock(scope: !{{[0-9]+}}, file: !{{[0-9]+}}, line: 4, column: 5)
// LLVM-DAG: !DILocalVariable(name: "w", scope: !{{[0-9]+}})
// LLVM-DAG: !DIBasicType(name: "x")
// LLVM-DAG: !DIDerivedType(tag: DW_TAG_pointer_type, name: "p", baseType: ![[INTN]], size: 64, align: 64, dwarfAddressSpace: 1)
// LLVM-DAG: !DICompositeType(tag: DW_TAG_array_type, name: "vec", file: !{{[0-9]+}}, line: 3, baseType: ![[INTN]], size: 256, align: 32, flags: DIFlagVector, elements: ![[ELEMS:[0-9]+]])
// LLVM-DAG: ![[ELEMS]] = !{![[RANGE:[0-9]+]]}
// LLVM-DAG: ![[RANGE]] = !DISubrange(count: 8)

#file = #llvm.di_file<"a.py" in "/d">
#cu = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C, file = #file, producer = "triton", isOptimized = true, emissionKind = Full>
#int = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "int", sizeInBits = 32, encoding = DW_ATE_signed>
#bare = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "x">
#st = #llvm.di_subroutine_type<types = #llvm.di_null_type, #int>
#sp = #llvm.di_subprogram<id = distinct[1]<>, compileUnit = #cu, scope = #file, name = "f", file = #file, line = 3, subprogramFlags = Definition, type = #st>
#lb = #llvm.di_lexical_block<scope = #sp, file = #file, line = 4, column = 5>
#v = #llvm.di_local_variable<scope = #lb, name = "v", file = #file, line = 7, arg = 1, alignInBits = 32, type = #int, flags = Artificial>
#w = #llvm.di_local_variable<scope = #sp, name = "w", type = #llvm.di_null_type>
#ptr = #llvm.di_derived_type<tag = DW_TAG_pointer_type, name = "p", baseType = #int, sizeInBits = 64, alignInBits = 64, dwarfAddressSpace = 1>
#arr = #llvm.di_composite_type<tag = DW_TAG_array_type, name = "vec", file = #file, line = 3, baseType = #int, flags = Vector, sizeInBits = 256, alignInBits = 32, elements = #llvm.di_subrange<count = 8>>
#lab = #llvm.di_label<scope = #sp, name = "L", file = #file, line = 14>
#pv = #llvm.di_local_variable<scope = #sp, name = "pv", type = #ptr>
#av = #llvm.di_local_variable<scope = #sp, name = "av", type = #arr>
#b = #llvm.di_local_variable<scope = #sp, name = "b", type = #bare>
module {
  llvm.func @f(%a: i32, %p: !llvm.ptr<1>, %vec: vector<8xi32>) {
    llvm.intr.dbg.value #pv = %p : !llvm.ptr<1> loc("a.py":5:1)
    llvm.intr.dbg.value #av = %vec : vector<8xi32> loc("a.py":6:1)
    llvm.intr.dbg.value #v = %a : i32 loc("a.py":7:1)
    llvm.intr.dbg.value #w = %a : i32 loc("a.py":8:1)
    llvm.intr.dbg.value #b = %a : i32 loc("a.py":9:1)
    %one = llvm.mlir.constant(1 : i32) : i32 loc("a.py":11:1)
    %slot = llvm.alloca %one x i32 : (i32) -> !llvm.ptr loc("a.py":11:1)
    llvm.intr.dbg.declare #v = %slot : !llvm.ptr loc("a.py":12:1)
    llvm.intr.dbg.declare #w #llvm.di_expression<[DW_OP_deref, DW_OP_LLVM_fragment(0, 32)]> = %slot : !llvm.ptr loc("a.py":13:1)
    llvm.intr.dbg.label #lab loc("a.py":14:1)
    llvm.return loc("a.py":10:1)
  } loc(fused<#sp>["a.py":3:0])
}
