// REQUIRES: tt-translate
// RUN: tt-translate --mlir-to-llvmir %s | FileCheck %s

// A branch's loop_annotation becomes its distinct `!llvm.loop` node, which lists itself and
// then the options in MLIR's order; the node is made once per annotation, and the option
// nodes once per text. convert-warp-specialize-to-llvm puts licm = <disable = true> on the
// back edge of its switch loop.

#followup = #llvm.loop_annotation<disableNonforced = true>
#vectorize = #llvm.loop_vectorize<disable = false, predicateEnable = true, scalableEnable = false, width = 4 : i32, followupAll = #followup>
#unroll = #llvm.loop_unroll<disable = true, count = 8 : i32, runtimeDisable = true, full = false>
#jam = #llvm.loop_unroll_and_jam<disable = false, count = 2 : i32, followupInner = #followup>
#licm = #llvm.loop_licm<disable = true, versioningDisable = true>
#all = #llvm.loop_annotation<disableNonforced = true, vectorize = #vectorize, interleave = #llvm.loop_interleave<count = 2 : i32>, unroll = #unroll, unrollAndJam = #jam, licm = #licm, distribute = #llvm.loop_distribute<disable = true>, pipeline = #llvm.loop_pipeline<disable = false, initiationinterval = 3 : i32>, peeled = #llvm.loop_peeled<count = 5 : i32>, unswitch = #llvm.loop_unswitch<partialDisable = true>, mustProgress = true, isVectorized = true>
#no_licm = #llvm.loop_annotation<licm = #llvm.loop_licm<disable = true>, unroll = #llvm.loop_unroll<disable = false>>

// CHECK-LABEL: define void @loops(i1 %0)
llvm.func @loops(%c: i1) {
  llvm.br ^bb1
^bb1:
  // CHECK: br i1 %0, label %{{[0-9]+}}, label %{{[0-9]+}}, !llvm.loop ![[ALL:[0-9]+]]
  llvm.cond_br %c, ^bb1, ^bb2 {loop_annotation = #all}
^bb2:
  // CHECK: br i1 %0, label %{{[0-9]+}}, label %{{[0-9]+}}, !llvm.loop ![[NOLICM:[0-9]+]]
  llvm.cond_br %c, ^bb2, ^bb3 {loop_annotation = #no_licm}
^bb3:
  // CHECK: br label %{{[0-9]+}}, !llvm.loop ![[NOLICM]]
  llvm.br ^bb1 {loop_annotation = #no_licm}
}

// CHECK-DAG: ![[ALL]] = distinct !{![[ALL]], ![[NONFORCED:[0-9]+]], ![[PROGRESS:[0-9]+]], ![[ISVEC:[0-9]+]], ![[VEC:[0-9]+]], ![[PRED:[0-9]+]], ![[SCALABLE:[0-9]+]], ![[WIDTH:[0-9]+]], ![[VECALL:[0-9]+]], ![[INTERLEAVE:[0-9]+]], ![[UNROLL:[0-9]+]], ![[COUNT:[0-9]+]], ![[RUNTIME:[0-9]+]], ![[JAM:[0-9]+]], ![[JAMCOUNT:[0-9]+]], ![[INNER:[0-9]+]], ![[LICM:[0-9]+]], ![[VERSIONING:[0-9]+]], ![[DISTRIBUTE:[0-9]+]], ![[PIPELINE:[0-9]+]], ![[II:[0-9]+]], ![[PEELED:[0-9]+]], ![[UNSWITCH:[0-9]+]]}
// CHECK-DAG: ![[NONFORCED]] = !{!"llvm.loop.disable_nonforced"}
// CHECK-DAG: ![[PROGRESS]] = !{!"llvm.loop.mustprogress"}
// CHECK-DAG: ![[ISVEC]] = !{!"llvm.loop.isvectorized", i32 1}
// CHECK-DAG: ![[VEC]] = !{!"llvm.loop.vectorize.enable", i1 true}
// CHECK-DAG: ![[PRED]] = !{!"llvm.loop.vectorize.predicate.enable", i1 true}
// CHECK-DAG: ![[SCALABLE]] = !{!"llvm.loop.vectorize.scalable.enable", i1 false}
// CHECK-DAG: ![[WIDTH]] = !{!"llvm.loop.vectorize.width", i32 4}
// CHECK-DAG: ![[VECALL]] = !{!"llvm.loop.vectorize.followup_all", ![[FOLLOWUP:[0-9]+]]}
// CHECK-DAG: ![[FOLLOWUP]] = distinct !{![[FOLLOWUP]], ![[NONFORCED]]}
// CHECK-DAG: ![[INTERLEAVE]] = !{!"llvm.loop.interleave.count", i32 2}
// CHECK-DAG: ![[UNROLL]] = !{!"llvm.loop.unroll.disable"}
// CHECK-DAG: ![[COUNT]] = !{!"llvm.loop.unroll.count", i32 8}
// CHECK-DAG: ![[RUNTIME]] = !{!"llvm.loop.unroll.runtime.disable", i1 true}
// CHECK-DAG: ![[JAM]] = !{!"llvm.loop.unroll_and_jam.enable"}
// CHECK-DAG: ![[JAMCOUNT]] = !{!"llvm.loop.unroll_and_jam.count", i32 2}
// CHECK-DAG: ![[INNER]] = !{!"llvm.loop.unroll_and_jam.followup_inner", ![[FOLLOWUP]]}
// CHECK-DAG: ![[LICM]] = !{!"llvm.licm.disable"}
// CHECK-DAG: ![[VERSIONING]] = !{!"llvm.loop.licm_versioning.disable"}
// CHECK-DAG: ![[DISTRIBUTE]] = !{!"llvm.loop.distribute.enable", i1 false}
// CHECK-DAG: ![[PIPELINE]] = !{!"llvm.loop.pipeline.disable", i1 false}
// CHECK-DAG: ![[II]] = !{!"llvm.loop.pipeline.initiationinterval", i32 3}
// CHECK-DAG: ![[PEELED]] = !{!"llvm.loop.peeled.count", i32 5}
// CHECK-DAG: ![[UNSWITCH]] = !{!"llvm.loop.unswitch.partial.disable"}
// CHECK-DAG: ![[NOLICM]] = distinct !{![[NOLICM]], ![[UNROLLON:[0-9]+]], ![[LICM]]}
// CHECK-DAG: ![[UNROLLON]] = !{!"llvm.loop.unroll.enable"}
