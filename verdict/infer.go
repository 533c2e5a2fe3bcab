package verdict

import (
	"fmt"
	"maps"
	"slices"

	"github.com/reviewlint/reviewlint/internal/diag"
)

// Refusal is a file Infer's dialect does not accept, and why.
type Refusal struct {
	// File is the index of the file in Infer's argument, or -1 when the
	// refusal is about the set (no file approves, so no approve word).
	File         int
	Line, Column int
	// Rule is the verdict rule the file breaks under the inferred
	// dialect, or "" when Infer refused it before linting.
	Rule   string
	Reason string
}

func (r Refusal) String() string {
	if r.File < 0 {
		return r.Reason
	}
	s := fmt.Sprintf("file %d, line %d, column %d: %s", r.File, r.Line, r.Column, r.Reason)
	if r.Rule != "" {
		s += " [" + r.Rule + "]"
	}
	return s
}

// The keys Infer looks for, most likely first: a verdict key from these
// only, so that no file's other string is ever taken for its verdict.
var (
	inferVerdictKeys  = []string{"verdict", "outcome", "result", "decision", "conclusion", "status"}
	inferSeverityKeys = []string{"severity", "level", "priority", "sev"}
	inferTextKeys     = []string{"question", "summary", "message", "description", "title", "text", "issue", "problem", "detail", "details", "body", "comment", "finding"}
	inferPlaceKeys    = []string{"context", "location", "file", "path", "where"}
	inferLineKeys     = []string{"line", "line_number", "lineNumber", "start_line"}
	inferReviewKeys   = []string{"review", "summary", "comment", "body", "notes", "rationale"}
	// Keys whose names say they hold findings: never allowed as
	// free-form extras, since an approve could carry blockers there.
	findingsLike = wordList{"findings", "finding", "issues", "issue", "problems", "blocking", "blockers", "blocker",
		"mustfix", "defects", "concerns", "errors", "violations", "comments"}
)

// Infer returns the dialect that accepts a team's well-formed verdict
// files, and for each file it still refuses, why. The verdict key is the
// one most files hold (from a fixed list: verdict, outcome, result,
// decision, conclusion, status); each value is placed on a side by its
// words, and one it cannot place is refused, never guessed; the findings
// list is the top-level list of objects with a severity key; the other
// keys seen are allowed. The verdict is never optional, and a file with no
// readable verdict is always refused. The spec comes back even when it is
// incomplete (no file approves, so no approve word is known): a refusal
// with File -1 says what is missing, and NewDialect refuses the spec.
func Infer(files [][]byte) (DialectSpec, []Refusal) {
	in := &inference{files: files, refused: map[int]Refusal{}}
	in.chooseKey()
	in.read()
	spec := in.spec()
	refusals := in.setRefusals
	// A side no file shows is left empty, for the team to fill in; the
	// files are still judged, with a stand-in no file uses (a file with
	// it was refused, since the stand-in places on no side).
	judged := spec
	if len(judged.Approve) == 0 {
		judged.Approve = []string{standIn}
	}
	if len(judged.Block) == 0 {
		judged.Block = []string{standIn}
	}
	if judged.Findings && len(judged.Blocking) == 0 {
		judged.Blocking = []string{standIn}
	}
	if d, err := NewDialect(judged); err != nil {
		refusals = append(refusals, Refusal{File: -1, Reason: "the inferred dialect is not valid: " + err.Error()})
	} else {
		in.lintAll(d)
	}
	for i := range files {
		if r, ok := in.refused[i]; ok {
			refusals = append(refusals, r)
		}
	}
	return spec, refusals
}

// standIn fills a side no file shows while the files are judged.
const standIn = "reviewlint-infer-stand-in"

// inference is Infer's state: what the files said, and whom it refused.
type inference struct {
	files       [][]byte
	key         string
	roots       []*value // each file's verdict object, nil when refused
	refused     map[int]Refusal
	setRefusals []Refusal

	approve, block []string
	findingsKey    string
	listKeys       map[string]int // top-level lists of objects, by key
	topKeys        []string
	// nonString marks the top-level keys some file gives a value other
	// than a string or null: no review key.
	nonString map[string]bool
	findings  []foundFinding
}

// foundFinding is one item of a findings list and the file it is in.
type foundFinding struct {
	file int
	v    *value
}

func (in *inference) refuse(i, off int, format string, args ...any) {
	if _, done := in.refused[i]; done {
		return
	}
	line, col := lineCol(in.files[i], off)
	in.refused[i] = Refusal{File: i, Line: line, Column: col, Reason: fmt.Sprintf(format, args...)}
}

// probe is a dialect that finds objects bearing key and reads any value.
func probe(key string) *Dialect {
	return MustDialect(DialectSpec{Name: "probe", VerdictKey: key, Approve: []string{Approve}, Block: []string{Block}, UnknownKeys: true})
}

// chooseKey takes the verdict key most files have a readable object for.
func (in *inference) chooseKey() {
	best, bestN := inferVerdictKeys[0], -1
	for _, key := range inferVerdictKeys {
		p, n := probe(key), 0
		for _, f := range in.files {
			if a := p.analyze(f); a.root != nil {
				n++
			}
		}
		if n > bestN {
			best, bestN = key, n
		}
	}
	in.key = best
}

