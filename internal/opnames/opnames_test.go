// Package opnames holds a test of the repository's rule that code outside the dialect
// packages names ops through their generated views: it never compares an op name with a
// string literal and never reads an operand or result by a literal index.
package opnames

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/ttgo/ttgo/ttopt"
)

// root is the repository root, seen from this package.
const root = "../.."

// exempt says whether the Go file at path (relative to root) may use op names: dialect packages
// define their ops, tests build inputs, and generated files are written from definitions.
func exempt(path string) bool {
	if strings.HasSuffix(path, "_test.go") {
		return true
	}
	if strings.HasPrefix(path, "dialects/") || strings.HasPrefix(path, "third_party/nvidia/nvgpu/") {
		return true
	}
	_, ok := textOnly[path]
	return ok
}

// textOnly are files that read op names in text that is not IR, with the reason.
var textOnly = map[string]string{
	"internal/corpus/corpus.go": "reads the anchor names in the headers of Triton's pass dumps",
}

// TestTextOnlyFilesExist keeps the exemptions from outliving their files.
func TestTextOnlyFilesExist(t *testing.T) {
	for path := range textOnly {
		if _, err := os.Stat(filepath.Join(root, path)); err != nil {
			t.Errorf("exempted file %s: %v", path, err)
		}
	}
}

// opNames returns every registered op name.
func opNames() map[string]bool {
	names := map[string]bool{}
	for _, d := range ttopt.DefaultRegistry().Dialects {
		for _, def := range d.Ops {
			names[def.Name] = true
		}
	}
	return names
}

// violations lists where the file src compares an op name with a literal or reads an operand
// or result by a literal index.
func violations(fset *token.FileSet, f *ast.File, names map[string]bool) []string {
	var out []string
	report := func(n ast.Node, format string, args ...any) {
		out = append(out, fmt.Sprintf("%s: %s", fset.Position(n.Pos()), fmt.Sprintf(format, args...)))
	}
	isName := func(e ast.Expr) (string, bool) {
		lit, ok := e.(*ast.BasicLit)
		if !ok || lit.Kind != token.STRING {
			return "", false
		}
		s, err := strconv.Unquote(lit.Value)
		return s, err == nil && names[s]
	}
	isIntLit := func(e ast.Expr) bool {
		lit, ok := e.(*ast.BasicLit)
		return ok && lit.Kind == token.INT
	}
	ast.Inspect(f, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.BinaryExpr:
			if n.Op == token.EQL || n.Op == token.NEQ {
				for _, e := range []ast.Expr{n.X, n.Y} {
					if s, ok := isName(e); ok {
						report(n, "compares with the op name %q", s)
					}
				}
			}
		case *ast.CaseClause:
			for _, e := range n.List {
				if s, ok := isName(e); ok {
					report(e, "switches on the op name %q", s)
				}
			}
		case *ast.KeyValueExpr:
			if s, ok := isName(n.Key); ok {
				report(n, "keys a table by the op name %q", s)
			}
		case *ast.CallExpr:
			sel, ok := n.Fun.(*ast.SelectorExpr)
			if !ok || len(n.Args) != 1 || !isIntLit(n.Args[0]) {
				break
			}
			switch sel.Sel.Name {
			case "Operand", "Result", "OpOperand":
				report(n, "reads %s(%s) by a literal index", sel.Sel.Name, n.Args[0].(*ast.BasicLit).Value)
			}
		case *ast.IndexExpr:
			call, ok := n.X.(*ast.CallExpr)
			if !ok || !isIntLit(n.Index) {
				break
			}
			if sel, ok := call.Fun.(*ast.SelectorExpr); ok && (sel.Sel.Name == "Operands" || sel.Sel.Name == "Results") {
				report(n, "reads %s()[%s] by a literal index", sel.Sel.Name, n.Index.(*ast.BasicLit).Value)
			}
		}
		return true
	})
	return out
}

// TestNoOpNamesOutsideDialects scans every Go file of the repository outside the dialect
// packages and fails on each comparison of an op name with a string literal and each read of
// an operand or result by a literal index: such code uses the generated views (tt.AsLoad,
// load.Mask()) instead.
func TestNoOpNamesOutsideDialects(t *testing.T) {
	names := opNames()
	fset := token.NewFileSet()
	var all []string
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(root, path)
		rel = filepath.ToSlash(rel)
		if d.IsDir() {
			if strings.HasPrefix(d.Name(), ".") && rel != "." || d.Name() == "testdata" {
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(path, ".go") || exempt(rel) {
			return nil
		}
		f, err := parser.ParseFile(fset, path, nil, 0)
		if err != nil {
			return err
		}
		all = append(all, violations(fset, f, names)...)
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	for _, v := range all {
		t.Error(v)
	}
}

// TestScannerFindsEachForm checks that the scan reports every form it looks for, so that the
// test above cannot pass by finding nothing.
func TestScannerFindsEachForm(t *testing.T) {
	src := `package p
func f(op, o *Op) {
	_ = op.Name() == "tt.load"
	switch op.Name() {
	case "scf.for":
	}
	_ = map[string]int{"arith.addi": 1}
	_ = op.Operand(2)
	_ = o.Result(0)
	_ = op.Operands()[1]
	_ = op.Name() == "not.an_op"
	_ = op.Operand(i)
}
`
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "p.go", src, 0)
	if err != nil {
		t.Fatal(err)
	}
	got := violations(fset, f, opNames())
	if len(got) != 6 {
		t.Errorf("found %d violations, want 6:\n%s", len(got), strings.Join(got, "\n"))
	}
}
