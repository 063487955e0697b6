package mlirgen

import "strconv"

// ManyBlocks returns a module holding one func.func whose body has n blocks (at least 2): the
// entry block and n-1 blocks that each take an i32 argument, add the function's first
// argument to it and branch on with the sum. Most blocks end in `cf.br` to the next one; every
// fourth ends in a `cf.cond_br` that may skip a block (so some blocks have two predecessors),
// every sixteenth in one that may branch back (loops) and one in sixteen in one whose two
// successors are the same block; the last returns. Every block uses
// a value of the entry block, so checking dominance asks about blocks far apart. The text is
// the same for the same n; it exercises printers, parsers and verifiers whose cost could
// grow faster than the number of blocks (block labels, predecessor comments, dominance).
func ManyBlocks(n int) string {
	n = max(n, 2)
	out := make([]byte, 0, n*96)
	// name appends prefix and i: `^bbI`, `%vI` (block I's argument), `%sI` (its sum).
	name := func(prefix string, i int) { out = strconv.AppendInt(append(out, prefix...), int64(i), 10) }
	// succ appends `^bbI(%sJ : i32)`.
	succ := func(i, j int) {
		name("^bb", i)
		out = append(out, '(')
		name("%s", j)
		out = append(out, " : i32)"...)
	}
	out = append(out, "func.func @many_blocks(%arg0: i32, %arg1: i1) -> i32 {\n"...)
	out = append(out, "  cf.br ^bb1(%arg0 : i32)\n"...)
	for i := 1; i < n; i++ {
		name("^bb", i)
		out = append(out, '(')
		name("%v", i)
		out = append(out, ": i32):\n  "...)
		name("%s", i)
		out = append(out, " = arith.addi "...)
		name("%v", i)
		out = append(out, ", %arg0 : i32\n  "...)
		switch {
		case i == n-1:
			out = append(out, "return "...)
			name("%s", i)
			out = append(out, " : i32"...)
		case i%16 == 0 && i > 8:
			out = append(out, "cf.cond_br %arg1, "...)
			succ(i+1, i)
			out = append(out, ", "...)
			succ(i-7, i)
		case i%16 == 2:
			out = append(out, "cf.cond_br %arg1, "...)
			succ(i+1, i)
			out = append(out, ", "...)
			succ(i+1, i)
		case i%4 == 0 && i+2 < n:
			out = append(out, "cf.cond_br %arg1, "...)
			succ(i+1, i)
			out = append(out, ", "...)
			succ(i+2, i)
		default:
			out = append(out, "cf.br "...)
			succ(i+1, i)
		}
		out = append(out, '\n')
	}
	out = append(out, "}\n"...)
	return string(out)
}
