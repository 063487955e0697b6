// Package compiler is ttgo's end-to-end compiler for NVIDIA GPUs, the library behind tt-compile:
// it takes a kernel as Triton IR, TritonGPU IR or the LLVM dialect and runs the stages of
// Triton's NVIDIA backend (third_party/nvidia/backend/compiler.py) that follow: make-ttir (from
// Triton IR), make-ttgir, make-llir, the translation to LLVM IR, PTX from LLVM's llc (after
// linking libdevice with llvm-link when the kernel calls it) and a cubin from ptxas.
package compiler

import (
	"fmt"
	"strings"
	"time"

	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/ir/asm"
	"github.com/ttgo/ttgo/pass"
	"github.com/ttgo/ttgo/target/llvmir"
	"github.com/ttgo/ttgo/ttopt"
)

// Options configure a compilation.
type Options struct {
	// Arch is the GPU architecture: sm_80, sm_90a (or sm_90), ...
	Arch string
	// NumWarps, NumStages and PTXVersion are Triton's num_warps, num_stages and ptx_version.
	NumWarps, NumStages, PTXVersion int
	// NumCTAs is Triton's num_ctas: the CTAs of a thread-block cluster that run one program
	// (0 means 1). More than one needs sm_90 or later; the kernel then records its cluster
	// dims (nvvm.cluster_dim, PTX .reqnctapercluster), and a launcher must launch it with
	// cluster dims (NumCTAs, 1, 1) and NumCTAs times the programs along x.
	NumCTAs int
	// Last is the last stage to produce.
	Last Stage
	// Tools are the external programs and files the PTX and cubin stages use.
	Tools Tools
	// Warn receives each warning once (a pass a pipeline runs without); nil drops them.
	Warn func(msg string)
	// OnStage, when set, receives each stage's output and how long the stage took.
	OnStage func(s Stage, out []byte, took time.Duration)
}

// StageError is the failure of one step of the compilation.
type StageError struct {
	// Step names what failed: parse, make-ttir, make-ttgir, make-llir, translate, llvm-link, llc,
	// ptxas.
	Step string
	// Err is the cause; an *ir.Diagnostic when it is about the IR.
	Err error
}

// Error renders the error as `STEP: cause`.
func (e *StageError) Error() string { return e.Step + ": " + e.Err.Error() }

// Unwrap returns the cause.
func (e *StageError) Unwrap() error { return e.Err }

// ComputeCapability returns the compute capability of an architecture name: 90 for sm_90a.
func ComputeCapability(arch string) (int, error) {
	digits := strings.TrimSuffix(strings.TrimPrefix(arch, "sm_"), "a")
	var cc int
	if !strings.HasPrefix(arch, "sm_") || digits == "" || strings.Trim(digits, "0123456789") != "" {
		return 0, fmt.Errorf("invalid --arch '%s': expected sm_NN or sm_NNa (sm_80, sm_90a)", arch)
	}
	fmt.Sscan(digits, &cc)
	return cc, nil
}

// archName is the -mcpu and ptxas architecture Triton uses for a compute capability: the "a"
// variant from sm_90 on (sm_arch_from_capability).
func archName(cc int) string {
	if cc >= 90 {
		return fmt.Sprintf("sm_%da", cc)
	}
	return fmt.Sprintf("sm_%d", cc)
}

