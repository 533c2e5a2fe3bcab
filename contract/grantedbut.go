package contract

import (
	"strings"

	"github.com/reviewlint/reviewlint/internal/proseword"
)

// grantedThenDemands reports whether prose under the verdict key grants
// a part before a reservation and demands work after it (`Task 1 is
// COMPLETE and EXCEEDS requirements, but the plan documentation requires
// immediate updating`): beside a failing verdict it restates the
// failure, as a reader takes the clause after the but. What the
// reservation grants may praise a part; it holds no pass word of the
// dialect, no negation and no pass mark, and what follows it holds no
// word that could pass (cannotPass) and demands work (requires, needs,
// must) before any second reservation.
func (d *Dialect) grantedThenDemands(value string) bool {
	t := strings.ToLower(value)
	i, n := -1, 0
	for _, r := range []string{", but ", "; but ", ", however, ", "; however, ", ", yet "} {
		if j := strings.Index(t, r); j >= 0 && (i < 0 || j < i) {
			i, n = j, len(r)
		}
	}
	if i < 0 {
		return false
	}
	granted, after := value[:i], value[i+n:]
	if markAgainst(granted, Fail) || strings.ContainsAny(granted, "👍🚀🎉💯🆗🟩") || d.passValueIn(granted) {
		return false
	}
	for rest := granted; ; {
		w, r, ok := proseword.Next(rest)
		if !ok {
			break
		}
		if isNegation(w) || strings.EqualFold(w, "nothing") || strings.EqualFold(w, "none") || strings.HasSuffix(strings.ToLower(w), "n't") {
			return false
		}
		rest = r
	}
	if !d.cannotPass(after) {
		return false
	}
	for rest := strings.ToLower(after); ; {
		w, r, ok := proseword.Next(rest)
		if !ok {
			return false
		}
		switch w {
		case "requires", "require", "needs", "need", "must":
			return true
		case "but", "however", "yet", "although", "though", "unless", "if":
			return false
		}
		rest = r
	}
}

// passValueIn reports whether a verdict value of the dialect that
// passes stands in s, at any of its words.
func (d *Dialect) passValueIn(s string) bool {
	for rest := s; ; {
		w, r, ok := proseword.Next(rest)
		if !ok {
			return false
		}
		at := s[len(s)-len(r)-len(w):]
		if m, ok := d.values.at(at); ok && m.start == 0 && m.phrase.means != Fail {
			return true
		}
		rest = r
	}
}
