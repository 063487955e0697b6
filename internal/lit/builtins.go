package lit

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"
)

// builtin is a command the runner implements itself, so tests need no LLVM tools (count, not,
// split-file) and no coreutils.
type builtin func(sh *shell, args []string, st streams) (outcome, error)

var builtins = map[string]builtin{
	"true":       func(*shell, []string, streams) (outcome, error) { return outcome{}, nil },
	":":          func(*shell, []string, streams) (outcome, error) { return outcome{}, nil },
	"false":      func(*shell, []string, streams) (outcome, error) { return outcome{status: 1}, nil },
	"echo":       builtinEcho,
	"cat":        builtinCat,
	"cd":         builtinCd,
	"mkdir":      builtinMkdir,
	"rm":         builtinRm,
	"count":      builtinCount,
	"diff":       builtinDiff,
	"split-file": builtinSplitFile,
}

// path resolves a file name against the shell's directory.
func (sh *shell) path(name string) string {
	if filepath.IsAbs(name) {
		return name
	}
	return filepath.Join(sh.dir, name)
}

// fail reports a builtin's error on its stderr and returns status 1.
func fail(st streams, format string, args ...any) (outcome, error) {
	fmt.Fprintf(st.stderr, format+"\n", args...)
	return outcome{status: 1}, nil
}

func builtinEcho(_ *shell, args []string, st streams) (outcome, error) {
	args = args[1:]
	newline := true
	if len(args) > 0 && args[0] == "-n" {
		newline, args = false, args[1:]
	}
	io.WriteString(st.stdout, strings.Join(args, " "))
	if newline {
		io.WriteString(st.stdout, "\n")
	}
	return outcome{}, nil
}

func builtinCat(sh *shell, args []string, st streams) (outcome, error) {
	if len(args) == 1 {
		io.Copy(st.stdout, st.stdin)
		return outcome{}, nil
	}
	for _, name := range args[1:] {
		if name == "-" {
			io.Copy(st.stdout, st.stdin)
			continue
		}
		data, err := os.ReadFile(sh.path(name))
		if err != nil {
			return fail(st, "cat: %v", err)
		}
		st.stdout.Write(data)
	}
	return outcome{}, nil
}

func builtinCd(sh *shell, args []string, st streams) (outcome, error) {
	if len(args) != 2 {
		return fail(st, "cd: expected one directory")
	}
	dir := sh.path(args[1])
	if fi, err := os.Stat(dir); err != nil || !fi.IsDir() {
		return fail(st, "cd: %s: not a directory", args[1])
	}
	sh.dir = dir
	return outcome{}, nil
}

func builtinMkdir(sh *shell, args []string, st streams) (outcome, error) {
	parents := false
	for _, a := range args[1:] {
		if a == "-p" {
			parents = true
			continue
		}
		var err error
		if parents {
			err = os.MkdirAll(sh.path(a), 0o755)
		} else {
			err = os.Mkdir(sh.path(a), 0o755)
		}
		if err != nil {
			return fail(st, "mkdir: %v", err)
		}
	}
	return outcome{}, nil
}

func builtinRm(sh *shell, args []string, st streams) (outcome, error) {
	force, recursive := false, false
	for _, a := range args[1:] {
		if len(a) > 1 && a[0] == '-' {
			force = force || strings.ContainsAny(a, "f")
			recursive = recursive || strings.ContainsAny(a, "rR")
			continue
		}
		p := sh.path(a)
		if _, err := os.Lstat(p); err != nil {
			if force {
				continue
			}
			return fail(st, "rm: %v", err)
		}
		var err error
		if recursive {
			err = os.RemoveAll(p)
		} else {
			err = os.Remove(p)
		}
		if err != nil {
			return fail(st, "rm: %v", err)
		}
	}
	return outcome{}, nil
}

// builtinCount is LLVM's count: it checks that stdin has the given number of newlines.
func builtinCount(_ *shell, args []string, st streams) (outcome, error) {
	if len(args) != 2 {
		return fail(st, "usage: count <expected line count>")
	}
	want, err := strconv.Atoi(args[1])
	if err != nil {
		return fail(st, "count: invalid number %q", args[1])
	}
	data, _ := io.ReadAll(st.stdin)
	if got := bytes.Count(data, []byte("\n")); got != want {
		return fail(st, "Expected %d lines, got %d.", want, got)
	}
	return outcome{}, nil
}

