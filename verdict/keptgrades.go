package verdict

// keptBlocking walks a value the dialect keeps without reading it (a key
// it allows but gives no role, or an unknown one it lets through) for an
// object graded blocking as a finding is: a key whose letters spell
// severity holding a value a reader takes for blocking
// ({"severity": "blocking"}, {"Severity": "critical"}). Beside an
// approval a reader sees a blocking finding the dialect does not read,
// so it is reported as one (see crossCheck). It returns the first such
// value, nil when there is none. The walk visits each value once.
func keptBlocking(v *value) *value {
	stack := []*value{v}
	for len(stack) > 0 {
		v, stack = stack[len(stack)-1], stack[:len(stack)-1]
		switch v.kind {
		case kindObject:
			for _, m := range v.members {
				if m.val.kind == kindString && letters(m.key) == "severity" && readsBlocking(readerValue(m.val.str)) {
					return m.val
				}
				stack = append(stack, m.val)
			}
		case kindArray:
			stack = append(stack, v.items...)
		}
	}
	return nil
}
