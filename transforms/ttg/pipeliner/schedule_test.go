package pipeliner

import (
	"testing"

	"github.com/ttgo/ttgo/dialects/arith"
	"github.com/ttgo/ttgo/dialects/builtin"
	"github.com/ttgo/ttgo/dialects/scf"
	"github.com/ttgo/ttgo/dialects/tt"
	"github.com/ttgo/ttgo/dialects/ttg"
	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/ir/asm"
)

// clusterIDs returns the ids of the list's clusters in order.
func clusterIDs(l *clusterList) []int {
	var ids []int
	for _, c := range l.items {
		ids = append(ids, c.id)
	}
	return ids
}

func TestClusterListKeepsIDsInOrder(t *testing.T) {
	var l clusterList
	a := l.newAtBack()
	b := l.newAtBack()
	front := l.newAtFront()
	mid := l.newBefore(b)
	want := []*cluster{front, a, mid, b}
	for i, c := range want {
		if c.id != i || l.items[i] != c {
			t.Fatalf("cluster %d: id %d, list ids %v", i, c.id, clusterIDs(&l))
		}
	}
	if l.first() != front {
		t.Errorf("first is not the cluster added at the front")
	}
}

// parseLoop parses src and returns its first scf.for.
func parseLoop(t *testing.T, src string) scf.ForOp {
	t.Helper()
	ctx := ir.NewContext()
	ctx.Load(builtin.Dialect, arith.Dialect, scf.Dialect, tt.Dialect(), ttg.Dialect())
	m, err := asm.ParseSourceString(ctx, "test.mlir", src)
	if err != nil {
		t.Fatal(err)
	}
	fors := loops(m)
	if len(fors) == 0 {
		t.Fatal("no scf.for")
	}
	return fors[0]
}

const chainLoop = `
tt.func @f(%n: i32, %x: i32, %y: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %x) -> (i32) : i32 {
    %a = arith.addi %acc, %y : i32
    %b = arith.muli %a, %a : i32
    %c = arith.subi %b, %i : i32
    scf.yield %c : i32
  }
  tt.return %r : i32
}`

func TestInsertMinimumMovesToEarlierStageOrCluster(t *testing.T) {
	forOp := parseLoop(t, chainLoop)
	ops := bodyOps(forOp)
	s := newSchedule(3)
	early, late := s.clusters.newAtBack(), s.clusters.newAtBack()
	if !s.insertMinimum(ops[0], 2, late) {
		t.Fatal("first insertion did not schedule the op")
	}
	if s.insertMinimum(ops[0], 2, late) {
		t.Error("the same place counts as a move")
	}
	if !s.insertMinimum(ops[0], 2, early) || s.ops[ops[0]].cluster != early {
		t.Error("an earlier cluster of the same stage does not win")
	}
	if s.insertMinimum(ops[0], 2, late) {
		t.Error("a later cluster of the same stage wins")
	}
	if !s.insertMinimum(ops[0], 1, late) || s.ops[ops[0]].stage != 1 {
		t.Error("an earlier stage does not win")
	}
}

func TestInsertDepsOfOpFollowsLoopCarriedValues(t *testing.T) {
	forOp := parseLoop(t, chainLoop)
	ops := bodyOps(forOp) // addi, muli, subi
	s := newSchedule(2)
	c := s.clusters.newAtBack()
	s.insert(ops[0], 0, c)
	if !s.insertDepsOfOp(ops[0], 0, c, true, false) {
		t.Fatal("the loop-carried producer of addi was not scheduled")
	}
	if !s.has(ops[2]) || !s.has(ops[1]) {
		t.Errorf("subi and muli, which addi reads through the loop, are not scheduled")
	}
	s2 := newSchedule(2)
	s2.insert(ops[0], 0, s2.clusters.newAtBack())
	if s2.insertDepsOfOp(ops[0], 0, s2.clusters.first(), false, false) {
		t.Error("without includeArg a block argument led to a producer")
	}
}

func TestSerializeAndDeserializeRoundTrip(t *testing.T) {
	forOp := parseLoop(t, chainLoop)
	ops := bodyOps(forOp)
	s := newSchedule(2)
	first, second := s.clusters.newAtBack(), s.clusters.newAtBack()
	s.insert(ops[0], 1, second)
	s.insert(ops[1], 0, first)
	s.insert(ops[2], 1, first)
	s.serialize(forOp)
	if got, _ := intAttr(forOp.Operation, scheduledMaxStageAttr); got != 1 {
		t.Errorf("tt.scheduled_max_stage = %d, want 1", got)
	}
	back, ok := deserialize(forOp)
	if !ok {
		t.Fatal("no schedule read back")
	}
	for _, op := range ops {
		if back.ops[op].stage != s.ops[op].stage || back.ops[op].cluster.id != s.ops[op].cluster.id {
			t.Errorf("%s: read back %v, wrote %v", op.Name(), back.ops[op], s.ops[op])
		}
	}
	inOrder := back.opsInOrder(forOp)
	if inOrder[0].op != ops[1] || inOrder[1].op != ops[2] || inOrder[2].op != ops[0] {
		t.Errorf("ops in order are not cluster by cluster, body order within a cluster")
	}
}

func TestNestedOperandsSkipsValuesDefinedInside(t *testing.T) {
	forOp := parseLoop(t, chainLoop)
	got := nestedOperands(forOp.Operation)
	// The loop's own operands (bounds, step, init) come from outside; %y is used inside.
	if len(got) != 5 {
		t.Fatalf("got %d operands, want the 4 loop operands and %%y", len(got))
	}
	for _, v := range got {
		if owner := v.ParentBlock().ParentOp(); owner == forOp.Operation {
			t.Errorf("a value defined in the loop is listed")
		}
	}
}
