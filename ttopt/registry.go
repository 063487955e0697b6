package ttopt

import (
	"github.com/ttgo/ttgo/dialects/arith"
	"github.com/ttgo/ttgo/dialects/builtin"
	"github.com/ttgo/ttgo/dialects/cf"
	function "github.com/ttgo/ttgo/dialects/func"
	"github.com/ttgo/ttgo/dialects/gluon"
	"github.com/ttgo/ttgo/dialects/gpu"
	"github.com/ttgo/ttgo/dialects/index"
	"github.com/ttgo/ttgo/dialects/llvm"
	"github.com/ttgo/ttgo/dialects/math"
	"github.com/ttgo/ttgo/dialects/nvvm"
	"github.com/ttgo/ttgo/dialects/rocdl"
	"github.com/ttgo/ttgo/dialects/scf"
	"github.com/ttgo/ttgo/dialects/tt"
	"github.com/ttgo/ttgo/dialects/ttg"
	"github.com/ttgo/ttgo/dialects/ttng"
	"github.com/ttgo/ttgo/dialects/ub"
	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/third_party/amd/amdgpu"
	"github.com/ttgo/ttgo/third_party/nvidia/nvgpu"
	"github.com/ttgo/ttgo/third_party/nvidia/nvws"
	"github.com/ttgo/ttgo/third_party/proton/proton"
	"github.com/ttgo/ttgo/third_party/proton/protongpu"
)

// DefaultRegistry returns what tt-opt knows out of the box: every dialect of ttgo (builtin,
// func, arith, math, scf, cf, ub, gpu, index, tt, ttg, ttng, gluon, nvgpu, nvws, proton, proton_gpu, llvm,
// nvvm, the rocdl ops of Triton's debug-info tests and the amdg ops the AMD pipeliner meets) and every pass
// (DefaultPasses).
func DefaultRegistry() *Registry {
	return &Registry{
		Dialects: []*ir.Dialect{
			builtin.Dialect, function.Dialect, arith.Dialect, math.Dialect, scf.Dialect, cf.Dialect, ub.Dialect, gpu.Dialect, index.Dialect,
			tt.Dialect(), ttg.Dialect(), ttng.Dialect(), gluon.Dialect(), nvgpu.Dialect(), nvws.Dialect(), proton.Dialect(), protongpu.Dialect(), llvm.Dialect, nvvm.Dialect, rocdl.Dialect, amdgpu.Dialect(),
		},
		Passes: DefaultPasses(),
	}
}
