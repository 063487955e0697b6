package arithtollvm_test

import (
	"testing"

	"github.com/ttgo/ttgo/internal/mlirdiff"
)

// TestAgainstMLIROpt lowers every testdata input with tt-opt and mlir-opt-22, at the default
// index width and at 32 bits, and requires the same bytes.
func TestAgainstMLIROpt(t *testing.T) {
	mlirdiff.CheckTestdata(t,
		[]string{"--allow-unregistered-dialect", "--convert-arith-to-llvm"},
		[]string{"--allow-unregistered-dialect", "--convert-arith-to-llvm=index-bitwidth=32"})
}
