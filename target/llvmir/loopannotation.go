package llvmir

import (
	"fmt"

	llir "github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/metadata"
	"github.com/llir/llvm/ir/types"

	"github.com/ttgo/ttgo/dialects/llvm"
	"github.com/ttgo/ttgo/ir"
)

// loopOption is how one parameter of a loop attribute becomes an operand of the loop's
// metadata, as MLIR's LoopAnnotationTranslation writes it.
type loopOption struct {
	param string
	// name is the metadata string; for a bool written as enable/disable, its name when false
	// is offName (unit) or the same name with a negated value (negate).
	name, offName string
	kind          loopOptionKind
}

// loopOptionKind says how a parameter's value is written.
type loopOptionKind uint8

const (
	unitWhenTrue loopOptionKind = iota // !{!"name"} when true
	unitOnOff                          // !{!"name"} when true, !{!"offName"} when false
	boolValue                          // !{!"name", i1 v}
	negatedBool                        // !{!"name", i1 !v}
	i32Value                           // !{!"name", i32 v}
	followup                           // !{!"name", <loop metadata of the annotation>}
)

// loopOptions are the parameters of each loop option attribute, in the order MLIR emits them.
var loopOptions = map[string][]loopOption{
	"loop_vectorize": {
		{"disable", "llvm.loop.vectorize.enable", "", negatedBool},
		{"predicateEnable", "llvm.loop.vectorize.predicate.enable", "", boolValue},
		{"scalableEnable", "llvm.loop.vectorize.scalable.enable", "", boolValue},
		{"width", "llvm.loop.vectorize.width", "", i32Value},
		{"followupVectorized", "llvm.loop.vectorize.followup_vectorized", "", followup},
		{"followupEpilogue", "llvm.loop.vectorize.followup_epilogue", "", followup},
		{"followupAll", "llvm.loop.vectorize.followup_all", "", followup},
	},
	"loop_interleave": {{"count", "llvm.loop.interleave.count", "", i32Value}},
	"loop_unroll": {
		{"disable", "llvm.loop.unroll.disable", "llvm.loop.unroll.enable", unitOnOff},
		{"count", "llvm.loop.unroll.count", "", i32Value},
		{"runtimeDisable", "llvm.loop.unroll.runtime.disable", "", boolValue},
		{"full", "llvm.loop.unroll.full", "", unitWhenTrue},
		{"followupUnrolled", "llvm.loop.unroll.followup_unrolled", "", followup},
		{"followupRemainder", "llvm.loop.unroll.followup_remainder", "", followup},
		{"followupAll", "llvm.loop.unroll.followup_all", "", followup},
	},
	"loop_unroll_and_jam": {
		{"disable", "llvm.loop.unroll_and_jam.disable", "llvm.loop.unroll_and_jam.enable", unitOnOff},
		{"count", "llvm.loop.unroll_and_jam.count", "", i32Value},
		{"followupOuter", "llvm.loop.unroll_and_jam.followup_outer", "", followup},
		{"followupInner", "llvm.loop.unroll_and_jam.followup_inner", "", followup},
		{"followupRemainderOuter", "llvm.loop.unroll_and_jam.followup_remainder_outer", "", followup},
		{"followupRemainderInner", "llvm.loop.unroll_and_jam.followup_remainder_inner", "", followup},
		{"followupAll", "llvm.loop.unroll_and_jam.followup_all", "", followup},
	},
	"loop_licm": {
		{"disable", "llvm.licm.disable", "", unitWhenTrue},
		{"versioningDisable", "llvm.loop.licm_versioning.disable", "", unitWhenTrue},
	},
	"loop_distribute": {
		{"disable", "llvm.loop.distribute.enable", "", negatedBool},
		{"followupCoincident", "llvm.loop.distribute.followup_coincident", "", followup},
		{"followupSequential", "llvm.loop.distribute.followup_sequential", "", followup},
		{"followupFallback", "llvm.loop.distribute.followup_fallback", "", followup},
		{"followupAll", "llvm.loop.distribute.followup_all", "", followup},
	},
	"loop_pipeline": {
		{"disable", "llvm.loop.pipeline.disable", "", boolValue},
		{"initiationinterval", "llvm.loop.pipeline.initiationinterval", "", i32Value},
	},
	"loop_peeled":   {{"count", "llvm.loop.peeled.count", "", i32Value}},
	"loop_unswitch": {{"partialDisable", "llvm.loop.unswitch.partial.disable", "", unitWhenTrue}},
}

// loopAnnotationOptions are the parameters of #llvm.loop_annotation that hold a loop option
// attribute, in the order MLIR emits them.
var loopAnnotationOptions = []string{"vectorize", "interleave", "unroll", "unrollAndJam", "licm", "distribute",
	"pipeline", "peeled", "unswitch"}

