package verdict

import "strings"

// tagKeys are the letters of keys that hold a finding's or a change's
// tags or labels: a tag that is a blocking grade marks what holds it
// blocking, as a severity does.
var tagKeys = [...]string{"tag", "tags", "label", "labels", "flag", "flags", "severities"}

// labelNameKey is the letters of the key naming a label given as an
// object.
var labelNameKey = [...]string{"name"}

// memberGrade returns the value of a member a reader takes for a
// blocking grade of what holds it, or nil: a severity a reader takes
// for blocking ({"severity": "critical"}; see blockingGrade), or a tag
// or label that is one ({"labels": ["security", "critical"]}; see
// blockingTag).
func memberGrade(m member, g grades) *value {
	switch {
	case looksLike(m.key, severityKey[:]):
		return blockingGrade(m.val, g)
	case looksLike(m.key, tagKeys[:]):
		return blockingTag(m.val, g)
	}
	return nil
}

// blockingTag returns the tag, of one or of a list of them, that is a
// blocking grade as a whole, alone or naming the problems it grades
// (`critical`, `Blocker`, `must-fix`, `critical-bug`), or after the
// name of a grade (`severity: critical`, `priority/P0`), or a list's
// label object named so ({"name": "critical"}), or nil. A tag
// a grade only opens (`critical-path`, `high-availability`) or a word
// a confidence or an effort takes (under another key) is no grade.
func blockingTag(v *value, g grades) *value {
	tag := func(v *value) bool {
		if v.kind != kindString || len(v.str) > maxTagBytes {
			return false
		}
		// Tags in one string, as a list (`critical, security`).
		for _, piece := range strings.FieldsFunc(v.str, func(r rune) bool { return r == ',' || r == ';' || r == '|' }) {
			ws := labelWords(piece)
			if len(ws) > 1 && gradeKey(ws[0]) {
				ws = ws[1:]
			}
			if g.labels(ws) {
				return true
			}
		}
		return false
	}
	if v.kind == kindArray {
		for _, item := range v.items {
			if tag(item) {
				return item
			}
			if item.kind == kindArray {
				if t := blockingTag(item, g); t != nil {
					return t // a list in the list: [["critical"]]
				}
				continue
			}
			if item.kind != kindObject {
				continue
			}
			// A label as an object, GitHub's way: {"name": "critical"}.
			for _, m := range item.members {
				if looksLike(m.key, labelNameKey[:]) && tag(m.val) {
					return m.val
				}
			}
		}
		return nil
	}
	if tag(v) {
		return v
	}
	return nil
}

// maxTagBytes bounds a tag: a longer string is prose, read as such.
const maxTagBytes = 64
