package verdict

// parsedObject is one candidate object after the strict parse and, if that
// failed, the repair and second parse.
type parsedObject struct {
	root  *value
	dups  []duplicate
	fixes []repaired // non-empty only when the repair was needed
	err   *syntaxError
	// toFile maps an offset the parser reported to an offset in the file.
	toFile func(int) int
}

// parseObject parses content[s.start:s.end] strictly; only if that fails does
// it apply the control-character repair and parse once more. Already-valid
// JSON never reaches the repair.
func parseObject(content []byte, s span) parsedObject {
	text := content[s.start:s.end]
	identity := func(off int) int { return off }
	root, dups, err := parseJSON(text, s.start)
	if err == nil {
		return parsedObject{root: root, dups: dups, toFile: identity}
	}
	fixed, fixes := repairControlChars(text)
	if len(fixes) == 0 {
		return parsedObject{err: err.(*syntaxError), toFile: identity}
	}
	toFile := func(off int) int { return s.start + originalOffset(off, fixes) }
	root, dups, err = parseJSON(fixed, 0)
	if err != nil {
		// Report what is still wrong after the repair, where the agent wrote it.
		se := err.(*syntaxError)
		return parsedObject{err: &syntaxError{off: toFile(se.off), msg: se.msg}, toFile: identity}
	}
	return parsedObject{root: root, dups: dups, fixes: fixes, toFile: toFile}
}
