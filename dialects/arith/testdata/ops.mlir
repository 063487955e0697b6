func.func @ints(%a: i32, %b: i32, %i: index, %v: vector<4xi32>, %t: tensor<4xi64>) -> i32 {
  %0 = arith.addi %a, %b overflow<nsw, nuw> : i32
  %1 = arith.subi %a, %b overflow<nsw> : i32
  %2 = arith.muli %a, %b overflow<nuw> : i32
  %3 = arith.divui %a, %b exact : i32
  %4 = arith.divsi %a, %b : i32
  %5 = arith.ceildivui %a, %b : i32
  %6 = arith.ceildivsi %a, %b : i32
  %7 = arith.floordivsi %a, %b : i32
  %8 = arith.remui %a, %b : i32
  %9 = arith.remsi %a, %b : i32
  %10 = arith.andi %a, %b : i32
  %11 = arith.ori %a, %b : i32
  %12 = arith.xori %a, %b : i32
  %13 = arith.shli %a, %b overflow<none> : i32
  %14 = arith.shrui %a, %b : i32
  %15 = arith.shrsi %a, %b exact : i32
  %16 = arith.maxsi %a, %b : i32
  %17 = arith.maxui %a, %b : i32
  %18 = arith.minsi %a, %b : i32
  %19 = arith.minui %a, %b : i32
  %20:2 = arith.addui_extended %a, %b : i32, i1
  %21:2 = arith.mulsi_extended %a, %b : i32
  %22:2 = arith.mului_extended %v, %v : vector<4xi32>
  %23 = arith.cmpi slt, %a, %b : i32
  %24 = arith.cmpi uge, %v, %v : vector<4xi32>
  %25 = arith.select %23, %a, %b : i32
  %26 = arith.select %24, %v, %v : vector<4xi1>, vector<4xi32>
  %27 = arith.index_cast %a : i32 to index
  %28 = arith.index_castui %i : index to i64
  %29 = arith.extui %a : i32 to i64
  %30 = arith.extsi %v : vector<4xi32> to vector<4xi64>
  %31 = arith.trunci %t overflow<nsw> : tensor<4xi64> to tensor<4xi32>
  %32 = arith.addi %i, %i : index
  %33 = arith.addi %a, %b {tt.divisibility = 16 : i32} : i32
  return %0 : i32
}

func.func @floats(%x: f32, %y: f32, %h: f16, %t: tensor<8xf32>, %s: f8E8M0FNU) {
  %0 = arith.addf %x, %y fastmath<fast> : f32
  %1 = arith.subf %x, %y fastmath<nnan,ninf> : f32
  %2 = arith.mulf %x, %y : f32
  %3 = arith.divf %x, %y fastmath<contract> : f32
  %4 = arith.remf %x, %y : f32
  %5 = arith.maximumf %x, %y : f32
  %6 = arith.maxnumf %x, %y : f32
  %7 = arith.minimumf %t, %t : tensor<8xf32>
  %8 = arith.minnumf %x, %y : f32
  %9 = arith.negf %x fastmath<afn> : f32
  %10 = arith.cmpf oeq, %x, %y : f32
  %11 = arith.cmpf une, %t, %t fastmath<nnan> : tensor<8xf32>
  %12 = arith.extf %h : f16 to f32
  %13 = arith.extf %h fastmath<fast> : f16 to f64
  %14 = arith.truncf %x : f32 to f16
  %15 = arith.truncf %x to_nearest_even : f32 to bf16
  %16 = arith.truncf %x downward fastmath<fast> : f32 to f16
  %17 = arith.truncf %x fastmath<nsz> : f32 to f16
  return
}

func.func @casts(%a: i32, %x: f32, %s: f8E8M0FNU, %f4: f4E2M1FN) {
  %0 = arith.sitofp %a : i32 to f32
  %1 = arith.uitofp %a : i32 to f64
  %2 = arith.fptosi %x : f32 to i32
  %3 = arith.fptoui %x : f32 to i64
  %4 = arith.bitcast %a : i32 to f32
  %5 = arith.scaling_extf %f4, %s : f4E2M1FN, f8E8M0FNU to f32
  %6 = arith.scaling_truncf %x, %s toward_zero : f32, f8E8M0FNU to f4E2M1FN
  %7 = arith.scaling_truncf %x, %s fastmath<fast> : f32, f8E8M0FNU to f4E2M1FN
  return
}

func.func @constants() {
  %c0_i32 = arith.constant 0 : i32
  %c42 = arith.constant 42 : index
  %true = arith.constant true
  %false = arith.constant false
  %c-1_i64 = arith.constant -1 : i64
  %c255_i8 = arith.constant 255 : i8
  %cst = arith.constant 1.0 : f32
  %cst_0 = arith.constant dense<1.0> : tensor<4xf32>
  %cst_1 = arith.constant dense<[1, 2]> : vector<2xi32>
  %cst_2 = arith.constant 0x7FC00000 : f32
  %cst_3 = arith.constant -0.0 : f16
  %c0_i32_4 = arith.constant {foo.bar} 0 : i32
  %big = arith.constant 18446744073709551615 : i128
  %c7_i64 = arith.constant 7 : i64
  return
}
