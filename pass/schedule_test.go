package pass_test

import (
	"slices"
	"testing"

	"github.com/ttgo/ttgo/dialects/builtin"
	"github.com/ttgo/ttgo/dialects/func"
	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/ir/asm"
	"github.com/ttgo/ttgo/pass"
)

// recordingPass logs the names of the ops it runs on; anchor, when set, restricts it to ops
// of that name.
type recordingPass struct {
	arg, anchor string
	log         *[]string
}

func (p *recordingPass) Name() string        { return "Recording" }
func (p *recordingPass) Argument() string    { return p.arg }
func (p *recordingPass) Description() string { return "records the ops it runs on" }
func (p *recordingPass) OpName() string      { return p.anchor }
func (p *recordingPass) Run(op *ir.Operation, _ *pass.Analyses) error {
	*p.log = append(*p.log, p.arg+"@"+op.Name())
	return nil
}

// TestAnyManagerSchedulesOnlyWherePassesRun checks MLIR's rule for op-agnostic nested
// managers: they take passes anchored on an op name, and run on a nested op only when each
// of their passes can run on it.
func TestAnyManagerSchedulesOnlyWherePassesRun(t *testing.T) {
	const src = `module {
  func.func @f() {
    return
  }
  module {
  }
}`
	for _, tc := range []struct {
		pipeline string
		want     []string
	}{
		{"builtin.module(any(anywhere))", []string{"anywhere@func.func", "anywhere@builtin.module"}},
		{"builtin.module(any(anywhere,on-module))", []string{"anywhere@builtin.module", "on-module@builtin.module"}},
		{"builtin.module(any(on-module))", []string{"on-module@builtin.module"}},
	} {
		var log []string
		r := pass.NewRegistry()
		r.Register(func() pass.Pass { return &recordingPass{arg: "anywhere", log: &log} },
			func() pass.Pass { return &recordingPass{arg: "on-module", anchor: "builtin.module", log: &log} })
		pm, err := pass.ParsePipeline(r, tc.pipeline)
		if err != nil {
			t.Fatalf("%s: %v", tc.pipeline, err)
		}
		ctx := ir.NewContext()
		ctx.Load(builtin.Dialect, function.Dialect)
		mod, err := asm.ParseSourceString(ctx, "any.mlir", src)
		if err != nil {
			t.Fatal(err)
		}
		m := pass.NewManager("builtin.module", nil)
		m.OpPassManager = pm
		m.DisableThreading = true
		if err := m.Run(mod); err != nil {
			t.Fatalf("%s: %v", tc.pipeline, err)
		}
		if !slices.Equal(log, tc.want) {
			t.Errorf("%s ran %v, want %v", tc.pipeline, log, tc.want)
		}
	}
}
