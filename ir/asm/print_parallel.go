package asm

import (
	"runtime"

	"github.com/ttgo/ttgo/ir"
)

const (
	// minParallelOps is the number of ops the body of a top-level op needs for its ops to be
	// printed by several workers.
	minParallelOps = 64
	// parallelChunk is the number of ops of such a body that a worker prints in one go.
	parallelChunk = 8
	// maxPrintWorkers bounds the number of workers.
	maxPrintWorkers = 4
)

// printChunk is a run of consecutive ops that one worker prints into text.
type printChunk struct {
	ops  []*ir.Operation
	done chan printChunkResult
}

type printChunkResult struct {
	text     []byte
	panicked any
}

// printOpsInParallel prints ops, the ops of a block of the top-level op, one per line. Workers
// print runs of them into their own buffers (names and aliases are settled and only read);
// this goroutine appends the texts in order, so the output is what printing one op after
// another gives. At most a few runs are in flight, which bounds the memory held.
func (p *printer) printOpsInParallel(ops []*ir.Operation, workers int) {
	inFlight := 2 * workers
	queue := make(chan *printChunk, inFlight)
	order := make(chan *printChunk, inFlight)
	free := make(chan []byte, inFlight+workers)
	go func() {
		for i := 0; i < len(ops); i += parallelChunk {
			c := &printChunk{ops: ops[i:min(i+parallelChunk, len(ops))], done: make(chan printChunkResult, 1)}
			order <- c
			queue <- c
		}
		close(queue)
		close(order)
	}()
	for range workers {
		go p.worker().printChunks(queue, free)
	}
	for c := range order {
		r := <-c.done
		if r.panicked != nil {
			// Let the workers and the dispatcher finish before failing as printing would.
			for c := range order {
				<-c.done
			}
			panic(r.panicked)
		}
		p.buf = append(p.buf, r.text...)
		if len(p.buf) > flushSize {
			p.flush()
		}
		select {
		case free <- r.text[:0]:
		default:
		}
	}
}

// worker returns a printer for the ops of p's current block: it shares p's names and
// aliases and has its own buffer and dialect stack.
func (p *printer) worker() *printer {
	return &printer{
		opts:           p.opts,
		ctx:            p.ctx,
		indent:         p.indent,
		scope:          p.scope,
		names:          p.names,
		aliases:        p.aliases,
		defaultDialect: append([]string(nil), p.defaultDialect...),
	}
}

// printChunks prints the chunks of queue, taking buffers from free when it can.
func (p *printer) printChunks(queue <-chan *printChunk, free <-chan []byte) {
	for c := range queue {
		select {
		case p.buf = <-free:
		default:
			p.buf = nil
		}
		c.done <- p.printChunk(c.ops)
	}
}

func (p *printer) printChunk(ops []*ir.Operation) (r printChunkResult) {
	defer func() {
		if v := recover(); v != nil {
			r.panicked = v
		}
	}()
	for _, op := range ops {
		p.printFullOp(op)
		p.buf = append(p.buf, '\n')
	}
	return printChunkResult{text: p.buf}
}

// printWorkers returns how many workers may print the ops of b, or 0 when b is printed by
// p alone: only the blocks of the op Print was given, with enough ops, are split up.
func (p *printer) printWorkers(b *ir.Block) int {
	if p.top == nil || b.ParentOp() != p.top || b.Len() < minParallelOps {
		return 0
	}
	if n := min(runtime.GOMAXPROCS(0), maxPrintWorkers); n > 1 {
		return n
	}
	return 0
}