// loopMetadata returns the distinct `!llvm.loop` node of a loop annotation, made once per
// annotation as MLIR's LoopAnnotationTranslation caches it: the node itself, then the
// annotation's options.
func (m *moduleTranslation) loopMetadata(a *llvm.LoopAttr) (*metadata.Tuple, error) {
	if md, ok := m.loops[a]; ok {
		return md, nil
	}
	if a.Mnemonic != "loop_annotation" {
		return nil, fmt.Errorf("expected a #llvm.loop_annotation, got #llvm.%s", a.Mnemonic)
	}
	loop := &metadata.Tuple{MetadataID: -1, Distinct: true}
	fields := []metadata.Field{loop}
	if isTrue(a.Param("disableNonforced")) {
		fields = append(fields, m.loopNode("llvm.loop.disable_nonforced"))
	}
	if isTrue(a.Param("mustProgress")) {
		fields = append(fields, m.loopNode("llvm.loop.mustprogress"))
	}
	if v, ok := a.Param("isVectorized").(*ir.IntegerAttr); ok {
		fields = append(fields, m.loopNode("llvm.loop.isvectorized", constant.NewInt(types.I32, v.Value&1)))
	}
	for _, name := range loopAnnotationOptions {
		opt, ok := a.Param(name).(*llvm.LoopAttr)
		if !ok {
			continue
		}
		nodes, err := m.loopOptionNodes(opt)
		if err != nil {
			return nil, err
		}
		fields = append(fields, nodes...)
	}
	loop.Fields = fields
	m.module.MetadataDefs = append(m.module.MetadataDefs, loop)
	if m.loops == nil {
		m.loops = map[*llvm.LoopAttr]*metadata.Tuple{}
	}
	m.loops[a] = loop
	return loop, nil
}

// loopOptionNodes returns the metadata of the parameters of one loop option attribute.
func (m *moduleTranslation) loopOptionNodes(opt *llvm.LoopAttr) ([]metadata.Field, error) {
	var out []metadata.Field
	for _, o := range loopOptions[opt.Mnemonic] {
		v := opt.Param(o.param)
		if v == nil {
			continue
		}
		switch o.kind {
		case unitWhenTrue:
			if isTrue(v) {
				out = append(out, m.loopNode(o.name))
			}
		case unitOnOff:
			name := o.name
			if !isTrue(v) {
				name = o.offName
			}
			out = append(out, m.loopNode(name))
		case boolValue:
			out = append(out, m.loopNode(o.name, boolConstant(isTrue(v))))
		case negatedBool:
			out = append(out, m.loopNode(o.name, boolConstant(!isTrue(v))))
		case i32Value:
			n, ok := v.(*ir.IntegerAttr)
			if !ok {
				return nil, fmt.Errorf("#llvm.%s %s is not an integer", opt.Mnemonic, o.param)
			}
			out = append(out, m.loopNode(o.name, constant.NewInt(types.I32, n.Value)))
		case followup:
			ann, ok := v.(*llvm.LoopAttr)
			if !ok {
				return nil, fmt.Errorf("#llvm.%s %s is not a loop annotation", opt.Mnemonic, o.param)
			}
			md, err := m.loopMetadata(ann)
			if err != nil {
				return nil, err
			}
			out = append(out, m.loopNode(o.name, md))
		}
	}
	return out, nil
}

// loopNode returns the node `!{!"name", values...}`; a node of constants is made once per
// text, as LLVM uniques it.
func (m *moduleTranslation) loopNode(name string, values ...metadata.Field) *metadata.Tuple {
	node := &metadata.Tuple{MetadataID: -1, Fields: append([]metadata.Field{&metadata.String{Value: name}}, values...)}
	if holdsNodes(node) {
		m.module.MetadataDefs = append(m.module.MetadataDefs, node)
		return node
	}
	text := node.LLString()
	for _, d := range m.module.MetadataDefs {
		if t, ok := d.(*metadata.Tuple); ok && !t.Distinct && !holdsNodes(t) && t.LLString() == text {
			return t
		}
	}
	m.module.MetadataDefs = append(m.module.MetadataDefs, node)
	return node
}

// holdsNodes reports whether a tuple refers to other metadata nodes, which print only once
// numbered.
func holdsNodes(t *metadata.Tuple) bool {
	for _, f := range t.Fields {
		if _, ok := f.(metadata.Definition); ok {
			return true
		}
	}
	return false
}

// attachLoopAnnotation gives the branch op translated last (ft.cur's terminator) the
// `!llvm.loop` metadata of its loop_annotation attribute, if it has one.
func (ft *functionTranslation) attachLoopAnnotation(op *ir.Operation) error {
	var annotation ir.Attribute
	if br, ok := llvm.AsBr(op); ok {
		annotation = br.LoopAnnotationAttr()
	} else if cbr, ok := llvm.AsCondBr(op); ok {
		annotation = cbr.LoopAnnotationAttr()
	}
	a, ok := annotation.(*llvm.LoopAttr)
	if !ok {
		return nil
	}
	md, err := ft.m.loopMetadata(a)
	if err != nil {
		return ir.OpError(op, "%v", err)
	}
	att := &metadata.Attachment{Name: "llvm.loop", Node: md}
	switch t := ft.cur.Term.(type) {
	case *llir.TermBr:
		t.Metadata = append(t.Metadata, att)
	case *llir.TermCondBr:
		t.Metadata = append(t.Metadata, att)
	}
	return nil
}

// isTrue reports whether a is the bool attribute true.
func isTrue(a ir.Attribute) bool {
	n, ok := a.(*ir.IntegerAttr)
	return ok && n.Value != 0
}

// boolConstant is `i1 true` or `i1 false`.
func boolConstant(b bool) *constant.Int {
	if b {
		return constant.True
	}
	return constant.False
}
