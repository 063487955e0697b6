package pass

import (
	"errors"
	"fmt"
	"regexp"
	"strconv"

	"github.com/ttgo/ttgo/ir"
)

// PassError is the error of a failed pass: which pass failed on which op, and why.
type PassError struct {
	Pass Pass
	Op   *ir.Operation
	Err  error
}

// Error returns the underlying error's text.
func (e *PassError) Error() string { return e.Err.Error() }

// Unwrap returns the underlying error (usually an *ir.Diagnostic).
func (e *PassError) Unwrap() error { return e.Err }

// FailedPassNote describes the failure as MLIR's crash reproducer note does:
// "`CSE` on 'func.func' operation: @f".
func (e *PassError) FailedPassNote() string {
	s := fmt.Sprintf("`%s` on '%s' operation", e.Pass.Name(), e.Op.Name())
	if e.Op.HasTrait(ir.SymbolTrait) {
		if name := ir.SymbolName(e.Op); name != "" {
			s += ": @" + name
		}
	}
	return s
}

// ReproducerResource returns the `{-# external_resources ... #-}` block that MLIR appends to a
// failure reproducer, recording the pipeline and the pass manager flags.
func ReproducerResource(pipeline string, disableThreading, verifyEach bool) string {
	return fmt.Sprintf("\n{-#\n  external_resources: {\n    mlir_reproducer: {\n      pipeline: %s,\n      disable_threading: %t,\n      verify_each: %t\n    }\n  }\n#-}\n",
		strconv.Quote(pipeline), disableThreading, verifyEach)
}

var (
	resourceBlock = regexp.MustCompile(`(?s)\{-#.*#-\}`)
	reproPipeline = regexp.MustCompile(`pipeline\s*:\s*("(?:[^"\\]|\\.)*")`)
	reproThreads  = regexp.MustCompile(`disable_threading\s*:\s*(true|false)`)
	reproVerify   = regexp.MustCompile(`verify_each\s*:\s*(true|false)`)
)

// Reproducer is the configuration read back from a reproducer's resource block.
type Reproducer struct {
	Pipeline         string
	DisableThreading bool
	VerifyEach       bool
}

// ParseReproducer finds the mlir_reproducer resource in src and returns it with src minus the
// resource block (which the IR parser need not understand).
func ParseReproducer(src string) (*Reproducer, string, error) {
	loc := resourceBlock.FindStringIndex(src)
	if loc == nil {
		return nil, src, errors.New("expected an mlir_reproducer external resource in the input")
	}
	block := src[loc[0]:loc[1]]
	m := reproPipeline.FindStringSubmatch(block)
	if m == nil {
		return nil, src, errors.New("the mlir_reproducer resource has no pipeline")
	}
	pipeline, err := strconv.Unquote(m[1])
	if err != nil {
		return nil, src, fmt.Errorf("bad reproducer pipeline string: %v", err)
	}
	r := &Reproducer{Pipeline: pipeline, VerifyEach: true}
	if m := reproThreads.FindStringSubmatch(block); m != nil {
		r.DisableThreading = m[1] == "true"
	}
	if m := reproVerify.FindStringSubmatch(block); m != nil {
		r.VerifyEach = m[1] == "true"
	}
	rest := src[:loc[0]] + pad(src[loc[0]:loc[1]]) + src[loc[1]:]
	return r, rest, nil
}

// pad replaces everything but newlines by spaces, keeping line numbers of what follows.
func pad(s string) string {
	b := []byte(s)
	for i, c := range b {
		if c != '\n' {
			b[i] = ' '
		}
	}
	return string(b)
}
