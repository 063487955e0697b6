func.func @divisions(%a: i32, %b: i32, %v: vector<4xi64>, %w: vector<4xi64>, %i: index, %j: index) {
  %0 = arith.ceildivsi %a, %b : i32
  %1 = arith.ceildivui %a, %b : i32
  %2 = arith.floordivsi %a, %b : i32
  %3 = arith.ceildivui %v, %w : vector<4xi64>
  %4 = arith.floordivsi %v, %w : vector<4xi64>
  %5 = arith.floordivsi %i, %j : index
  "test.use"(%0, %1, %2, %3, %4, %5) : (i32, i32, i32, vector<4xi64>, vector<4xi64>, index) -> ()
  return
}
func.func @index_vectors(%v: vector<2xindex>, %w: vector<2xindex>) -> vector<2xindex> {
  %0 = arith.ceildivsi %v, %w : vector<2xindex>
  return %0 : vector<2xindex>
}
func.func @index_vector_constant() -> vector<2xindex> {
  %0 = arith.constant dense<[3, -4]> : vector<2xindex>
  return %0 : vector<2xindex>
}
