package tritontotritongpu_test

import (
	"testing"

	"github.com/ttgo/ttgo/internal/tritonoracle"
)

// TestTritonGoldens replays every input of testdata/oracle through convert-triton-to-tritongpu
// with the options of Triton's convert_to_ttgpuir call and requires what Triton 3.6 recorded
// (internal/tritonoracle): the printed module byte for byte, or, where Triton failed, ttgo's
// first error at Triton's first error's position with its message.
func TestTritonGoldens(t *testing.T) { tritonoracle.CheckDir(t, "testdata/oracle", 52) }
