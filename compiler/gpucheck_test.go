package compiler

import (
	"os"
	"os/exec"
	"path/filepath"
	"testing"
)

// TestGPUCheckSyntax compiles tools/gpu-check/gpu_check.py with Python, which runs only on the
// GPU machine: a syntax error shows here first.
func TestGPUCheckSyntax(t *testing.T) {
	python, err := exec.LookPath("python3")
	if err != nil {
		t.Skip("no python3")
	}
	script := filepath.Join("..", "tools", "gpu-check", "gpu_check.py")
	cmd := exec.Command(python, "-m", "py_compile", script)
	// The bytecode goes to a temporary directory, not beside the script.
	cmd.Env = append(os.Environ(), "PYTHONPYCACHEPREFIX="+t.TempDir())
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("%s: %v\n%s", script, err, out)
	}
}
