package layout

import (
	"sync"
	"testing"
)

func TestMemoRemembersAndStartsOverWhenFull(t *testing.T) {
	var m Memo[int, string]
	if _, ok := m.Lookup(1); ok {
		t.Fatal("an empty memo remembers 1")
	}
	m.Store(1, "one")
	if v, ok := m.Lookup(1); !ok || v != "one" {
		t.Fatalf("Lookup(1) = %q, %v; want one, true", v, ok)
	}
	for k := 2; k <= maxMemoEntries; k++ {
		m.Store(k, "many")
	}
	if _, ok := m.Lookup(1); !ok {
		t.Fatal("a full memo forgot 1 before it overflowed")
	}
	m.Store(maxMemoEntries+1, "overflow")
	if _, ok := m.Lookup(1); ok {
		t.Fatal("an overflowing memo still remembers 1")
	}
	if v, ok := m.Lookup(maxMemoEntries + 1); !ok || v != "overflow" {
		t.Fatalf("the entry that overflowed the memo is %q, %v", v, ok)
	}
}

func TestMemoConcurrentUse(t *testing.T) {
	var m Memo[int, int]
	var wg sync.WaitGroup
	for g := range 4 {
		wg.Go(func() {
			for k := range 100 {
				m.Store(k, k*g)
				m.Lookup(k)
			}
		})
	}
	wg.Wait()
	if _, ok := m.Lookup(99); !ok {
		t.Fatal("no goroutine's entry for 99 survived")
	}
}

func TestAppendKeyTellsLayoutsApart(t *testing.T) {
	mustStrided := func(size, stride int32, in, out string) LinearLayout {
		l, err := Strided1D(size, stride, in, out)
		if err != nil {
			t.Fatal(err)
		}
		return l
	}
	layouts := []LinearLayout{
		Empty(),
		mustStrided(4, 1, DimLane, "dim0"),
		mustStrided(4, 2, DimLane, "dim0"),
		mustStrided(4, 1, DimLane, "dim1"),
		mustStrided(4, 1, DimWarp, "dim0"),
		mustStrided(8, 1, DimLane, "dim0"),
	}
	seen := map[string]int{}
	for i, l := range layouts {
		key := string(l.appendKey(nil))
		if j, ok := seen[key]; ok {
			t.Errorf("layouts %d and %d share the key %q", j, i, key)
		}
		seen[key] = i
		if again := string(l.appendKey(nil)); again != key {
			t.Errorf("layout %d spells %q, then %q", i, key, again)
		}
	}
}

func TestInvertAndComposeRemembersItsResult(t *testing.T) {
	l, err := Strided1D(8, 1, DimRegister, "dim0")
	if err != nil {
		t.Fatal(err)
	}
	outer, err := Strided1D(8, 1, DimLane, "dim0")
	if err != nil {
		t.Fatal(err)
	}
	want, err := l.invertAndCompose(outer)
	if err != nil {
		t.Fatal(err)
	}
	for range 2 {
		got, err := l.InvertAndCompose(outer)
		if err != nil {
			t.Fatal(err)
		}
		if !got.Equal(want) {
			t.Fatalf("InvertAndCompose = %s, want %s", got.Describe(), want.Describe())
		}
	}
	if _, ok := compositions.Lookup(string(outer.appendKey(l.appendKey(nil)))); !ok {
		t.Fatal("InvertAndCompose did not remember its result")
	}
}
