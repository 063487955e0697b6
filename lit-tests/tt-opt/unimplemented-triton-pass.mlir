// RUN: not tt-opt %s --nvws-insert-aref 2>&1 | FileCheck %s --check-prefix=FLAG
// RUN: not tt-opt %s -tritongpu-automatic-warp-specialization=num-stages=3 2>&1 | FileCheck %s --check-prefix=OPTS

// A flag naming one of Triton 3.6's passes that ttgo does not have yet says so,
// instead of guessing at a typo: pass-replaying tools count it as unsupported.

// FLAG:      tt-opt: Unknown command line argument '--nvws-insert-aref'.  Try: 'tt-opt --help'
// FLAG-NEXT: tt-opt: 'nvws-insert-aref' is a pass of Triton 3.6 that ttgo does not implement yet: it is not registered

// OPTS:      tt-opt: Unknown command line argument '-tritongpu-automatic-warp-specialization=num-stages=3'.  Try: 'tt-opt --help'
// OPTS-NEXT: tt-opt: 'tritongpu-automatic-warp-specialization' is a pass of Triton 3.6 that ttgo does not implement yet: it is not registered

module {}
