package allocation

import (
	"testing"

	"github.com/ttgo/ttgo/dialects/arith"
	"github.com/ttgo/ttgo/dialects/builtin"
	"github.com/ttgo/ttgo/dialects/cf"
	"github.com/ttgo/ttgo/dialects/scf"
	"github.com/ttgo/ttgo/dialects/tt"
	"github.com/ttgo/ttgo/dialects/ttg"
	"github.com/ttgo/ttgo/dialects/ttng"
	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/ir/asm"
)

// parse reads a module of TritonGPU IR.
func parse(t *testing.T, src string) *ir.Operation {
	t.Helper()
	ctx := ir.NewContext()
	ctx.Load(builtin.Dialect, arith.Dialect, cf.Dialect, scf.Dialect, tt.Dialect(), ttg.Dialect(), ttng.Dialect())
	mod, err := asm.ParseSourceString(ctx, "t.mlir", src)
	if err != nil {
		t.Fatal(err)
	}
	return mod
}

// offsets returns the offset and size of every explicit buffer of the module's function, in
// program order.
func offsets(t *testing.T, m *Module) [][2]int64 {
	t.Helper()
	var out [][2]int64
	for _, fn := range m.Funcs() {
		for _, b := range m.Func(fn).Buffers() {
			out = append(out, [2]int64{b.Offset, b.Size})
		}
	}
	return out
}

const header = `#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-warps" = 4 : i32} {
`

// TestLiveRangesDecideReuse checks that a buffer allocated after another died takes its
// memory, and that one allocated while the other lives does not.
func TestLiveRangesDecideReuse(t *testing.T) {
	src := header + `  tt.func @f() {
    %a = ttg.local_alloc : () -> !ttg.memdesc<32x32xf16, #shared, #smem, mutable>
    %b = ttg.local_alloc : () -> !ttg.memdesc<16x32xf16, #shared, #smem, mutable>
    ttg.local_dealloc %b : !ttg.memdesc<16x32xf16, #shared, #smem, mutable>
    %c = ttg.local_alloc : () -> !ttg.memdesc<16x32xf16, #shared, #smem, mutable>
    ttg.local_dealloc %a : !ttg.memdesc<32x32xf16, #shared, #smem, mutable>
    ttg.local_dealloc %c : !ttg.memdesc<16x32xf16, #shared, #smem, mutable>
    tt.return
  }
}`
	m, err := NewModule(parse(t, src), ScratchSize(0))
	if err != nil {
		t.Fatal(err)
	}
	got := offsets(t, m)
	want := [][2]int64{{0, 2048}, {2048, 1024}, {2048, 1024}}
	if len(got) != len(want) {
		t.Fatalf("buffers = %v, want %v", got, want)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("buffer %d: (offset, size) = %v, want %v", i, got[i], want[i])
		}
	}
	if s := m.SharedMemorySize(); s != 3072 {
		t.Errorf("shared memory size = %d, want 3072", s)
	}
}

// TestScratchOfCall checks that a call reserves its callee's shared memory as a virtual
// buffer and that the module's size is that of the kernel, which calls it.
func TestScratchOfCall(t *testing.T) {
	src := header + `  tt.func private @callee() {
    %a = ttg.local_alloc : () -> !ttg.memdesc<16x16xf16, #shared, #smem, mutable>
    ttg.local_dealloc %a : !ttg.memdesc<16x16xf16, #shared, #smem, mutable>
    tt.return
  }
  tt.func public @kernel() {
    %a = ttg.local_alloc : () -> !ttg.memdesc<32x32xf16, #shared, #smem, mutable>
    tt.call @callee() : () -> ()
    ttg.local_dealloc %a : !ttg.memdesc<32x32xf16, #shared, #smem, mutable>
    tt.return
  }
}`
	mod := parse(t, src)
	m, err := NewModule(mod, ScratchSize(0))
	if err != nil {
		t.Fatal(err)
	}
	funcs := m.Funcs()
	if len(funcs) != 2 || ir.SymbolName(funcs[0]) != "callee" {
		t.Fatalf("functions allocated in the order %v, want the callee first", funcs)
	}
	kernel := m.Func(funcs[1])
	var virtual *Buffer
	for _, b := range kernel.Buffers() {
		if b.Kind == Virtual {
			virtual = b
		}
	}
	if virtual == nil || virtual.Size != 512 || virtual.Offset != 2048 {
		t.Fatalf("virtual buffer of the call = %+v, want 512 bytes at 2048", virtual)
	}
	if s := m.SharedMemorySize(); s != 2560 {
		t.Errorf("shared memory size = %d, want 2560", s)
	}
}
