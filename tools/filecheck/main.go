// Command filecheck verifies that its input matches the directives of a
// check file, like LLVM's FileCheck:
//
//	filecheck [options] CHECKFILE < input
//	filecheck [options] --input-file input CHECKFILE
//
// It exits 0 when the input matches, 1 when it does not (or on a flag
// error), and 2 on other usage errors and malformed check files. Flags
// take one or two dashes (-check-prefix=X or --check-prefix=X); the
// FILECHECK_OPTS environment variable holds extra flags read before the
// command line.
package main

import (
	"os"

	"github.com/ttgo/ttgo/internal/filecheck"
)

func main() {
	os.Exit(filecheck.Main(os.Args[1:], os.Getenv("FILECHECK_OPTS"), os.Stdin, os.Stdout, os.Stderr))
}
