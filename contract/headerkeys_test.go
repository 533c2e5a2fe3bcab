package contract

import (
	"math/rand/v2"
	"testing"
)

// TestRowColumnAsColumn holds a row's column, whose header keys are made
// once, to column of its header: on headers of names in any case, with
// marks and emphasis, asked for many lists, after a header cell's text
// changes, and on a copy of the row with a header of its own.
func TestRowColumnAsColumn(t *testing.T) {
	pieces := []string{"Status", "**Severity**", "Issue", " ", "1.", "🔍 ", "Check", "Result", "(required)", ":", "—",
		"Risk", "state", "Finding", "x"}
	d, err := NewDialect(Default())
	if err != nil {
		t.Fatal(err)
	}
	lists := [][]string{d.statusCols, d.sevColumns, issueColumns, checkColumns, checkNameColumns,
		riskColumns, stateColumns, {"status"}, {"severity", "issue"}, nil}
	rng := rand.New(rand.NewPCG(17, 18))
	check := func(row *tableRow) {
		t.Helper()
		for _, names := range lists {
			if got, want := row.column(names), column(row.header, names); got != want {
				t.Fatalf("header %q: row.column(%q) = %d, want %d", texts(row.header), names, got, want)
			}
		}
	}
	for range 5000 {
		header := make([]cell, rng.IntN(5))
		for i := range header {
			header[i].text = piecesText(rng, pieces, 0, 4)
		}
		row := &tableRow{header: header}
		check(row)
		if len(header) > 0 {
			header[rng.IntN(len(header))].text = piecesText(rng, pieces, 0, 4)
			check(row)
		}
		other := *row
		other.header = append([]cell(nil), header...)
		for i := range other.header {
			other.header[i].text = piecesText(rng, pieces, 0, 4)
		}
		check(&other)
		check(row)
	}
}

func texts(cells []cell) []string {
	var out []string
	for _, c := range cells {
		out = append(out, c.text)
	}
	return out
}
