// ORACLE:
#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [2], order = [0]}>
module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func public @partition_warps(%p: !tt.ptr<i32>) {
    %r = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #blocked>
    ttg.warp_specialize(%p) attributes {warpGroupStartIds = array<i32: 4>}
    default {
      ttg.warp_yield
    }
    partition0(%arg0: !tt.ptr<i32>) num_warps(2) {
      %s = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #blocked1>
      %t = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #blocked>
      ttg.warp_return
    } : (!tt.ptr<i32>) -> ()
    tt.return
  }
}
