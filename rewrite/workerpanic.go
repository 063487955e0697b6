package rewrite

// workerPanic holds what a worker goroutine panicked with.
type workerPanic struct {
	value any
}

// recoverWorker runs f and returns what it panicked with, or nil: a worker goroutine must
// not let a panic end the process, which no caller could recover.
func recoverWorker(f func()) (p *workerPanic) {
	defer func() {
		if r := recover(); r != nil {
			p = &workerPanic{value: r}
		}
	}()
	f()
	return nil
}
