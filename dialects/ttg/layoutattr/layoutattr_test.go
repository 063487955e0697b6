package layoutattr

import (
	"errors"
	"strings"
	"testing"

	"github.com/ttgo/ttgo/dialects/builtin"
	"github.com/ttgo/ttgo/dialects/ttg"
	"github.com/ttgo/ttgo/dialects/ttg/layout"
	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/ir/asm"
)

func newContext() *ir.Context {
	ctx := ir.NewContext()
	ctx.Load(builtin.Dialect, ttg.Dialect())
	return ctx
}

// parseAttr parses one attribute by placing it on a module.
func parseAttr(t *testing.T, ctx *ir.Context, text string) ir.Attribute {
	t.Helper()
	m, err := asm.ParseSourceString(ctx, "attr.mlir", "module attributes {test.layout = "+text+"} {}")
	if err != nil {
		t.Fatalf("parse %s: %v", text, err)
	}
	return m.Attr("test.layout")
}

const (
	blocked   = "#ttg.blocked<{sizePerThread = [2, 2], threadsPerWarp = [8, 4], warpsPerCTA = [1, 2], order = [1, 0]}>"
	mmaV2     = "#ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], instrShape = [16, 8]}>"
	mmaV3     = "#ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>"
	linearAtt = "#ttg.linear<{register = [[0, 1], [8, 0]], lane = [[0, 2], [0, 4], [1, 0], [2, 0], [4, 0]], warp = [[16, 0]], block = []}>"
)

// TestRoundTrip converts every supported kind attr -> Encoding -> attr and expects the same
// (uniqued) attribute back.
func TestRoundTrip(t *testing.T) {
	tests := []struct {
		text string
		kind layout.Encoding
	}{
		{blocked, layout.Blocked{}},
		{"#ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0], CGALayout = [[1, 0]]}>", layout.Blocked{}},
		{"#ttg.slice<{dim = 1, parent = " + blocked + "}>", layout.Slice{}},
		{"#ttg.slice<{dim = 0, parent = #ttg.slice<{dim = 1, parent = #ttg.blocked<{sizePerThread = [1, 1, 1], threadsPerWarp = [2, 4, 4], warpsPerCTA = [1, 1, 4], order = [2, 1, 0]}>}>}>", layout.Slice{}},
		{"#ttg.dot_op<{opIdx = 0, parent = " + mmaV2 + ", kWidth = 2}>", layout.DotOperand{}},
		{"#ttg.dot_op<{opIdx = 1, parent = " + blocked + "}>", layout.DotOperand{}},
		{"#ttg.dot_op<{opIdx = 0, parent = " + mmaV3 + ", kWidth = 2}>", layout.DotOperand{}},
		{mmaV2, layout.NvidiaMma{}},
		{mmaV3, layout.NvidiaMma{}},
		{"#ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 4], CGALayout = [[0, 1]], instrShape = [16, 8]}>", layout.NvidiaMma{}},
		{"#ttg.amd_mfma<{version = 3, warpsPerCTA = [2, 2], instrShape = [32, 32, 8], isTransposed = true}>", layout.AMDMfma{}},
		{"#ttg.amd_mfma<{version = 4, warpsPerCTA = [4, 1], instrShape = [16, 16, 32], isTransposed = true, tilesPerWarp = [2, 1], elementBitWidth = 64}>", layout.AMDMfma{}},
		{"#ttg.dot_op<{opIdx = 1, parent = #ttg.amd_mfma<{version = 3, warpsPerCTA = [2, 2], instrShape = [32, 32, 8], isTransposed = true}>, kWidth = 4}>", layout.DotOperand{}},
		{"#ttg.amd_wmma<{version = 1, isTranspose = false, warpsPerCTA = [2, 2]}>", layout.AMDWmma{}},
		{"#ttg.amd_wmma<{version = 2, isTranspose = true, warpsPerCTA = [2, 2], tilesPerWarp = [2, 1], instrShape = [16, 16, 32]}>", layout.AMDWmma{}},
		{linearAtt, layout.Linear{}},
		{"#ttg.linear<{register = [], lane = [[1]], warp = [[2]], block = [[0]]}>", layout.Linear{}},
		{"#ttg.swizzled_shared<{vec = 2, perPhase = 2, maxPhase = 8, order = [1, 0]}>", layout.SwizzledShared{}},
		{"#ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [0, 1], CGALayout = [[0, 1]]}>", layout.SwizzledShared{}},
		{"#ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>", layout.NVMMAShared{}},
		{"#ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = true, elementBitWidth = 8, fp4Padded = true, rank = 3}>", layout.NVMMAShared{}},
		{"#ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16, CGALayout = [[1, 0]]}>", layout.NVMMAShared{}},
		{"#ttg.shared_linear<{offset = [[0, 1], [0, 2], [1, 0], [2, 2]]}, alignment = 16>", layout.SharedLinear{}},
		{"#ttg.shared_linear<{offset = [[0, 1], [1, 0]], block = [[2, 0]]}, alignment = 128>", layout.SharedLinear{}},
	}
	ctx := newContext()
	for _, tc := range tests {
		a := parseAttr(t, ctx, tc.text)
		enc, err := ToEncoding(a)
		if err != nil {
			t.Errorf("ToEncoding(%s): %v", tc.text, err)
			continue
		}
		if got, want := typeName(enc), typeName(tc.kind); got != want {
			t.Errorf("ToEncoding(%s) is a %s, want %s", tc.text, got, want)
		}
		if err := enc.Validate(); err != nil {
			t.Errorf("%s: %v", tc.text, err)
		}
		back, err := FromEncoding(ctx, enc)
		if err != nil {
			t.Errorf("FromEncoding(%s): %v", tc.text, err)
			continue
		}
		if back != a {
			t.Errorf("round trip\n got %s\nwant %s", asm.AttrString(back), tc.text)
		}
		if got := asm.AttrString(back); got != tc.text {
			t.Errorf("printed\n got %s\nwant %s", got, tc.text)
		}
	}
}

