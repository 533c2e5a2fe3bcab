package contract

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/reviewlint/reviewlint/internal/corpus"
)

// TestHeaderInfoDifferential holds what a row's table says of its header,
// made once for all the table's rows, to the slow reading made for each
// row (headingKey of every cell, columnsWith): over the generated corpus
// and the cases, for every row, for its copy without struck words read
// before and after the row itself, and for the row rearranged around a
// cell (labelFirst).
func TestHeaderInfoDifferential(t *testing.T) {
	docs := corpus.Reports(300, 1)
	paths, err := filepath.Glob(filepath.Join("testdata", "cases", "*"))
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range paths {
		b, err := os.ReadFile(p)
		if err == nil {
			docs = append(docs, b)
		}
	}
	docs = append(docs, []byte(strings.Join([]string{
		"| Severity | ~~Open~~ Found | Final |",
		"| --- | --- | --- |",
		"| Critical | 2 | 1 |",
		"| High | ~~3~~ | 0 |",
		"",
		"| Grade | Open now | Open before | Latest | Qty |",
		"|---|---|---|---|---|",
		"| Blockers | 1 | 2 | 3 | 4 |",
		"",
	}, "\n")))
	d := defaultDialect()
	rows := 0
	for _, doc := range docs {
		blocks := scan(doc, d).blocks
		// Odd blocks read their struck copy first, so that a copy never
		// leaves the table's header reading made of its own texts.
		for i, b := range blocks {
			if b.tableRow == nil {
				continue
			}
			rows++
			if i%2 == 1 {
				checkHeaderInfo(t, b.withoutStruckCells())
			}
			checkHeaderInfo(t, b)
			checkHeaderInfo(t, b.withoutStruckCells())
			for at := range b.cells {
				if r, ok := labelFirst(b, at); ok {
					checkHeaderInfo(t, r)
				}
			}
		}
	}
	if rows < 1000 {
		t.Fatalf("only %d table rows read", rows)
	}
}

func checkHeaderInfo(t *testing.T, b block) {
	t.Helper()
	keys := make([]string, len(b.header))
	for i, c := range b.header {
		keys[i] = headingKey(c.text)
	}
	if got := b.headerKeys(); !slices.Equal(got, keys) {
		t.Fatalf("%q: header keys %q, want %q", b.text, got, keys)
	}
	if got, want := b.openColumns(), columnsWith(b.header, openWord); !slices.Equal(got, want) {
		t.Fatalf("%q: open columns %v, want %v", b.text, got, want)
	}
	if got, want := b.latestColumns(), columnsWith(b.header, latestWord); !slices.Equal(got, want) {
		t.Fatalf("%q: latest columns %v, want %v", b.text, got, want)
	}
}
