package verdict

import (
	"fmt"
	"maps"
	"slices"
)

// spec builds the dialect from what read gathered.
func (in *inference) spec() DialectSpec {
	s := DialectSpec{Name: "inferred", VerdictKey: in.key, Approve: in.approve, Block: in.block, CaseSensitive: true}
	if len(in.approve) == 0 {
		in.setRefuse("no file approves, so no approve value is known: list the team's under json.approve")
	}
	if len(in.block) == 0 {
		in.setRefuse("no file blocks, so no block value is known: list the team's under json.block")
	}
	for _, k := range inferReviewKeys {
		if slices.Contains(in.topKeys, k) && !in.nonString[k] {
			s.ReviewKey = k
			break
		}
	}
	for _, k := range in.topKeys {
		if k != s.ReviewKey {
			s.Keys = append(s.Keys, k)
		}
	}
	if in.findingsKey != "" {
		s.Findings, s.FindingsKey = true, in.findingsKey
		in.findingSpec(&s)
	}
	return s
}

func (in *inference) setRefuse(reason string) {
	in.setRefusals = append(in.setRefusals, Refusal{File: -1, Reason: reason})
}

// findingSpec infers the finding keys and severity words.
func (in *inference) findingSpec(s *DialectSpec) {
	count := map[string]int{}
	for _, f := range in.findings {
		if f.v.kind != kindObject {
			continue
		}
		for _, m := range f.v.members {
			count[m.key]++
		}
	}
	s.SeverityKey = mostUsed(inferSeverityKeys, count)
	if s.SeverityKey == "" {
		in.setRefuse(fmt.Sprintf("the findings under %q have no severity key (severity, level, priority or sev): the dialect cannot tell what blocks", in.findingsKey))
		return
	}
	for _, k := range inferTextKeys {
		if count[k] > 0 && k != s.SeverityKey {
			s.TextKeys = append(s.TextKeys, k)
		}
	}
	if len(s.TextKeys) == 0 {
		in.setRefuse(fmt.Sprintf("the findings under %q have no text key such as question, summary, message or description", in.findingsKey))
	}
	for _, k := range inferPlaceKeys {
		if count[k] > 0 && !slices.Contains(s.TextKeys, k) {
			s.LocationKeys = append(s.LocationKeys, k)
		}
	}
	s.LineKey = mostUsed(inferLineKeys, count)
	for _, k := range slices.Sorted(maps.Keys(count)) {
		if k != s.SeverityKey && k != s.LineKey && !slices.Contains(s.TextKeys, k) && !slices.Contains(s.LocationKeys, k) {
			s.FindingKeys = append(s.FindingKeys, k)
		}
	}
	for _, f := range in.findings {
		if f.v.kind != kindObject {
			continue
		}
		m, ok := f.v.get(s.SeverityKey)
		if !ok || m.val.kind != kindString {
			continue // lint says why
		}
		switch placeSeverity(m.val.str) {
		case Blocking:
			s.Blocking = appendNew(s.Blocking, m.val.str)
		case NonBlocking:
			s.NonBlocking = appendNew(s.NonBlocking, m.val.str)
		default:
			in.refuse(f.file, m.val.off, "cannot tell whether severity %q blocks; list it under json.blocking or json.non-blocking", m.val.str)
		}
	}
	if len(s.Blocking) == 0 {
		in.setRefuse("no finding in any file blocks, so no blocking severity is known: list the team's under json.blocking")
	}
}

// mostUsed returns the candidate with the highest count, the earlier one
// on a tie, or "" when none is used.
func mostUsed(candidates []string, count map[string]int) string {
	best, n := "", 0
	for _, k := range candidates {
		if count[k] > n {
			best, n = k, count[k]
		}
	}
	return best
}
