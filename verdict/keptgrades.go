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

// keptBlocking walks a value the dialect keeps without reading it (a key
// it allows but gives no role, or an unknown one it lets through) for an
// object graded blocking as a finding is: a key whose letters spell
// severity, in any case or look-alike letters, holding a value (or a
// list of them) a reader takes for blocking ({"severity": "blocking"},
// {"Ｓeverity": "critical"}, {"severity": ["minor", "showstopper"]}). Beside an
// approval a reader sees a blocking finding the dialect does not read,
// so it is reported as one (see crossCheck). It returns the first such
// value, nil when there is none. The walk visits each value once.
func keptBlocking(v *value, g grades) *value {
	stack := []*value{v}
	for len(stack) > 0 {
		v, stack = stack[len(stack)-1], stack[:len(stack)-1]
		switch v.kind {
		case kindObject:
			for _, m := range v.members {
				if looksLike(m.key, severityKey[:]) {
					if b := blockingGrade(m.val, g); b != nil {
						return b
					}
				}
				stack = append(stack, m.val)
			}
		case kindArray:
			stack = append(stack, v.items...)
		}
	}
	return nil
}
