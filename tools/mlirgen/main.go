// Command mlirgen writes a deterministic, seeded, random but valid MLIR module over the
// upstream dialects func, arith, math, scf, cf and llvm, for differential tests against
// mlir-opt.
//
//	mlirgen --seed 7 --ops 200000 --dialects arith,scf -o big.mlir
//	mlirgen --blocks 50000 -o blocks.mlir
//	mlirgen --seed 3 --dialects arith,scf,cf,math,func,llvm --edge-loops -o edge.mlir
package main

import (
	"flag"
	"fmt"
	"os"
	"strings"

	"github.com/ttgo/ttgo/internal/mlirgen"
)

func main() {
	seed := flag.Uint64("seed", 1, "random seed; the same flags always give the same module")
	ops := flag.Int("ops", 1000, "target number of operations")
	dialects := flag.String("dialects", strings.Join(mlirgen.AllDialects, ","), "comma-separated dialects to draw ops from (func is always on)")
	depth := flag.Int("depth", 0, "maximum region nesting depth (0: the generator's default)")
	funcOps := flag.Int("func-ops", 0, "mean number of operations per function (0: the generator's default)")
	out := flag.String("o", "-", "output file, - for stdout")
	stats := flag.Bool("stats", false, "print operation counts per catalogue entry to stderr")
	edgeLoops := flag.Bool("edge-loops", false, "make about one scf.for in four a zero-trip loop or one with a constant step <= 0")
	blocks := flag.Int("blocks", 0, "write instead one function of this many blocks chained by cf.br and cf.cond_br (mlirgen.ManyBlocks)")
	flag.Parse()

	if *blocks > 0 {
		write(*out, mlirgen.ManyBlocks(*blocks))
		return
	}

	var ds []string
	for d := range strings.SplitSeq(*dialects, ",") {
		if d = strings.TrimSpace(d); d == "" {
			continue
		}
		known := false
		for _, k := range mlirgen.AllDialects {
			known = known || k == d
		}
		if !known {
			fmt.Fprintf(os.Stderr, "mlirgen: unknown dialect %q (known: %s)\n", d, strings.Join(mlirgen.AllDialects, ", "))
			os.Exit(2)
		}
		ds = append(ds, d)
	}
	text, st := mlirgen.GenerateStats(mlirgen.Config{Seed: *seed, Ops: *ops, Dialects: ds, MaxDepth: *depth, FuncOps: *funcOps, EdgeLoops: *edgeLoops})
	if *stats {
		for _, name := range mlirgen.Catalogue(ds) {
			fmt.Fprintf(os.Stderr, "%8d %s\n", st.Kinds[name], name)
		}
		fmt.Fprintf(os.Stderr, "ops %d, functions %d, max depth %d, bytes %d\n", st.Ops, st.Funcs, st.MaxDepth, len(text))
	}
	write(*out, text)
}

// write writes text to the file out, or to stdout for "-".
func write(out, text string) {
	var err error
	if out == "-" {
		_, err = os.Stdout.WriteString(text)
	} else {
		err = os.WriteFile(out, []byte(text), 0o644)
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "mlirgen:", err)
		os.Exit(1)
	}
}
