// Command tt-translate is ttgo's mlir-translate: `tt-translate --mlir-to-llvmir FILE` writes
// the LLVM IR of a module of the llvm and nvvm dialects.
package main

import (
	"os"

	"github.com/ttgo/ttgo/tttranslate"
)

func main() { os.Exit(tttranslate.Main()) }
