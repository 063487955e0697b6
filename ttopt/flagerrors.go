package ttopt

import (
	"fmt"
	"regexp"
	"strings"

	"github.com/spf13/pflag"
)

var (
	unknownLong  = regexp.MustCompile(`^unknown flag: --(\S+)`)
	unknownShort = regexp.MustCompile(`^unknown shorthand flag: '(.)'`)
	needsValue   = regexp.MustCompile(`^flag needs an argument: (?:'(.)' in -.*|--(\S+))$`)
	invalidValue = regexp.MustCompile(`^invalid argument "(.*)" for "(?:-., )?--(\S+)" flag`)
)

// flagError words a command-line error as LLVM's command-line parser does for mlir-opt: an
// unknown argument as given, with the nearest flag tt-opt knows; a missing or bad value
// "for the --name option". Other errors keep pflag's text.
func flagError(fs *pflag.FlagSet, args []string, err error) string {
	msg := err.Error()
	if m := unknownLong.FindStringSubmatch(msg); m != nil {
		return unknownArgument(fs, originalArg(args, m[1]), m[1])
	}
	if m := unknownShort.FindStringSubmatch(msg); m != nil {
		return unknownArgument(fs, "-"+m[1], m[1])
	}
	if m := needsValue.FindStringSubmatch(msg); m != nil {
		return fmt.Sprintf("tt-opt: for the %s option: requires a value!\n", printArg(m[1]+m[2]))
	}
	if m := invalidValue.FindStringSubmatch(msg); m != nil {
		if f := fs.Lookup(m[2]); f != nil && f.Value.Type() == "bool" {
			return fmt.Sprintf("tt-opt: for the %s option: '%s' is invalid value for boolean argument! Try 0 or 1\n", printArg(m[2]), m[1])
		}
	}
	return fmt.Sprintf("tt-opt: %v\ntt-opt: Try: 'tt-opt --help'\n", err)
}

// unknownArgument reports arg, the flag name as written, and the flag nearest to name; or, when
// name is one of Triton's passes, that ttgo does not have it yet.
func unknownArgument(fs *pflag.FlagSet, arg, name string) string {
	s := fmt.Sprintf("tt-opt: Unknown command line argument '%s'.  Try: 'tt-opt --help'\n", arg)
	if isTritonPass(name) {
		return s + fmt.Sprintf("tt-opt: '%s' is a pass of Triton 3.6 that ttgo does not implement yet: it is not registered\n", name)
	}
	if near := nearestFlag(fs, name); near != "" {
		s += fmt.Sprintf("tt-opt: Did you mean '%s'?\n", printArg(near))
	}
	return s
}

// originalArg returns the argument as the user wrote it (-name or --name, with any value),
// which normalizeArgs turned into --name.
func originalArg(args []string, name string) string {
	for _, a := range args {
		if n := strings.TrimLeft(a, "-"); n == name || strings.HasPrefix(n, name+"=") {
			return a
		}
	}
	return "--" + name
}

// printArg writes a flag name as LLVM does: one dash before a single letter, two otherwise.
func printArg(name string) string {
	if len(name) == 1 {
		return "-" + name
	}
	return "--" + name
}

// nearestFlag returns the flag (pass flags included) at the smallest edit distance from name,
// the first in name order on a tie.
func nearestFlag(fs *pflag.FlagSet, name string) string {
	best, bestDist := "", -1
	fs.VisitAll(func(f *pflag.Flag) {
		for _, n := range []string{f.Name, f.Shorthand} {
			if n == "" {
				continue
			}
			if d := editDistance(name, n); bestDist < 0 || d < bestDist || d == bestDist && n < best {
				best, bestDist = n, d
			}
		}
	})
	return best
}

// editDistance is the Levenshtein distance between a and b.
func editDistance(a, b string) int {
	prev := make([]int, len(b)+1)
	cur := make([]int, len(b)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(a); i++ {
		cur[0] = i
		for j := 1; j <= len(b); j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
		}
		prev, cur = cur, prev
	}
	return prev[len(b)]
}
