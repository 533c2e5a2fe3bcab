package contract

import (
	"strings"

	"github.com/yuin/goldmark/ast"
)

// A GitHub alert is a block quote whose first line is a marker alone:
// `> [!NOTE]`, `[!TIP]`, `[!IMPORTANT]`, `[!WARNING]` or `[!CAUTION]`,
// in any case. GitHub shows it as a callout in the author's voice, not
// as a quotation, so what it holds is read as the report's own: a
// `**Critical:** the token is logged` or a failed check in a
// `[!CAUTION]` box beside an approval is a contradiction. A verdict in
// one is read for conflicts only (a FAIL there beside a PASS outside
// conflicts), never as the report's verdict on its own: whether a given
// renderer shows the box as an alert or as a quotation is not for the
// report to decide its approval on.

// isAlert reports whether a block quote opens with an alert's marker
// alone on its first line.
func (w *walker) isAlert(q ast.Node) bool {
	p := q.FirstChild()
	if p == nil || p.Kind() != ast.KindParagraph || p.Lines().Len() == 0 {
		return false
	}
	seg := p.Lines().At(0)
	return alertMarker(w.text[seg.Start:seg.Stop])
}

// alertMarker reports whether a line is an alert's marker, spaces and a
// hard break's backslash aside.
func alertMarker(line string) bool {
	t := strings.TrimRight(strings.TrimSpace(line), "\\")
	t = strings.TrimSpace(t)
	inner, ok := strings.CutPrefix(t, "[!")
	if !ok {
		return false
	}
	inner, ok = strings.CutSuffix(inner, "]")
	if !ok {
		return false
	}
	switch strings.ToUpper(inner) {
	case "NOTE", "TIP", "IMPORTANT", "WARNING", "CAUTION":
		return true
	}
	return false
}
