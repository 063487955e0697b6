"builtin.module"() ({
  "func.func"() <{function_type = (index, i1, f32, i32) -> index, sym_name = "decl1", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {llvm.noundef}, {}, {}], function_type = (index, i32, i1, f32) -> (i32, i1), sym_name = "decl2", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}, {}, {mlirgen.name = "x"}], function_type = (f32, i1, memref<4x?xf32>, i32, index) -> (), sym_name = "decl3", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{arg_attrs = [{llvm.noundef}, {}, {}, {mlirgen.arr = [1, 2]}], function_type = (i1, i32, f32, index) -> (f64, i1), sym_name = "f4"}> ({
  ^bb0(%arg17: i1, %arg18: i32, %arg19: f32, %arg20: index):
    %95:2 = "scf.if"(%arg17) ({
      %139 = "arith.constant"() <{value = 0x7FC00000 : f32}> : () -> f32
      %140 = "arith.constant"() <{value = dense<[[[54119303686545, 1]], [[9223372036854775807, 0]], [[9223372036854775807, 1]]]> : tensor<3x1x2xi64>}> : () -> tensor<3x1x2xi64>
      %141 = "arith.trunci"(%140) <{overflowFlags = #arith.overflow<nsw, nuw>}> : (tensor<3x1x2xi64>) -> tensor<3x1x2xi33>
      %142 = "arith.constant"() <{value = 2.000000e+00 : f64}> : () -> f64
      %143 = "arith.subf"(%142, %142) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      %144 = "arith.constant"() <{value = 1.023440e+00 : bf16}> : () -> bf16
      %145 = "arith.constant"() <{value = -2.610000e+02 : f16}> : () -> f16
      %146 = "arith.constant"() <{value = 4.562380e-02 : f16}> : () -> f16
      %147 = "arith.cmpf"(%145, %146) <{fastmath = #arith.fastmath<none>, predicate = 15 : i64}> : (f16, f16) -> i1
      %148 = "arith.constant"() <{value = dense<[[1, 9223372036854775807], [0, 9223372036854775807]]> : tensor<2x2xi64>}> : () -> tensor<2x2xi64>
      "scf.yield"(%148, %arg20) : (tensor<2x2xi64>, index) -> ()
    }, {
      %126 = "arith.constant"() <{value = dense<[[0, -2, -1492648155], [0, 0, 1456629931]]> : vector<2x3xi32>}> : () -> vector<2x3xi32>
      %127 = "arith.subi"(%126, %126) <{overflowFlags = #arith.overflow<none>}> : (vector<2x3xi32>, vector<2x3xi32>) -> vector<2x3xi32>
      %128 = "arith.constant"() <{value = dense<-106> : tensor<4xi8>}> : () -> tensor<4xi8>
      %129:2 = "arith.mului_extended"(%128, %128) : (tensor<4xi8>, tensor<4xi8>) -> (tensor<4xi8>, tensor<4xi8>)
      %130 = "arith.constant"() <{value = dense<[2147483647, 197482929, 2140850937, -1]> : tensor<4xi32>}> : () -> tensor<4xi32>
      %131 = "arith.xori"(%130, %130) : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
      %132 = "arith.constant"() <{value = 1 : i8}> : () -> i8
      %133 = "arith.trunci"(%132) <{overflowFlags = #arith.overflow<nsw, nuw>}> : (i8) -> i4
      %134 = "arith.constant"() <{value = 1 : i64}> : () -> i64
      %135:2 = "arith.mulsi_extended"(%134, %134) : (i64, i64) -> (i64, i64)
      %136 = "arith.constant"() <{value = 5.000000e-01 : f128}> : () -> f128
      %137 = "arith.addf"(%136, %136) <{fastmath = #arith.fastmath<afn>}> : (f128, f128) -> f128
      %138 = "arith.constant"() <{value = dense<55556564385054> : tensor<2x2xi64>}> : () -> tensor<2x2xi64>
      "scf.yield"(%138, %arg20) : (tensor<2x2xi64>, index) -> ()
    }) : (i1) -> (tensor<2x2xi64>, index)
    %96 = "arith.constant"() <{value = 4.482400e+01 : f32}> : () -> f32
    %97 = "arith.constant"() <{value = 1.147460e-01 : bf16}> : () -> bf16
    %98 = "arith.extf"(%97) : (bf16) -> f64
    %99 = "arith.constant"() <{value = -2.000000e+00 : f6E2M3FN}> : () -> f6E2M3FN
    %100 = "arith.constant"() <{value = -618856717 : i32}> : () -> i32
    %101:2 = "func.call"(%arg20, %100, %arg17, %arg19) <{callee = @decl2}> : (index, i32, i1, f32) -> (i32, i1)
    %102 = "arith.maximumf"(%97, %97) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %103 = "arith.remsi"(%arg17, %101#1) : (i1, i1) -> i1
    %104 = "arith.constant"() <{value = -1.910160e+00 : f16}> : () -> f16
    %105 = "arith.constant"() <{value = 0x7F80 : bf16}> : () -> bf16
    %106 = "arith.constant"() <{value = dense<4294967296> : vector<1xi64>}> : () -> vector<1xi64>
    %107 = "arith.extui"(%106) : (vector<1xi64>) -> vector<1xi128>
    %108 = "arith.constant"() <{value = 0 : i16}> : () -> i16
    %109 = "arith.shrsi"(%108, %108) : (i16, i16) -> i16
    %110 = "arith.constant"() <{value = 3 : index}> : () -> index
    "scf.parallel"(%95#1, %95#1, %110) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
    ^bb0(%arg21: index):
      %118 = "arith.cmpf"(%96, %96) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f32, f32) -> i1
      %119 = "arith.constant"() <{value = 1.95013463 : f32}> : () -> f32
      %120 = "arith.mulf"(%119, %96) <{fastmath = #arith.fastmath<arcp>}> : (f32, f32) -> f32
      %121 = "arith.constant"() <{value = 6.000000e+04 : f64}> : () -> f64
      %122 = "arith.cmpf"(%121, %121) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f64, f64) -> i1
      %123 = "arith.constant"() <{value = dense<[1.500000e+00, -1.000000e+00, 1.500000e+00, 1.000000e+00, 3.000000e+00, 3.000000e+00, 5.000000e-01, -1.000000e+00]> : vector<8xf128>}> : () -> vector<8xf128>
      %124 = "arith.constant"() <{value = dense<5.000000e-01> : vector<8xf128>}> : () -> vector<8xf128>
      %125 = "arith.subf"(%123, %124) <{fastmath = #arith.fastmath<none>}> : (vector<8xf128>, vector<8xf128>) -> vector<8xf128>
      "scf.reduce"() : () -> ()
    }) : (index, index, index) -> ()
    %111 = "arith.constant"() <{value = 1.000000e+00 : f8E5M2}> : () -> f8E5M2
    %112 = "arith.constant"() <{value = 5.000000e-01 : f8E8M0FNU}> : () -> f8E8M0FNU
    %113 = "arith.scaling_extf"(%111, %112) : (f8E5M2, f8E8M0FNU) -> bf16
    %114 = "arith.constant"() <{value = dense<2.000000e+00> : vector<2x3xf16>}> : () -> vector<2x3xf16>
    %115 = "arith.maxnumf"(%114, %114) <{fastmath = #arith.fastmath<none>}> : (vector<2x3xf16>, vector<2x3xf16>) -> vector<2x3xf16>
    %116 = "arith.mulf"(%104, %104) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %117 = "arith.andi"(%101#1, %103) : (i1, i1) -> i1
    "func.return"(%98, %103) : (f64, i1) -> ()
  }) {a0 = false, a1} : () -> ()
  "func.func"() <{arg_attrs = [{mlirgen.tag}, {}, {}, {}, {}, {}], function_type = (complex<f64>, i1, index, f32, i32, tuple<i32, f32>) -> index, res_attrs = [{mlirgen.tag}], sym_name = "f5"}> ({
  ^bb0(%arg0: complex<f64>, %arg1: i1, %arg2: index, %arg3: f32, %arg4: i32, %arg5: tuple<i32, f32>):
    %0 = "arith.cmpi"(%arg2, %arg2) <{predicate = 4 : i64}> : (index, index) -> i1
    %1 = "arith.constant"() <{value = -4.350000e+02 : f64}> : () -> f64
    %2 = "arith.cmpf"(%1, %1) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f64, f64) -> i1
    %3 = "arith.constant"() <{value = 0xFFF0000000000000 : f64}> : () -> f64
    %4 = "arith.constant"() <{value = 4294967296 : i64}> : () -> i64
    %5 = "arith.constant"() <{value = 2 : i64}> : () -> i64
    %6 = "arith.constant"() <{value = -86 : i8}> : () -> i8
    %7 = "arith.constant"() <{value = dense<[[[65, 82]], [[0, 34]], [[92, 74]]]> : tensor<3x1x2xindex>}> : () -> tensor<3x1x2xindex>
    %8:2 = "scf.for"(%4, %4, %5, %6, %7) ({
    ^bb0(%arg14: i64, %arg15: i8, %arg16: tensor<3x1x2xindex>):
      %84 = "arith.constant"() <{value = dense<[11, 54, 61, 35, 51, 34, 69, 91]> : vector<8xindex>}> : () -> vector<8xindex>
      %85 = "arith.cmpi"(%84, %84) <{predicate = 5 : i64}> : (vector<8xindex>, vector<8xindex>) -> vector<8xi1>
      %86 = "arith.constant"() <{value = false}> : () -> i1
      %87 = "arith.ori"(%arg1, %86) : (i1, i1) -> i1
      %88 = "arith.constant"() <{value = 3.000000e+00 : f4E2M1FN}> : () -> f4E2M1FN
      %89 = "arith.constant"() <{value = 1.000000e+00 : f8E8M0FNU}> : () -> f8E8M0FNU
      %90 = "arith.scaling_extf"(%88, %89) : (f4E2M1FN, f8E8M0FNU) -> bf16
      %91 = "arith.shrsi"(%arg1, %2) : (i1, i1) -> i1
      %92 = "arith.scaling_truncf"(%arg3, %89) : (f32, f8E8M0FNU) -> f8E4M3FN
      %93 = "arith.constant"() <{value = -9.492180e-01 : bf16}> : () -> bf16
      %94 = "arith.minnumf"(%90, %93) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
      "scf.yield"(%6, %arg16) : (i8, tensor<3x1x2xindex>) -> ()
    }) : (i64, i64, i64, i8, tensor<3x1x2xindex>) -> (i8, tensor<3x1x2xindex>)
    %9 = "arith.constant"() <{value = 63 : i7}> : () -> i7
    %10 = "arith.constant"() <{value = 0 : i16}> : () -> i16
    %11:2 = "arith.addui_extended"(%10, %10) : (i16, i16) -> (i16, i1)
    %12 = "arith.cmpi"(%arg2, %arg2) <{predicate = 5 : i64}> : (index, index) -> i1
    %13 = "arith.divui"(%10, %10) : (i16, i16) -> i16
    %14 = "arith.constant"() <{value = 1 : index}> : () -> index
    %15 = "scf.parallel"(%arg2, %arg2, %14, %arg3) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>}> ({
    ^bb0(%arg11: index):
      %82 = "arith.cmpi"(%arg4, %arg4) <{predicate = 9 : i64}> : (i32, i32) -> i1
      %83 = "arith.constant"() <{value = 170141183460469231731687303715884105727 : i128}> : () -> i128
      "scf.reduce"(%arg3) ({
      ^bb0(%arg12: f32, %arg13: f32):
        "scf.reduce.return"(%arg13) : (f32) -> ()
      }) : (f32) -> ()
    }) : (index, index, index, f32) -> f32
    %16:2 = "scf.execute_region"() ({
      %67 = "arith.constant"() <{value = dense<true> : tensor<3x1x2xi1>}> : () -> tensor<3x1x2xi1>
      %68 = "arith.constant"() <{value = dense<-2147483648> : tensor<3x1x2xi32>}> : () -> tensor<3x1x2xi32>
      %69 = "arith.select"(%67, %68, %68) : (tensor<3x1x2xi1>, tensor<3x1x2xi32>, tensor<3x1x2xi32>) -> tensor<3x1x2xi32>
      "cf.br"()[^bb2] : () -> ()
    ^bb1(%70: f32):  // no predecessors
      %71 = "arith.shli"(%11#0, %11#0) <{overflowFlags = #arith.overflow<nsw>}> : (i16, i16) -> i16
      %72 = "arith.constant"() <{value = -2762 : i17}> : () -> i17
      %73 = "arith.constant"() <{value = -65536 : i17}> : () -> i17
      %74 = "arith.cmpi"(%72, %73) <{predicate = 2 : i64}> : (i17, i17) -> i1
      "cf.br"()[^bb2] : () -> ()
    ^bb2:  // 2 preds: ^bb0, ^bb1
      %75 = "arith.constant"() <{value = dense<-5.700540e-01> : vector<8xf32>}> : () -> vector<8xf32>
      %76 = "arith.cmpf"(%75, %75) <{fastmath = #arith.fastmath<nsz>, predicate = 6 : i64}> : (vector<8xf32>, vector<8xf32>) -> vector<8xi1>
      %77 = "arith.constant"() <{value = -1.314450e+00 : f16}> : () -> f16
      "cf.switch"(%6, %77, %10)[^bb3] <{case_operand_segments = array<i32>, operandSegmentSizes = array<i32: 1, 2, 0>}> : (i8, f16, i16) -> ()
    ^bb3(%78: f16, %79: i16):  // pred: ^bb2
      %80 = "arith.constant"() <{value = dense<44> : vector<[4]xindex>}> : () -> vector<[4]xindex>
      %81 = "arith.shli"(%80, %80) <{overflowFlags = #arith.overflow<nuw>}> : (vector<[4]xindex>, vector<[4]xindex>) -> vector<[4]xindex>
      "scf.yield"(%78, %4) : (f16, i64) -> ()
    }) : () -> (f16, i64)
    %17 = "arith.constant"() <{value = dense<0.000000e+00> : vector<[4]xf32>}> : () -> vector<[4]xf32>
    %18 = "arith.cmpf"(%17, %17) <{fastmath = #arith.fastmath<contract>, predicate = 0 : i64}> : (vector<[4]xf32>, vector<[4]xf32>) -> vector<[4]xi1>
    %19 = "arith.constant"() <{value = dense<-9223372036854775808> : vector<[4]xi64>}> : () -> vector<[4]xi64>
    %20:2 = "arith.addui_extended"(%arg4, %arg4) : (i32, i32) -> (i32, i1)
    %21 = "arith.constant"() <{value = dense<2147483647> : tensor<4xi32>}> : () -> tensor<4xi32>
    %22 = "arith.constant"() <{value = false}> : () -> i1
    %23 = "arith.cmpi"(%11#1, %22) <{predicate = 5 : i64}> : (i1, i1) -> i1
    %24 = "arith.constant"() <{value = dense<false> : vector<1xi1>}> : () -> vector<1xi1>
    %25 = "arith.remui"(%24, %24) : (vector<1xi1>, vector<1xi1>) -> vector<1xi1>
    %26 = "arith.mulf"(%1, %1) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %27 = "arith.constant"() <{value = 0x7F80 : bf16}> : () -> bf16
    %28 = "arith.constant"() <{value = 8.476560e-01 : bf16}> : () -> bf16
    %29 = "arith.cmpf"(%27, %28) <{fastmath = #arith.fastmath<none>, predicate = 0 : i64}> : (bf16, bf16) -> i1
    %30 = "arith.constant"() <{value = -2 : i8}> : () -> i8
    %31 = "arith.addi"(%6, %30) <{overflowFlags = #arith.overflow<nsw>}> : (i8, i8) -> i8
    %32 = "arith.constant"() <{value = -43 : index}> : () -> index
    %33 = "arith.constant"() <{value = -3.281250e-01 : bf16}> : () -> bf16
    %34 = "arith.constant"() <{value = 4 : index}> : () -> index
    "scf.for"(%32, %32, %34) ({
    ^bb0(%arg6: index):
      %39 = "arith.shli"(%5, %5) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
      "scf.execute_region"() ({
        %40 = "arith.constant"() <{value = -0.275067359 : f32}> : () -> f32
        %41 = "arith.constant"() <{value = 0x7FC00000 : f32}> : () -> f32
        %42 = "arith.mulf"(%40, %41) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
        %43 = "arith.constant"() <{value = true}> : () -> i1
        %44 = "arith.cmpi"(%23, %43) <{predicate = 1 : i64}> : (i1, i1) -> i1
        %45:2 = "scf.while"(%28, %16#0) ({
        ^bb0(%arg9: bf16, %arg10: f16):
          %58 = "arith.cmpf"(%27, %arg9) <{fastmath = #arith.fastmath<ninf>, predicate = 11 : i64}> : (bf16, bf16) -> i1
          %59 = "arith.subi"(%39, %5) <{overflowFlags = #arith.overflow<nsw, nuw>}> : (i64, i64) -> i64
          %60 = "arith.constant"() <{value = 32767 : i16}> : () -> i16
          %61 = "arith.ceildivui"(%13, %60) : (i16, i16) -> i16
          %62 = "arith.divf"(%3, %26) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
          %63 = "arith.constant"() <{value = -65536 : i17}> : () -> i17
          %64 = "arith.maxui"(%63, %63) : (i17, i17) -> i17
          %65 = "arith.constant"() <{value = -6.580000e+02 : f64}> : () -> f64
          %66 = "arith.cmpf"(%17, %17) <{fastmath = #arith.fastmath<none>, predicate = 10 : i64}> : (vector<[4]xf32>, vector<[4]xf32>) -> vector<[4]xi1>
          "scf.condition"(%58, %27, %16#0) : (i1, bf16, f16) -> ()
        }, {
        ^bb0(%arg7: bf16, %arg8: f16):
          %46 = "arith.minimumf"(%16#0, %16#0) <{fastmath = #arith.fastmath<ninf>}> : (f16, f16) -> f16
          %47 = "arith.constant"() <{value = 5.000000e-01 : f80}> : () -> f80
          %48 = "arith.maximumf"(%15, %arg3) <{fastmath = #arith.fastmath<arcp>}> : (f32, f32) -> f32
          %49 = "arith.constant"() <{value = dense<-2> : vector<[4]xi16>}> : () -> vector<[4]xi16>
          %50 = "arith.ori"(%49, %49) : (vector<[4]xi16>, vector<[4]xi16>) -> vector<[4]xi16>
          %51 = "arith.constant"() <{value = false}> : () -> i1
          %52 = "arith.constant"() <{value = false}> : () -> i1
          %53:2 = "arith.mulsi_extended"(%51, %52) : (i1, i1) -> (i1, i1)
          %54 = "arith.truncf"(%42) <{roundingmode = 3 : i32}> : (f32) -> f16
          %55 = "arith.index_cast"(%0) : (i1) -> index
          %56 = "arith.subf"(%arg7, %28) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
          %57 = "arith.constant"() <{value = 2.500000e-01 : f8E4M3FN}> : () -> f8E4M3FN
          "scf.yield"(%arg7, %46) : (bf16, f16) -> ()
        }) : (bf16, f16) -> (bf16, f16)
        "scf.yield"() : () -> ()
      }) : () -> ()
      "scf.yield"() : () -> ()
    }) : (index, index, index) -> ()
    %35 = "arith.constant"() <{value = 1.000000e+00 : f8E8M0FNU}> : () -> f8E8M0FNU
    %36 = "arith.scaling_truncf"(%33, %35) : (bf16, f8E8M0FNU) -> f8E4M3FN
    %37 = "arith.constant"() <{value = 2.734380e-01 : bf16}> : () -> bf16
    %38 = "arith.cmpf"(%37, %37) <{fastmath = #arith.fastmath<arcp>, predicate = 7 : i64}> : (bf16, bf16) -> i1
    "func.return"(%32) : (index) -> ()
  }) {foo.bar0 = dense<-8.950900e+16> : tensor<3xbf16>, "quoted key 1" = false} : () -> ()
}) : () -> ()
