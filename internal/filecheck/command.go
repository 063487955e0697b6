package filecheck

import (
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/spf13/pflag"
)

// splitList splits --check-prefixes and --comment-prefixes values at
// commas, as LLVM's CommaSeparated options do.
func splitList(values []string) []string {
	var out []string
	for _, v := range values {
		out = append(out, strings.Split(v, ",")...)
	}
	return out
}

// tokenize splits FILECHECK_OPTS into words, honoring quotes and
// backslashes the way a GNU command line does.
func tokenize(s string) []string {
	var words []string
	var cur strings.Builder
	inWord := false
	var quote byte
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case quote != 0 && c == quote:
			quote = 0
		case quote != 0:
			if c == '\\' && quote == '"' && i+1 < len(s) {
				i++
				c = s[i]
			}
			cur.WriteByte(c)
		case c == '"' || c == '\'':
			quote, inWord = c, true
		case c == '\\' && i+1 < len(s):
			i++
			cur.WriteByte(s[i])
			inWord = true
		case c == ' ' || c == '\t' || c == '\n' || c == '\r':
			if inWord {
				words = append(words, cur.String())
				cur.Reset()
				inWord = false
			}
		default:
			cur.WriteByte(c)
			inWord = true
		}
	}
	if inWord {
		words = append(words, cur.String())
	}
	return words
}

// normalize turns LLVM's single-dash long flags (-check-prefix=X) into
// pflag's double-dash form, leaving shorthands such as -DVAR=1 alone.
func normalize(fs *pflag.FlagSet, args []string) []string {
	out := make([]string, 0, len(args))
	for i, a := range args {
		if a == "--" {
			return append(out, args[i:]...)
		}
		if len(a) > 1 && a[0] == '-' && a[1] != '-' {
			name, _, _ := strings.Cut(a[1:], "=")
			if fs.Lookup(name) != nil {
				a = "-" + a
			}
		}
		out = append(out, a)
	}
	return out
}

