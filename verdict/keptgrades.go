package verdict

// severityKey is the letters of a key that grades what holds it.
var severityKey = [...]string{"severity"}

// blockingGrade returns a severity's value a reader takes for blocking,
// a grade every dialect shares or the dialect's own (g): the string, or
// the first such string of a list ({"severity": ["minor",
// "critical"]}), or nil.
func blockingGrade(v *value, g grades) *value {
	switch v.kind {
	case kindString:
		if seen := readerValue(v.str); readsBlocking(seen) || g.blocks(seen) {
			return v
		}
	case kindArray:
		for _, item := range v.items {
			if item.kind == kindString && (readsBlocking(readerValue(item.str)) || g.blocks(readerValue(item.str))) {
				return item
			}
		}
	}
	return nil
}

// keptBlocking reads a member the dialect keeps without reading it (a key
// it allows but gives no role, or an unknown one it lets through), and
// each object nested in its value, for a grade a reader takes for
// blocking as a finding's is: a key whose letters spell severity, in any
// case or look-alike letters, holding a value (or a list of them) a
// reader takes for blocking ({"severity": "blocking"}, {"Ｓeverity":
// "critical"}, {"severity": ["minor", "showstopper"]}), or tags or labels
// one of which is a blocking grade ({"labels": ["critical"]}; see
// memberGrade). Beside an
// approval a reader sees a blocking finding the dialect does not read,
// so it is reported as one (see crossCheck). It returns the first such
// value, nil when there is none. The walk visits each value once.
func keptBlocking(m member, g grades) *value {
	if b := memberGrade(m, g); b != nil {
		return b
	}
	stack := []*value{m.val}
	for len(stack) > 0 {
		var v *value
		v, stack = stack[len(stack)-1], stack[:len(stack)-1]
		switch v.kind {
		case kindObject:
			for _, m := range v.members {
				if b := memberGrade(m, g); b != nil {
					return b
				}
				stack = append(stack, m.val)
			}
		case kindArray:
			stack = append(stack, v.items...)
		}
	}
	return nil
}
