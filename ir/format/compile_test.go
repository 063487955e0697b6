package format_test

import (
	"strings"
	"testing"

	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/ir/format"
)

// specDef builds an OpDef from a compact description: operands and results as names with
// `?` (optional) or `*` (variadic) suffixes; attributes with `?` (optional), `=` (default
// valued) or `!` (unit flag); extras holding `seg` (AttrSizedOperandSegments), `same`
// (SameOperandsAndResultType), `infer` (InferResultTypes), `to=from` and `to:` (built i1)
// type rules.
func specDef(name, operands, results, attrs, extras, fmt string) *ir.OpDef {
	values := func(s string) []ir.ValueSpec {
		var out []ir.ValueSpec
		for _, f := range strings.Fields(s) {
			switch {
			case strings.HasSuffix(f, "?"):
				out = append(out, ir.ValueSpec{Name: f[:len(f)-1], Kind: ir.Optional})
			case strings.HasSuffix(f, "*"):
				out = append(out, ir.ValueSpec{Name: f[:len(f)-1], Kind: ir.Variadic})
			default:
				out = append(out, ir.ValueSpec{Name: f})
			}
		}
		return out
	}
	def := &ir.OpDef{Name: name, Operands: values(operands), Results: values(results), Format: fmt,
		CustomDirectives: map[string]*ir.CustomDirective{"Offsets": {}, "Token": {}, "BarriersAndPreds": {}}}
	for _, f := range strings.Fields(attrs) {
		switch {
		case strings.HasSuffix(f, "?"):
			def.Attrs = append(def.Attrs, ir.AttrSpec{Name: f[:len(f)-1], Optional: true})
		case strings.HasSuffix(f, "="):
			def.Attrs = append(def.Attrs, ir.AttrSpec{Name: f[:len(f)-1], Default: func(c *ir.Context) ir.Attribute { return c.I32Attr(0) }})
		case strings.HasSuffix(f, "!"):
			def.Attrs = append(def.Attrs, ir.AttrSpec{Name: f[:len(f)-1], Optional: true, UnitFlag: true})
		default:
			def.Attrs = append(def.Attrs, ir.AttrSpec{Name: f})
		}
	}
	for _, f := range strings.Fields(extras) {
		switch {
		case f == "seg":
			def.Traits |= ir.AttrSizedOperandSegments
		case f == "same":
			def.Traits |= ir.SameOperandsAndResultType
		case f == "infer":
			def.InferResultTypes = func(*ir.Context, *ir.OperationState) ([]ir.Type, error) { return nil, nil }
		case strings.HasSuffix(f, ":"):
			def.TypeRules = append(def.TypeRules, ir.TypeRule{To: f[:len(f)-1], Build: func(c *ir.Context) ir.Type { return c.I1() }})
		default:
			to, from, _ := strings.Cut(f, "=")
			def.TypeRules = append(def.TypeRules, ir.TypeRule{To: to, From: from})
		}
	}
	return def
}

