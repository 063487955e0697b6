"builtin.module"() ({
  "func.func"() <{function_type = (i32, i1) -> i32, sym_name = "many_blocks"}> ({
  ^bb0(%arg0: i32, %arg1: i1):
    "cf.br"(%arg0)[^bb1] : (i32) -> ()
  ^bb1(%0: i32):  // pred: ^bb0
    %1 = "arith.addi"(%0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "cf.br"(%1)[^bb2] : (i32) -> ()
  ^bb2(%2: i32):  // pred: ^bb1
    %3 = "arith.addi"(%2, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "cf.cond_br"(%arg1, %3, %3)[^bb3, ^bb3] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, i32, i32) -> ()
  ^bb3(%4: i32):  // 2 preds: ^bb2, ^bb2
    %5 = "arith.addi"(%4, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "cf.br"(%5)[^bb4] : (i32) -> ()
  ^bb4(%6: i32):  // pred: ^bb3
    %7 = "arith.addi"(%6, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "cf.cond_br"(%arg1, %7, %7)[^bb5, ^bb6] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, i32, i32) -> ()
  ^bb5(%8: i32):  // pred: ^bb4
    %9 = "arith.addi"(%8, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "cf.br"(%9)[^bb6] : (i32) -> ()
  ^bb6(%10: i32):  // 2 preds: ^bb4, ^bb5
    %11 = "arith.addi"(%10, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "cf.br"(%11)[^bb7] : (i32) -> ()
  ^bb7(%12: i32):  // pred: ^bb6
    %13 = "arith.addi"(%12, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "cf.br"(%13)[^bb8] : (i32) -> ()
  ^bb8(%14: i32):  // pred: ^bb7
    %15 = "arith.addi"(%14, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "cf.cond_br"(%arg1, %15, %15)[^bb9, ^bb10] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, i32, i32) -> ()
  ^bb9(%16: i32):  // 2 preds: ^bb8, ^bb16
    %17 = "arith.addi"(%16, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "cf.br"(%17)[^bb10] : (i32) -> ()
  ^bb10(%18: i32):  // 2 preds: ^bb8, ^bb9
    %19 = "arith.addi"(%18, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "cf.br"(%19)[^bb11] : (i32) -> ()
  ^bb11(%20: i32):  // pred: ^bb10
    %21 = "arith.addi"(%20, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "cf.br"(%21)[^bb12] : (i32) -> ()
  ^bb12(%22: i32):  // pred: ^bb11
    %23 = "arith.addi"(%22, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "cf.cond_br"(%arg1, %23, %23)[^bb13, ^bb14] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, i32, i32) -> ()
  ^bb13(%24: i32):  // pred: ^bb12
    %25 = "arith.addi"(%24, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "cf.br"(%25)[^bb14] : (i32) -> ()
  ^bb14(%26: i32):  // 2 preds: ^bb12, ^bb13
    %27 = "arith.addi"(%26, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "cf.br"(%27)[^bb15] : (i32) -> ()
  ^bb15(%28: i32):  // pred: ^bb14
    %29 = "arith.addi"(%28, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "cf.br"(%29)[^bb16] : (i32) -> ()
  ^bb16(%30: i32):  // pred: ^bb15
    %31 = "arith.addi"(%30, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "cf.cond_br"(%arg1, %31, %31)[^bb17, ^bb9] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, i32, i32) -> ()
  ^bb17(%32: i32):  // pred: ^bb16
    %33 = "arith.addi"(%32, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "cf.br"(%33)[^bb18] : (i32) -> ()
  ^bb18(%34: i32):  // pred: ^bb17
    %35 = "arith.addi"(%34, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "cf.cond_br"(%arg1, %35, %35)[^bb19, ^bb19] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, i32, i32) -> ()
  ^bb19(%36: i32):  // 2 preds: ^bb18, ^bb18
    %37 = "arith.addi"(%36, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "cf.br"(%37)[^bb20] : (i32) -> ()
  ^bb20(%38: i32):  // pred: ^bb19
    %39 = "arith.addi"(%38, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "cf.cond_br"(%arg1, %39, %39)[^bb21, ^bb22] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, i32, i32) -> ()
  ^bb21(%40: i32):  // pred: ^bb20
    %41 = "arith.addi"(%40, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "cf.br"(%41)[^bb22] : (i32) -> ()
  ^bb22(%42: i32):  // 2 preds: ^bb20, ^bb21
    %43 = "arith.addi"(%42, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "cf.br"(%43)[^bb23] : (i32) -> ()
  ^bb23(%44: i32):  // pred: ^bb22
    %45 = "arith.addi"(%44, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "cf.br"(%45)[^bb24] : (i32) -> ()
  ^bb24(%46: i32):  // pred: ^bb23
    %47 = "arith.addi"(%46, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "cf.cond_br"(%arg1, %47, %47)[^bb25, ^bb26] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, i32, i32) -> ()
  ^bb25(%48: i32):  // 2 preds: ^bb24, ^bb32
    %49 = "arith.addi"(%48, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "cf.br"(%49)[^bb26] : (i32) -> ()
  ^bb26(%50: i32):  // 2 preds: ^bb24, ^bb25
    %51 = "arith.addi"(%50, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "cf.br"(%51)[^bb27] : (i32) -> ()
  ^bb27(%52: i32):  // pred: ^bb26
    %53 = "arith.addi"(%52, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "cf.br"(%53)[^bb28] : (i32) -> ()
  ^bb28(%54: i32):  // pred: ^bb27
    %55 = "arith.addi"(%54, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "cf.cond_br"(%arg1, %55, %55)[^bb29, ^bb30] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, i32, i32) -> ()
  ^bb29(%56: i32):  // pred: ^bb28
    %57 = "arith.addi"(%56, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "cf.br"(%57)[^bb30] : (i32) -> ()
  ^bb30(%58: i32):  // 2 preds: ^bb28, ^bb29
    %59 = "arith.addi"(%58, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "cf.br"(%59)[^bb31] : (i32) -> ()
  ^bb31(%60: i32):  // pred: ^bb30
    %61 = "arith.addi"(%60, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "cf.br"(%61)[^bb32] : (i32) -> ()
  ^bb32(%62: i32):  // pred: ^bb31
    %63 = "arith.addi"(%62, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "cf.cond_br"(%arg1, %63, %63)[^bb33, ^bb25] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, i32, i32) -> ()
  ^bb33(%64: i32):  // pred: ^bb32
    %65 = "arith.addi"(%64, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "cf.br"(%65)[^bb34] : (i32) -> ()
  ^bb34(%66: i32):  // pred: ^bb33
    %67 = "arith.addi"(%66, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "cf.cond_br"(%arg1, %67, %67)[^bb35, ^bb35] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, i32, i32) -> ()
  ^bb35(%68: i32):  // 2 preds: ^bb34, ^bb34
    %69 = "arith.addi"(%68, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "cf.br"(%69)[^bb36] : (i32) -> ()
  ^bb36(%70: i32):  // pred: ^bb35
    %71 = "arith.addi"(%70, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "cf.cond_br"(%arg1, %71, %71)[^bb37, ^bb38] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, i32, i32) -> ()
  ^bb37(%72: i32):  // pred: ^bb36
    %73 = "arith.addi"(%72, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "cf.br"(%73)[^bb38] : (i32) -> ()
  ^bb38(%74: i32):  // 2 preds: ^bb36, ^bb37
    %75 = "arith.addi"(%74, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "cf.br"(%75)[^bb39] : (i32) -> ()
  ^bb39(%76: i32):  // pred: ^bb38
    %77 = "arith.addi"(%76, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%77) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

