// Command tt-compile is ttgo's end-to-end compiler: `tt-compile kernel.ttir --arch sm_90a -o
// kernel.cubin` runs make-ttir, make-ttgir and make-llir, translates to LLVM IR, makes PTX with
// llc and a cubin with ptxas (package compiler).
package main

import (
	"os"

	"github.com/ttgo/ttgo/compiler"
)

func main() { os.Exit(compiler.Main()) }
