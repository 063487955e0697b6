// Package passfuzz mutates real Triton modules for the pass fuzz target (FuzzPasses): the
// mutations change what passes decide on (shapes, element types, layout parameters,
// constants, attributes, loop bounds and loop attributes) and drop or duplicate ops, on the
// text, so that any module of the corpus can be a seed. Most mutants still verify; the fuzz
// target runs pass pipelines on those.
package passfuzz

import (
	"math/rand/v2"
	"regexp"
	"strconv"
	"strings"
)

// Mutation is one kind of change Mutate makes.
type Mutation uint8

// The mutations.
const (
	// Shape changes one dimension of a tensor type.
	Shape Mutation = iota
	// ElementType changes the element type of a tensor type.
	ElementType
	// LayoutParameter changes one number of a layout attribute (#ttg.blocked<...> and kin).
	LayoutParameter
	// Constant changes the value of an arith.constant.
	Constant
	// Attribute changes the integer value of an attribute (`name = 16 : i32`).
	Attribute
	// LoopBounds exchanges or repeats the bounds and step of an scf.for.
	LoopBounds
	// LoopAttribute gives an scf.for a tt.loop_unroll_factor or tt.num_stages.
	LoopAttribute
	// DropOp deletes one op.
	DropOp
	// DuplicateOp repeats one op, its results renamed.
	DuplicateOp
	numMutations
)

var (
	tensorType   = regexp.MustCompile(`tensor<((?:\d+x)+)([a-z][a-z0-9]*)`)
	dimension    = regexp.MustCompile(`\d+x`)
	elementTypes = []string{"f32", "f16", "bf16", "f64", "i1", "i8", "i16", "i32", "i64"}
	layoutNumber = regexp.MustCompile(`\[[0-9, ]+\]`)
	number       = regexp.MustCompile(`-?\d+`)
	constantLit  = regexp.MustCompile(`arith\.constant (?:dense<)?(-?[0-9.e+-]+|true|false)`)
	intAttribute = regexp.MustCompile(`= (-?\d+) : i(32|64)`)
	forBounds    = regexp.MustCompile(`= (%[\w#]+) to (%[\w#]+) step (%[\w#]+)`)
	resultNames  = regexp.MustCompile(`^(\s*)(%[\w#:]+(?:, %[\w#:]+)*) = `)
	valueName    = regexp.MustCompile(`%[\w#]+`)
	layoutLine   = regexp.MustCompile(`^#\w+ = #ttg\.`)
	interesting  = []int64{0, 1, 2, 3, 4, 7, 8, 16, 32, 64, 128, 256, 1024, -1, 2147483647, -2147483648}
	dimensions   = []string{"0", "1", "2", "3", "4", "8", "16", "32", "64", "128", "256", "1024"}
)

// Mutate applies count mutations drawn from seed to text and returns the result, with the
// mutations it applied (a mutation that found nothing to change is not listed).
func Mutate(text string, seed uint64, count int) (string, []Mutation) {
	rng := rand.New(rand.NewPCG(seed, seed^0x5851f42d4c957f2d))
	lines := strings.Split(text, "\n")
	var applied []Mutation
	for range count {
		m := Mutation(rng.IntN(int(numMutations)))
		if next, ok := mutateLines(lines, m, rng); ok {
			lines = next
			applied = append(applied, m)
		}
	}
	return strings.Join(lines, "\n"), applied
}

