// Command tt-c compiles a Triton-C kernel to Triton IR (see package frontend/tc).
package main

import (
	"os"

	"github.com/ttgo/ttgo/frontend/tc"
)

func main() { os.Exit(tc.Main(os.Args[1:], os.Stdin, os.Stdout, os.Stderr)) }
