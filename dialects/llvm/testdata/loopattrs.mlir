// The loop metadata attributes of a branch (#llvm.loop_annotation and its options), as
// MLIR 22 parses and prints them, aliases included.
#followup = #llvm.loop_annotation<disableNonforced = true>
#vectorize = #llvm.loop_vectorize<disable = false, predicateEnable = true, scalableEnable = false, width = 4 : i32, followupAll = #followup>
#unroll = #llvm.loop_unroll<disable = true, count = 8 : i32, runtimeDisable = true, full = false>
#jam = #llvm.loop_unroll_and_jam<disable = false, count = 2 : i32, followupInner = #followup>
#licm = #llvm.loop_licm<disable = true, versioningDisable = true>
#distribute = #llvm.loop_distribute<disable = true>
#pipeline = #llvm.loop_pipeline<disable = false, initiationinterval = 3 : i32>
#peeled = #llvm.loop_peeled<count = 5 : i32>
#unswitch = #llvm.loop_unswitch<partialDisable = true>
#interleave = #llvm.loop_interleave<count = 2 : i32>
#all = #llvm.loop_annotation<mustProgress = true, isVectorized = true, disableNonforced = true, vectorize = #vectorize, interleave = #interleave, unroll = #unroll, unrollAndJam = #jam, licm = #licm, distribute = #distribute, pipeline = #pipeline, peeled = #peeled, unswitch = #unswitch>
llvm.func @loops(%c: i1) {
  llvm.br ^bb1
^bb1:
  llvm.cond_br %c, ^bb1, ^bb2 {loop_annotation = #all}
^bb2:
  llvm.cond_br %c, ^bb2, ^bb3 {loop_annotation = #llvm.loop_annotation<licm = #llvm.loop_licm<disable = true>>}
^bb3:
  // An option written without its #llvm.mnemonic, as MLIR prints it without aliases.
  llvm.br ^bb1 {loop_annotation = #llvm.loop_annotation<unroll = <disable = false>, licm = <disable = true>>}
}
