// ORACLE: common.canonicalizer
module {
  tt.func public @fold(%p: !tt.ptr<i32>, %n: i32) {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c4 = arith.constant 4 : i32
    %c8 = arith.constant 8 : i32
    %s = arith.addi %c4, %c4 : i32
    scf.for %i = %c0 to %n step %c1 : i32 {
      %x = arith.muli %c8, %c1 : i32
      %y = arith.addi %x, %s : i32
      %c16 = arith.constant 16 : i32
      %z = arith.addi %y, %c16 : i32
      tt.store %p, %z : !tt.ptr<i32>
    }
    %w = arith.extsi %c8 : i32 to i64
    %t = arith.trunci %w : i64 to i32
    tt.store %p, %t : !tt.ptr<i32>
    tt.return
  }
}
