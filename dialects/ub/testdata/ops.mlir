func.func @f() {
 %0 = builtin.unrealized_conversion_cast to i32
 %1 = ub.poison : i32
 %2 = ub.poison <#ub.poison> : f32
 return
}