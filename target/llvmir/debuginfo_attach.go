package llvmir

import (
	llir "github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/metadata"
)

// debugLocated is an instruction of this package, which holds its own debug location.
type debugLocated interface {
	setDebugLoc(l *metadata.DILocation)
}

// attachDebugLoc gives an instruction or terminator the debug location l (nothing when nil):
// instructions of this package hold it themselves, llir/llvm's in their metadata list.
func attachDebugLoc(inst any, l *metadata.DILocation) {
	if l == nil {
		return
	}
	if d, ok := inst.(debugLocated); ok {
		d.setDebugLoc(l)
		return
	}
	att := &metadata.Attachment{Name: "dbg", Node: l}
	switch i := inst.(type) {
	case *llir.InstICmp:
		i.Metadata = append(i.Metadata, att)
	case *llir.InstFCmp:
		i.Metadata = append(i.Metadata, att)
	case *llir.InstFNeg:
		i.Metadata = append(i.Metadata, att)
	case *llir.InstSelect:
		i.Metadata = append(i.Metadata, att)
	case *llir.InstExtractValue:
		i.Metadata = append(i.Metadata, att)
	case *llir.InstInsertValue:
		i.Metadata = append(i.Metadata, att)
	case *llir.InstExtractElement:
		i.Metadata = append(i.Metadata, att)
	case *llir.InstInsertElement:
		i.Metadata = append(i.Metadata, att)
	case *llir.InstPhi:
		i.Metadata = append(i.Metadata, att)
	case *llir.TermBr:
		i.Metadata = append(i.Metadata, att)
	case *llir.TermCondBr:
		i.Metadata = append(i.Metadata, att)
	case *llir.TermRet:
		i.Metadata = append(i.Metadata, att)
	case *llir.TermSwitch:
		i.Metadata = append(i.Metadata, att)
	case *llir.TermUnreachable:
		i.Metadata = append(i.Metadata, att)
	}
}
