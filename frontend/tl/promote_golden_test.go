package tl_test

import (
	"compress/gzip"
	"encoding/json"
	"os"
	"testing"

	"github.com/ttgo/ttgo/frontend/tl"
)

// TestPromotionTableOfTriton compares Promote under Triton's policy with the table Triton 3.6's
// own computation_type_impl gives (testdata/promotion.json.gz, recorded by
// testdata/record_promotion.py): every pair of dtypes, each operand a tensor or a scalar, with
// and without division or modulo.
func TestPromotionTableOfTriton(t *testing.T) {
	f, err := os.Open("testdata/promotion.json.gz")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	zr, err := gzip.NewReader(f)
	if err != nil {
		t.Fatal(err)
	}
	var table struct {
		Cases []struct {
			A, B             string
			AScalar, BScalar bool
			DivOrMod         bool
			Result           string
		}
	}
	if err := json.NewDecoder(zr).Decode(&table); err != nil {
		t.Fatal(err)
	}
	byName := map[string]*tl.DType{}
	for _, d := range tl.DTypes {
		byName[d.String()] = d
	}
	if len(table.Cases) != 2*3*len(tl.DTypes)*len(tl.DTypes) {
		t.Fatalf("%d cases for %d dtypes", len(table.Cases), len(tl.DTypes))
	}
	for _, c := range table.Cases {
		a, b := byName[c.A], byName[c.B]
		if a == nil || b == nil {
			t.Fatalf("dtype %s or %s is not one of tl.DTypes", c.A, c.B)
		}
		got, err := tl.Promote(tl.TritonPolicy, a, c.AScalar, b, c.BScalar, c.DivOrMod)
		name := "error"
		if err == nil {
			name = got.String()
		}
		if name != c.Result {
			t.Errorf("promote(%s scalar=%t, %s scalar=%t, div/mod=%t) = %s, Triton gives %s", c.A, c.AScalar, c.B, c.BScalar, c.DivOrMod, name, c.Result)
		}
	}
}
