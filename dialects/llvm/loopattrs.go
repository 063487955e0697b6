package llvm

import (
	"slices"
	"strings"

	"github.com/ttgo/ttgo/ir"
)

// loopAttrParams are the loop metadata attributes (#llvm.loop_annotation and the options it
// holds), with their parameters in the order MLIR 22 declares and prints them. Every parameter
// is an attribute: a bool (`true`), an integer (`4 : i32`) or another loop attribute.
var loopAttrParams = map[string][]string{
	"loop_vectorize": {"disable", "predicateEnable", "scalableEnable", "width", "followupVectorized",
		"followupEpilogue", "followupAll"},
	"loop_interleave": {"count"},
	"loop_unroll": {"disable", "count", "runtimeDisable", "full", "followupUnrolled", "followupRemainder",
		"followupAll"},
	"loop_unroll_and_jam": {"disable", "count", "followupOuter", "followupInner", "followupRemainder",
		"followupAll"},
	"loop_licm":       {"disable", "versioningDisable"},
	"loop_distribute": {"disable", "followupCoincident", "followupSequential", "followupFallback", "followupAll"},
	"loop_pipeline":   {"disable", "initiationinterval"},
	"loop_peeled":     {"count"},
	"loop_unswitch":   {"partialDisable"},
	"loop_annotation": {"disableNonforced", "vectorize", "interleave", "unroll", "unrollAndJam", "licm",
		"distribute", "pipeline", "peeled", "unswitch", "mustProgress", "isVectorized"},
}

// loopAttrMnemonics are the mnemonics of loopAttrParams, in a fixed order.
var loopAttrMnemonics = []string{"loop_vectorize", "loop_interleave", "loop_unroll_and_jam", "loop_unroll",
	"loop_licm", "loop_distribute", "loop_pipeline", "loop_peeled", "loop_unswitch", "loop_annotation"}

// LoopAttr is one of the loop metadata attributes MLIR attaches to a loop's back edge
// (`llvm.br ^bb1 {loop_annotation = #llvm.loop_annotation<licm = #llvm.loop_licm<disable =
// true>>}`): Mnemonic says which, Params holds the parameters given, in MLIR's order.
type LoopAttr struct {
	ir.AttrBase
	Mnemonic string
	Params   []ir.NamedAttribute
}

// Loop returns the loop attribute of a mnemonic (such as "loop_annotation" or "loop_licm")
// with params, put in MLIR's parameter order.
func Loop(c *ir.Context, mnemonic string, params []ir.NamedAttribute) *LoopAttr {
	order := loopAttrParams[mnemonic]
	params = slices.Clone(params)
	slices.SortStableFunc(params, func(a, b ir.NamedAttribute) int {
		return slices.Index(order, a.Name) - slices.Index(order, b.Name)
	})
	k := ir.Key("llvm." + mnemonic).Int(int64(len(params)))
	for _, p := range params {
		k.Str(p.Name).Ref(p.Value)
	}
	return ir.UniqueKey(c, k, func(id uint64) *LoopAttr {
		return &LoopAttr{AttrBase: ir.NewAttrBase(id), Mnemonic: mnemonic, Params: params}
	})
}

// DialectName returns "llvm".
func (*LoopAttr) DialectName() string { return "llvm" }

// Param returns the named parameter, nil when absent.
func (a *LoopAttr) Param(name string) ir.Attribute {
	for _, p := range a.Params {
		if p.Name == name {
			return p.Value
		}
	}
	return nil
}

// Print writes `mnemonic<name = value, ...>`.
func (a *LoopAttr) Print(p ir.AsmPrinter) {
	p.WriteString(a.Mnemonic)
	a.printBody(p)
}