// mutateLines applies m to one line of lines picked by rng, or reports false when no line
// has what m changes.
func mutateLines(lines []string, m Mutation, rng *rand.Rand) ([]string, bool) {
	switch m {
	case Shape:
		return editLine(lines, rng, tensorType, func(l string) string {
			return replaceOne(l, tensorType, rng, func(t string) string {
				return replaceOne(t, dimension, rng, func(string) string { return pick(rng, dimensions) + "x" })
			})
		})
	case ElementType:
		return editLine(lines, rng, tensorType, func(l string) string {
			return replaceOne(l, tensorType, rng, func(t string) string {
				sub := tensorType.FindStringSubmatch(t)
				return "tensor<" + sub[1] + pick(rng, elementTypes)
			})
		})
	case LayoutParameter:
		return editLine(lines, rng, layoutLine, func(l string) string {
			return replaceOne(l, layoutNumber, rng, func(list string) string {
				return replaceOne(list, number, rng, func(string) string { return pick(rng, dimensions) })
			})
		})
	case Constant:
		return editLine(lines, rng, constantLit, func(l string) string {
			loc := constantLit.FindStringSubmatchIndex(l)
			lit := l[loc[2]:loc[3]]
			var repl string
			switch {
			case lit == "true" || lit == "false":
				repl = pick(rng, []string{"true", "false"})
			case strings.ContainsAny(lit, ".e"):
				repl = pick(rng, []string{"0.000000e+00", "-1.000000e+00", "1.000000e+00", "3.40282347E+38", "0x7FC00000"})
			default:
				repl = strconv.FormatInt(pick(rng, interesting), 10)
			}
			return l[:loc[2]] + repl + l[loc[3]:]
		})
	case Attribute:
		return editLine(lines, rng, intAttribute, func(l string) string {
			return replaceOne(l, intAttribute, rng, func(a string) string {
				sub := intAttribute.FindStringSubmatch(a)
				return "= " + strconv.FormatInt(pick(rng, interesting), 10) + " : i" + sub[2]
			})
		})
	case LoopBounds:
		return editLine(lines, rng, forBounds, func(l string) string {
			sub := forBounds.FindStringSubmatch(l)
			lb, ub, step := sub[1], sub[2], sub[3]
			switch rng.IntN(4) {
			case 0:
				lb, ub = ub, lb
			case 1:
				ub = lb
			case 2:
				step = lb
			default:
				step = ub
			}
			return forBounds.ReplaceAllLiteralString(l, "= "+lb+" to "+ub+" step "+step)
		})
	case LoopAttribute:
		return loopAttribute(lines, rng)
	case DropOp:
		i, ok := pickLine(lines, rng, func(l string) bool { return isOpLine(l) })
		if !ok {
			return nil, false
		}
		return append(append([]string(nil), lines[:i]...), lines[i+1:]...), true
	default:
		i, ok := pickLine(lines, rng, func(l string) bool { return isOpLine(l) })
		if !ok {
			return nil, false
		}
		dup := resultNames.ReplaceAllStringFunc(lines[i], func(s string) string {
			return valueName.ReplaceAllStringFunc(s, func(n string) string { return n + "_dup" })
		})
		return append(append(append([]string(nil), lines[:i+1]...), dup), lines[i+1:]...), true
	}
}

// loopAttribute gives the closing line of an scf.for's body a loop attribute.
func loopAttribute(lines []string, rng *rand.Rand) ([]string, bool) {
	var closers []int
	var open []bool
	for i, l := range lines {
		t := strings.TrimSpace(l)
		if strings.HasSuffix(t, "{") {
			open = append(open, strings.Contains(t, "scf.for "))
			continue
		}
		if (t == "}" || strings.HasPrefix(t, "} loc(")) && len(open) > 0 {
			if open[len(open)-1] {
				closers = append(closers, i)
			}
			open = open[:len(open)-1]
		}
	}
	if len(closers) == 0 {
		return nil, false
	}
	i := pick(rng, closers)
	name := pick(rng, []string{"tt.loop_unroll_factor", "tt.num_stages", "tt.disallow_acc_multi_buffer", "tt.flatten"})
	attr := name + " = " + strconv.FormatInt(pick(rng, interesting), 10) + " : i32"
	if name == "tt.disallow_acc_multi_buffer" || name == "tt.flatten" {
		attr = name
	}
	out := append([]string(nil), lines...)
	closer, loc, _ := strings.Cut(lines[i], " loc(")
	out[i] = closer + " {" + attr + "}"
	if loc != "" {
		out[i] += " loc(" + loc
	}
	return out, true
}

// isOpLine reports whether l holds an op that neither opens nor closes a region.
func isOpLine(l string) bool {
	t := strings.TrimSpace(l)
	return t != "" && !strings.HasSuffix(t, "{") && !strings.HasPrefix(t, "}") && !strings.HasPrefix(t, "#") &&
		!strings.HasPrefix(t, "^") && !strings.HasPrefix(t, "//") && !strings.HasPrefix(t, "module")
}

// editLine replaces a line matching re, picked by rng, by edit's result.
func editLine(lines []string, rng *rand.Rand, re *regexp.Regexp, edit func(string) string) ([]string, bool) {
	i, ok := pickLine(lines, rng, re.MatchString)
	if !ok {
		return nil, false
	}
	out := append([]string(nil), lines...)
	out[i] = edit(lines[i])
	return out, true
}

// pickLine returns the index of a line for which match holds, picked by rng.
func pickLine(lines []string, rng *rand.Rand, match func(string) bool) (int, bool) {
	var idx []int
	for i, l := range lines {
		if match(l) {
			idx = append(idx, i)
		}
	}
	if len(idx) == 0 {
		return 0, false
	}
	return pick(rng, idx), true
}

// replaceOne replaces one match of re in s, picked by rng, by repl's result.
func replaceOne(s string, re *regexp.Regexp, rng *rand.Rand, repl func(string) string) string {
	locs := re.FindAllStringIndex(s, -1)
	if len(locs) == 0 {
		return s
	}
	l := pick(rng, locs)
	return s[:l[0]] + repl(s[l[0]:l[1]]) + s[l[1]:]
}

func pick[T any](rng *rand.Rand, xs []T) T { return xs[rng.IntN(len(xs))] }
