package commitmsg

// autoCandidates are the comment characters git chooses from, in order,
// when core.commentChar is "auto".
const autoCandidates = "#;@!$%^&|:"

// Comments says how git treats comment lines, from core.commentString (git
// 2.45 and later) or core.commentChar.
type Comments struct {
	// Setting is the configured value; "" when unset.
	Setting string
}

// ForLog is the comment string git uses when it reads a stored message
// (`git log --format=%(trailers)`, `git interpret-trailers`): the setting,
// or "#" when it is unset or "auto", which only `git commit` resolves.
func (c Comments) ForLog() string {
	if c.Setting == "" || c.Setting == "auto" {
		return "#"
	}
	return c.Setting
}

// ForCommit is the comment string `git commit` strips from the message
// file raw. For "auto", git picked the first of "#;@!$%^&|:" that began no
// line of the message *before* it added its own comment lines, so the file
// alone cannot always tell. Git's comments come last (above the scissors
// line, which settles it): when the last non-blank line starts with a
// candidate that every earlier candidate also starts a line before, that
// is git's choice; otherwise it is the first candidate that starts no line
// (no comments were added, as with -m).
func (c Comments) ForCommit(raw []byte) string {
	if c.Setting != "auto" {
		return c.ForLog()
	}
	starts := map[byte]bool{}
	last := byte(0)
	for _, l := range splitLines(raw) {
		if k, ok := scissorsPrefix(l); ok {
			return k // git wrote its cut line with the char it chose
		}
		if l.Text != "" {
			starts[l.Text[0]] = true
		}
		if !isBlank(l.Text) {
			last = l.Text[0]
		}
	}
	for i := 0; i < len(autoCandidates); i++ {
		if k := autoCandidates[i]; !starts[k] || k == last {
			return string(k)
		}
	}
	return "#" // git refuses to commit when every candidate is taken
}

// scissorsPrefix returns the candidate a scissors line is written with.
func scissorsPrefix(l Line) (string, bool) {
	for i := 0; i < len(autoCandidates); i++ {
		if k := autoCandidates[i : i+1]; isScissors(l, k) {
			return k, true
		}
	}
	return "", false
}

// stripComments returns the lines `git commit` keeps in strip mode.
func stripComments(lines []Line, prefix string) []Line {
	kept := make([]Line, 0, len(lines))
	for _, l := range lines {
		if !isComment(l.Text, prefix) {
			kept = append(kept, l)
		}
	}
	return kept
}

// gitWroteScissors reports whether the scissors line at cut is the one
// `git commit -v` or --cleanup=scissors writes, and so cuts: git follows it
// with a commented explanation ("Do not modify or remove the line
// above."), then under -v the diff. A scissors line followed by text was
// typed by hand; in an edited message git then drops only that line.
func gitWroteScissors(lines []Line, cut int, prefix string) bool {
	return cut+1 < len(lines) && isComment(lines[cut+1].Text, prefix)
}
