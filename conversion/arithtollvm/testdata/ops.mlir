func.func @ints(%a: i32, %b: i32, %v: vector<4xi16>, %w: vector<4xi16>) {
  %0 = arith.addi %a, %b : i32
  %1 = arith.subi %a, %b overflow<nuw> : i32
  %2 = arith.muli %a, %b overflow<nsw, nuw> : i32
  %3 = arith.divsi %a, %b : i32
  %4 = arith.divui %a, %b : i32
  %5 = arith.remsi %a, %b : i32
  %6 = arith.remui %a, %b : i32
  %7 = arith.andi %a, %b : i32
  %8 = arith.ori %a, %b : i32
  %9 = arith.xori %a, %b : i32
  %10 = arith.shli %a, %b overflow<nsw> : i32
  %11 = arith.shrsi %a, %b : i32
  %12 = arith.shrui %a, %b : i32
  %13 = arith.maxsi %a, %b : i32
  %14 = arith.maxui %a, %b : i32
  %15 = arith.minsi %a, %b : i32
  %16 = arith.minui %a, %b : i32
  %17 = arith.addi %v, %w : vector<4xi16>
  %18 = arith.cmpi sge, %v, %w : vector<4xi16>
  %19 = arith.select %18, %v, %w : vector<4xi1>, vector<4xi16>
  %20 = arith.ceildivsi %v, %w : vector<4xi16>
  %21 = arith.cmpi ult, %a, %b : i32
  "test.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %19, %20, %21) : (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, vector<4xi16>, vector<4xi16>, vector<4xi16>, i1) -> ()
  return
}
func.func @floats(%x: f64, %y: f64, %h: f16, %v: vector<2xbf16>) {
  %0 = arith.subf %x, %y fastmath<nnan,ninf> : f64
  %1 = arith.mulf %x, %y : f64
  %2 = arith.divf %x, %y fastmath<contract> : f64
  %3 = arith.remf %x, %y : f64
  %4 = arith.minimumf %x, %y : f64
  %5 = arith.maxnumf %x, %y fastmath<nsz> : f64
  %6 = arith.minnumf %x, %y : f64
  %7 = arith.cmpf une, %x, %y fastmath<fast> : f64
  %8 = arith.cmpf false, %x, %y : f64
  %9 = arith.negf %v fastmath<afn> : vector<2xbf16>
  %10 = arith.extf %h : f16 to f64
  %11 = arith.truncf %x : f64 to f16
  %12 = arith.fptosi %x : f64 to i16
  %13 = arith.fptoui %h : f16 to i8
  %14 = arith.sitofp %13 : i8 to f32
  %15 = arith.bitcast %h : f16 to i16
  %16 = arith.extsi %13 : i8 to i64
  %17 = arith.extui %13 : i8 to i64
  %18 = arith.trunci %16 overflow<nuw> : i64 to i8
  %19 = arith.constant dense<[1.5, -2.0]> : vector<2xbf16>
  %20 = arith.addf %9, %19 : vector<2xbf16>
  "test.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %10, %11, %12, %14, %15, %17, %18, %20) : (f64, f64, f64, f64, f64, f64, f64, i1, i1, f64, f16, i16, f32, i16, i64, i8, vector<2xbf16>) -> ()
  return
}
func.func @index(%i: index, %j: index, %k: i16) -> index {
  %c5 = arith.constant 5 : index
  %0 = arith.muli %i, %c5 : index
  %1 = arith.index_cast %k : i16 to index
  %2 = arith.index_castui %k : i16 to index
  %3 = arith.index_cast %i : index to i64
  %4 = arith.index_castui %j : index to i128
  %5 = arith.cmpi slt, %0, %1 : index
  %6 = arith.select %5, %0, %2 : index
  "test.use"(%3, %4) : (i64, i128) -> ()
  return %6 : index
}
func.func @tensors(%t: tensor<4xf32>) -> tensor<4xf32> {
  %0 = arith.addf %t, %t : tensor<4xf32>
  return %0 : tensor<4xf32>
}
