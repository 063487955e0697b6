package llvmir_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/llir/llvm/asm"
)

// llirOutcome is what llir/llvm v0.3.6's parser does with a construct.
type llirOutcome int

const (
	// llirKeeps: it parses the construct and writes it back.
	llirKeeps llirOutcome = iota
	// llirDrops: it parses the construct and writes it back without a flag.
	llirDrops
	// llirRejects: it reports a syntax error.
	llirRejects
	// llirPanics: it panics.
	llirPanics
)

// parseWithLLIR parses text with llir/llvm and returns what came of it.
func parseWithLLIR(text, construct string) (outcome llirOutcome, detail string) {
	defer func() {
		if r := recover(); r != nil {
			outcome, detail = llirPanics, fmt.Sprint(r)
		}
	}()
	m, err := asm.ParseString("construct.ll", text)
	if err != nil {
		return llirRejects, err.Error()
	}
	if !strings.Contains(m.String(), construct) {
		return llirDrops, m.String()
	}
	return llirKeeps, ""
}

// TestLLIRParserConstructs records, construct by construct, what llir/llvm v0.3.6's own
// parser makes of the LLVM IR tt-translate writes: it keeps most, silently drops the
// `disjoint` and `nneg` flags, rejects opaque pointers and trunc's overflow flags, and panics
// on bfloat. A change of llir/llvm's version that changes one of these fails the test.
func TestLLIRParserConstructs(t *testing.T) {
	tests := []struct {
		name, text, construct string
		want                  llirOutcome
	}{
		{"explicit entry label", "define void @f(i32 %0) {\n1:\n  ret void\n}\n", "1:", llirKeeps},
		{"ptx_kernel", "define ptx_kernel void @f() {\n  ret void\n}\n", "ptx_kernel", llirKeeps},
		{"string function attribute", "define void @f() \"nvvm.reqntid\"=\"128\" {\n  ret void\n}\n", `"nvvm.reqntid"="128"`, llirKeeps},
		{"addrspace(3) global", "@g = external addrspace(3) global [0 x i8], align 16\n", "addrspace(3) global", llirKeeps},
		{"inline asm", "define i32 @f() {\n  %a = call i32 asm sideeffect \"mov.u32 $0, 0;\", \"=r\"()\n  ret i32 %a\n}\n", "asm sideeffect", llirKeeps},
		{"fast-math flags", "define float @f(float %a) {\n  %b = fadd fast float %a, %a\n  ret float %b\n}\n", "fadd fast", llirKeeps},
		{"half constant", "define half @f() {\n  ret half 0xH3C00\n}\n", "ret half 1.0", llirKeeps},
		{"module flags", "!llvm.module.flags = !{!0}\n!0 = !{i32 2, !\"Debug Info Version\", i32 3}\n", "Debug Info Version", llirKeeps},
		{"typed byval parameter", "define void @f(i8* byval([128 x i8]) align 64 \"nvvm.grid_constant\" %0) {\n  ret void\n}\n", `"nvvm.grid_constant"`, llirKeeps},
		{"or disjoint", "define i32 @f(i32 %a) {\n  %b = or disjoint i32 %a, 1\n  ret i32 %b\n}\n", "disjoint", llirDrops},
		{"zext nneg", "define i64 @f(i32 %a) {\n  %b = zext nneg i32 %a to i64\n  ret i64 %b\n}\n", "nneg", llirDrops},
		{"opaque pointer", "define void @f(ptr addrspace(1) %0) {\n  ret void\n}\n", "ptr", llirRejects},
		{"trunc nuw", "define i16 @f(i32 %a) {\n  %b = trunc nuw i32 %a to i16\n  ret i16 %b\n}\n", "nuw", llirRejects},
		{"bfloat", "define bfloat @f() {\n  ret bfloat 0xR3F80\n}\n", "bfloat", llirPanics},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, detail := parseWithLLIR(tt.text, tt.construct)
			if got != tt.want {
				t.Errorf("llir/llvm outcome %d, want %d: %s", got, tt.want, detail)
			}
		})
	}
}
