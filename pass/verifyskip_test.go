package pass

import (
	"strings"
	"testing"

	"github.com/ttgo/ttgo/ir"
)

// editPass runs edit on the op it runs on.
type editPass struct {
	arg  string
	edit func(op *ir.Operation)
}

func (p *editPass) Name() string        { return "Edit" + p.arg }
func (p *editPass) Argument() string    { return p.arg }
func (p *editPass) Description() string { return "edits the op" }
func (p *editPass) Run(op *ir.Operation, _ *Analyses) error {
	p.edit(op)
	return nil
}

// TestVerifySkipsUnchangedIR checks that the manager verifies after a pass unless the IR
// passed verification before and nothing changed since, and that a change that breaks the
// IR is caught whatever changed it.
func TestVerifySkipsUnchangedIR(t *testing.T) {
	verifications := 0
	def := &ir.OpDef{Name: "v.checked", Verify: func(op *ir.Operation) error {
		verifications++
		if op.Attr("bad") != nil {
			return ir.OpError(op, "is bad")
		}
		return nil
	}}
	idle := &editPass{arg: "idle", edit: func(*ir.Operation) {}}
	mark := func(name string) *editPass {
		return &editPass{arg: name, edit: func(m *ir.Operation) {
			m.Region(0).Front().First().SetAttr(name, m.Context().UnitAttr())
		}}
	}
	addBlockArg := &editPass{arg: "arg", edit: func(m *ir.Operation) {
		m.Region(0).Front().AddArgument(m.Context().I32(), nil)
	}}
	for _, c := range []struct {
		passes []Pass
		// verifications counts the verifier's runs; err is the failure expected.
		verifications int
		err           string
	}{
		{[]Pass{idle}, 1, ""},
		{[]Pass{idle, idle, idle}, 1, ""},
		{[]Pass{idle, mark("good"), idle, idle}, 2, ""},
		{[]Pass{idle, addBlockArg, idle}, 2, ""},
		{[]Pass{idle, idle, mark("bad")}, 2, "'v.checked' op is bad"},
	} {
		ctx := ir.NewContext()
		ctx.AllowUnregistered = true
		ctx.Load(&ir.Dialect{Name: "v", Ops: []*ir.OpDef{def}})
		m := module(ctx, 0)
		m.Region(0).Front().Append(ctx.Create(&ir.OperationState{Name: "v.checked"}))
		mgr := NewManager("builtin.module", nil)
		var names []string
		for _, p := range c.passes {
			mgr.Add(p)
			names = append(names, p.Argument())
		}
		verifications = 0
		err := mgr.Run(m)
		if (err == nil) != (c.err == "") || err != nil && !strings.Contains(err.Error(), c.err) {
			t.Errorf("%v: error %v, want %q", names, err, c.err)
		}
		if verifications != c.verifications {
			t.Errorf("%v: verified %d times, want %d", names, verifications, c.verifications)
		}
	}
}
