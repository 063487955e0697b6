package compiler

import (
	"testing"

	"github.com/ttgo/ttgo/dialects/tt"
	"github.com/ttgo/ttgo/internal/corpus"
	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/ir/asm"
	"github.com/ttgo/ttgo/ttopt"
)

func TestStageForFile(t *testing.T) {
	for name, want := range map[string]Stage{
		"k.ttir": StageTTIR, "dir/k.ttgir": StageTTGIR, "k.llir.mlir": StageLLVMDialect,
		"k.ll": StageLLVMIR, "k.ptx": StagePTX, "/tmp/k.cubin": StageCubin,
	} {
		if got, err := StageForFile(name); err != nil || got != want {
			t.Errorf("StageForFile(%q) = %v, %v; want %v", name, got, err, want)
		}
	}
	if _, err := StageForFile("k.mlir"); err == nil {
		t.Error("StageForFile(k.mlir): no error")
	}
}

func TestComputeCapability(t *testing.T) {
	for arch, want := range map[string]int{"sm_80": 80, "sm_90a": 90, "sm_90": 90, "sm_100a": 100} {
		if got, err := ComputeCapability(arch); err != nil || got != want {
			t.Errorf("ComputeCapability(%q) = %d, %v; want %d", arch, got, err, want)
		}
	}
	for _, arch := range []string{"90", "sm_", "sm_9x", "compute_90"} {
		if _, err := ComputeCapability(arch); err == nil {
			t.Errorf("ComputeCapability(%q): no error", arch)
		}
	}
	if archName(80) != "sm_80" || archName(90) != "sm_90a" {
		t.Errorf("archName: %s %s", archName(80), archName(90))
	}
}

func parse(t *testing.T, name, text string) *ir.Operation {
	t.Helper()
	ctx := ir.NewContext()
	ctx.Load(ttopt.DefaultRegistry().Dialects...)
	f, err := asm.ParseSource(ctx, name, text)
	if err != nil {
		t.Fatal(err)
	}
	return f.Op
}

// TestDetectStageCorpus detects the stage of Triton's own modules: the input of its pipeline
// (Triton IR), the input of convert-triton-gpu-to-llvm (TritonGPU IR) and the final LLVM dialect.
func TestDetectStageCorpus(t *testing.T) {
	for _, d := range corpus.Dumps(t) {
		t.Run(d.Name(), func(t *testing.T) {
			secs := corpus.Sections(d.Read(t))
			want := map[string]Stage{"Inliner": StageTTIR, "ConvertTritonGPUToLLVM": StageTTGIR, "LLVMDIScope": StageLLVMDialect}
			seen := map[string]bool{}
			for _, s := range secs {
				stage, ok := want[s.Pass]
				if !ok || !s.IsModule() || seen[s.Pass] || s.Compilation != 0 {
					continue
				}
				seen[s.Pass] = true
				if got := DetectStage(parse(t, d.Name(), s.Module())); got != stage {
					t.Errorf("before %s: DetectStage = %v, want %v", s.Pass, got, stage)
				}
			}
			if len(seen) != len(want) {
				t.Errorf("found sections %v, want one of each of %v", seen, want)
			}
		})
	}
}

func TestDetectStageSmall(t *testing.T) {
	for text, want := range map[string]Stage{
		"module {\n}\n": StageTTIR,
		"module {\n  tt.func @f() {\n    tt.return\n  }\n}\n":                                          StageTTIR,
		"module attributes {\"ttg.num-warps\" = 4 : i32} {\n  tt.func @f() {\n    tt.return\n  }\n}\n": StageTTGIR,
		"module {\n  llvm.func @f() {\n    llvm.return\n  }\n}\n":                                      StageLLVMDialect,
	} {
		if got := DetectStage(parse(t, "t.mlir", text)); got != want {
			t.Errorf("DetectStage(%q) = %v, want %v", text, got, want)
		}
	}
}

func TestFirstNonLLVMOp(t *testing.T) {
	module := parse(t, "t.mlir", "module {\n  llvm.func @f() {\n    llvm.return\n  }\n  tt.func @g() {\n    tt.return\n  }\n}\n")
	if _, isFunc := tt.AsFunc(firstNonLLVMOp(module)); !isFunc {
		t.Errorf("firstNonLLVMOp = %v, want the tt.func", firstNonLLVMOp(module))
	}
}
