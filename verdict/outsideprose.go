package verdict

// outsideProse reads the text of the file around the verdict object (s),
// the prose an agent writes before and after it, as the review's prose
// (see readProse) beside an approval: a reader of the file sees
// `VERDICT: BLOCK` or `DO NOT MERGE: the token leaks` above the object as
// plainly as in it. It returns the problem the first such text makes,
// and whether there is one.
func (dl *Dialect) outsideProse(content []byte, s span, v *Verdict) (problem, bool) {
	if v.Verdict != Approve {
		return problem{}, false
	}
	for _, part := range []span{{0, s.start}, {s.end, len(content)}} {
		if part.end <= part.start {
			continue
		}
		if w, says := dl.readProse(string(content[part.start:part.end])); says != saysNothing {
			return problem{rule: RuleApproveWithBlocking, off: part.start,
				msg: proseMessage(dl.spec.VerdictKey, v.Verdict, "the text around the verdict object", w, says)}, true
		}
	}
	return problem{}, false
}
