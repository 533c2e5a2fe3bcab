package contract

import (
	"slices"
	"strings"

	"github.com/reviewlint/reviewlint/internal/diag"
)

// A Fix is a rewrite of a report that resolves one diagnostic, offered
// only where the diagnostic has exactly one meaning-preserving form: a
// coverage status whose words are joined or spaced as no status is
// (`CouldNotCheck`), a disposition written before its finding
// (`**FAIL**: x — why`), a section heading misspelled within one of the
// dialect's names (`## Coverage Statment`). A fix never writes a verdict,
// a disposition, a status or a finding that the author did not write, and
// never changes or hides one the contract reads: every fix is checked by
// reading the report again before it is offered.
//
// Fixes are data so that `lint --fix` and an editor's quick fix apply the
// same edit.
type Fix struct {
	// Rule and Line, Column are the diagnostic the fix resolves.
	Rule         string
	Line, Column int
	// Start and End are byte offsets into the content as given (a byte
	// order mark included): the fix replaces content[Start:End] with
	// Replacement. A fix never spans a line ending, nor writes one, so
	// every line keeps its number and its ending.
	Start, End  int
	Replacement string
	// Title says what the fix does, for an editor's menu.
	Title string
}

// fixable lists the rules that have fixes.
var fixable = map[string]bool{
	RuleCoverageMalformed:      true,
	RuleFindingUndispositioned: true,
	RuleCoverageMissing:        true,
	RuleFindingsMissing:        true,
	RuleVerdictReasonMissing:   true,
	RuleDoNotRebuildMissing:    true,
}

// Fixable reports whether a rule has fixes (for some of its diagnostics;
// most diagnostics of most rules have none).
func Fixable(rule string) bool { return fixable[rule] }

// Fixes returns the fixes for the diagnostics Lint reports on content,
// in the order of the text they change; no two overlap. want, when not
// nil, says which rules to fix (a rule turned off is not). The fixes are
// checked together, and as many as it takes one by one, by reading the
// fixed report: the diagnostic is gone, the entry it fixes reads as the
// author wrote it, and every verdict, disposition and status read before
// is read the same. The rules not wanted are left out before the check,
// so that none of their fixes holds back one that is wanted.
func Fixes(content []byte, opts Options, want func(rule string) bool) []Fix {
	return fixes(content, opts, want, newCheckBudget(len(content)))
}

// fixes is Fixes within a budget of checks.
func fixes(content []byte, opts Options, want func(rule string) bool, budget *checkBudget) []Fix {
	ds := Lint(content, opts)
	if !slices.ContainsFunc(ds, func(g diag.Diagnostic) bool { return fixable[g.Rule] && (want == nil || want(g.Rule)) }) {
		return nil // nothing to fix: the report need not be read again
	}
	d := opts.dialect()
	s := newSource(content)
	doc := scan(content, d)
	if doc.complex != nil {
		return nil
	}
	r := read(doc, d)
	var cands []candidate
	headings := false
	for _, dg := range ds {
		switch dg.Rule {
		case RuleCoverageMalformed:
			if c, ok := d.statusFix(s, dg); ok {
				cands = append(cands, c)
			}
		case RuleFindingUndispositioned:
			if c, ok := d.dispositionFix(s, r, dg); ok {
				cands = append(cands, c)
			}
		case RuleCoverageMissing, RuleFindingsMissing, RuleVerdictReasonMissing, RuleDoNotRebuildMissing:
			headings = true
		}
	}
	if headings {
		cands = append(cands, d.headingFixes(s, doc, ds)...)
	}
	cands = slices.DeleteFunc(cands, func(c candidate) bool {
		return inFrontMatter(s, doc, c.Start) || want != nil && !want(c.Rule)
	})
	cands = disjoint(cands)
	return verified(content, opts, ds, cands, budget)
}

// inFrontMatter reports whether offset lies in YAML front matter, which
// GitHub shows as a table of keys and values, not as the headings and
// items the contract reads there: a fix would edit text that does not
// render as what it fixes.
func inFrontMatter(s source, doc document, offset int) bool {
	if doc.frontMatter == 0 {
		return false
	}
	_, end, ok := s.line(doc.frontMatter)
	return ok && offset < end
}

// candidate is a fix with what the report must read once it is applied.
type candidate struct {
	Fix
	want fixExpectation
}

// disjoint orders candidates by position and drops any that overlaps an
// earlier one.
func disjoint(cands []candidate) []candidate {
	slices.SortStableFunc(cands, func(a, b candidate) int { return a.Start - b.Start })
	var out []candidate
	for _, c := range cands {
		if len(out) > 0 && c.Start < out[len(out)-1].End {
			continue
		}
		out = append(out, c)
	}
	return out
}

// ApplyFixes applies fixes that do not overlap (as Fixes returns them)
// and returns the new content; content itself is not changed.
func ApplyFixes(content []byte, fixes []Fix) []byte {
	sorted := slices.Clone(fixes)
	slices.SortStableFunc(sorted, func(a, b Fix) int { return a.Start - b.Start })
	out := make([]byte, 0, len(content)+64)
	at := 0
	for _, f := range sorted {
		if f.Start < at || f.End > len(content) || f.Start > f.End {
			continue
		}
		out = append(out, content[at:f.Start]...)
		out = append(out, f.Replacement...)
		at = f.End
	}
	return append(out, content[at:]...)
}

// maxFixPasses bounds FixAll: a fix can only reveal another (a heading
// fixed brings its entries into the section), never undo one.
const maxFixPasses = 8

// FixAll applies fixes until none is left and returns the fixed content
// and the fixes applied, pass after pass. Running it on its own result
// changes nothing, unless the report was made so that so many of its
// fixes fail their checks that the passes share no budget to find the
// rest (see newCheckBudget). want, when not nil, says which rules to fix
// (a rule turned off is not).
func FixAll(content []byte, opts Options, want func(rule string) bool) ([]byte, []Fix) {
	return fixAll(content, opts, want, newCheckBudget(len(content)))
}

// fixAll is FixAll within a budget of checks shared by its passes.
func fixAll(content []byte, opts Options, want func(rule string) bool, budget *checkBudget) ([]byte, []Fix) {
	var all []Fix
	for range maxFixPasses {
		pass := fixes(content, opts, want, budget)
		if len(pass) == 0 {
			break
		}
		content = ApplyFixes(content, pass)
		all = append(all, pass...)
	}
	return content, all
}

// hasRule reports whether a diagnostic of ds is of rule.
func hasRule(ds []diag.Diagnostic, rule string) bool {
	for _, d := range ds {
		if d.Rule == rule {
			return true
		}
	}
	return false
}

// oneLine reports whether s holds no line ending.
func oneLine(s string) bool { return !strings.ContainsAny(s, "\r\n") }
