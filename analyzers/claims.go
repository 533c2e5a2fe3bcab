package analyzers

import (
	"fmt"
	"strings"

	"github.com/reviewlint/reviewlint/gitrepo"
)

// shortSide names one side of the change for a claim.
func shortSide(h gitrepo.Hash, staged bool) string {
	switch {
	case staged:
		return "the index"
	case h.IsZero():
		return "the empty tree"
	}
	return h.String()[:12]
}

// fileClaim summarises one file's ranges in one line.
func fileClaim(f FileRanges) string {
	claim := fmt.Sprintf("`%s` %s", f.Path, f.Status)
	if f.Kind != "" {
		claim += " " + f.Kind
	}
	if f.Binary {
		return claim + ", binary, no line ranges"
	}
	var deleted, added []string
	for _, h := range f.Hunks {
		if h.OldLines > 0 {
			deleted = append(deleted, lineSpan(h.OldStart, h.OldLines))
		}
		if h.NewLines > 0 {
			added = append(added, lineSpan(h.NewStart, h.NewLines))
		}
	}
	if len(deleted) > 0 {
		claim += ", old lines " + strings.Join(deleted, ", ") + " deleted"
	}
	if len(added) > 0 {
		claim += ", new lines " + strings.Join(added, ", ") + " added"
	}
	if len(deleted)+len(added) == 0 {
		claim += ", no line changed"
	}
	return claim
}

func lineSpan(start, n int) string {
	if n == 1 {
		return fmt.Sprint(start)
	}
	return fmt.Sprintf("%d-%d", start, start+n-1)
}
