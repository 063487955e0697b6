// Command tt-opt is ttgo's mlir-opt: it parses MLIR text with Triton's dialects, runs passes
// and prints the result. Its flags follow mlir-opt and triton-opt.
package main

import (
	"os"

	"github.com/ttgo/ttgo/ttopt"
)

func main() { os.Exit(ttopt.Main(ttopt.DefaultRegistry())) }
