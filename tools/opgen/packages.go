package main

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

// Package is a dialect package whose views are generated.
type Package struct {
	// Dir is the package's directory, relative to the repository root.
	Dir string
	// Name is the Go package name.
	Name string
	// Dialect returns the dialect whose ops the package defines.
	Dialect func() *ir.Dialect
}

// Packages lists every dialect package of the repository.
var Packages = []Package{
	{"dialects/arith", "arith", func() *ir.Dialect { return arith.Dialect }},
	{"dialects/builtin", "builtin", func() *ir.Dialect { return builtin.Dialect }},
	{"dialects/cf", "cf", func() *ir.Dialect { return cf.Dialect }},
	{"dialects/func", "function", func() *ir.Dialect { return function.Dialect }},
	{"dialects/gluon", "gluon", gluon.Dialect},
	{"dialects/gpu", "gpu", func() *ir.Dialect { return gpu.Dialect }},
	{"dialects/index", "index", func() *ir.Dialect { return index.Dialect }},
	{"dialects/llvm", "llvm", func() *ir.Dialect { return llvm.Dialect }},
	{"dialects/math", "math", func() *ir.Dialect { return math.Dialect }},
	{"third_party/amd/amdgpu", "amdgpu", amdgpu.Dialect},
	{"third_party/nvidia/nvgpu", "nvgpu", nvgpu.Dialect},
	{"third_party/nvidia/nvws", "nvws", nvws.Dialect},
	{"third_party/proton/proton", "proton", proton.Dialect},
	{"third_party/proton/protongpu", "protongpu", protongpu.Dialect},
	{"dialects/nvvm", "nvvm", func() *ir.Dialect { return nvvm.Dialect }},
	{"dialects/rocdl", "rocdl", func() *ir.Dialect { return rocdl.Dialect }},
	{"dialects/scf", "scf", func() *ir.Dialect { return scf.Dialect }},
	{"dialects/tt", "tt", tt.Dialect},
	{"dialects/ttg", "ttg", ttg.Dialect},
	{"dialects/ttng", "ttng", ttng.Dialect},
	{"dialects/ub", "ub", func() *ir.Dialect { return ub.Dialect }},
}
