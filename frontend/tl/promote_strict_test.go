package tl_test

import (
	"strings"
	"testing"

	"github.com/ttgo/ttgo/frontend/tl"
)

// strictTable is the strict policy's result for every pair of dtypes, row a and column b in
// the order of tl.DTypes, written out from the rules the policy states: bool yields the other
// dtype, an integer with a float the float, the wider float (two different floats of one width
// give fp16 from 8 bits and fp32 from 16), the wider integer of one signedness, and an error
// for a signed with an unsigned integer.
var strictTable = []string{
	"int1 int8 int16 int32 int64 uint8 uint16 uint32 uint64 fp8e4nv fp8e5 fp8e4b15 fp8e4b8 fp8e5b16 fp16 bf16 fp32 fp64",
	"int8 int8 int16 int32 int64 error error error error fp8e4nv fp8e5 fp8e4b15 fp8e4b8 fp8e5b16 fp16 bf16 fp32 fp64",
	"int16 int16 int16 int32 int64 error error error error fp8e4nv fp8e5 fp8e4b15 fp8e4b8 fp8e5b16 fp16 bf16 fp32 fp64",
	"int32 int32 int32 int32 int64 error error error error fp8e4nv fp8e5 fp8e4b15 fp8e4b8 fp8e5b16 fp16 bf16 fp32 fp64",
	"int64 int64 int64 int64 int64 error error error error fp8e4nv fp8e5 fp8e4b15 fp8e4b8 fp8e5b16 fp16 bf16 fp32 fp64",
	"uint8 error error error error uint8 uint16 uint32 uint64 fp8e4nv fp8e5 fp8e4b15 fp8e4b8 fp8e5b16 fp16 bf16 fp32 fp64",
	"uint16 error error error error uint16 uint16 uint32 uint64 fp8e4nv fp8e5 fp8e4b15 fp8e4b8 fp8e5b16 fp16 bf16 fp32 fp64",
	"uint32 error error error error uint32 uint32 uint32 uint64 fp8e4nv fp8e5 fp8e4b15 fp8e4b8 fp8e5b16 fp16 bf16 fp32 fp64",
	"uint64 error error error error uint64 uint64 uint64 uint64 fp8e4nv fp8e5 fp8e4b15 fp8e4b8 fp8e5b16 fp16 bf16 fp32 fp64",
	"fp8e4nv fp8e4nv fp8e4nv fp8e4nv fp8e4nv fp8e4nv fp8e4nv fp8e4nv fp8e4nv fp8e4nv fp16 fp16 fp16 fp16 fp16 bf16 fp32 fp64",
	"fp8e5 fp8e5 fp8e5 fp8e5 fp8e5 fp8e5 fp8e5 fp8e5 fp8e5 fp16 fp8e5 fp16 fp16 fp16 fp16 bf16 fp32 fp64",
	"fp8e4b15 fp8e4b15 fp8e4b15 fp8e4b15 fp8e4b15 fp8e4b15 fp8e4b15 fp8e4b15 fp8e4b15 fp16 fp16 fp8e4b15 fp16 fp16 fp16 bf16 fp32 fp64",
	"fp8e4b8 fp8e4b8 fp8e4b8 fp8e4b8 fp8e4b8 fp8e4b8 fp8e4b8 fp8e4b8 fp8e4b8 fp16 fp16 fp16 fp8e4b8 fp16 fp16 bf16 fp32 fp64",
	"fp8e5b16 fp8e5b16 fp8e5b16 fp8e5b16 fp8e5b16 fp8e5b16 fp8e5b16 fp8e5b16 fp8e5b16 fp16 fp16 fp16 fp16 fp8e5b16 fp16 bf16 fp32 fp64",
	"fp16 fp16 fp16 fp16 fp16 fp16 fp16 fp16 fp16 fp16 fp16 fp16 fp16 fp16 fp16 fp32 fp32 fp64",
	"bf16 bf16 bf16 bf16 bf16 bf16 bf16 bf16 bf16 bf16 bf16 bf16 bf16 bf16 fp32 bf16 fp32 fp64",
	"fp32 fp32 fp32 fp32 fp32 fp32 fp32 fp32 fp32 fp32 fp32 fp32 fp32 fp32 fp32 fp32 fp32 fp64",
	"fp64 fp64 fp64 fp64 fp64 fp64 fp64 fp64 fp64 fp64 fp64 fp64 fp64 fp64 fp64 fp64 fp64 fp64",
}

// TestStrictPromotionTable checks the strict policy on every pair of tensor dtypes.
func TestStrictPromotionTable(t *testing.T) {
	if len(strictTable) != len(tl.DTypes) {
		t.Fatalf("%d rows for %d dtypes", len(strictTable), len(tl.DTypes))
	}
	for i, a := range tl.DTypes {
		want := strings.Fields(strictTable[i])
		for j, b := range tl.DTypes {
			got, err := tl.Promote(tl.StrictPolicy, a, false, b, false, false)
			name := "error"
			if err == nil {
				name = got.String()
			}
			if name != want[j] {
				t.Errorf("strict promote(%s, %s) = %s, want %s", a, b, name, want[j])
			}
		}
	}
}
