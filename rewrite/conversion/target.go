package conversion

import "github.com/ttgo/ttgo/ir"

// Legality is what a Target says about an op.
type Legality uint8

// Legality values.
const (
	// Unknown: no rule covers the op. A partial conversion leaves such ops alone; a full
	// conversion must convert them.
	Unknown Legality = iota
	// Legal: the op stays.
	Legal
	// Illegal: the op must be converted.
	Illegal
)

// LegalityFunc decides the legality of one op dynamically: legal (true) or not (false).
type LegalityFunc func(op *ir.Operation) bool

// OpKind names the ops a rule or pattern is about. Every generated op view is one, as its
// zero value: scf.ForOp{}, tt.LoadOp{}.
type OpKind interface {
	// OpName returns the name of the ops of the kind.
	OpName() string
}

type rule struct {
	legality Legality
	dynamic  LegalityFunc
}

// Target is MLIR's ConversionTarget: which ops are legal after the conversion. Rules name
// ops (by their views) or whole dialects; a rule for an op takes precedence over its
// dialect's rule, and ops that no rule covers fall back to the unknown-op rule, if any.
type Target struct {
	ops       map[string]rule
	dialects  map[string]rule
	unknown   LegalityFunc
	recursive map[string]LegalityFunc
}

// NewTarget returns a target without rules.
func NewTarget() *Target {
	return &Target{ops: map[string]rule{}, dialects: map[string]rule{}, recursive: map[string]LegalityFunc{}}
}

// AddLegalOp marks the ops of the kinds legal: target.AddLegalOp(tt.LoadOp{}).
func (t *Target) AddLegalOp(kinds ...OpKind) { t.setOps(rule{legality: Legal}, kinds) }

// AddIllegalOp marks the ops of the kinds illegal.
func (t *Target) AddIllegalOp(kinds ...OpKind) { t.setOps(rule{legality: Illegal}, kinds) }

// AddDynamicallyLegalOp makes fn decide the legality of the ops of the kinds.
func (t *Target) AddDynamicallyLegalOp(fn LegalityFunc, kinds ...OpKind) {
	t.setOps(rule{legality: Legal, dynamic: fn}, kinds)
}

func (t *Target) setOps(r rule, kinds []OpKind) {
	for _, k := range kinds {
		t.ops[k.OpName()] = r
	}
}

// AddLegalDialect marks every op of the dialects legal.
func (t *Target) AddLegalDialect(ds ...*ir.Dialect) { t.setDialects(rule{legality: Legal}, ds) }

// AddIllegalDialect marks every op of the dialects illegal.
func (t *Target) AddIllegalDialect(ds ...*ir.Dialect) { t.setDialects(rule{legality: Illegal}, ds) }

// AddDynamicallyLegalDialect makes fn decide the legality of the ops of the dialects.
func (t *Target) AddDynamicallyLegalDialect(fn LegalityFunc, ds ...*ir.Dialect) {
	t.setDialects(rule{legality: Legal, dynamic: fn}, ds)
}

func (t *Target) setDialects(r rule, ds []*ir.Dialect) {
	for _, d := range ds {
		t.dialects[d.Name] = r
	}
}

// MarkUnknownOpDynamicallyLegal makes fn decide the legality of ops no other rule covers.
func (t *Target) MarkUnknownOpDynamicallyLegal(fn LegalityFunc) { t.unknown = fn }

// MarkOpRecursivelyLegal says that the ops nested in a legal op of the kinds are legal too
// and are not visited; fn, when not nil, decides for each op whether that holds.
func (t *Target) MarkOpRecursivelyLegal(fn LegalityFunc, kinds ...OpKind) {
	if fn == nil {
		fn = func(*ir.Operation) bool { return true }
	}
	for _, k := range kinds {
		t.recursive[k.OpName()] = fn
	}
}

// Legality returns what the target says about op.
func (t *Target) Legality(op *ir.Operation) Legality {
	r, ok := t.ops[op.Name()]
	if !ok {
		r, ok = t.dialects[op.Dialect()]
	}
	if !ok {
		if t.unknown == nil {
			return Unknown
		}
		r = rule{legality: Legal, dynamic: t.unknown}
	}
	if r.dynamic != nil {
		if r.dynamic(op) {
			return Legal
		}
		return Illegal
	}
	return r.legality
}

// IsLegal reports whether op is legal.
func (t *Target) IsLegal(op *ir.Operation) bool { return t.Legality(op) == Legal }

// IsIllegal reports whether op is explicitly illegal: a rule covers it and says no. A
// dynamically legal op that its function rejects is illegal too.
func (t *Target) IsIllegal(op *ir.Operation) bool { return t.Legality(op) == Illegal }

// isRecursivelyLegal reports whether the ops nested in the legal op are legal without a look.
func (t *Target) isRecursivelyLegal(op *ir.Operation) bool {
	fn := t.recursive[op.Name()]
	return fn != nil && fn(op)
}