// Compile compiles the kernel text src (named name in diagnostics) up to o.Last and returns
// that stage's output. The input's stage comes from its content (DetectStage); a later stage
// than o.Last is an error.
func Compile(name string, src []byte, o Options) ([]byte, error) {
	cc, err := ComputeCapability(o.Arch)
	if err != nil {
		return nil, err
	}
	numCTAs := max(o.NumCTAs, 1)
	if numCTAs&(numCTAs-1) != 0 || numCTAs > 16 {
		return nil, fmt.Errorf("invalid --num-ctas %d: expected a power of 2 up to 16", o.NumCTAs)
	}
	if numCTAs > 1 && cc < 90 {
		return nil, fmt.Errorf("--num-ctas %d needs sm_90 or later (thread-block clusters), not %s", numCTAs, o.Arch)
	}
	ctx := ir.NewContext()
	reg := ttopt.DefaultRegistry()
	ctx.Load(reg.Dialects...)
	f, err := asm.ParseSource(ctx, name, string(src))
	if err == nil {
		err = ir.Verify(f.Op)
	}
	if err != nil {
		return nil, &StageError{"parse", err}
	}
	module := f.Op
	c := &compilation{o: o, reg: reg.Passes, warned: map[string]bool{}}
	input := DetectStage(module)
	if input > o.Last {
		return nil, fmt.Errorf("the input is %s, past the requested output %s", input, o.Last)
	}
	if input == StageTTIR && (o.NumWarps <= 0 || o.NumWarps&(o.NumWarps-1) != 0) {
		return nil, fmt.Errorf("invalid --num-warps %d: expected a power of 2", o.NumWarps)
	}
	pipelines := []struct {
		stage    Stage
		pipeline string
	}{
		{StageTTIR, fmt.Sprintf("make-ttir{compute-capability=%d}", cc)},
		{StageTTGIR, fmt.Sprintf("make-ttgir{compute-capability=%d num-warps=%d num-stages=%d num-ctas=%d threads-per-warp=32}", cc, o.NumWarps, o.NumStages, numCTAs)},
		{StageLLVMDialect, fmt.Sprintf("make-llir{compute-capability=%d ptx-version=%d}", cc, o.PTXVersion)},
	}
	for _, p := range pipelines {
		// As Triton's compile, a Triton IR input goes through make-ttir; later inputs start
		// at the stage after theirs.
		if p.stage < input || (p.stage == input && p.stage != StageTTIR) || p.stage > o.Last {
			continue
		}
		if err := c.runPipeline(module, p.stage, p.pipeline); err != nil {
			return nil, err
		}
	}
	if o.Last <= StageLLVMDialect {
		return []byte(asm.String(module, asm.PrintOptions{})), nil
	}
	start := time.Now()
	if op := firstNonLLVMOp(module); op != nil {
		return nil, &StageError{"translate", ir.Errorf(op.Loc(), "'%s' is not of the llvm or nvvm dialects: make-llir did not lower the module completely (see its warnings)", op.Name())}
	}
	ll, err := llvmir.Text(module)
	if err != nil {
		return nil, &StageError{"translate", err}
	}
	out := []byte(ll)
	c.done(StageLLVMIR, out, start)
	if o.Last == StageLLVMIR {
		return out, nil
	}
	start = time.Now()
	if out, err = o.Tools.PTX(out, cc, o.PTXVersion); err != nil {
		return nil, err
	}
	c.done(StagePTX, out, start)
	if o.Last == StagePTX {
		return out, nil
	}
	start = time.Now()
	if out, err = o.Tools.Cubin(out, cc); err != nil {
		return nil, err
	}
	c.done(StageCubin, out, start)
	return out, nil
}

// compilation is the state of one Compile.
type compilation struct {
	o      Options
	reg    *pass.Registry
	warned map[string]bool
}

// runPipeline runs the textual pipeline on module, reports its warnings and its output.
func (c *compilation) runPipeline(module *ir.Operation, stage Stage, pipeline string) error {
	step := pipeline[:strings.IndexByte(pipeline, '{')]
	start := time.Now()
	pm, err := pass.ParsePipeline(c.reg, "builtin.module("+pipeline+")")
	if err != nil {
		return &StageError{step, err}
	}
	for _, w := range pm.Warnings() {
		if !c.warned[w] && c.o.Warn != nil {
			c.o.Warn(w)
		}
		c.warned[w] = true
	}
	m := pass.NewManager(pm.Anchor(), nil)
	m.OpPassManager = pm
	if err := m.Run(module); err != nil {
		return &StageError{step, err}
	}
	if c.o.OnStage != nil {
		c.o.OnStage(stage, []byte(asm.String(module, asm.PrintOptions{})), time.Since(start))
	}
	return nil
}

// done reports a stage's output.
func (c *compilation) done(s Stage, out []byte, start time.Time) {
	if c.o.OnStage != nil {
		c.o.OnStage(s, out, time.Since(start))
	}
}
