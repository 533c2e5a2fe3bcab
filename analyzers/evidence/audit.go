package evidence

import (
	"strings"

	"github.com/reviewlint/reviewlint/analyzers/snapshot"
	"github.com/reviewlint/reviewlint/contract"
)

// Audit checks every block of every report.
func Audit(in Input) []Fact {
	behind := distances(in.Head, in.Range)
	var facts []Fact
	for _, r := range in.Reports {
		blocks := contract.ParseEvidence(r.Content)
		if len(blocks) == 0 {
			facts = append(facts, Fact{Report: r.Path, At: snapshot.Place{Path: r.Path, Line: 1}, Status: Missing})
		}
		for _, ev := range blocks {
			facts = append(facts, auditBlock(in, behind, r.Path, ev))
		}
	}
	return facts
}

func auditBlock(in Input, behind map[string]int, path string, ev contract.Evidence) Fact {
	f := Fact{Report: path, At: snapshot.Place{Path: path, Line: ev.StartLine}, SHA: ev.SHA, Environment: ev.Environment}
	for _, p := range ev.Problems {
		f.Problems = append(f.Problems, p.Msg)
	}
	sha := strings.ToLower(ev.SHA)
	switch {
	case ev.SHA == "" || !isHex(sha):
		f.Status = Malformed
		return f
	case in.Head != "" && strings.HasPrefix(in.Head, sha):
		f.Status, f.Commit = AtHead, in.Head
		if len(sha) < len(in.Head) && in.Lookup != nil {
			// An abbreviation names the head only when nothing else in
			// the repository starts with it: 7 digits are 28 bits, and
			// a head commit can be made to share them with the commit
			// the evidence really ran at.
			if id, ok := in.Lookup(sha); !ok || id != in.Head {
				f.Status, f.Commit = Ambiguous, ""
			}
		}
		return f
	}
	if in.Base != "" && strings.HasPrefix(in.Base, sha) {
		f.Status, f.Commit = AtBase, in.Base
		return f
	}
	for id, n := range behind {
		if strings.HasPrefix(id, sha) {
			f.Status, f.Commit, f.Behind = InRange, id, n
			return f
		}
	}
	if in.Lookup != nil {
		if id, ok := in.Lookup(sha); ok {
			f.Status, f.Commit = OutsideRange, id
			return f
		}
	}
	f.Status = Unknown
	return f
}

// distances maps each commit of the range to its distance from head: the
// fewest parent steps, so a merged branch's commit counts by its shortest
// way to the head.
func distances(head string, commits []Commit) map[string]int {
	parents := make(map[string][]string, len(commits))
	for _, c := range commits {
		parents[c.ID] = c.Parents
	}
	dist := map[string]int{}
	if _, ok := parents[head]; !ok {
		return dist
	}
	dist[head] = 0
	queue := []string{head}
	for len(queue) > 0 {
		id := queue[0]
		queue = queue[1:]
		for _, p := range parents[id] {
			if _, inRange := parents[p]; inRange {
				if _, seen := dist[p]; !seen {
					dist[p] = dist[id] + 1
					queue = append(queue, p)
				}
			}
		}
	}
	return dist
}

func isHex(s string) bool {
	return strings.Trim(s, "0123456789abcdef") == ""
}
