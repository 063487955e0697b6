func.func private @g(i32) -> i32
func.func private @decl(i32 {a.b}, f32) -> (i32 {x.y = 1}, f32) attributes {foo}
func.func private @h() -> (() -> i32)
func.func nested @k(%a: i32 {x.y}, %b: f32) -> (i32 {x.z}) {
  return %a : i32
}
func.func @f(%a: i32) -> i32 {
  %0 = func.call @g(%a) : (i32) -> i32
  %f = func.constant @g : (i32) -> i32
  %1 = func.call_indirect %f(%a) : (i32) -> i32
  %2 = call @g(%a) {no_inline} : (i32) -> i32
  return %1 : i32
}
func.func @none() attributes {no_inline} {
  return
}
func.func private @unnamed(i32) {
^bb0(%x: i32):
  return
}
func.func @multi() -> (i32, f32) {
  %0 = "test.op"() : () -> i32
  %1 = "test.op"() : () -> f32
  return %0, %1 : i32, f32
}
