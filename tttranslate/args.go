package tttranslate

import "strings"

// longFlags turns mlir-translate's single-dash long flags (-mlir-to-llvmir), as Triton's
// RUN lines spell them, into pflag's double-dash form; -o and its value stay as they are.
func longFlags(args []string) []string {
	out := make([]string, 0, len(args))
	for i, a := range args {
		if a == "--" {
			return append(out, args[i:]...)
		}
		if len(a) > 2 && a[0] == '-' && a[1] != '-' && !strings.HasPrefix(a, "-o=") {
			a = "-" + a
		}
		out = append(out, a)
	}
	return out
}
