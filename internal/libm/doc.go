// Package libm computes the elementary functions of C's libm as glibc 2.36 computes them on
// x86-64 with FMA: Sin(x) is what that glibc's sin(x) returns, bit for bit, and Expf(x) what
// its expf(x) returns. mlir-opt-22 folds math ops on f32 and f64 constants with the host's
// libm, and ttgo folds them with these functions to print what mlir-opt-22 prints there.
//
// Each file reproduces one family of glibc's algorithms (fdlibm's, ARM's optimized-routines,
// the IBM Accurate Mathematical Library) with the fused multiply-adds of its FMA builds, and
// says where they come from. Tan, Atan, Atan2, Asin and Acos, which glibc rounds correctly in
// practice, are rounded correctly always (crmath.go). For NaN arguments the functions promise
// nothing about the result, as glibc's depends on the NaN's sign and payload: callers that
// need those bits handle NaN arguments themselves.
package libm
