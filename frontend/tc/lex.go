// Package tc compiles Triton-C, Triton's first kernel language (a C dialect with block
// types), to Triton IR through the Go builder of frontend/tl, with Triton's semantics.
//
// A file holds one `__global__ void` kernel. Blocks are declared with their shape
// (`float x[TM, TN] = 0;`), ranges written `0 ... TM`, broadcasting spelled `x[:, newaxis]`,
// reductions `x[+]`, `x[:, max]`, `x[min, :]`, matrix products `a @ b`, masked loads
// `mask ? *ptr : other` and masked stores `*?(mask)ptr = value`. Statements are declarations,
// assignments (= and the compound forms), `if`, counted `for` loops and blocks; builtins are
// get_program_id, get_num_programs, the atomics, dot, trans, where (select), max and min,
// the math functions (tanh from libdevice), rand, cumsum, cdiv, fma, reshape, join and
// gather. A preprocessor handles `#define NAME tokens`, `#undef`, `#ifdef`, `#ifndef`, `#else`
// and `#endif` (and -D definitions). Every error is a diagnostic at file:line:col.
//
// Semantics are Triton's (frontend/tl), with C's where C differs from Python: / of integers
// rounds toward zero, also on constants. The IR follows the order in which Triton's Python
// frontend builds it, so that a Triton-C kernel written like a Python one gives the same
// Triton IR: a masked load `m ? *p : o` evaluates m, o, then p, and a masked store
// `*?(m)p = v` evaluates m, p, then v, as Python's tl.load and tl.store evaluate their
// keyword arguments first; a loop carries the variables it assigns in declaration order.
package tc

import (
	"fmt"
	"strings"

	"github.com/ttgo/ttgo/ir"
)

// tokenKind is the kind of a token.
type tokenKind int

const (
	tokEOF tokenKind = iota
	tokIdent
	tokInt
	tokFloat
	tokPunct
)

// token is one token with its position.
type token struct {
	kind      tokenKind
	text      string
	line, col int
}

// puncts are the multi-character punctuators, longest first.
var puncts = []string{"...", "<<=", ">>=", "<<", ">>", "<=", ">=", "==", "!=", "&&", "||", "+=", "-=", "*=",
	"/=", "%=", "&=", "|=", "^=", "++", "--", "*?"}

// lexError is a diagnostic of the lexer or preprocessor.
type lexError struct {
	line, col int
	msg       string
}

// lex splits src into tokens, one slice per line, dropping comments.
func lex(src string) ([][]token, *lexError) {
	var lines [][]token
	var cur []token
	line, col := 1, 1
	i := 0
	advance := func(n int) {
		for range n {
			if src[i] == '\n' {
				line, col = line+1, 1
			} else {
				col++
			}
			i++
		}
	}
	for i < len(src) {
		c := src[i]
		switch {
		case c == '\n':
			lines = append(lines, cur)
			cur = nil
			advance(1)
		case c == ' ' || c == '\t' || c == '\r':
			advance(1)
		case c == '\\' && i+1 < len(src) && src[i+1] == '\n':
			advance(2)
		case strings.HasPrefix(src[i:], "//"):
			for i < len(src) && src[i] != '\n' {
				advance(1)
			}
		case strings.HasPrefix(src[i:], "/*"):
			l, c0 := line, col
			end := strings.Index(src[i+2:], "*/")
			if end < 0 {
				return nil, &lexError{l, c0, "unterminated comment"}
			}
			advance(end + 4)
		case isLetter(c):
			j := i
			for j < len(src) && (isLetter(src[j]) || isDigit(src[j])) {
				j++
			}
			cur = append(cur, token{tokIdent, src[i:j], line, col})
			advance(j - i)
		case isDigit(c) || (c == '.' && i+1 < len(src) && isDigit(src[i+1])):
			j, kind := i, tokInt
			for j < len(src) && (isDigit(src[j]) || isLetter(src[j]) || (src[j] == '.' && !strings.HasPrefix(src[j:], "...")) ||
				((src[j] == '+' || src[j] == '-') && (src[j-1] == 'e' || src[j-1] == 'E') && !strings.HasPrefix(src[i:], "0x"))) {
				if src[j] == '.' || ((src[j] == 'e' || src[j] == 'E') && !strings.HasPrefix(src[i:], "0x")) {
					kind = tokFloat
				}
				j++
			}
			cur = append(cur, token{kind, src[i:j], line, col})
			advance(j - i)
		default:
			text := string(c)
			for _, p := range puncts {
				if strings.HasPrefix(src[i:], p) {
					text = p
					break
				}
			}
			if !strings.ContainsAny(text[:1], "+-*/%&|^!~<>=?:;,.()[]{}@#") {
				return nil, &lexError{line, col, fmt.Sprintf("unexpected character %q", c)}
			}
			cur = append(cur, token{tokPunct, text, line, col})
			advance(len(text))
		}
	}
	return append(lines, cur), nil
}