func typeName(e layout.Encoding) string {
	switch e.(type) {
	case layout.Blocked:
		return "blocked"
	case layout.Slice:
		return "slice"
	case layout.DotOperand:
		return "dot_op"
	case layout.NvidiaMma:
		return "nvidia_mma"
	case layout.Linear:
		return "linear"
	case layout.SwizzledShared:
		return "swizzled_shared"
	case layout.NVMMAShared:
		return "nvmma_shared"
	case layout.SharedLinear:
		return "shared_linear"
	}
	return "other"
}

// TestSameLinearLayout checks that a converted attribute lays out a tensor as the encoding
// built by hand: the bridge maps each field to its counterpart.
func TestSameLinearLayout(t *testing.T) {
	ctx := newContext()
	enc, err := ToEncoding(parseAttr(t, ctx, blocked))
	if err != nil {
		t.Fatal(err)
	}
	want := layout.Blocked{SizePerThread: []uint32{2, 2}, ThreadsPerWarp: []uint32{8, 4}, WarpsPerCTA: []uint32{1, 2}, Order: []uint32{1, 0}}
	same, err := layout.Equivalent(enc, want, []int64{16, 16})
	if err != nil || !same {
		t.Errorf("blocked attribute and encoding differ (err %v)", err)
	}

	lin, err := ToEncoding(parseAttr(t, ctx, linearAtt))
	if err != nil {
		t.Fatal(err)
	}
	ll, err := lin.ToLinearLayout([]int64{32, 8})
	if err != nil {
		t.Fatal(err)
	}
	if got, want := ll.String(), "register = [[0, 1], [8, 0]], lane = [[0, 2], [0, 4], [1, 0], [2, 0], [4, 0]], warp = [[16, 0]], block = []"; got != want {
		t.Errorf("linear layout\n got %s\nwant %s", got, want)
	}
}

// TestUnsupported checks that layouts without a layout.Encoding are errors.
func TestUnsupported(t *testing.T) {
	ctx := newContext()
	for _, text := range []string{
		"#ttg.amd_rotating_shared<{vec = 4, perPhase = 1, maxPhase = 16, order = [1, 0]}>",
		"#ttg.padded_shared<[32:+4] {order = [1, 0], shape = [64, 64]}>",
		"#ttg.shared_memory",
		"42 : i32",
	} {
		_, err := ToEncoding(parseAttr(t, ctx, text))
		var u *UnsupportedError
		if !errors.As(err, &u) {
			t.Errorf("ToEncoding(%s) = %v, want an UnsupportedError", text, err)
		} else if !strings.Contains(err.Error(), "not supported") {
			t.Errorf("ToEncoding(%s) error %q", text, err)
		}
	}

	if _, err := ToEncoding(nil); err == nil {
		t.Error("ToEncoding(nil) succeeded")
	}
	if _, err := FromEncoding(ctx, nil); err == nil {
		t.Error("FromEncoding(nil) succeeded")
	}
	valid := layout.Blocked{SizePerThread: []uint32{1}, ThreadsPerWarp: []uint32{32}, WarpsPerCTA: []uint32{4}, Order: []uint32{0}}
	_, err := FromEncoding(ctx, foreign{valid})
	var u *UnsupportedError
	if !errors.As(err, &u) || !strings.Contains(err.Error(), "foreign") {
		t.Errorf("FromEncoding(foreign) = %v, want an UnsupportedError naming the type", err)
	}
}

// TestInvalid checks that FromEncoding validates, and that parameters no encoding can hold
// are errors of ToEncoding.
func TestInvalid(t *testing.T) {
	ctx := newContext()
	bad := layout.Blocked{SizePerThread: []uint32{3}, ThreadsPerWarp: []uint32{32}, WarpsPerCTA: []uint32{4}, Order: []uint32{0}}
	if _, err := FromEncoding(ctx, bad); err == nil || !strings.Contains(err.Error(), "power of two") {
		t.Errorf("FromEncoding(invalid blocked) = %v", err)
	}
	neg := ttg.SwizzledShared(ctx, -1, 1, 1, []uint32{0}, nil)
	if _, err := ToEncoding(neg); err == nil || !strings.Contains(err.Error(), "out of range") {
		t.Errorf("ToEncoding(negative vec) = %v", err)
	}
	ragged := ttg.Linear(ctx, []ttg.NamedBases{{Name: "register", Bases: [][]int32{{1, 0}}}, {Name: "lane", Bases: [][]int32{{2}}},
		{Name: "warp", Bases: [][]int32{}}, {Name: "block", Bases: [][]int32{}}})
	if _, err := ToEncoding(ragged); err == nil || !strings.Contains(err.Error(), "entries") {
		t.Errorf("ToEncoding(ragged linear) = %v", err)
	}
	misnamed := ttg.SharedLinear(ctx, []ttg.NamedBases{{Name: "register", Bases: [][]int32{{1}}}, {Name: "block", Bases: [][]int32{}}}, 16)
	if _, err := ToEncoding(misnamed); err == nil || !strings.Contains(err.Error(), `"offset"`) {
		t.Errorf("ToEncoding(misnamed shared_linear) = %v", err)
	}
}

// foreign is an encoding the bridge does not know: a valid blocked layout under another type.
type foreign struct{ layout.Blocked }
