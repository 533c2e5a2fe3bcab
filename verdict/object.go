package verdict

// parsedObject is one candidate object after the parse, which reads raw
// control characters inside strings as if escaped and counts them.
type parsedObject struct {
	root            *value
	dups            []duplicate
	repairs         int
	firstRepair     int
	firstRepairChar byte
	err             *syntaxError
}

// parseObject parses content[s.start:s.end]; offsets are file offsets.
func parseObject(content []byte, s span) parsedObject {
	root, p, err := parseIn(content, content[s.start:s.end], s.start)
	if err != nil {
		return parsedObject{err: err.(*syntaxError)}
	}
	return parsedObject{root: root, dups: p.dups, repairs: p.repairs, firstRepair: p.firstRepair, firstRepairChar: p.firstRepairChar}
}