// tritonFormats are the assembly formats of Triton 3.6's tt, ttg and ttng ops, copied from
// the reference, with the op structure they need.
var tritonFormats = []struct{ name, operands, results, attrs, extras, format string }{
	{"tt.int_to_ptr", "src", "result", "", "",
		"$src attr-dict `:` type($src) `->` type($result)"},
	{"tt.ptr_to_int", "src", "result", "", "",
		"$src attr-dict `:` type($src) `->` type($result)"},
	{"tt.bitcast", "src", "result", "", "",
		"$src attr-dict `:` type($src) `->` type($result)"},
	{"tt.fp_to_fp", "src", "result", "rounding?", "",
		"$src attr-dict (`,` `rounding` `=` $rounding^)? `:` type($src) `->` type($result)"},
	{"tt.clampf", "x min max", "result", "propagateNan", "same",
		"$x `,` $min `,` $max `,` `propagateNan` `=` $propagateNan attr-dict `:` type($result)"},
	{"tt.precise_sqrt", "x", "result", "", "same",
		"$x attr-dict `:` type($x)"},
	{"tt.precise_divf", "x y", "result", "", "same",
		"$x `,` $y attr-dict `:` type($x)"},
	{"tt.mulhiui", "x y", "result", "", "same",
		"$x `,` $y attr-dict `:` type($x)"},
	{"tt.addptr", "ptr offset", "result", "", "ptr=result",
		"$ptr `,` $offset attr-dict `:` type($result) `,` type($offset)"},
	{"tt.advance", "ptr offsets*", "result", "", "ptr=result offsets:",
		"$ptr `,` `[` $offsets `]` attr-dict `:` type($result)"},
	{"tt.load", "ptr mask? other?", "result", "boundaryCheck= padding? cache= evict= isVolatile=", "seg result=ptr mask=ptr other=result",
		"$ptr (`,` $mask^)? (`,` $other^)? oilist( `cacheModifier` `=` $cache | `evictionPolicy` `=` $evict ) attr-dict `:` type($ptr)"},
	{"tt.store", "ptr value mask?", "", "boundaryCheck= cache= evict=", "value=ptr mask=ptr",
		"$ptr `,` $value (`,` $mask^)? oilist(`cacheModifier` `=` $cache | `evictionPolicy` `=` $evict) attr-dict `:` type($ptr)"},
	{"tt.atomic_rmw", "ptr val mask?", "result", "atomic_rmw_op sem scope", "",
		"$atomic_rmw_op `,` $sem `,` $scope `,` $ptr `,` $val (`,` $mask^)? attr-dict `:` functional-type(operands, $result)"},
	{"tt.atomic_cas", "ptr cmp val", "result", "sem scope", "",
		"$sem `,` $scope `,` $ptr `,` $cmp `,` $val attr-dict `:` functional-type(operands, $result)"},
	{"tt.splat", "src", "result", "", "",
		"$src attr-dict `:` type($src) `->` type($result)"},
	{"tt.unsplat", "src", "result", "", "infer",
		"$src attr-dict `:` type($src)"},
	{"tt.expand_dims", "src", "result", "axis", "",
		"$src attr-dict `:` type($src) `->` type($result)"},
	{"tt.reshape", "src", "result", "allow_reorder! efficient_layout!", "",
		"$src (`allow_reorder` $allow_reorder^)? (`efficient_layout` $efficient_layout^)? attr-dict `:` type($src) `->` type($result)"},
	{"tt.broadcast", "src", "result", "", "",
		"$src attr-dict `:` type($src) `->` type($result)"},
	{"tt.cat", "lhs rhs", "result", "", "rhs=lhs",
		"$lhs `,` $rhs attr-dict `:` type($lhs) `->` type($result)"},
	{"tt.join", "lhs rhs", "result", "", "rhs=lhs",
		"$lhs `,` $rhs attr-dict `:` type($lhs) `->` type($result)"},
	{"tt.split", "src", "outLHS outRHS", "", "outRHS=outLHS",
		"$src attr-dict `:` type($src) `->` type($outLHS)"},
	{"tt.trans", "src", "result", "order", "",
		"$src attr-dict `:` type($src) `->` type($result)"},
	{"tt.get_program_id", "", "result", "axis", "",
		"$axis attr-dict `:` type($result)"},
	{"tt.get_num_programs", "", "result", "axis", "",
		"$axis attr-dict `:` type($result)"},
	{"tt.dot", "a b c", "d", "inputPrecision= maxNumImpreciseAcc=", "c=d",
		"$a`,` $b`,` $c (`,` `inputPrecision` `=` $inputPrecision^)? attr-dict `:` type($a) `*` type($b) `->` type($d)"},
	{"tt.dot_scaled", "a b c a_scale? b_scale?", "d", "a_elem_type b_elem_type fastMath= lhs_k_pack= rhs_k_pack=", "seg c=d",
		"$a (`scale` $a_scale^)? `,` $b (`scale` $b_scale^)? `,` $c `lhs` `=` $a_elem_type `rhs` `=` $b_elem_type attr-dict `:` type($a) (`,` type($a_scale)^)? `*` type($b) (`,` type($b_scale)^)? `->` type($d)"},
	{"tt.reduce.return", "result*", "", "", "",
		"$result attr-dict `:` type($result)"},
	{"tt.scan.return", "result*", "", "", "",
		"$result attr-dict `:` type($result)"},
	{"tt.map_elementwise.return", "result*", "", "", "",
		"attr-dict ($result^ `:` type($result))?"},
	{"tt.extern_elementwise", "srcs*", "result", "libname libpath symbol pure", "",
		"operands attr-dict `:` functional-type(operands, $result)"},
	{"tt.make_range", "", "result", "start end", "",
		"attr-dict `:` type($result)"},
	{"tt.elementwise_inline_asm", "args*", "result*", "asm_string constraints pure packed_element", "",
		"$asm_string attr-dict ($args^ `:` type($args))? `->` type($result)"},
	{"tt.histogram", "src mask?", "result", "", "mask:",
		"$src (`,` $mask^)? attr-dict `:` type($src) `->` type($result)"},
	{"tt.gather", "src indices", "result", "axis efficient_layout!", "",
		"$src `[` $indices `]` attr-dict `:` functional-type(operands, results)"},
	{"tt.print", "args*", "", "prefix hex isSigned", "",
		"$prefix attr-dict (`:` $args^ `:` type($args))?"},
	{"tt.assert", "condition", "", "message", "",
		"$condition `,` $message attr-dict `:` type($condition)"},
	{"tt.make_tensor_ptr", "base shape* strides* offsets*", "result", "order", "base=result shape: strides: offsets:",
		"$base `,` `[` $shape `]` `,` `[` $strides `]` `,` `[` $offsets `]` attr-dict `:` type($result)"},
	{"tt.make_tensor_descriptor", "base shape* strides*", "result", "padding=", "shape: strides:",
		"$base `,` `[` $shape `]` `,` `[` $strides `]` attr-dict `:` type($base) `,` type($result)"},
	{"tt.call", "operands*", "result*", "callee arg_attrs? res_attrs?", "",
		"$callee `(` $operands `)` attr-dict `:` functional-type($operands, results)"},
	{"tt.return", "srcs*", "", "", "",
		"attr-dict ($srcs^ `:` type($srcs))?"},
	{"tt.descriptor_load", "desc indices*", "result", "cache= evict=", "indices:",
		"$desc `[` $indices `]` oilist( `cacheModifier` `=` $cache | `evictionPolicy` `=` $evict ) attr-dict `:` qualified(type($desc)) `->` type($result)"},
	{"tt.descriptor_store", "desc indices* src", "", "", "indices:",
		"$desc `[` $indices `]` `,` $src attr-dict `:` qualified(type($desc)) `,` type($src)"},
	{"tt.descriptor_reduce", "desc indices* src", "", "kind", "indices:",
		"$kind `,` $desc `[` $indices `]` `,` $src attr-dict `:` qualified(type($desc)) `,` type($src)"},
	{"tt.descriptor_gather", "desc x_offsets y_offset", "result", "", "",
		"$desc `[` $x_offsets `,` $y_offset `]` attr-dict `:` functional-type(operands, results)"},
	{"tt.descriptor_scatter", "desc x_offsets y_offset src", "", "", "",
		"$desc `[` $x_offsets `,` $y_offset `]` `,` $src attr-dict `:` type(operands)"},
	{"ttg.convert_layout", "src", "result", "", "",
		"$src attr-dict `:` type($src) `->` type($result)"},
	{"ttg.async_wait", "asyncToken*", "retToken", "num", "infer asyncToken:",
		"($asyncToken^)? attr-dict"},
	{"ttg.async_commit_group", "inputTokens*", "asyncToken", "", "infer inputTokens:",
		"(`tokens` $inputTokens^)? attr-dict"},
	{"ttg.async_copy_global_to_local", "src result mask? other?", "token", "cache= evict= isVolatile=", "seg infer mask: other=src",
		"$src `,` $result (`mask` $mask^)? (`other` $other^)? oilist(`cacheModifier` `=` $cache | `evictionPolicy` `=` $evict) attr-dict `:` type($src) `->` type($result)"},
	{"ttg.local_alloc", "src?", "result", "alignment?", "",
		"($src^)? attr-dict `:` functional-type(operands, results)"},
	{"ttg.local_dealloc", "src", "", "", "",
		"$src attr-dict `:` qualified(type($src))"},
	{"ttg.memdesc_index", "src index", "result", "", "index:",
		"$src `[` $index `]` attr-dict `:` qualified(type($src)) `->` qualified(type($result))"},
	{"ttg.memdesc_subslice", "src", "result", "offsets", "",
		"$src `[` custom<Offsets>($offsets) `]` attr-dict `:` qualified(type($src)) `->` qualified(type($result))"},
	{"ttg.memdesc_trans", "src", "result", "order", "",
		"$src attr-dict `:` qualified(type($src)) `->` qualified(type($result))"},
	{"ttg.memdesc_reshape", "src", "result", "", "",
		"$src attr-dict `:` qualified(type($src)) `->` qualified(type($result))"},
	{"ttg.memdesc_reinterpret", "src", "result", "", "",
		"$src attr-dict `:` qualified(type($src)) `->` qualified(type($result))"},
	{"ttg.local_load", "src token?", "result", "", "token:",
		"$src (`token` $token^)? attr-dict `:` qualified(type($src)) `->` type($result)"},
	{"ttg.local_store", "src dst", "", "", "",
		"$src `,` $dst attr-dict `:` type($src) `->` qualified(type($dst))"},
	{"ttg.predicate_stage", "iv ub step", "result", "maxStage stage", "ub=iv step=iv",
		"$iv `,` $ub `,` $step `maxStage` $maxStage `stage` $stage attr-dict `:` type($iv) `->` type($result)"},
	{"ttg.mask.return", "result*", "", "", "",
		"$result attr-dict `:` type($result)"},
	{"ttg.fp4_to_fp", "src", "result", "axis", "",
		"$src attr-dict `:` type($src) `->` type($result)"},
	{"ttg.global_scratch_alloc", "", "result", "nbytes alignment", "",
		"attr-dict `:` qualified(type($result))"},
	{"ttg.warp_yield", "values*", "", "", "",
		"($values^)? attr-dict (`:` type($values)^)?"},
	{"ttg.warp_return", "", "", "", "",
		"attr-dict"},
	{"ttg.local_barrier", "", "", "", "",
		"attr-dict"},
	{"ttng.fence_async_shared", "", "", "bCluster=", "",
		"attr-dict"},
	{"ttng.cluster_arrive", "", "", "relaxed", "",
		"attr-dict"},
	{"ttng.cluster_wait", "", "", "", "",
		"attr-dict"},
	{"ttng.warp_group_dot", "a b c useC?", "d", "inputPrecision= maxNumImpreciseAcc= isAsync=", "c=d useC:",
		"$a`,` $b`,` $c (`,` $useC^)? attr-dict `:` type($a) `*` qualified(type($b)) `->` type($d)"},
	{"ttng.warp_group_dot_wait", "inputs*", "outputs*", "pendings", "outputs=inputs",
		"$inputs attr-dict `:` type($inputs)"},
	{"ttng.init_barrier", "alloc", "", "count", "",
		"$alloc `,` $count attr-dict `:` qualified(type($alloc))"},
	{"ttng.inval_barrier", "alloc", "", "", "",
		"$alloc attr-dict `:` qualified(type($alloc))"},
	{"ttng.barrier_expect", "alloc pred", "", "size", "pred:",
		"$alloc `,` $size attr-dict `,` $pred `:` qualified(type($alloc))"},
	{"ttng.wait_barrier", "alloc phase pred? deps*", "", "", "seg phase: pred:",
		"$alloc `,` $phase (`,` $pred^)? (`deps` $deps^)? attr-dict `:` qualified(type($alloc)) (`,` type($deps)^)?"},
	{"ttng.arrive_barrier", "alloc pred?", "", "count", "pred:",
		"$alloc `,` $count (`,` $pred^)? attr-dict `:` qualified(type($alloc))"},
	{"ttng.async_copy_mbarrier_arrive", "barrier", "", "noIncrement!", "",
		"$barrier attr-dict `:` qualified(type($barrier))"},
	{"ttng.async_tma_copy_global_to_local", "desc coord* result barrier pred", "", "cache= evict= isVolatile=", "coord: pred:",
		"$desc `[` $coord `]` $result `,` $barrier `,` $pred oilist(`cacheModifier` `=` $cache | `evictionPolicy` `=` $evict) attr-dict `:` qualified(type($desc)) `,` qualified(type($barrier)) `->` qualified(type($result))"},
	{"ttng.async_tma_copy_local_to_global", "desc coord* src", "", "", "coord:",
		"$desc `[` $coord `]` $src attr-dict `:` qualified(type($desc)) `,` qualified(type($src))"},
	{"ttng.async_tma_reduce", "desc coord* src", "", "kind", "coord:",
		"$kind `,` $desc `[` $coord `]` $src attr-dict `:` qualified(type($desc)) `,` qualified(type($src))"},
	{"ttng.async_tma_gather", "desc x_offsets y_offset result barrier pred", "", "", "",
		"$desc `[` $x_offsets `,` $y_offset `]` $result `,` $barrier `,` $pred attr-dict `:` type(operands)"},
	{"ttng.async_tma_scatter", "desc x_offsets y_offset src", "", "", "",
		"$desc `[` $x_offsets `,` $y_offset `]` $src attr-dict `:` type(operands)"},
	{"ttng.async_tma_store_wait", "", "", "pendings", "",
		"attr-dict"},
	{"ttng.tc_gen5_mma", "a b d acc_dep? useD pred barriers* barrier_preds*", "token?", "is_async! two_ctas! multicast!", "seg useD: pred: acc_dep: barrier_preds:",
		"$a `,` $b `,` $d `` custom<Token>($acc_dep, type($token)) `,` $useD`,` $pred `` custom<BarriersAndPreds>($barriers, $barrier_preds) attr-dict `:` qualified(type($a)) `,` qualified(type($b)) `,` qualified(type($d)) (`,` qualified(type($barriers))^)?"},
	{"ttng.tc_gen5_mma_scaled", "a b d acc_dep? a_scale b_scale useD pred barriers* barrier_preds*", "token?", "a_type b_type is_async!", "seg useD: pred: acc_dep: barrier_preds:",
		"$a `,` $b `,` $d `` custom<Token>($acc_dep, type($token)) `,` $a_scale `,` $b_scale `,` $useD `,` $pred `lhs` `=` $a_type `rhs` `=` $b_type `` custom<BarriersAndPreds>($barriers, $barrier_preds) attr-dict `:` qualified(type($a)) `,` qualified(type($b)) `,` qualified(type($d)) `,` qualified(type($a_scale)) `,` qualified(type($b_scale)) (`,` qualified(type($barriers))^)?"},
	{"ttng.tc_gen5_commit", "barrier pred?", "", "two_ctas!", "pred:",
		"$barrier (`,` $pred^)? attr-dict `:` qualified(type($barrier))"},
	{"ttng.tmem_load", "src dep?", "result token?", "", "dep:",
		"$src `` custom<Token>($dep, type($token)) attr-dict `:` qualified(type($src)) `->` type($result)"},
	{"ttng.tmem_store", "src dst dep? pred", "token?", "", "dep: pred:",
		"$src `,` $dst `` custom<Token>($dep, type($token)) `,` $pred attr-dict `:` type($src) `->` qualified(type($dst))"},
	{"ttng.tmem_alloc", "src?", "result token?", "", "",
		"($src^)? attr-dict `:` functional-type(operands, results)"},
	{"ttng.tmem_subslice", "src", "result", "N", "",
		"$src attr-dict `:` qualified(type($src)) `->` qualified(type($result))"},
	{"ttng.tmem_copy", "src dst barrier?", "", "", "",
		"$src `,` $dst (`,` $barrier^)? attr-dict `:` qualified(type(operands))"},
	{"ttng.reinterpret_tensor_descriptor", "rawDesc", "result", "", "",
		"$rawDesc attr-dict `:` qualified(type($rawDesc)) `to` qualified(type($result))"},
	{"ttng.tensormap_create", "desc_ptr global_address box_dim* global_dim* global_stride* element_stride*", "", "elem_type interleave_layout swizzle_mode fill_mode", "seg",
		"$desc_ptr `,` $global_address `,` `[` $box_dim `]` `,` `[` $global_dim `]` `,` `[` $global_stride `]` `,` `[` $element_stride `]` attr-dict `:` functional-type(operands, results)"},
	{"ttng.tensormap_fenceproxy_acquire", "desc_ptr", "", "", "",
		"$desc_ptr attr-dict `:` qualified(type($desc_ptr))"},
}

