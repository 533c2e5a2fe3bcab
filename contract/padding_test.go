package contract

import (
	"strings"
	"testing"
)

// TestTablePaddingIsBounded: rows shorter than their table's header are
// padded with empty cells, and a header of a thousand cells over rows of
// one costs a thousand cells a row. Past maxPadding empty cells the
// report is refused as too complex, whether the fast path or the parser
// reads it (a tab sends a report to the parser), and in any number of
// tables; just under it, the report is read.
func TestTablePaddingIsBounded(t *testing.T) {
	const cols = 1000
	table := func(rows int) string {
		return "|" + strings.Repeat(" a |", cols) + "\n|" + strings.Repeat("-|", cols) + "\n" + strings.Repeat("| x |\n", rows)
	}
	perRow := cols - 1
	over := maxPadding/perRow + 1
	head := "# Review\n\nVerdict: PASS\n\n"
	for name, doc := range map[string]string{
		"one table":          head + table(over),
		"one table, parsed":  head + "\t\n" + table(over),
		"two tables":         head + table(over/2+1) + "\n" + table(over/2+1),
		"two tables, parsed": head + "\t\n" + table(over/2+1) + "\n" + table(over/2+1),
	} {
		if countRule(Lint([]byte(doc), Options{}), RuleReportTooComplex) == 0 {
			t.Errorf("%s: %d empty cells read", name, over*perRow)
		}
	}
	for name, doc := range map[string]string{
		"under, parsed": head + "\t\n" + table(over-1),
	} {
		if countRule(Lint([]byte(doc), Options{}), RuleReportTooComplex) > 0 {
			t.Errorf("%s: refused as too complex under the bound", name)
		}
	}
}
