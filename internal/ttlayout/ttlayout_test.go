package ttlayout

import (
	"bytes"
	"encoding/xml"
	"errors"
	"flag"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata")

// run runs tt-layout in-process.
func run(stdin string, args ...string) (stdout, stderr string, code int) {
	var out, errOut bytes.Buffer
	code = Main(args, strings.NewReader(stdin), &out, &errOut)
	return out.String(), errOut.String(), code
}

const (
	// docBlocked is the blocked layout of the 16x16 example of Triton's documentation.
	docBlocked = "#ttg.blocked<{sizePerThread = [2, 2], threadsPerWarp = [8, 4], warpsPerCTA = [1, 2], order = [1, 0]}>"
	// docSwizzled is the 16x16 f32 swizzled example: vec 2, perPhase 2, maxPhase 8.
	docSwizzled = "#ttg.swizzled_shared<{vec = 2, perPhase = 2, maxPhase = 8, order = [1, 0]}>"
	mmaV2       = "#ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], instrShape = [16, 8]}>"
)

// TestDocExamples checks the tables against the examples of Triton's documentation.
func TestDocExamples(t *testing.T) {
	out, stderr, code := run("", docBlocked, "--shape", "16x16")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	lines := strings.Split(out, "\n")
	want := map[int]string{
		0:  "[  0  0  1  1  2  2  3  3 32 32 33 33 34 34 35 35 ]",
		1:  "[  0  0  1  1  2  2  3  3 32 32 33 33 34 34 35 35 ]",
		2:  "[  4  4  5  5  6  6  7  7 36 36 37 37 38 38 39 39 ]",
		15: "[ 28 28 29 29 30 30 31 31 60 60 61 61 62 62 63 63 ]",
	}
	for i, w := range want {
		if lines[i] != w {
			t.Errorf("line %d\n got %q\nwant %q", i, lines[i], w)
		}
	}

	// Basic swizzling (vec 1, perPhase 1, maxPhase 4): row i is XORed with i.
	out, stderr, code = run("", "#ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 4, order = [1, 0]}>", "--shape", "4x4")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	if want := "[  0  1  2  3 ]\n[  5  4  7  6 ]\n[ 10 11  8  9 ]\n[ 15 14 13 12 ]\n"; out != want {
		t.Errorf("basic swizzling\n got %q\nwant %q", out, want)
	}

	// 16x16 f32, vec 2, perPhase 2, maxPhase 8: element (r, c) is at row r, column
	// ((c/2) ^ ((r/2) % 8))*2 + c%2.
	out, stderr, code = run("", docSwizzled, "--shape", "16x16")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	rows := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
	if len(rows) != 16 {
		t.Fatalf("got %d rows", len(rows))
	}
	for r, row := range rows {
		cells := strings.Fields(strings.Trim(row, "[]"))
		for c, cell := range cells {
			if want := r*16 + ((c/2)^((r/2)%8))*2 + c%2; cell != strconv.Itoa(want) {
				t.Fatalf("element (%d, %d) at %s, want %d", r, c, cell, want)
			}
		}
	}
}

// TestGolden compares the output of each mode and layout kind with testdata/NAME.txt; run
// with -update to rewrite the files.
func TestGolden(t *testing.T) {
	tests := []struct {
		name string
		args []string
	}{
		{"blocked-thread", []string{docBlocked, "--shape", "16x16"}},
		{"blocked-register", []string{docBlocked, "--shape", "16x16", "--mode", "register"}},
		{"blocked-thread-register", []string{docBlocked, "--shape", "16x16", "--mode", "thread:register"}},
		{"blocked-warp", []string{docBlocked, "--shape", "16x16", "--mode", "warp"}},
		{"blocked-linear", []string{docBlocked, "--shape", "16x16", "--linear"}},
		{"blocked-cga", []string{"#ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [1, 1], order = [1, 0], CGALayout = [[1, 0], [0, 1]]}>",
			"--shape", "8x16"}},
		{"blocked-rank3", []string{"#ttg.blocked<{sizePerThread = [1, 1, 2], threadsPerWarp = [2, 4, 4], warpsPerCTA = [2, 1, 1], order = [2, 1, 0]}>",
			"--shape", "2x4x8", "--mode", "thread:register"}},
		{"slice", []string{"#ttg.slice<{dim = 0, parent = " + docBlocked + "}>", "--shape", "16"}},
		{"mma-v2", []string{mmaV2, "--shape", "32x16", "--mode", "thread:register"}},
		{"dot-op", []string{"#ttg.dot_op<{opIdx = 0, parent = " + mmaV2 + ", kWidth = 2}>", "--shape", "32x16", "--mode", "thread:register"}},
		{"linear", []string{"#ttg.linear<{register = [[0, 1], [8, 0]], lane = [[0, 2], [0, 4], [1, 0], [2, 0], [4, 0]], warp = [], block = []}>", "--shape", "16x8"}},
		{"swizzled", []string{docSwizzled, "--shape", "16x16"}},
		{"swizzled-linear", []string{docSwizzled, "--shape", "16x16", "--linear"}},
		{"nvmma", []string{"#ttg.nvmma_shared<{swizzlingByteWidth = 32, transposed = false, elementBitWidth = 16}>", "--shape", "8x16"}},
		{"shared-linear", []string{"#ttg.shared_linear<{offset = [[0, 1], [1, 0], [2, 1]]}, alignment = 16>", "--shape", "4x2"}},
		{"shared-linear-linear", []string{"#ttg.shared_linear<{offset = [[0, 1], [1, 0], [2, 1]]}, alignment = 32>", "--shape", "4x2", "--linear"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			out, stderr, code := run("", tc.args...)
			if code != 0 || stderr != "" {
				t.Fatalf("exit %d: %s", code, stderr)
			}
			path := filepath.Join("testdata", tc.name+".txt")
			if *update {
				if err := os.WriteFile(path, []byte(out), 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			want, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			if diff := cmp.Diff(string(want), out); diff != "" {
				t.Errorf("%s (-want +got):\n%s", path, diff)
			}
		})
	}
}

// TestInputs reads the layout from stdin, from a file with comments, and from an alias of a
// TTGIR module.
func TestInputs(t *testing.T) {
	want, _, _ := run("", docBlocked, "--shape", "16x16")

	out, stderr, code := run("// the doc example\n"+docBlocked+"\n", "-", "--shape", "16x16")
	if code != 0 || out != want {
		t.Errorf("stdin: exit %d, stderr %q, output\n%s", code, stderr, out)
	}

	dir := t.TempDir()
	file := filepath.Join(dir, "layout.mlir")
	os.WriteFile(file, []byte("// RUN: ignored\n"+docBlocked+"\n// CHECK: ignored\n"), 0o644)
	if out, stderr, code = run("", file, "--shape", "16x16"); code != 0 || out != want {
		t.Errorf("file: exit %d, stderr %q, output\n%s", code, stderr, out)
	}

	module := "#blocked = " + docBlocked + "\n#blocked1 = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>\n" +
		`module attributes {"ttg.num-warps" = 2 : i32} {
  tt.func @f() {
    %0 = tt.make_range {end = 16 : i32, start = 0 : i32} : tensor<16xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
    tt.return
  }
}
`
	os.WriteFile(file, []byte(module), 0o644)
	if out, stderr, code = run("", file, "--alias", "blocked", "--shape", "16x16"); code != 0 || out != want {
		t.Errorf("alias: exit %d, stderr %q, output\n%s", code, stderr, out)
	}
	if out, stderr, code = run(module, "-", "--alias", "blocked1", "--shape", "128", "--mode", "warp"); code != 0 || !strings.HasPrefix(out, "[ 0 0 0 0 ") {
		t.Errorf("alias from stdin: exit %d, stderr %q, output\n%s", code, stderr, out)
	}
}

// TestSVG checks that the picture is well-formed XML, has one labelled cell per element, and
// is the same on every run.
func TestSVG(t *testing.T) {
	dir := t.TempDir()
	tests := []struct {
		name  string
		args  []string
		cells int
	}{
		{"blocked", []string{docBlocked, "--shape", "16x16"}, 256},
		{"swizzled", []string{docSwizzled, "--shape", "16x16"}, 256},
		{"rank3", []string{"#ttg.blocked<{sizePerThread = [1, 1, 2], threadsPerWarp = [2, 4, 4], warpsPerCTA = [2, 1, 1], order = [2, 1, 0]}>",
			"--shape", "2x4x8", "--mode", "thread:register"}, 64},
		{"cga", []string{"#ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [1, 1], order = [1, 0], CGALayout = [[1, 0]]}>",
			"--shape", "8x8"}, 64},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			var pictures [3][]byte
			for i := range pictures {
				path := filepath.Join(dir, tc.name+strconv.Itoa(i)+".svg")
				table, stderr, code := run("", append(tc.args, "--svg", path)...)
				if code != 0 {
					t.Fatalf("exit %d: %s", code, stderr)
				}
				plain, _, _ := run("", tc.args...)
				if table != plain {
					t.Errorf("--svg changed the table")
				}
				b, err := os.ReadFile(path)
				if err != nil {
					t.Fatal(err)
				}
				pictures[i] = b
			}
			if !bytes.Equal(pictures[0], pictures[1]) || !bytes.Equal(pictures[0], pictures[2]) {
				t.Fatal("the SVG differs between runs")
			}
			plain, _, _ := run("", tc.args...)
			var labels []string
			for _, row := range strings.Split(strings.TrimSuffix(plain, "\n"), "\n") {
				if strings.HasPrefix(row, "[") && strings.HasSuffix(row, " ]") {
					labels = append(labels, strings.Fields(strings.Trim(row, "[]"))...)
				}
			}
			checkSVG(t, pictures[0], tc.cells, labels, tc.args[0])
		})
	}
}

// checkSVG parses an SVG picture and checks its title and that its cells (the rects after the
// background) carry the table's labels in order.
func checkSVG(t *testing.T, svg []byte, cells int, labels []string, title string) {
	t.Helper()
	dec := xml.NewDecoder(bytes.NewReader(svg))
	var (
		rects     int
		texts     []string
		gotTitle  string
		inElement string
		root      string
	)
	for {
		tok, err := dec.Token()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			t.Fatalf("invalid XML: %v", err)
		}
		switch tok := tok.(type) {
		case xml.StartElement:
			if root == "" {
				root = tok.Name.Local
				if tok.Name.Space != "http://www.w3.org/2000/svg" {
					t.Errorf("root namespace %q", tok.Name.Space)
				}
			}
			inElement = tok.Name.Local
			if inElement == "rect" {
				rects++
			}
		case xml.CharData:
			switch inElement {
			case "title":
				gotTitle += string(tok)
			case "text":
				texts = append(texts, string(tok))
			}
		case xml.EndElement:
			inElement = ""
		}
	}
	if root != "svg" {
		t.Errorf("root element %q, want svg", root)
	}
	if gotTitle != title {
		t.Errorf("title %q, want %q", gotTitle, title)
	}
	if rects != cells+1 {
		t.Errorf("%d rects, want %d cells and the background", rects, cells)
	}
	// The cell labels are the texts that follow each cell's rect; the others are indices and
	// titles. Check that the labels appear in order.
	i := 0
	for _, s := range texts {
		if i < len(labels) && s == labels[i] {
			i++
		}
	}
	if i != len(labels) || len(labels) != cells {
		t.Errorf("found %d of %d labels in order (table has %d cells)", i, len(labels), cells)
	}
}

