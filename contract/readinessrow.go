package contract

import (
	"slices"
	"strings"
)

// A table of fields may answer whether the change may land: `| Ready
// to merge | ❌ No |` under `| Field | Value |`, or as a table's lone
// header row, reads to a reader as `Ready to merge: No` beside the
// approval, and holds the merge. Only a row whose first cell itself
// asks it of this change (readinessLabel), in a table of two columns
// whose first names fields (readinessFields) or in its header row, is
// read, and only a plain no: a table of packages, dates, rounds or tasks
// (`| gplthing | GPL | ❌ |` under `| Package | Licence | Approved |`,
// `| May 1 | Not approved |`, `| Merged | No |`, `| Approvals required
// | No |`) asks nothing of the change.

// readinessLabel reports whether a cell's text, lower case and without
// marks, asks whether this change may land.
func readinessLabel(t string) bool {
	switch t {
	case "ready", "ready to merge", "ready for merge", "ready to land", "ready to ship", "merge ready", "mergeable",
		"ok to merge", "okay to merge", "safe to merge", "can merge", "can be merged", "lgtm", "approved", "approve",
		"ship it", "ready for production":
		return true
	}
	return false
}

// readinessFields name the first column of a table of fields and their
// values.
var readinessFields = []string{"", "field", "item", "check", "criterion", "criteria", "question", "aspect", "key",
	"property", "attribute", "name", "metric", "gate", "condition", "summary"}

// plainNo reports whether a value is a no and nothing more: `No`, `❌`,
// `❌ No`, `false`, `not yet`.
func plainNo(v string) bool {
	t := strings.ToLower(strings.Trim(v, " \t*_`.!\ufe0f"))
	if t == "not yet" {
		return true
	}
	no := false
	for _, f := range strings.Fields(t) {
		switch strings.Trim(f, "*_`.!\ufe0f") {
		case "no", "false", "nope", "❌", "✗", "✘", "✖", "🚫", "⛔", "🛑", "🔴":
			no = true
		case "", "-", "—", "–":
		default:
			return false
		}
	}
	return no
}

// readinessRow reads a row that answers no to whether the change may
// land (see readinessLabel), and returns the words and where the answer
// stands; "" for any other row.
func readinessRow(b block) (string, pos) {
	if len(b.cells) != 2 {
		return "", pos{}
	}
	if !b.isHeader {
		if len(b.header) != 2 || len(b.header[0].text) > countNameMax || !slices.Contains(readinessFields, b.headerKeys()[0]) {
			return "", pos{}
		}
	}
	label := strings.ToLower(strings.Trim(b.cells[0].text, " \t*_`:?\ufe0f"))
	if !readinessLabel(label) || !plainNo(b.cells[1].text) {
		return "", pos{}
	}
	return strings.TrimSpace(b.cells[0].text) + ": " + strings.TrimSpace(b.cells[1].text), b.cells[1].at
}
