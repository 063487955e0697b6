package lit

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
)

// shell runs the commands of one test. Its working directory and environment are the test's.
type shell struct {
	suite *Suite
	dir   string
	env   []string
	log   *strings.Builder
}

// outcome is the exit status of a command or pipeline; crashed reports death by a signal.
type outcome struct {
	status  int
	crashed bool
}

func (o outcome) ok() bool { return o.status == 0 && !o.crashed }

// errShell is an error of the shell itself (a missing command, a bad redirection): the test
// fails whatever not says.
type errShell struct{ msg string }

func (e *errShell) Error() string { return e.msg }

func shellErrorf(format string, args ...any) error {
	return &errShell{fmt.Sprintf(format, args...)}
}

// run executes a parsed command line.
func (sh *shell) run(n node) (outcome, error) {
	switch n := n.(type) {
	case *sequence:
		lhs, err := sh.run(n.lhs)
		if err != nil {
			return lhs, err
		}
		switch {
		case n.op == ";", n.op == "&&" && lhs.ok(), n.op == "||" && !lhs.ok():
			return sh.run(n.rhs)
		}
		return lhs, nil
	case *pipeline:
		return sh.runPipeline(n)
	}
	panic("lit: unknown shell node")
}

// runPipeline runs the commands of a pipeline one after the other, each reading what the one
// before wrote. Its status is that of the last command that failed (lit's pipefail), or 0.
func (sh *shell) runPipeline(p *pipeline) (outcome, error) {
	var in []byte
	var res outcome
	for i, c := range p.cmds {
		last := i == len(p.cmds)-1
		out, o, err := sh.runCommand(c, in, last)
		if err != nil {
			return outcome{status: 1}, err
		}
		if !o.ok() {
			res = o
		}
		in = out
	}
	return res, nil
}

// streams are where a command reads and writes.
type streams struct {
	stdin          io.Reader
	stdout, stderr io.Writer
}

// runCommand runs one command of a pipeline with the given standard input. It returns what the
// command wrote to a stdout that was not redirected, unless the command is the last of its
// pipeline: that output, and stderr, go to the log.
func (sh *shell) runCommand(c *command, in []byte, last bool) ([]byte, outcome, error) {
	fmt.Fprintf(sh.log, "# executed command: %s\n", quoteArgs(c.args))
	var outBuf, errBuf bytes.Buffer
	st := streams{stdin: bytes.NewReader(in), stdout: &outBuf, stderr: &errBuf}
	var files []*os.File
	defer func() {
		for _, f := range files {
			f.Close()
		}
	}()
	for _, r := range c.redirs {
		if err := sh.applyRedirect(r, &st, &files); err != nil {
			return nil, outcome{}, err
		}
	}
	o, err := sh.runArgs(c.args, st)
	var piped []byte
	if last {
		logStream(sh.log, "stdout", outBuf.Bytes())
	} else {
		piped = outBuf.Bytes()
	}
	logStream(sh.log, "stderr", errBuf.Bytes())
	switch {
	case err != nil:
		fmt.Fprintf(sh.log, "# error: %v\n", err)
	case o.crashed:
		fmt.Fprintf(sh.log, "# error: command crashed (exit status %d)\n", o.status)
	case o.status != 0:
		fmt.Fprintf(sh.log, "# error: command failed with exit status: %d\n", o.status)
	}
	return piped, o, err
}

// logStream appends a command's output to the log the way lit 22 shows it.
func logStream(log *strings.Builder, name string, data []byte) {
	if len(data) == 0 {
		return
	}
	fmt.Fprintf(log, "# .---command %s%s\n", name, strings.Repeat("-", 12))
	for _, ln := range strings.Split(strings.TrimSuffix(string(data), "\n"), "\n") {
		fmt.Fprintf(log, "# | %s\n", ln)
	}
	fmt.Fprintf(log, "# `%s\n", strings.Repeat("-", 29))
}

// applyRedirect applies one redirection to st, opening files relative to the shell's directory.
func (sh *shell) applyRedirect(r redirect, st *streams, files *[]*os.File) error {
	if r.op == ">&" || r.op == "<&" {
		if fd, err := strconv.Atoi(r.target); err == nil {
			switch {
			case r.fd == 2 && fd == 1:
				st.stderr = st.stdout
			case r.fd == 1 && fd == 2:
				st.stdout = st.stderr
			case r.fd == fd:
			default:
				return shellErrorf("unsupported redirect %d%s%d", r.fd, r.op, fd)
			}
			return nil
		}
		if r.op == "<&" {
			return shellErrorf("unsupported redirect <&%s", r.target)
		}
	}
	path := r.target
	if !filepath.IsAbs(path) {
		path = filepath.Join(sh.dir, path)
	}
	if r.op == "<" {
		if r.fd != 0 {
			return shellErrorf("unsupported redirect %d<", r.fd)
		}
		data, err := os.ReadFile(path)
		if err != nil {
			return shellErrorf("cannot read %s: %v", r.target, err)
		}
		st.stdin = bytes.NewReader(data)
		return nil
	}
	flags := os.O_WRONLY | os.O_CREATE | os.O_TRUNC
	if r.op == ">>" {
		flags = os.O_WRONLY | os.O_CREATE | os.O_APPEND
	}
	f, err := os.OpenFile(path, flags, 0o644)
	if err != nil {
		return shellErrorf("cannot open %s: %v", r.target, err)
	}
	*files = append(*files, f)
	switch {
	case r.op == "&>" || r.op == ">&":
		st.stdout, st.stderr = f, f
	case r.fd == 1:
		st.stdout = f
	case r.fd == 2:
		st.stderr = f
	default:
		return shellErrorf("unsupported redirect of descriptor %d", r.fd)
	}
	return nil
}

