package ttgpasses

import (
	"os"
	"strings"

	"github.com/ttgo/ttgo/dialects/ttg"
	"github.com/ttgo/ttgo/dialects/ttg/layout"
	"github.com/ttgo/ttgo/dialects/ttg/layoutattr"
	"github.com/ttgo/ttgo/dialects/ttng"
	"github.com/ttgo/ttgo/ir"
)

// Triton's knobs that the MMA paths of tritongpu-accelerate-matmul read.
const (
	// prefer16x256Env makes tensor memory loads and stores use 16x256b messages where they can.
	prefer16x256Env = "TRITON_PREFER_TMEM_16x256_LAYOUT"
	// disableMMAv3Env and disableMMAv5Env keep dots off wgmma and tcgen05.
	disableMMAv3Env = "DISABLE_MMA_V3"
	disableMMAv5Env = "DISABLE_MMA_V5"
)

// tmemRegisterLayout returns the register layout with which numWarps warps of CTA layout cga
// load and store the tensor memory md by default (Triton's getDefaultLayoutForTmemLdSt): that
// of 16x256b messages when TRITON_PREFER_TMEM_16x256_LAYOUT is on and they can move md, else
// that of 32x32b messages.
func tmemRegisterLayout(ctx *ir.Context, md *ttg.MemDescType, numWarps int, cga layout.CGALayout) (ir.Attribute, error) {
	if envFlag(prefer16x256Env) {
		ll, ok, err := ttng.TMemRegisterLayout(md, layout.TMem16x256b, numWarps, cga)
		if err != nil {
			return nil, err
		}
		if ok {
			return layoutattr.FromEncoding(ctx, layout.Linear{Layout: ll})
		}
	}
	return ttng.DefaultTMemLayout(ctx, md, numWarps, cga)
}

// envFlag reads a boolean knob as Triton's getBoolEnv does: on, true or 1, in any case.
func envFlag(name string) bool {
	switch strings.ToLower(os.Getenv(name)) {
	case "on", "true", "1":
		return true
	}
	return false
}
