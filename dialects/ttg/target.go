package ttg

import (
	"strconv"
	"strings"

	"github.com/ttgo/ttgo/ir"
)

// TargetAttr is the module attribute that names the target, such as "cuda:90".
const TargetAttr = "ttg.target"

// NVIDIAComputeCapability is Triton's getNVIDIAComputeCapability: the compute capability of
// mod's "cuda:NN" target. It fails when mod has no target or another one.
func NVIDIAComputeCapability(mod *ir.Operation) (int, error) {
	target, ok := mod.Attr(TargetAttr).(*ir.StringAttr)
	if !ok {
		return 0, ir.Errorf(mod.Loc(), "expected a ttg.target attribute on the module")
	}
	cc, found := strings.CutPrefix(target.Value, "cuda:")
	n, err := strconv.Atoi(cc)
	if !found || err != nil {
		return 0, ir.Errorf(mod.Loc(), "expected an NVIDIA target \"cuda:NN\", got %q", target.Value)
	}
	return n, nil
}
