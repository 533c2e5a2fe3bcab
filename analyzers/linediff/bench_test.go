package linediff

import (
	"fmt"
	"math/rand"
	"strings"
	"testing"
)

// shuffled is n distinct lines and a permutation of them: the worst case
// for a minimal diff, whose cost grows with the number of edits.
func shuffled(n int) (old, new []byte) {
	lines := make([]string, n)
	for i := range lines {
		lines[i] = fmt.Sprintf("line %d of the shuffled file\n", i)
	}
	old = []byte(strings.Join(lines, ""))
	rand.New(rand.NewSource(1)).Shuffle(n, func(i, j int) { lines[i], lines[j] = lines[j], lines[i] })
	return old, []byte(strings.Join(lines, ""))
}

// shuffledLines is the size the bench script also uses.
const shuffledLines = 50000

func BenchmarkShuffled50k(b *testing.B) {
	old, new := shuffled(shuffledLines)
	b.SetBytes(int64(len(old) + len(new)))
	for b.Loop() {
		if _, err := Diff(old, new); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkEdited300 is one file of a large range: 300 lines, a few
// edited, deleted and inserted.
func BenchmarkEdited300(b *testing.B) {
	rng := rand.New(rand.NewSource(2))
	var old, new strings.Builder
	for i := 0; i < 300; i++ {
		line := fmt.Sprintf("file line %d: value = %d\n", i, i*7%97)
		old.WriteString(line)
		switch r := rng.Float64(); {
		case r < 0.08:
			new.WriteString("changed " + line)
		case r < 0.12:
		case r < 0.16:
			new.WriteString(line + "inserted\n")
		default:
			new.WriteString(line)
		}
	}
	o, n := []byte(old.String()), []byte(new.String())
	b.SetBytes(int64(len(o) + len(n)))
	for b.Loop() {
		if _, err := Diff(o, n); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkManyDistinctOneChange is a file with more distinct lines than
// any rune mapping holds, changed in one line.
func BenchmarkManyDistinctOneChange(b *testing.B) {
	var old strings.Builder
	for i := 0; i < 1_200_000; i++ {
		fmt.Fprintf(&old, "%d\n", i)
	}
	o := old.String()
	n := strings.Replace(o, "\n600000\n", "\nsix hundred thousand\n", 1)
	b.SetBytes(int64(len(o) + len(n)))
	for b.Loop() {
		if _, err := Diff([]byte(o), []byte(n)); err != nil {
			b.Fatal(err)
		}
	}
}

// shuffledRepeated is n lines, each of n/2 texts twice, and a permutation
// of them: repeated lines keep the reordering off the increasing
// subsequence, on Myers' search and then matching of the pairs.
func shuffledRepeated(n int) (old, new []byte) {
	lines := make([]string, n)
	for i := range lines {
		lines[i] = fmt.Sprintf("line %d of the shuffled file\n", i/2)
	}
	old = []byte(strings.Join(lines, ""))
	rand.New(rand.NewSource(1)).Shuffle(n, func(i, j int) { lines[i], lines[j] = lines[j], lines[i] })
	return old, []byte(strings.Join(lines, ""))
}

func BenchmarkShuffledRepeated50k(b *testing.B) {
	old, new := shuffledRepeated(shuffledLines)
	b.SetBytes(int64(len(old) + len(new)))
	for b.Loop() {
		if _, err := Diff(old, new); err != nil {
			b.Fatal(err)
		}
	}
}
