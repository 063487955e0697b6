package ir

// verifyRecovering verifies op as verifyOp does, on a worker goroutine: a verifier hook that
// panics gives a diagnostic at the op being verified instead of ending the process, which no
// caller could recover.
func (v *verifier) verifyRecovering(op *Operation) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = OpError(op, "verifier panicked: %v", r)
		}
	}()
	return v.verifyOp(op)
}