// TestErrors checks that bad input is a diagnostic on stderr and a non-zero exit.
func TestErrors(t *testing.T) {
	tests := []struct {
		name  string
		stdin string
		args  []string
		code  int
		want  string
	}{
		{"no shape", "", []string{docBlocked}, 2, "--shape is required"},
		{"bad shape", "", []string{docBlocked, "--shape", "16xa"}, 2, `invalid shape "16xa"`},
		{"zero size", "", []string{docBlocked, "--shape", "0x16"}, 2, "invalid shape"},
		{"no layout", "", []string{"--shape", "16"}, 2, "expected one LAYOUT argument, got 0"},
		{"two layouts", "", []string{docBlocked, docBlocked, "--shape", "16"}, 2, "expected one LAYOUT argument, got 2"},
		{"unknown flag", "", []string{docBlocked, "--shape", "16x16", "--colour"}, 2, "unknown flag: --colour"},
		{"rank mismatch", "", []string{docBlocked, "--shape", "16x16x2"}, 1, "shape [16 16 2] has rank 3, layout has rank 2"},
		{"not a power of 2", "", []string{docBlocked, "--shape", "12x16"}, 1, "every dimension must be a power of 2"},
		{"syntax", "", []string{"#ttg.blocked<{sizePerThread = [2, 2], threadsPerWarp = [8, 4] warpsPerCTA = [1, 2], order = [1, 0]}>", "--shape", "16x16"},
			1, "<layout>:1:62: error: expected '}' in attribute dictionary\n" +
				"#ttg.blocked<{sizePerThread = [2, 2], threadsPerWarp = [8, 4] warpsPerCTA = [1, 2], order = [1, 0]}>\n" +
				"                                                             ^\n"},
		{"invalid params", "", []string{"#ttg.blocked<{sizePerThread = [3, 2], threadsPerWarp = [8, 4], warpsPerCTA = [1, 2], order = [1, 0]}>", "--shape", "16x16"},
			1, "<layout>:1:6: error: Every element in sizePerThread must be a power of two."},
		{"invalid version", "", []string{"#ttg.nvidia_mma<{versionMajor = 5, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>", "--shape", "64x128"},
			1, "versionMajor 5 is not supported"},
		{"unknown attribute", "", []string{"#ttg.bogus<{}>", "--shape", "16"}, 1, "unknown attribute `bogus` in dialect `ttg`"},
		{"not an attribute", "", []string{"#", "--shape", "16"}, 1, "<layout>:1:1: error"},
		{"incomplete", "", []string{"#ttg.blocked<{sizePerThread = [2, 2]}", "--shape", "16"}, 1, "<layout>:1:13: error"},
		{"unsupported", "", []string{"#ttg.amd_rotating_shared<{vec = 4, perPhase = 1, maxPhase = 16, order = [1, 0]}>", "--shape", "16x16"}, 1, "is not supported by the layout algebra"},
		{"not a layout", "", []string{"#ttg.shared_memory", "--shape", "16"}, 1, "not supported"},
		{"undefined alias", "", []string{"#ttg.slice<{dim = 0, parent = #blocked}>", "--shape", "16"}, 1, "undefined symbol alias id 'blocked'"},
		{"mode for shared", "", []string{docSwizzled, "--shape", "16x16", "--mode", "warp"}, 1, "--mode warp applies to distributed layouts"},
		{"mode for distributed", "", []string{docBlocked, "--shape", "16x16", "--mode", "offset"}, 1, "--mode offset applies to shared layouts"},
		{"unknown mode", "", []string{docBlocked, "--shape", "16x16", "--mode", "lane"}, 1, `unknown --mode "lane"`},
		{"empty stdin", "  \n", []string{"-", "--shape", "16"}, 1, "<stdin>: error: no layout attribute given"},
		{"stdin line", "// comment\n" + docSwizzled[:len(docSwizzled)-2] + ", order = [1, 0]}>\n", []string{"-", "--shape", "16x16"}, 1, "<stdin>:2:"},
		{"missing file", "", []string{filepath.Join(t.TempDir(), "missing.mlir"), "--shape", "16"}, 1, "no such file"},
		{"missing alias", "#blocked = " + docBlocked, []string{"-", "--alias", "nope", "--shape", "16"}, 1, "no attribute alias #nope is defined"},
		{"svg unwritable", "", []string{docBlocked, "--shape", "16x16", "--svg", filepath.Join(t.TempDir(), "no", "dir.svg")}, 1, "no such file"},
		{"too many threads", "", []string{"#ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1048576, 16], warpsPerCTA = [1, 1], order = [1, 0]}>", "--shape", "16x16"},
			1, "tt-layout tabulates at most 2^20"},
		{"too large", "", []string{docBlocked, "--shape", "8192x8192"}, 1, "too large"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			out, stderr, code := run(tc.stdin, tc.args...)
			if code != tc.code {
				t.Errorf("exit %d, want %d (stderr %q)", code, tc.code, stderr)
			}
			if !strings.Contains(stderr, tc.want) {
				t.Errorf("stderr %q does not contain %q", stderr, tc.want)
			}
			if code != 0 && out != "" {
				t.Errorf("output on failure: %q", out)
			}
		})
	}
}