func TestCompileTritonFormats(t *testing.T) {
	for _, tc := range tritonFormats {
		def := specDef(tc.name, tc.operands, tc.results, tc.attrs, tc.extras, tc.format)
		if _, err := format.Compile(def); err != nil {
			t.Errorf("%v", err)
		}
	}
}

func TestCompileErrors(t *testing.T) {
	tests := []struct {
		operands, results, attrs, extras, format, want string
	}{
		{"a", "", "", "", "$a `:` type($a)", "'attr-dict' directive not found"},
		{"a", "", "", "", "$a attr-dict attr-dict `:` type($a)", "'attr-dict' directive has already been seen"},
		{"a", "", "", "", "$b attr-dict", "'b' is not one"},
		{"a b", "", "", "", "$a attr-dict `:` type($a) type($b)", "operand #1, named 'b', not found"},
		{"a", "", "", "", "$a attr-dict", "type of operand #0, named 'a', is not buildable"},
		{"a", "r", "", "", "$a attr-dict `:` type($a)", "type of result #0, named 'r', is not buildable"},
		{"a", "", "", "", "$a $a attr-dict `:` type($a)", "'a' is already bound"},
		{"a", "", "", "", "$a attr-dict `:` type($a) type($a)", "'type($a)' is already bound"},
		{"a?", "", "", "", "(`,` $a)? attr-dict `:` type($a)", "optional group has no anchor"},
		{"a", "", "", "", "(`,` $a^)? attr-dict `:` type($a)", "must be an optional or variadic operand"},
		{"a?", "", "", "", "(`,` ($a^)?)? attr-dict `:` type($a)", "optional group has no anchor"},
		{"a?", "", "", "", "(custom<Token>($a)^)? attr-dict `:` type($a)", "starts an optional group but has no ParseOptional"},
		{"a", "", "", "", "$a prop-dict prop-dict attr-dict `:` type($a)", "'prop-dict' directive has already been seen"},
		{"a", "", "", "", "$a (`k` prop-dict $a^)? attr-dict `:` type($a)", "'prop-dict' is only valid at the top level"},
		{"a", "", "", "", "qualified($a) attr-dict `:` type($a)", "'a' is not an attribute"},
		{"a?", "", "", "", "(type($a)^)? $a attr-dict", "first parsable element"},
		{"a", "", "x", "", "$a (`k` $x^)? attr-dict `:` type($a)", "must be an optional, default-valued or unit attribute"},
		{"a", "", "", "", "$a attr-dict `:` type($a) `%`", "single character literal"},
		{"a", "", "", "", "$a attr-dict `:` type($a) `1a`", "a keyword starts with a letter"},
		{"a", "", "", "", "$a attr-dict `:` type($a", "expected ')'"},
		{"a", "", "", "", "$a attr-dict `:` type($a) `x", "unterminated literal"},
		{"a", "", "", "", "$a attr-dict `:` typo($a)", "unknown directive 'typo'"},
		{"a", "", "", "", "$a custom<Nope>($a) attr-dict `:` type($a)", "custom directive 'Nope' is not in the op's CustomDirectives"},
		{"a", "r", "", "", "$a $r attr-dict `:` type($a)", "results can only be used as the argument of a type directive"},
		{"a", "", "", "", "$a ^ attr-dict `:` type($a)", "'^' is only valid inside an optional group"},
		{"a", "", "x", "", "$a oilist(`k` $x | `k` $x) attr-dict `:` type($a)", "oilist clause 'k' appears twice"},
		{"a", "", "", "", "operands $a attr-dict `:` type($a)", "overlaps the 'operands' directive"},
		{"a", "", "", "", "$a custom<Token>(ref($a), ref(type($a))) attr-dict `:` type($a)", "'ref' of 'type:a' before it is bound"},
		{"a", "", "", "b=a", "$a attr-dict `:` type($a)", "type rule for 'b': no such operand or result"},
	}
	for _, tc := range tests {
		def := specDef("t.op", tc.operands, tc.results, tc.attrs, tc.extras, tc.format)
		_, err := format.Compile(def)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("Compile(%q) = %v, want error containing %q", tc.format, err, tc.want)
		}
	}
}
