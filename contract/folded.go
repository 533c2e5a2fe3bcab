package contract

import "bytes"

// A <details> element is folded as GitHub renders it: its body shows
// only when a reader opens it. Markdown between a `<details>` block and
// its `</details>` is parsed as markdown, so the contract would read a
// verdict there that a reader of the report does not see: a report whose
// only verdict is folded away would pass as one with a verdict. A verdict
// in a folded body is refused as ambiguous instead.

// details follows the <details> elements an HTML block opens and closes:
// each open one is pushed, folded unless it carries the open attribute,
// and each close pops the innermost.
func (w *walker) details(raw []byte) {
	lower := bytes.ToLower(raw)
	for i := 0; i < len(lower); {
		j := bytes.Index(lower[i:], []byte("details"))
		if j < 0 {
			return
		}
		at := i + j
		i = at + len("details")
		switch {
		case at >= 2 && string(lower[at-2:at]) == "</":
			if n := len(w.folds); n > 0 {
				w.folds = w.folds[:n-1]
			}
		case at >= 1 && lower[at-1] == '<' && (i == len(lower) || lower[i] == '>' || lower[i] == ' ' || lower[i] == '\t' || lower[i] == '\n'):
			end := bytes.IndexByte(lower[i:], '>')
			if end < 0 {
				end = len(lower) - i
			}
			w.folds = append(w.folds, !bytes.Contains(lower[i:i+end], []byte("open")))
		}
	}
}

// folded reports whether the blocks being walked stand in a folded
// <details> body.
func (w *walker) folded() bool {
	for _, f := range w.folds {
		if f {
			return true
		}
	}
	return false
}

// foldedVerdict refuses a block in a folded <details> body that states a
// verdict, in the dialect's words or others.
func (w *walker) foldedVerdict(b block) {
	if len(w.folds) == 0 || !w.folded() {
		return
	}
	if _, ok := w.d.verdictOf(b.text); ok || w.d.otherValue(b.text) != "" {
		w.ambiguous(pos{b.line, b.col}.offsetIn(w.lines), "a verdict in a folded <details> body, which a reader sees only on opening it")
	}
}
