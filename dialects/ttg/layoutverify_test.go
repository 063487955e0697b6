package ttg_test

import (
	"testing"

	"github.com/ttgo/ttgo/internal/tritonoracle"
)

// TestTensorLayoutVerifier parses testdata/layoutverify/*.mlir, modules whose tensors' layouts
// agree or disagree with their module's warps, lanes and CTAs, and requires Triton 3.6's
// verdict, recorded by internal/tritonoracle with no passes: its first error (position and
// message) or the module printed back.
func TestTensorLayoutVerifier(t *testing.T) { tritonoracle.CheckDir(t, "testdata/layoutverify", 23) }
