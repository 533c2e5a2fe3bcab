package verdict

import (
	"fmt"
	"regexp"
	"strings"
	"unicode/utf8"
)

// role is what a key means to the decoder.
type role uint8

const (
	roleNone role = iota
	roleVerdict
	roleFindings
	roleReview
	roleEdits
	roleEdit
	roleQuestions
	roleUncertainTasks
	roleDecomposition
	roleExtra
	roleSeverity
	roleText
	roleLocation
	roleLine
)

var roleNames = [...]string{roleVerdict: "verdict", roleFindings: "findings", roleReview: "review",
	roleEdits: "edits", roleEdit: "edit", roleQuestions: "questions", roleUncertainTasks: "uncertainTasks",
	roleDecomposition: "decompositionUnclear", roleExtra: "extra", roleSeverity: "severity",
	roleText: "text", roleLocation: "location", roleLine: "line"}

// editKeys are the default contract's keys that Edits allows, in order.
var editKeys = []struct {
	key  string
	role role
}{{"edits", roleEdits}, {"edit", roleEdit}, {"questions", roleQuestions},
	{"uncertainTasks", roleUncertainTasks}, {"decompositionUnclear", roleDecomposition}}

// keyTable collects the keys of one level (the object, or a finding) and
// refuses a key given two roles, or two keys a reader cannot tell apart.
type keyTable struct {
	dl     *Dialect
	roles  map[string]role
	folded map[string]string // folded name → the key that has it
	order  []string
}

func (d *Dialect) newKeyTable() *keyTable {
	return &keyTable{dl: d, roles: map[string]role{}, folded: map[string]string{}}
}

func (t *keyTable) add(field, key string, r role) error {
	if err := checkKey(field, key); err != nil {
		return err
	}
	if other, ok := t.roles[key]; ok {
		if other == r && r == roleExtra {
			return nil
		}
		return &DialectError{field, fmt.Sprintf("%q is also the %s key: a key may have one role", key, roleNames[other])}
	}
	f := letters(key)
	if r != roleVerdict && f == t.dl.word {
		return t.dl.spellsVerdict(field, key)
	}
	if other, ok := t.folded[f]; ok && t.roles[other] != r {
		return &DialectError{field, fmt.Sprintf("%q reads as %q, the %s key: a file could not show which one it means", key, other, roleNames[t.roles[other]])}
	}
	t.roles[key] = r
	t.folded[f] = key
	t.order = append(t.order, key)
	return nil
}

func (d *Dialect) prepare() error {
	s := &d.spec
	if err := checkKey("json.verdict-key", s.VerdictKey); err != nil {
		return err
	}
	d.word = letters(s.VerdictKey)
	for c := range 256 {
		d.looseKey[c] = isLetter(byte(c))
	}
	for i := range len(s.VerdictKey) {
		d.looseKey[s.VerdictKey[i]] = true
	}
	k := regexp.QuoteMeta(s.VerdictKey)
	d.misquoted = regexp.MustCompile(`\{\s*(?:[^{}]*,\s*)?('` + k + `'|` + k + `)\s*:`)
	var err error
	if d.values, err = sides("json", s.CaseSensitive, true, "approve", Approve, s.Approve, "block", Block, s.Block); err != nil {
		return err
	}
	if err := d.prepareTop(); err != nil {
		return err
	}
	if s.Findings {
		if err := d.prepareFindings(); err != nil {
			return err
		}
	}
	d.prepareGrades()
	return d.checkSides()
}

func (d *Dialect) prepareTop() error {
	s := &d.spec
	t := d.newKeyTable()
	if err := t.add("json.verdict-key", s.VerdictKey, roleVerdict); err != nil {
		return err
	}
	if s.Findings {
		if err := t.add("json.findings-key", s.FindingsKey, roleFindings); err != nil {
			return err
		}
	}
	if s.ReviewKey != "" {
		if err := t.add("json.review-key", s.ReviewKey, roleReview); err != nil {
			return err
		}
	}
	if s.Edits {
		for _, e := range editKeys {
			if err := t.add("json.edits", e.key, e.role); err != nil {
				return err
			}
		}
	}
	for _, key := range s.Keys {
		if err := t.add("json.keys", key, roleExtra); err != nil {
			return err
		}
	}
	for _, key := range s.RequiredKeys {
		if _, ok := t.roles[key]; !ok {
			return &DialectError{"json.required-keys", fmt.Sprintf("%q is not a key the dialect names: add it to keys first", key)}
		}
	}
	if s.Edits {
		// The keys inside edits and uncertainTasks.
		for _, key := range []string{"path", "content"} {
			if letters(key) == d.word {
				return d.spellsVerdict("json.edits", key)
			}
		}
	}
	d.top = t.roles
	d.topWords = foldedWords(t.order)
	d.topList = joinAnd(t.order)
	return nil
}

