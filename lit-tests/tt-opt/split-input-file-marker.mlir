// RUN: tt-opt %s -split-input-file -mlir-print-debuginfo 2>&1 | FileCheck %s

// As mlir-opt-22: the implicit module of a chunk after the first is located just after
// the marker, and a line that only nearly spells the marker is a warning and stays in its
// chunk (the checks spell the marker with a regex, which does not split).

// CHECK:      warning: near miss with file split marker
// CHECK:      func.func @first()
// CHECK:      #loc = loc("{{.*}}split-input-file-marker.mlir":0:0)
// CHECK:      // {{-----}}
// CHECK:      func.func @second()
// CHECK:      func.func @still_second()
// CHECK:      #loc = loc("{{.*}}split-input-file-marker.mlir":18:9)

func.func @first() {
  return
}
// -----
func.func @second() {
  return
}
// ----
func.func @still_second() {
  return
}