// printBody writes `<name = value, ...>`. A parameter that holds a loop attribute prints as
// MLIR prints a parameter of a known attribute class: its alias, else its body alone.
func (a *LoopAttr) printBody(p ir.AsmPrinter) {
	p.WriteString("<")
	for i, param := range a.Params {
		if i > 0 {
			p.WriteString(", ")
		}
		p.WriteString(param.Name + " = ")
		nested, isLoop := param.Value.(*LoopAttr)
		sp, canStrip := p.(ir.StrippedAttrPrinter)
		if isLoop && canStrip && loopParamMnemonic(a.Mnemonic, param.Name) == nested.Mnemonic {
			sp.PrintStrippedAttribute(nested, func() { nested.printBody(p) })
			continue
		}
		p.PrintAttribute(param.Value)
	}
	p.WriteString(">")
}

// loopParamMnemonic returns the mnemonic of the loop attribute a parameter holds ("" for a
// bool or an integer): the options of a loop annotation, the followups of an option.
func loopParamMnemonic(mnemonic, param string) string {
	if mnemonic == "loop_annotation" {
		return loopAnnotationParams[param]
	}
	if strings.HasPrefix(param, "followup") {
		return "loop_annotation"
	}
	return ""
}

// loopAnnotationParams are the parameters of #llvm.loop_annotation that hold an option, with
// the option's mnemonic.
var loopAnnotationParams = map[string]string{
	"vectorize": "loop_vectorize", "interleave": "loop_interleave", "unroll": "loop_unroll",
	"unrollAndJam": "loop_unroll_and_jam", "licm": "loop_licm", "distribute": "loop_distribute",
	"pipeline": "loop_pipeline", "peeled": "loop_peeled", "unswitch": "loop_unswitch",
}

// parseLoopAttr reads a loop attribute after `#llvm.` when one of loopAttrMnemonics comes next.
func parseLoopAttr(p ir.AsmParser) (a ir.Attribute, ok bool, err error) {
	for _, m := range loopAttrMnemonics {
		if p.ParseOptionalKeyword(m) {
			a, err := parseLoopAttrBody(p, m)
			return a, true, err
		}
	}
	return nil, false, nil
}

// parseLoopAttrBody reads the `<name = attribute, ...>` of a loop attribute.
func parseLoopAttrBody(p ir.AsmParser, mnemonic string) (ir.Attribute, error) {
	if err := p.ParsePunct("<"); err != nil {
		return nil, err
	}
	var params []ir.NamedAttribute
	for !p.ParseOptionalPunct(">") {
		if len(params) > 0 {
			if err := p.ParsePunct(","); err != nil {
				return nil, err
			}
		}
		name, err := p.ParseKeywordIdent()
		if err != nil {
			return nil, err
		}
		if !slices.Contains(loopAttrParams[mnemonic], name) {
			return nil, p.Errorf("%s has no parameter '%s'", mnemonic, name)
		}
		if err := p.ParsePunct("="); err != nil {
			return nil, err
		}
		v, err := parseLoopParam(p, loopParamMnemonic(mnemonic, name))
		if err != nil {
			return nil, err
		}
		params = append(params, ir.NamedAttribute{Name: name, Value: v})
	}
	return Loop(p.Context(), mnemonic, params), nil
}

// parseLoopParam reads a parameter's value: an attribute, or, for a parameter that holds a
// loop attribute of the given mnemonic, that attribute's body alone (`<disable = true>`).
func parseLoopParam(p ir.AsmParser, mnemonic string) (ir.Attribute, error) {
	if mnemonic != "" && p.PeekPunct("<") {
		return parseLoopAttrBody(p, mnemonic)
	}
	return p.ParseAttribute(nil)
}

// LICMDisabled returns `#llvm.loop_annotation<licm = #llvm.loop_licm<disable = true>>`, the
// annotation that keeps LLVM's LICM out of a loop.
func LICMDisabled(c *ir.Context) *LoopAttr {
	licm := Loop(c, "loop_licm", []ir.NamedAttribute{{Name: "disable", Value: c.BoolAttr(true)}})
	return Loop(c, "loop_annotation", []ir.NamedAttribute{{Name: "licm", Value: licm}})
}
