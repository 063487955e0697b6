// Command tt-layout shows where a TritonGPU layout puts each element of a tensor: which
// thread, register and warp hold it (distributed layouts) or at which offset shared memory
// stores it (shared layouts), as text tables, an SVG picture or the layout's linear form.
//
//	tt-layout '#ttg.blocked<{sizePerThread = [2, 2], threadsPerWarp = [8, 4], warpsPerCTA = [1, 2], order = [1, 0]}>' --shape 16x16
//	tt-layout '#ttg.swizzled_shared<{vec = 2, perPhase = 2, maxPhase = 8, order = [1, 0]}>' --shape 16x16 --svg shared.svg
//	tt-opt kernel.mlir --convert-triton-to-tritongpu | tt-layout - --alias blocked --shape 128x64 --mode warp
//
// It exits 0 on success, 1 on a bad layout, shape or file, and 2 on a usage error.
package main

import (
	"os"

	"github.com/ttgo/ttgo/internal/ttlayout"
)

func main() { os.Exit(ttlayout.Main(os.Args[1:], os.Stdin, os.Stdout, os.Stderr)) }
