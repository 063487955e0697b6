// ORACLE: ttir.combine
module {
  tt.func public @addptr_twice(%p: !tt.ptr<f32>, %a: i32, %b: i32) -> !tt.ptr<f32> {
    %q = tt.addptr %p, %a : !tt.ptr<f32>, i32
    %r = tt.addptr %q, %b {tt.divisibility = 16 : i32} : !tt.ptr<f32>, i32
    tt.return %r : !tt.ptr<f32>
  }
  tt.func public @addptr_tensor(%p: !tt.ptr<f16>) -> tensor<64x!tt.ptr<f16>> {
    %c = arith.constant dense<4> : tensor<64xi32>
    %d = arith.constant dense<8> : tensor<64xi32>
    %s = tt.splat %p : !tt.ptr<f16> -> tensor<64x!tt.ptr<f16>>
    %q = tt.addptr %s, %c : tensor<64x!tt.ptr<f16>>, tensor<64xi32>
    %r = tt.addptr %q, %d : tensor<64x!tt.ptr<f16>>, tensor<64xi32>
    tt.return %r : tensor<64x!tt.ptr<f16>>
  }
  tt.func public @addptr_named(%p: !tt.ptr<f32>, %a: i64, %b: i64) -> !tt.ptr<f32> {
    %q = tt.addptr %p, %a : !tt.ptr<f32>, i64 loc(#inner)
    %r = tt.addptr %q, %b : !tt.ptr<f32>, i64 loc(#outer)
    tt.return %r : !tt.ptr<f32>
  }
}
#inner = loc("inner"("k.py":3:4))
#outer = loc("outer"("k.py":5:6))
