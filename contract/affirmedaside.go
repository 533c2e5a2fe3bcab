package contract

import "slices"

// A demand supposed (`If this needs changes, say so.`) demands nothing,
// but one the same sentence answers yes in an aside (`If this needs
// changes (it does), say so.`, `If this needs more work — and it does —
// …`) demands it as plainly as `This needs changes.`

// affirmedAside reports whether, in the words ws of a sentence, the
// first clause mark after the verb at ws[v] opens an aside that answers
// it yes: it, this or they, then does or do, not denied (`(it does)`,
// `(and it does)`, `(which it really does)`). marks are the word indexes
// clause marks stand before, rising; the aside is read a bounded way.
func affirmedAside(ws []string, marks []int, v int) bool {
	k, _ := slices.BinarySearch(marks, v+1)
	if k == len(marks) {
		return false
	}
	i := marks[k]
	if i < len(ws) && isAny(ws[i], "and", "which", "as") {
		i++
	}
	if i+1 >= len(ws) || !isAny(ws[i], "it", "this", "they", "that") {
		return false
	}
	i++
	if ws[i] == "really" || ws[i] == "certainly" || ws[i] == "clearly" {
		i++
	}
	if i >= len(ws) || !isAny(ws[i], "does", "do") {
		return false
	}
	return i+1 == len(ws) || !isAny(ws[i+1], "not", "n't")
}
