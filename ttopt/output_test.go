package ttopt

import (
	"os"
	"path/filepath"
	"testing"
)

// A failed run removes its output file, but only a file: a device such as /dev/null (here an
// empty directory stands in for anything that is not a regular file or a link) stays.
func TestRemoveRegularFileOnly(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "out.mlir")
	link := filepath.Join(dir, "link.mlir")
	other := filepath.Join(dir, "not-a-file")
	if err := os.WriteFile(file, []byte("x"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(file, link); err != nil {
		t.Fatal(err)
	}
	if err := os.Mkdir(other, 0o755); err != nil {
		t.Fatal(err)
	}
	for _, p := range []string{link, file, other} {
		removeRegularFile(p)
	}
	for p, want := range map[string]bool{file: false, link: false, other: true} {
		if _, err := os.Lstat(p); (err == nil) != want {
			t.Errorf("%s: exists %v, want %v", filepath.Base(p), err == nil, want)
		}
	}
}
