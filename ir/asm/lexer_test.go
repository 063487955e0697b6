package asm

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

// lexAll returns the kinds and spellings of the tokens of src, up to EOF or an error.
func lexAll(src string) ([]tokenKind, []string) {
	l := lexer{src: src}
	var kinds []tokenKind
	var spellings []string
	for {
		t := l.next()
		kinds = append(kinds, t.kind)
		spellings = append(spellings, src[t.start:t.end])
		if t.kind == tokEOF || t.kind == tokError {
			return kinds, spellings
		}
	}
}

func TestLexer(t *testing.T) {
	tests := []struct {
		src       string
		kinds     []tokenKind
		spellings []string
	}{
		{"foo tt.load i32 _x$y.z", []tokenKind{tokBareIdent, tokBareIdent, tokBareIdent, tokBareIdent, tokEOF},
			[]string{"foo", "tt.load", "i32", "_x$y.z", ""}},
		{"%0 %arg0 %x#1 %a-b.c", []tokenKind{tokPercentIdent, tokPercentIdent, tokPercentIdent, tokHashIdent, tokPercentIdent, tokEOF},
			[]string{"%0", "%arg0", "%x", "#1", "%a-b.c", ""}},
		{`^bb0 @sym @"quoted \" sym" #alias #ttg.blocked !t !tt.ptr`,
			[]tokenKind{tokCaretIdent, tokAtIdent, tokAtIdent, tokHashIdent, tokHashIdent, tokExclIdent, tokExclIdent, tokEOF},
			[]string{"^bb0", "@sym", `@"quoted \" sym"`, "#alias", "#ttg.blocked", "!t", "!tt.ptr", ""}},
		{"42 0x2A 1.5 2.0e-3 3.e+4 1e5 0xi32 4x8xf32", []tokenKind{tokInteger, tokInteger, tokFloat, tokFloat, tokFloat, tokInteger, tokBareIdent, tokInteger, tokBareIdent, tokInteger, tokBareIdent, tokEOF},
			[]string{"42", "0x2A", "1.5", "2.0e-3", "3.e+4", "1", "e5", "0", "xi32", "4", "x8xf32", ""}},
		{": , ... ( ) { } [ ] < > = + * - -> ? | {-# #-}", []tokenKind{tokColon, tokComma, tokEllipsis, tokLParen, tokRParen, tokLBrace, tokRBrace,
			tokLSquare, tokRSquare, tokLess, tokGreater, tokEqual, tokPlus, tokStar, tokMinus, tokArrow, tokQuestion, tokVBar, tokFileMetaBegin, tokFileMetaEnd, tokEOF},
			[]string{":", ",", "...", "(", ")", "{", "}", "[", "]", "<", ">", "=", "+", "*", "-", "->", "?", "|", "{-#", "#-}", ""}},
		{"a // comment ) (\n b", []tokenKind{tokBareIdent, tokBareIdent, tokEOF}, []string{"a", "b", ""}},
		{`"a\n\t\"\\\41" "x"`, []tokenKind{tokString, tokString, tokEOF}, []string{`"a\n\t\"\\\41"`, `"x"`, ""}},
		{"a\x00b", []tokenKind{tokBareIdent, tokBareIdent, tokEOF}, []string{"a", "b", ""}},
		{`"abc`, []tokenKind{tokError}, []string{""}},
		{`"a\q"`, []tokenKind{tokError}, []string{""}},
		{"$", []tokenKind{tokError}, []string{""}},
		{"a / b", []tokenKind{tokBareIdent, tokError}, []string{"a", ""}},
		{"..", []tokenKind{tokError}, []string{""}},
		{"@1", []tokenKind{tokError}, []string{""}},
		{"% x", []tokenKind{tokError}, []string{""}},
	}
	for _, tc := range tests {
		kinds, spellings := lexAll(tc.src)
		if diff := cmp.Diff(tc.kinds, kinds); diff != "" {
			t.Errorf("%q: kinds (-want +got):\n%s", tc.src, diff)
		}
		if diff := cmp.Diff(tc.spellings, spellings); diff != "" {
			t.Errorf("%q: spellings (-want +got):\n%s", tc.src, diff)
		}
	}
}

func TestLexerErrorPositions(t *testing.T) {
	tests := []struct {
		src string
		off int
		msg string
	}{
		{`"abc`, 4, `expected '"' in string literal`},
		{"\"ab\ncd\"", 3, `expected '"' in string literal`},
		{`"a\q"`, 2, "unknown escape in string literal"},
		{"  $", 2, "unexpected character"},
		{". ", 1, "expected three consecutive dots for an ellipsis"},
		{"@-", 1, "@ identifier expected to start with letter or '_'"},
		{"#", 0, "invalid attribute name"},
		{"^(", 0, "invalid block name"},
		{"!", 0, "invalid type identifier"},
		{"%", 0, "invalid SSA name"},
	}
	for _, tc := range tests {
		l := lexer{src: tc.src}
		var tok token
		for tok = l.next(); tok.kind != tokError && tok.kind != tokEOF; tok = l.next() {
		}
		if tok.kind != tokError || l.errOff != tc.off || l.errMsg != tc.msg {
			t.Errorf("%q: got %v at %d %q, want error at %d %q", tc.src, tok.kind, l.errOff, l.errMsg, tc.off, tc.msg)
		}
	}
}

func TestUnquote(t *testing.T) {
	for in, want := range map[string]string{
		`""`:             "",
		`"plain"`:        "plain",
		`"a\nb\tc"`:      "a\nb\tc",
		`"q\"\\"`:        `q"\`,
		`"\41\42\0A\ff"`: "AB\n\xff",
	} {
		if got := unquote(in); got != want {
			t.Errorf("unquote(%s) = %q, want %q", in, got, want)
		}
	}
}