// runArgs runs a command's words: env and not prefixes, then a builtin, a tool of the suite or
// a program found in PATH.
func (sh *shell) runArgs(args []string, st streams) (outcome, error) {
	s := sh
	for len(args) > 0 && args[0] == "env" {
		args = args[1:]
		env := append([]string(nil), s.env...)
		for len(args) > 0 {
			switch {
			case args[0] == "-u" && len(args) > 1:
				env = unsetEnv(env, args[1])
				args = args[2:]
				continue
			case strings.Contains(args[0], "=") && !strings.HasPrefix(args[0], "="):
				k, _, _ := strings.Cut(args[0], "=")
				env = append(unsetEnv(env, k), args[0])
				args = args[1:]
				continue
			}
			break
		}
		s = sh.withEnv(env)
	}
	if len(args) == 0 {
		return outcome{}, shellErrorf("env without a command is not supported")
	}
	if args[0] == "not" || args[0] == "!" {
		crash := false
		rest := args[1:]
		if args[0] == "not" && len(rest) > 0 && rest[0] == "--crash" {
			crash, rest = true, rest[1:]
		}
		if len(rest) == 0 {
			return outcome{}, shellErrorf("'%s' requires a subcommand", args[0])
		}
		o, err := s.runArgs(rest, st)
		if err != nil {
			return o, err
		}
		switch {
		case crash && o.crashed, !crash && !o.crashed && o.status != 0:
			return outcome{}, nil
		}
		return outcome{status: 1}, nil
	}
	if b, ok := builtins[args[0]]; ok {
		return b(s, args, st)
	}
	cmd, err := s.processFor(args)
	if err != nil {
		return outcome{status: 127}, err
	}
	cmd.Stdin, cmd.Stdout, cmd.Stderr = st.stdin, st.stdout, st.stderr
	err = cmd.Run()
	var exit *exec.ExitError
	switch {
	case err == nil:
		return outcome{}, nil
	case errors.As(err, &exit):
		if ws, ok := exit.Sys().(syscall.WaitStatus); ok && ws.Signaled() {
			return outcome{status: 128 + int(ws.Signal()), crashed: true}, nil
		}
		return outcome{status: exit.ExitCode()}, nil
	}
	return outcome{status: 127}, shellErrorf("%s: %v", args[0], err)
}

// withEnv returns a copy of the shell with another environment, for the command that env
// prefixes.
func (sh *shell) withEnv(env []string) *shell {
	c := *sh
	c.env = env
	return &c
}

// processFor returns the process that runs args: a tool of the suite, or a program in PATH.
func (sh *shell) processFor(args []string) (*exec.Cmd, error) {
	env := sh.env
	var cmd *exec.Cmd
	if t, ok := sh.suite.Tools[args[0]]; ok {
		cmd = exec.Command(t.Path, append(append([]string(nil), t.Args...), args[1:]...)...)
		env = append(append([]string(nil), env...), t.Env...)
	} else {
		path, err := lookPath(args[0], env)
		if err != nil {
			return nil, shellErrorf("'%s': command not found", args[0])
		}
		cmd = exec.Command(path, args[1:]...)
	}
	cmd.Dir = sh.dir
	cmd.Env = env
	return cmd, nil
}

// lookPath finds a program in the PATH of env.
func lookPath(name string, env []string) (string, error) {
	if strings.Contains(name, "/") {
		return exec.LookPath(name)
	}
	path := ""
	for _, kv := range env {
		if v, ok := strings.CutPrefix(kv, "PATH="); ok {
			path = v
		}
	}
	for _, dir := range filepath.SplitList(path) {
		p := filepath.Join(dir, name)
		if fi, err := os.Stat(p); err == nil && fi.Mode().IsRegular() && fi.Mode()&0o111 != 0 {
			return p, nil
		}
	}
	return "", exec.ErrNotFound
}

// unsetEnv returns env without variable k.
func unsetEnv(env []string, k string) []string {
	out := env[:0:0]
	for _, kv := range env {
		if !strings.HasPrefix(kv, k+"=") {
			out = append(out, kv)
		}
	}
	return out
}

// quoteArgs renders a command's words for the log, quoting those that need it.
func quoteArgs(args []string) string {
	q := make([]string, len(args))
	for i, a := range args {
		if a == "" || strings.ContainsAny(a, " \t\n'\"\\|&;<>$*?") {
			a = "'" + strings.ReplaceAll(a, "'", `'\''`) + "'"
		}
		q[i] = a
	}
	return strings.Join(q, " ")
}
