package linediff

import (
	"bytes"
	"fmt"
	"math/rand"
	"strings"
	"testing"
	"time"
)

func TestDiffHeaders(t *testing.T) {
	for _, tc := range []struct{ old, new, want string }{
		{"", "", ""},
		{"a\n", "a\n", ""},
		{"", "a\nb\n", "@@ -0,0 +1,2 @@"},
		{"a\nb\n", "", "@@ -1,2 +0,0 @@"},
		{"a\nb\nc\n", "a\nc\n", "@@ -2 +1,0 @@"},
		{"a\nc\n", "a\nb\nc\n", "@@ -1,0 +2 @@"},
		{"a\nb\nc\n", "a\nB\nc\n", "@@ -2 +2 @@"},
		{"x", "x\n", "@@ -1 +1 @@"},
		{"a\r\n", "a\n", "@@ -1 +1 @@"},
		{"a\nb\nc\nd\n", "A\nb\nc\nD\n", "@@ -1 +1 @@ @@ -4 +4 @@"},
	} {
		hunks, err := Diff([]byte(tc.old), []byte(tc.new))
		if err != nil {
			t.Fatal(err)
		}
		var got []string
		for _, h := range hunks {
			got = append(got, h.Header())
		}
		if strings.Join(got, " ") != tc.want {
			t.Errorf("Diff(%q, %q) = %q, want %q", tc.old, tc.new, got, tc.want)
		}
		if rebuilt := Apply([]byte(tc.old), []byte(tc.new), hunks); !bytes.Equal(rebuilt, []byte(tc.new)) {
			t.Errorf("Apply(%q, %q) = %q", tc.old, tc.new, rebuilt)
		}
	}
}

// lcs is the textbook dynamic programme: the oracle for minimality.
func lcs(a, b [][]byte) int {
	prev, cur := make([]int, len(b)+1), make([]int, len(b)+1)
	for i := range a {
		for j := range b {
			switch {
			case bytes.Equal(a[i], b[j]):
				cur[j+1] = prev[j] + 1
			case cur[j] > prev[j+1]:
				cur[j+1] = cur[j]
			default:
				cur[j+1] = prev[j+1]
			}
		}
		prev, cur = cur, prev
	}
	return prev[len(b)]
}

func randomText(rng *rand.Rand, n, alphabet int) []byte {
	var b strings.Builder
	for i := 0; i < n; i++ {
		fmt.Fprintf(&b, "%d\n", rng.Intn(alphabet))
	}
	if rng.Intn(4) == 0 {
		return []byte(strings.TrimSuffix(b.String(), "\n"))
	}
	return []byte(b.String())
}

func TestDiffMinimalAndRebuilds(t *testing.T) {
	rng := rand.New(rand.NewSource(1))
	for iter := 0; iter < 2000; iter++ {
		old := randomText(rng, rng.Intn(30), 1+rng.Intn(8))
		new := randomText(rng, rng.Intn(30), 1+rng.Intn(8))
		hunks, err := Diff(old, new)
		if err != nil {
			t.Fatal(err)
		}
		if rebuilt := Apply(old, new, hunks); !bytes.Equal(rebuilt, new) {
			t.Fatalf("rebuild failed for %q -> %q: %q (%v)", old, new, rebuilt, hunks)
		}
		a, b := SplitLines(old), SplitLines(new)
		common := lcs(a, b)
		del, add := Totals(hunks)
		if del != len(a)-common || add != len(b)-common {
			t.Fatalf("not minimal for %q -> %q: -%d +%d, want -%d +%d", old, new, del, add, len(a)-common, len(b)-common)
		}
	}
}

func TestDiffEveryLineChanged(t *testing.T) {
	var old, new strings.Builder
	for i := 0; i < 50000; i++ {
		fmt.Fprintf(&old, "line %d\n", i)
		fmt.Fprintf(&new, "line %d changed\n", i)
	}
	start := time.Now()
	hunks, err := Diff([]byte(old.String()), []byte(new.String()))
	if err != nil || len(hunks) != 1 || hunks[0] != (Hunk{1, 50000, 1, 50000}) {
		t.Fatalf("got %v, %v", hunks, err)
	}
	t.Logf("50,000 lines, every one changed: %v", time.Since(start))
}

func FuzzDiff(f *testing.F) {
	f.Add([]byte("a\nb\nc\n"), []byte("a\nc\nd"))
	f.Add([]byte("x\r\ny"), []byte(""))
	f.Fuzz(func(t *testing.T, old, new []byte) {
		hunks, err := Diff(old, new)
		if err != nil {
			t.Skip()
		}
		if rebuilt := Apply(old, new, hunks); !bytes.Equal(rebuilt, new) {
			t.Fatalf("rebuild failed: %q", rebuilt)
		}
	})
}