// TestHelp checks that --help prints the usage and succeeds.
func TestHelp(t *testing.T) {
	_, stderr, code := run("", "--help")
	if code != 0 || !strings.Contains(stderr, "usage: tt-layout") || !strings.Contains(stderr, "--svg") {
		t.Errorf("exit %d, stderr %q", code, stderr)
	}
}

// FuzzMain checks that no layout text or shape makes tt-layout panic.
func FuzzMain(f *testing.F) {
	for _, seed := range []struct{ layout, shape string }{
		{docBlocked, "16x16"},
		{docSwizzled, "16x16"},
		{"#ttg.slice<{dim = 1, parent = " + mmaV2 + "}>", "32"},
		{"#ttg.dot_op<{opIdx = 1, parent = " + mmaV2 + ", kWidth = 4}>", "16x32"},
		{"#ttg.linear<{register = [[1]], lane = [], warp = [], block = []}>", "4"},
		{"#ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = true, elementBitWidth = 8}>", "128x128"},
		{"#ttg.shared_linear<{offset = [[1, 1]]}, alignment = 16>", "2x2"},
		{"#ttg.blocked<{sizePerThread = [], threadsPerWarp = [], warpsPerCTA = [], order = []}>", "1"},
	} {
		f.Add(seed.layout, seed.shape)
	}
	f.Fuzz(func(t *testing.T, layout, shape string) {
		for _, mode := range []string{"thread", "offset"} {
			run("", "--shape", shape, "--mode", mode, "--", "#"+strings.TrimPrefix(layout, "#"))
			run("", "--shape", shape, "--linear", "--", "#"+strings.TrimPrefix(layout, "#"))
		}
	})
}
