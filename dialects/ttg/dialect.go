// Package ttg is the TritonGPU dialect: the layout attributes that place tensors in registers
// (#ttg.blocked, #ttg.slice, #ttg.dot_op, #ttg.nvidia_mma, #ttg.linear, AMD's MFMA/WMMA) and
// in shared memory (#ttg.swizzled_shared, #ttg.nvmma_shared, #ttg.padded_shared,
// #ttg.shared_linear, #ttg.amd_rotating_shared), the memory descriptor type !ttg.memdesc, the
// async token, and the ops that move data between global, shared and register memory. The
// layout algebra over these attributes lives in dialects/ttg/layout; the canonicalization
// patterns of ttg.convert_layout, which need it, live in dialects/ttg/convertlayout and are
// added by the ttng dialect.
package ttg

import (
	"github.com/ttgo/ttgo/dialects/tt"
	"github.com/ttgo/ttgo/ir"
	"sync"
)

// Dialect returns the TritonGPU dialect (`ttg`); loading it loads tt too.
// Every call returns the same definition, made on the first.
func Dialect() *ir.Dialect {
	dialectOnce.Do(func() { dialect = newDialect() })
	return dialect
}

var (
	dialectOnce sync.Once
	dialect     *ir.Dialect
)

// newDialect makes the dialect's definition.
func newDialect() *ir.Dialect {
	return &ir.Dialect{
		Name:         "ttg",
		Ops:          tt.WithTraitChecks(ops()),
		Dependencies: []*ir.Dialect{tt.Dialect()},
		ParseType:    parseType,
		ParseAttr:    parseAttr,
		AttrAlias:    attrAlias,
	}
}