// capitalize upper-cases the first letter of an OS error, as LLVM prints.
func capitalize(err error) string {
	if pe, ok := err.(*os.PathError); ok {
		err = pe.Err
	}
	s := err.Error()
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

const dumpHelp = `The following description was output by -dump-input=help to explain the
input dump printed by 

Input dump lines are prefixed with the input line number ("N:"). Below a
line, annotations name the check directive ("check:L" for line L of the
check file) and mark input columns:
  X~~  the search range of a directive that matched nowhere (error)
  !~~  a match that is an error: excluded, or on the wrong line
  ?    a possible intended match for a failed directive
`

// Main is the filecheck command as a library call: it checks the input (stdin or
// --input-file) against the check file named in args and returns the exit status, 0 on a
// match, 1 on a mismatch or a flag error and 2 on a usage error or a malformed check file.
// envOpts holds the FILECHECK_OPTS flags, read before args. Diagnostics go to stderr.
func Main(args []string, envOpts string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := pflag.NewFlagSet("filecheck", pflag.ContinueOnError)
	fs.SetOutput(stderr)
	var (
		opts                        Options
		prefixes, prefixLists, cmts []string
		inputFile, dumpInput        string
		allowEmpty, vverbose        bool
		color                       bool
	)
	fs.StringArrayVar(&prefixes, "check-prefix", nil, "prefix to use from the check file (default CHECK)")
	fs.StringArrayVar(&prefixLists, "check-prefixes", nil, "comma-separated list of prefixes to use")
	fs.StringArrayVar(&cmts, "comment-prefixes", nil, "comma-separated list of comment prefixes (default COM,RUN)")
	fs.StringVar(&inputFile, "input-file", "-", "file to check (default stdin)")
	fs.BoolVar(&opts.StrictWhitespace, "strict-whitespace", false, "do not canonicalize horizontal whitespace")
	fs.BoolVar(&opts.MatchFullLines, "match-full-lines", false, "require positive patterns to match whole lines")
	fs.StringArrayVar(&opts.ImplicitCheckNot, "implicit-check-not", nil, "add an implicit CHECK-NOT between all positive checks")
	fs.BoolVar(&opts.EnableVarScope, "enable-var-scope", false, "clear local variables at each CHECK-LABEL")
	fs.BoolVar(&allowEmpty, "allow-empty", false, "allow an empty input file")
	fs.BoolVar(&opts.AllowUnusedPrefixes, "allow-unused-prefixes", false, "allow check prefixes that no directive uses")
	fs.BoolVar(&opts.IgnoreCase, "ignore-case", false, "match case-insensitively")
	fs.BoolVar(&opts.AllowDeprecatedDagOverlap, "allow-deprecated-dag-overlap", false, "let CHECK-DAG matches of a group overlap")
	fs.StringArrayVarP(&opts.Defines, "define", "D", nil, "define a variable: -DVAR=VALUE or -D#VAR=EXPR")
	fs.StringVar(&dumpInput, "dump-input", "fail", "dump the annotated input to stderr: help, never, fail or always")
	fs.IntVar(&opts.DumpInputContext, "dump-input-context", 0, "lines of context around errors in the input dump")
	fs.BoolVar(&opts.Verbose, "v", false, "report each directive that matches")
	fs.BoolVar(&vverbose, "vv", false, "like -v")
	fs.BoolVar(&color, "color", false, "accepted for compatibility")
	fs.Usage = func() {
		fmt.Fprintf(stderr, "usage: filecheck [options] CHECKFILE\n%s", fs.FlagUsages())
	}
	all := append(tokenize(envOpts), args...)
	for i, a := range all {
		if a == "--" {
			break
		}
		if strings.HasPrefix(a, "-D=") {
			all[i] = "-D=" + a[2:] // pflag would drop the "=" of -D=VALUE
		}
		if a == "-D" {
			// LLVM's -D takes its value attached: -DVAR=VALUE.
			fmt.Fprintln(stderr, "filecheck: for the -D option: requires a value!")
			return 1
		}
	}
	if err := fs.Parse(normalize(fs, all)); err != nil {
		if err == pflag.ErrHelp {
			return 0
		}
		fmt.Fprintf(stderr, "filecheck: %v\n", err)
		return 1
	}
	opts.Verbose = opts.Verbose || vverbose
	switch dumpInput {
	case "help":
		fmt.Fprint(stdout, dumpHelp)
		return 0
	case "never":
		opts.DumpInput = DumpNever
	case "fail":
		opts.DumpInput = DumpFail
	case "always":
		opts.DumpInput = DumpAlways
	default:
		fmt.Fprintf(stderr, "filecheck: for the --dump-input option: Cannot find option named '%s'!\n", dumpInput)
		return 1
	}
	opts.CheckPrefixes = append(prefixes, splitList(prefixLists)...)
	if fs.Changed("comment-prefixes") {
		opts.CommentPrefixes = splitList(cmts)
	}
	switch fs.NArg() {
	case 0:
		fmt.Fprintln(stderr, "<check-file> not specified")
		return 2
	case 1:
	default:
		fmt.Fprintf(stderr, "filecheck: Too many positional arguments specified!\n")
		return 1
	}
	checkName := fs.Arg(0)
	checkText, err := os.ReadFile(checkName)
	if err != nil {
		fmt.Fprintf(stderr, "Could not open check file '%s': %s\n", checkName, capitalize(err))
		return 2
	}
	checker, err := Parse(checkName, checkText, opts)
	if err != nil {
		fmt.Fprintln(stderr, err)
		return 2
	}
	inputName := "<stdin>"
	var input []byte
	if inputFile == "-" {
		input, err = io.ReadAll(stdin)
	} else {
		inputName = inputFile
		input, err = os.ReadFile(inputFile)
	}
	if err != nil {
		fmt.Fprintf(stderr, "Could not open input file '%s': %s\n", inputFile, capitalize(err))
		return 2
	}
	if len(input) == 0 && !allowEmpty {
		fmt.Fprintf(stderr, "filecheck error: '%s' is empty.\nfilecheck command line:  filecheck %s\n", inputName, strings.Join(all, " "))
		return 2
	}
	res := checker.Match(inputName, input)
	fmt.Fprint(stderr, res.String())
	if !res.OK {
		return 1
	}
	return 0
}
