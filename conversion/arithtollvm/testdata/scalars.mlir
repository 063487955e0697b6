func.func @f(%a: i32, %b: i32, %x: f32, %y: f32, %i: index, %v: vector<4xf32>, %c: i1) -> i32 {
  %0 = arith.addi %a, %b overflow<nsw> : i32
  %1 = arith.addf %x, %y fastmath<fast> : f32
  %2 = arith.cmpf olt, %x, %y : f32
  %3 = arith.index_cast %i : index to i32
  %4 = arith.constant 7 : i32
  %5 = arith.constant dense<1.0> : vector<4xf32>
  %6 = arith.addf %v, %5 : vector<4xf32>
  %7 = arith.select %c, %a, %b : i32
  %8 = arith.ceildivsi %a, %b : i32
  %9 = arith.constant 3 : index
  %10 = arith.addi %i, %9 : index
  %11 = arith.negf %x : f32
  %12 = arith.maximumf %x, %y : f32
  %13 = arith.extf %x : f32 to f64
  %14 = arith.truncf %x : f32 to f16
  %15 = arith.uitofp %a : i32 to f32
  "test.use"(%0, %1, %2, %3, %6, %7, %8, %10, %11, %12, %13, %14, %15) : (i32, f32, i1, i32, vector<4xf32>, i32, i32, index, f32, f32, f64, f16, f32) -> ()
  return %4 : i32
}
