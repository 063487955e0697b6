// Package tt is the Triton dialect: the pointer and tensor-descriptor types, the enums of
// Triton's ops (cache modifiers, eviction policies, memory semantics, ...), and the ops of
// Triton IR (tt.load, tt.dot, tt.reduce, tt.func ...) with their assembly formats, type rules
// and verifiers, as Triton 3.6 defines them.
package tt
