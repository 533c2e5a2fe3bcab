package contract

import (
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/reviewlint/reviewlint/internal/proseword"
)

// The three coverage statuses, one spelling each.
const (
	StatusVerified = "VERIFIED INDEPENDENTLY"
	StatusAccepted = "ACCEPTED FROM WORKER'S EVIDENCE"
	StatusNotCheck = "COULD NOT CHECK"
)

// CoverageEntry is a well-formed coverage bullet.
type CoverageEntry struct {
	Claim  string
	Status string
	Line   int
}

// statusHit is one status phrase found in an entry.
type statusHit struct {
	at, end int
	means   string
}

// statusesIn finds the dialect's status phrases in an entry's text, as
// whole words (an underscore joins words), left to right, longest first.
func (d *Dialect) statusesIn(t string, out []statusHit) []statusHit {
	out = d.symbolStatuses(t, out)
	if d.statusAnchors == nil {
		return d.statusesByWord(t, out)
	}
	// A status starts where one of the statuses' first words does: look
	// for those, not at every word.
	first := len(out)
	for _, a := range d.statusAnchors {
		find := newFoldFinder(t, a)
		for from := 0; from < len(t); {
			start := find.from(from)
			if start < 0 {
				break
			}
			from = start + 1
			if start > 0 && (proseword.IsStart(t[start-1:]) || t[start-1] == '_' || t[start-1] == '\'') {
				continue
			}
			m, ok := d.statuses.at(t[start:])
			if !ok || m.start != 0 {
				continue
			}
			end := start + m.end
			if end < len(t) && t[end] == '_' {
				continue
			}
			out = append(out, statusHit{at: start, end: end, means: m.phrase.means})
			from = end
		}
	}
	hits := out[first:]
	slices.SortFunc(hits, func(x, y statusHit) int { return x.at - y.at })
	// Two anchors may find overlapping phrases; the earlier wins.
	kept := hits[:0]
	for _, h := range hits {
		if len(kept) == 0 || h.at >= kept[len(kept)-1].end {
			kept = append(kept, h)
		}
	}
	return out[:first+len(kept)]
}

// statusesByWord reads t word by word for statuses, for dialects whose
// statuses open with a word outside ASCII.
func (d *Dialect) statusesByWord(t string, out []statusHit) []statusHit {
	for p := 0; p < len(t); {
		w, rest, ok := proseword.Next(t[p:])
		if !ok {
			break
		}
		start := len(t) - len(rest) - len(w)
		if m, ok := d.statuses.at(t[start:]); ok {
			end := start + m.end
			if (end == len(t) || t[end] != '_') && (start == 0 || t[start-1] != '_') {
				out = append(out, statusHit{at: start, end: end, means: m.phrase.means})
				p = end
				continue
			}
		}
		p = len(t) - len(rest)
	}
	return out
}

// coverageEntry reads `<claim>: <STATUS>`. It fails when the item has no
// status after a colon, no claim, or more than one status.
func (d *Dialect) coverageEntry(item block) (CoverageEntry, bool) {
	var buf [4]statusHit
	return d.coverageEntryOf(item, d.statusesIn(item.text, buf[:0]))
}

// coverageEntryOf is coverageEntry, given the statuses in the item's text
// (statusesIn): the coverage check asks them once for this reading and
// for statusTakenBackOf.
func (d *Dialect) coverageEntryOf(item block, hits []statusHit) (CoverageEntry, bool) {
	if len(hits) != 1 {
		return CoverageEntry{}, false
	}
	before := coverageClaimEnd.trimRight(item.text[:hits[0].at])
	claim, ok := strings.CutSuffix(before, ":")
	claim = strings.TrimSpace(coverageClaimEnd.trimRight(claim))
	if !ok || spaceEmphasis.trim(claim) == "" {
		return CoverageEntry{}, false
	}
	return CoverageEntry{Claim: claim, Status: hits[0].means, Line: item.line}, true
}

// symbolStatuses finds the statuses the dialect writes as symbols (✅).
func (d *Dialect) symbolStatuses(t string, out []statusHit) []statusHit {
	if !d.symbols {
		return out
	}
	for i, r := range t {
		if !unicode.Is(unicode.So, r) {
			continue
		}
		sym := t[i : i+utf8.RuneLen(r)]
		if cands := d.statuses.byFirst[sym]; len(cands) > 0 {
			out = append(out, statusHit{at: i, end: i + len(sym), means: d.statuses.phrases[cands[0]].means})
		}
	}
	return out
}

// statusTakenBackOf reads what follows a coverage entry's status that
// holds (verified, accepted) for words that take it back: a question, a
// cross, a condition or a count of failures (see conditioned), or a
// denial that it was checked (`(not run)`, `— could not run them`,
// `unverified`). It returns them, or "".
//
// hits are the statuses in the item's text (statusesIn).
func (d *Dialect) statusTakenBackOf(item block, hits []statusHit) string {
	if len(hits) != 1 || hits[0].means != meansVerified && hits[0].means != meansAccepted {
		return ""
	}
	tail := maskCode(item.text[hits[0].end:])
	if i := strings.IndexByte(tail, '\n'); i >= 0 {
		tail = tail[:i] // the entry's own line: a line after it is another statement
	}
	t := strings.TrimLeft(tail, " \t*_`")
	if t == "" {
		return ""
	}
	if questioned(t) || markAgainst(t, Pass) || passTakenBack(t) {
		return strings.TrimSpace(shorten(t, 40))
	}
	low := strings.ToLower(t)
	for _, p := range []string{"not run", "not checked", "not verified", "unverified", "did not run", "didn't run", "not tested", "untested",
		"could not run", "could not check", "could not verify", "could not test", "couldn't run", "couldn't check", "couldn't verify",
		"cannot run", "can't run", "cannot verify", "can't verify", "unable to run", "unable to verify", "unable to check"} {
		if i := strings.Index(low, p); i >= 0 && (i == 0 || !proseword.IsRune(rune(low[i-1]))) {
			return strings.TrimSpace(shorten(t, 40))
		}
	}
	return ""
}
