package nvvmtollvm_test

import (
	"testing"

	"github.com/ttgo/ttgo/conversion/nvvmtollvm"
	"github.com/ttgo/ttgo/internal/passreplay"
)

// TestCorpusPasses replays every corpus application of convert-nvvm-to-llvm.
func TestCorpusPasses(t *testing.T) { passreplay.Check(t, nvvmtollvm.Register, nil) }
