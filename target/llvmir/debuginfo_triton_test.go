package llvmir_test

import (
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/ttgo/ttgo/internal/corpus"
	"github.com/ttgo/ttgo/target/llvmir"
)

// debugNodeKinds are the debug metadata nodes enable-line-info and the translation make that
// LLVM's optimizations, which Triton runs after translation, leave as they are.
var debugNodeKinds = regexp.MustCompile(`^!\d+ = (distinct )?!(DICompileUnit|DISubprogram|DISubroutineType|DILexicalBlockFile|DIFile)\(`)

// metadataRefs matches metadata numbers, which differ between modules.
var metadataRefs = regexp.MustCompile(`!\d+`)

// fileDirectory matches a DIFile's directory.
var fileDirectory = regexp.MustCompile(`, directory: "[^"]*"`)

// debugNodes returns the distinct debug metadata nodes of the kinds above in LLVM IR text,
// their numbers blanked and, for files, without their directory: the corpus dumps name the
// kernel files without the directory Triton compiled them from (kernels.py, where Triton's
// LLVM IR has directory "device"). Declarations' subprograms are left out.
func debugNodes(ll string) []string {
	var nodes []string
	for _, line := range strings.Split(ll, "\n") {
		if !debugNodeKinds.MatchString(line) {
			continue
		}
		_, def, _ := strings.Cut(line, " = ")
		if strings.HasPrefix(def, "!DISubprogram(") {
			// A declaration's subprogram (libdevice's __nv_* functions): Triton links
			// libdevice after translation and its definitions replace the declarations.
			continue
		}
		def = metadataRefs.ReplaceAllString(def, "!N")
		if strings.Contains(def, "!DIFile(") {
			def = fileDirectory.ReplaceAllString(def, "")
		}
		if !slices.Contains(nodes, def) {
			nodes = append(nodes, def)
		}
	}
	slices.Sort(nodes)
	return nodes
}

// TestCorpusDebugInfoMatchesTriton checks enable-line-info and the translation against the
// LLVM IR Triton 3.6 wrote for each corpus kernel: the compile unit, subprograms, subroutine
// types, lexical block files and files must be Triton's.
func TestCorpusDebugInfoMatchesTriton(t *testing.T) {
	for _, m := range finalModules(t) {
		if slices.Contains(corpus.NoKernelOutput, m.dump.Kernel) {
			continue
		}
		t.Run(m.dump.Name(), func(t *testing.T) {
			opt := tool(t, "opt-22")
			module, _ := withLineInfo(t, m.dump.Name()+".mlir", m.text)
			ll, err := llvmir.Text(module)
			if err != nil {
				t.Fatalf("translate: %v", err)
			}
			want, err := corpus.ReadFile(filepath.Join(corpus.Dir(t), m.dump.Arch, "kernels", m.dump.Kernel+".llir"))
			if err != nil {
				t.Fatal(err)
			}
			got := debugNodes(run(t, ll, opt, "-S"))
			if w := debugNodes(string(want)); !slices.Equal(got, w) {
				t.Errorf("debug metadata\n%s\nwant Triton's\n%s", strings.Join(got, "\n"), strings.Join(w, "\n"))
			}
		})
	}
}
