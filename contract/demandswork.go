package contract

import "strings"

// demandsWork reports whether a remark, in its first clause, demands work
// of the author: a word of demand and one of work, in either order
// (`rework required`, `must fix`, `needs changes`, `changes requested`).
// A count of nought a remark such as `0 — rework required` follows
// holds a blocker to a reader, whatever it counts. A demand denied
// (`no rework required`, `nothing must change`) demands nothing.
func demandsWork(remark string) bool {
	t := strings.ToLower(strings.TrimLeft(remark, " \t*_`—–-:;,("))
	if i := strings.IndexAny(t, ".;!?)"); i >= 0 {
		t = t[:i]
	}
	ws := words(t)
	demand, work := false, false
	for _, w := range ws {
		switch w {
		case "no", "not", "nothing", "none", "without", "never", "zero":
			return false
		case "required", "requires", "require", "needed", "needs", "need", "must", "requested", "mandatory":
			demand = true
		case "rework", "reworked", "change", "changes", "fix", "fixes", "fixed", "fixing", "work", "revision", "revisions", "rewrite":
			work = true
		}
	}
	return demand && work
}
