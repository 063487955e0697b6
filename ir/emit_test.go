package ir

import (
	"sync"
	"testing"
)

func TestEmitReachesTheHandlerOneAtATime(t *testing.T) {
	ctx := NewContext()
	ctx.Emit(Remarkf(ctx.UnknownLoc(), "dropped")) // no handler: nothing happens
	var got []*Diagnostic
	ctx.SetDiagnosticHandler(func(d *Diagnostic) { got = append(got, d) })
	var wg sync.WaitGroup
	for i := range 8 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			ctx.Emit(Remarkf(ctx.UnknownLoc(), "remark %d", i))
		}()
	}
	wg.Wait()
	if len(got) != 8 {
		t.Fatalf("handler saw %d diagnostics, want 8", len(got))
	}
	for _, d := range got {
		if d.Severity != SeverityRemark {
			t.Errorf("severity %v, want remark", d.Severity)
		}
	}
}