// read takes each file's verdict object under the chosen key and gathers
// its words and keys, refusing what cannot be placed.
func (in *inference) read() {
	p := probe(in.key)
	in.roots = make([]*value, len(in.files))
	in.listKeys = map[string]int{}
	in.nonString = map[string]bool{}
	for i, f := range in.files {
		a := p.analyze(f)
		if a.root == nil || hasFatalBut(a.problems, RuleValue) {
			in.refuseUnread(i, a)
			continue
		}
		in.roots[i] = a.root
		in.readVerdict(i, a.root)
	}
	// The findings list: the list-of-objects key most files use.
	n := 0
	for _, k := range slices.Sorted(maps.Keys(in.listKeys)) {
		if in.listKeys[k] > n {
			in.findingsKey, n = k, in.listKeys[k]
		}
	}
	for i, root := range in.roots {
		if root != nil {
			in.readTop(i, root)
		}
	}
}

// refuseUnread says why a file has no verdict Infer can read: another
// verdict key, or the reading's first fatal problem.
func (in *inference) refuseUnread(i int, a analysis) {
	for _, key := range inferVerdictKeys {
		if key != in.key && probe(key).analyze(in.files[i]).root != nil {
			in.refuse(i, 0, "the verdict is under %q, where the other files have %q", key, in.key)
			return
		}
	}
	for _, p := range a.problems {
		if fatalRule(p.rule) && p.rule != RuleValue {
			in.refuse(i, p.off, "no readable verdict: %s", p.msg)
			in.refused[i] = withRule(in.refused[i], p.rule)
			return
		}
	}
	in.refuse(i, 0, "no readable verdict")
}

func withRule(r Refusal, rule string) Refusal { r.Rule = rule; return r }

func hasFatalBut(ps []problem, but string) bool {
	for _, p := range ps {
		if fatalRule(p.rule) && p.rule != but {
			return true
		}
	}
	return false
}

// readVerdict places the verdict value and notes the lists of objects.
func (in *inference) readVerdict(i int, root *value) {
	m, _ := root.get(in.key)
	if m.val.kind != kindString {
		in.refuse(i, m.val.off, "the verdict is %s, not a string", m.val.kind)
		in.roots[i] = nil
		return
	}
	switch placeVerdict(m.val.str) {
	case Approve:
		in.approve = appendNew(in.approve, m.val.str)
	case Block:
		in.block = appendNew(in.block, m.val.str)
	default:
		in.refuse(i, m.val.off, "cannot tell whether verdict %q approves or blocks; list it under json.approve or json.block", m.val.str)
		in.roots[i] = nil
		return
	}
	for _, mem := range root.members {
		if mem.key != in.key && findingsList(mem.val) {
			in.listKeys[mem.key]++
		}
	}
}

// readTop gathers the other top-level keys and the findings.
func (in *inference) readTop(i int, root *value) {
	for _, m := range root.members {
		switch {
		case m.key == in.key:
		case m.key == in.findingsKey:
			if m.val.kind == kindArray {
				for _, item := range m.val.items {
					in.findings = append(in.findings, foundFinding{i, item})
				}
			}
		case listOfObjects(m.val):
			in.refuse(i, m.keyOff, "%q holds a list of objects, which may be findings, and is not the findings list (objects with a severity key under one name in every file)", m.key)
		case findingsLike.has(letters(m.key)) && m.val.kind != kindString:
			// Even empty: allowed as a free-form key, it would carry
			// blocking findings past an approve in the next file.
			in.refuse(i, m.keyOff, "%q may hold findings, and no file shows them as a list of objects with a severity", m.key)
		default:
			in.topKeys = appendNew(in.topKeys, m.key)
			if m.val.kind != kindString && m.val.kind != kindNull {
				in.nonString[m.key] = true
			}
		}
	}
}

// findingsList reports whether v is a list whose objects carry a
// severity key.
func findingsList(v *value) bool {
	if v.kind != kindArray {
		return false
	}
	for _, item := range v.items {
		if item.kind != kindObject {
			continue
		}
		for _, k := range inferSeverityKeys {
			if _, ok := item.get(k); ok {
				return true
			}
		}
	}
	return false
}

func listOfObjects(v *value) bool {
	if v.kind != kindArray {
		return false
	}
	for _, item := range v.items {
		if item.kind == kindObject {
			return true
		}
	}
	return false
}

func appendNew(list []string, s string) []string {
	if slices.Contains(list, s) {
		return list
	}
	return append(list, s)
}

// lintAll lints every file Infer has not refused under the inferred
// dialect and refuses each with an error, at its first one.
func (in *inference) lintAll(d *Dialect) {
	for i, f := range in.files {
		if _, done := in.refused[i]; done {
			continue
		}
		for _, dg := range d.Lint(f) {
			if dg.Severity == diag.Error {
				in.refused[i] = Refusal{File: i, Line: dg.Line, Column: dg.Column, Rule: dg.Rule, Reason: dg.Message}
				break
			}
		}
	}
}
