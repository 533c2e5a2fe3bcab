package contract

import "strings"

// Disposition chains: `x: NOTE → FAIL — found later` says the finding was
// a NOTE and is a FAIL now; `x: FAIL → NOTE — not reachable` that it was
// downgraded. A reader takes the last disposition of the chain for the
// finding's own, so a NOTE upgraded to FAIL blocks.

// chainMarks lead from one disposition to the next.
var chainMarks = [...]string{"→", "->", "=>", "⟶", "⇒", "➡", "➔", "—>", "–>", "-->", ", now", "now", ", then", "then"}

// chainEnd follows the chain after match m at the start of rest, each
// link read by next: the match of the chain's last word, its offset in
// rest, and true when m was followed by one.
func chainEnd(rest string, m match, next func(string) (match, bool)) (match, int, bool) {
	at, end, moved := 0, m, false
	for range 8 {
		after := strings.TrimLeft(rest[at+end.end:], " \t*_")
		following := ""
		for _, mark := range chainMarks {
			if s, ok := strings.CutPrefix(after, mark); ok {
				following = strings.TrimLeft(s, " \t*_")
				break
			}
		}
		if following == "" {
			break
		}
		n, ok := next(following)
		if !ok || n.start != 0 {
			break
		}
		at, end, moved = len(rest)-len(following), n, true
	}
	return end, at, moved
}

// nextDisposition reads a disposition in capitals at the start of s, as
// a link of a chain.
func (d *Dialect) nextDisposition(s string) (match, bool) {
	n, ok := d.dispositionAt(s)
	return n, ok && isUpper(s[:n.end])
}