func isLetter(c byte) bool { return c == '_' || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') }
func isDigit(c byte) bool  { return c >= '0' && c <= '9' }

// preprocess runs the preprocessor over the lines of tokens: `#define NAME tokens` defines an
// object-like macro (defines gives more, from the command line), `#undef NAME` removes one,
// `#ifdef NAME`, `#ifndef NAME`, `#else` and `#endif` keep or drop lines (so a file can give
// a block size that -D overrides); identifiers naming a macro are replaced by its tokens (at
// the use's position), recursively.
func preprocess(lines [][]token, defines map[string][]token) ([]token, *lexError) {
	macros := map[string][]token{}
	for name, toks := range defines {
		macros[name] = toks
	}
	var out []token
	// conds holds, for each open #ifdef or #ifndef, whether its lines are kept and where it is.
	var conds []struct {
		keep bool
		at   token
	}
	active := func() bool {
		for _, c := range conds {
			if !c.keep {
				return false
			}
		}
		return true
	}
	for _, l := range lines {
		if len(l) > 0 && l[0].text == "#" {
			if len(l) < 2 {
				return nil, &lexError{l[0].line, l[0].col, "expected a preprocessor directive after '#'"}
			}
			d := l[1]
			switch d.text {
			case "ifdef", "ifndef":
				if len(l) < 3 || l[2].kind != tokIdent {
					return nil, &lexError{d.line, d.col, fmt.Sprintf("#%s needs a macro name", d.text)}
				}
				_, defined := macros[l[2].text]
				conds = append(conds, struct {
					keep bool
					at   token
				}{defined == (d.text == "ifdef"), d})
				continue
			case "else", "endif":
				if len(conds) == 0 {
					return nil, &lexError{d.line, d.col, fmt.Sprintf("#%s without #ifdef or #ifndef", d.text)}
				}
				if d.text == "else" {
					conds[len(conds)-1].keep = !conds[len(conds)-1].keep
				} else {
					conds = conds[:len(conds)-1]
				}
				continue
			}
			if !active() {
				continue
			}
			switch d.text {
			case "define":
				if len(l) < 3 || l[2].kind != tokIdent {
					return nil, &lexError{d.line, d.col, "#define needs a macro name"}
				}
				macros[l[2].text] = l[3:]
			case "undef":
				if len(l) < 3 {
					return nil, &lexError{d.line, d.col, "#undef needs a macro name"}
				}
				delete(macros, l[2].text)
			default:
				return nil, &lexError{d.line, d.col, fmt.Sprintf("unsupported preprocessor directive '#%s'", d.text)}
			}
			continue
		}
		if !active() {
			continue
		}
		for _, t := range l {
			expanded, err := expand(t, macros, 0)
			if err != nil {
				return nil, err
			}
			out = append(out, expanded...)
		}
	}
	if len(conds) > 0 {
		at := conds[len(conds)-1].at
		return nil, &lexError{at.line, at.col, fmt.Sprintf("#%s without #endif", at.text)}
	}
	return out, nil
}

// expand returns t with macros replaced, at t's position.
func expand(t token, macros map[string][]token, depth int) ([]token, *lexError) {
	body, ok := macros[t.text]
	if t.kind != tokIdent || !ok {
		return []token{t}, nil
	}
	if depth > 64 {
		return nil, &lexError{t.line, t.col, fmt.Sprintf("macro '%s' expands recursively", t.text)}
	}
	var out []token
	for _, b := range body {
		b.line, b.col = t.line, t.col
		e, err := expand(b, macros, depth+1)
		if err != nil {
			return nil, err
		}
		out = append(out, e...)
	}
	return out, nil
}

// location returns the location of a position in file.
func location(ctx *ir.Context, file string, line, col int) ir.Location {
	return ctx.FileLineColLoc(file, line, col)
}
