package ttopt

import "github.com/spf13/pflag"

// addDebugFlags accepts LLVM's --debug and --debug-only, which triton-opt built with
// assertions takes and Triton's lit files pass: those write debugging notes to stderr and
// leave the output alone. ttgo's passes keep no debug notes, so both flags change nothing; they
// are accepted so that the same RUN lines run.
func addDebugFlags(fs *pflag.FlagSet) {
	fs.Bool("debug", false, "enable debug output (ttgo's passes write none)")
	fs.StringSlice("debug-only", nil, "enable the debug output of the named passes (ttgo's passes write none)")
}
