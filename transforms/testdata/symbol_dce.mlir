// FLAGS: --symbol-dce
module {
  func.func private @dead()
  func.func private @live_callee() -> i32
  func.func private @dead_caller() -> i32 {
    %0 = func.call @dead_chain() : () -> i32
    return %0 : i32
  }
  func.func private @dead_chain() -> i32
  func.func @public() -> i32 {
    %0 = func.call @live_callee() : () -> i32
    return %0 : i32
  }
  func.func nested @nested_vis()
}