func (d *Dialect) prepareFindings() error {
	s := &d.spec
	var err error
	d.severities, err = sides("json", s.CaseSensitive, false, "blocking", Blocking, s.Blocking, "non-blocking", NonBlocking, s.NonBlocking)
	if err != nil {
		return err
	}
	if len(s.TextKeys) == 0 {
		return &DialectError{"json.text-keys", "name at least one key that says what a finding is about"}
	}
	t := d.newKeyTable()
	if err := t.add("json.severity-key", s.SeverityKey, roleSeverity); err != nil {
		return err
	}
	for _, key := range s.TextKeys {
		if err := t.add("json.text-keys", key, roleText); err != nil {
			return err
		}
	}
	for _, key := range s.LocationKeys {
		if err := t.add("json.location-keys", key, roleLocation); err != nil {
			return err
		}
	}
	if s.LineKey != "" {
		if err := t.add("json.line-key", s.LineKey, roleLine); err != nil {
			return err
		}
	}
	for _, key := range s.FindingKeys {
		if err := t.add("json.finding-keys", key, roleExtra); err != nil {
			return err
		}
	}
	d.finding = t.roles
	d.findingWords = foldedWords(t.order)
	d.findingList = t.order
	return nil
}

// spellsVerdict refuses a key, other than the verdict key's own place,
// whose letters spell the verdict key: an object holding it would be
// verdict-bearing, and a finding or edit holding it would make the whole
// verdict invalid.
func (d *Dialect) spellsVerdict(field, key string) error {
	return &DialectError{field, fmt.Sprintf("%q reads as the verdict key %q: an object holding it would be taken for a verdict", key, d.spec.VerdictKey)}
}

// checkKey refuses a key that a configuration could not show plainly or a
// reader could not find: it must be printable ASCII with at least one
// letter, since letters are what tell keys apart (see keyname.go).
func checkKey(field, key string) error {
	if key == "" {
		return &DialectError{field, "a key may not be empty"}
	}
	for i := range len(key) {
		if c := key[i]; c < 0x20 || c > 0x7e || c == '"' || c == '\\' {
			return &DialectError{field, fmt.Sprintf("%q: a key is printable ASCII without quotes or backslashes", key)}
		}
	}
	if letters(key) == "" {
		return &DialectError{field, fmt.Sprintf("%q holds no letter", key)}
	}
	return nil
}

// letters returns the ASCII letters of an ASCII key, lower case: what a
// reader tells keys apart by.
func letters(key string) string {
	var b strings.Builder
	for i := range len(key) {
		if c := key[i] | 0x20; c >= 'a' && c <= 'z' && isLetter(key[i]) {
			b.WriteByte(c)
		}
	}
	return b.String()
}

func foldedWords(keys []string) []string {
	out := make([]string, len(keys))
	for i, k := range keys {
		out[i] = letters(k)
	}
	return out
}

// words maps the values of one key (the verdict's, or a severity's) to
// the side they fall on.
type words struct {
	exact bool
	to    map[string]string
	list  string // every value, quoted, for messages
}

// lookup returns the side s falls on.
func (w words) lookup(s string) (string, bool) {
	if !w.exact {
		s = asciiLower(s)
	}
	side, ok := w.to[s]
	return side, ok
}

// sides builds the words of two sides, refusing an empty first side (and
// an empty second one when both are needed), an empty or control-character
// value, and a value on both sides in any ASCII case.
func sides(prefix string, exact, needBoth bool, field1, side1 string, list1 []string, field2, side2 string, list2 []string) (words, error) {
	w := words{exact: exact, to: map[string]string{}}
	if len(list1) == 0 {
		return w, &DialectError{prefix + "." + field1, "list at least one value"}
	}
	if len(list2) == 0 && needBoth {
		return w, &DialectError{prefix + "." + field2, "list at least one value"}
	}
	owner := map[string]string{}
	var all []string
	for _, s := range []struct {
		field, side string
		list        []string
	}{{field1, side1, list1}, {field2, side2, list2}} {
		for _, v := range s.list {
			if err := checkValue(prefix+"."+s.field, v); err != nil {
				return w, err
			}
			// Even when values match as written, one spelled in two cases
			// may not fall on both sides: a reader would not see which.
			folded := asciiLower(v)
			if other, ok := owner[folded]; ok && other != s.field {
				return w, &DialectError{prefix + "." + s.field, fmt.Sprintf("%q is also listed under %s (in some letter case): a value may mean one thing only", v, other)}
			}
			owner[folded] = s.field
			key := v
			if !exact {
				key = folded
			}
			w.to[key] = s.side
			all = append(all, fmt.Sprintf("%q", v))
		}
	}
	w.list = joinWith(all, "or")
	return w, nil
}

func checkValue(field, v string) error {
	if v == "" {
		return &DialectError{field, "a value may not be empty"}
	}
	if !utf8.ValidString(v) {
		return &DialectError{field, fmt.Sprintf("%q is not UTF-8", v)}
	}
	for _, r := range v {
		if r < 0x20 || r == 0x7f {
			return &DialectError{field, fmt.Sprintf("%q holds a control character", v)}
		}
	}
	return nil
}

// asciiLower lowers ASCII letters only: no other folding, so that a value
// that merely resembles a word never reads as it.
func asciiLower(s string) string {
	for i := range len(s) {
		if c := s[i]; c >= 'A' && c <= 'Z' {
			b := []byte(s)
			for j := i; j < len(b); j++ {
				if b[j] >= 'A' && b[j] <= 'Z' {
					b[j] += 'a' - 'A'
				}
			}
			return string(b)
		}
	}
	return s
}

// joinAnd joins names as "a, b and c".
func joinAnd(names []string) string { return joinWith(names, "and") }

func joinWith(names []string, conj string) string {
	if len(names) <= 1 {
		return strings.Join(names, "")
	}
	return strings.Join(names[:len(names)-1], ", ") + " " + conj + " " + names[len(names)-1]
}