// builtinDiff compares two files (- for stdin) line by line; it prints the first difference
// and exits 1 when they differ. Options such as -u are accepted and ignored.
func builtinDiff(sh *shell, args []string, st streams) (outcome, error) {
	var names []string
	for _, a := range args[1:] {
		if len(a) > 1 && a[0] == '-' {
			continue
		}
		names = append(names, a)
	}
	if len(names) != 2 {
		return fail(st, "diff: expected two files")
	}
	var texts [2][]string
	for i, n := range names {
		var data []byte
		var err error
		if n == "-" {
			data, err = io.ReadAll(st.stdin)
		} else {
			data, err = os.ReadFile(sh.path(n))
		}
		if err != nil {
			return fail(st, "diff: %v", err)
		}
		texts[i] = strings.SplitAfter(string(data), "\n")
	}
	a, b := texts[0], texts[1]
	for i := 0; i < len(a) || i < len(b); i++ {
		var la, lb string
		if i < len(a) {
			la = a[i]
		}
		if i < len(b) {
			lb = b[i]
		}
		if la != lb {
			fmt.Fprintf(st.stdout, "--- %s\n+++ %s\n@@ line %d @@\n-%q\n+%q\n", names[0], names[1], i+1, la, lb)
			return outcome{status: 1}, nil
		}
	}
	return outcome{}, nil
}

// builtinSplitFile is LLVM's split-file: it writes each part of the input, introduced by a
// line "//--- NAME" or "X--- NAME" (X any one character), to DIR/NAME. With --leading-lines a
// part starts with empty lines so that its line numbers are those of the input.
func builtinSplitFile(sh *shell, args []string, st streams) (outcome, error) {
	leading := false
	var pos []string
	for _, a := range args[1:] {
		switch a {
		case "--leading-lines", "-leading-lines":
			leading = true
		case "--no-leading-lines", "-no-leading-lines":
			leading = false
		default:
			pos = append(pos, a)
		}
	}
	if len(pos) != 2 {
		return fail(st, "split-file: expected an input file and a directory")
	}
	data, err := os.ReadFile(sh.path(pos[0]))
	if err != nil {
		return fail(st, "split-file: %v", err)
	}
	type part struct {
		name string
		body strings.Builder
	}
	var parts []*part
	seen := map[string]bool{}
	lines := strings.SplitAfter(string(data), "\n")
	if lines[len(lines)-1] == "" {
		lines = lines[:len(lines)-1]
	}
	for i, ln := range lines {
		if name, ok := partName(ln); ok {
			if seen[name] {
				return fail(st, "%s:%d: '%s' occurs more than once", pos[0], i+1, name)
			}
			seen[name] = true
			p := &part{name: name}
			if leading {
				p.body.WriteString(strings.Repeat("\n", i+1))
			}
			parts = append(parts, p)
			continue
		}
		if len(parts) > 0 {
			parts[len(parts)-1].body.WriteString(ln)
		}
	}
	if len(parts) == 0 {
		return fail(st, "split-file: %s: no part separator was found", pos[0])
	}
	dir := sh.path(pos[1])
	for _, p := range parts {
		out := filepath.Join(dir, p.name)
		if err := os.MkdirAll(filepath.Dir(out), 0o755); err != nil {
			return fail(st, "split-file: %v", err)
		}
		if err := os.WriteFile(out, []byte(p.body.String()), 0o644); err != nil {
			return fail(st, "split-file: %v", err)
		}
	}
	return outcome{}, nil
}

// partName recognizes a split-file separator line and returns its part name.
func partName(line string) (string, bool) {
	line = strings.TrimRight(line, "\r\n")
	var rest string
	switch {
	case strings.HasPrefix(line, "//--- "):
		rest = line[len("//--- "):]
	case len(line) > 5 && line[1:5] == "--- ":
		rest = line[5:]
	default:
		return "", false
	}
	name := strings.TrimSpace(rest)
	return name, name != ""
}
