package contract

import (
	"strconv"
	"strings"

	"github.com/reviewlint/reviewlint/internal/diag"
	"github.com/reviewlint/reviewlint/internal/suggest"
)

// A section the contract finds missing is often there under a misspelled
// heading (`## Coverage Statment`). The heading is renamed to the
// dialect's name for the section when that is the one reading of it: the
// heading is within a small edit distance of the names of one section
// only, that section is missing, and no other heading is as near to it.
// A heading is never renamed to the verdict's section: that would make a
// verdict of a line the contract did not read as one.

// missingSections maps each section a diagnostic finds missing to that
// diagnostic.
func missingSections(ds []diag.Diagnostic) map[string]diag.Diagnostic {
	rules := map[string]string{
		RuleCoverageMissing: SectionCoverage, RuleFindingsMissing: SectionFindings,
		RuleVerdictReasonMissing: SectionReason, RuleDoNotRebuildMissing: SectionDoNotRebuild,
	}
	out := map[string]diag.Diagnostic{}
	for _, dg := range ds {
		if kind, ok := rules[dg.Rule]; ok {
			out[kind] = dg
		}
	}
	return out
}

// nearSection is the section a heading's key misspells, and the name to
// write; ok is false when it is near none, or near several sections.
func (d *Dialect) nearSection(key string) (kind, name string, ok bool) {
	best := -1
	for _, k := range SectionKinds {
		for _, n := range d.spec.Sections[k] {
			nk := headingKey(n)
			dist := suggest.Distance(key, nk)
			if dist > typoDistance(nk) {
				continue
			}
			if kind != "" && kind != k {
				return "", "", false
			}
			if best < 0 || dist < best {
				kind, name, best = k, n, dist
			}
		}
	}
	return kind, name, kind != ""
}

// typoDistance is how many edits a misspelling of a name of n bytes may
// hold: none for short names, where one edit makes another word.
func typoDistance(name string) int {
	switch n := len(name); {
	case n < 5:
		return 0
	case n <= 7:
		return 1
	}
	return 2
}

// headingFixes renames the misspelled headings of the missing sections.
func (d *Dialect) headingFixes(s source, doc document, ds []diag.Diagnostic) []candidate {
	missing := missingSections(ds)
	found := map[string][]block{}
	names := map[string]string{}
	for _, b := range doc.blocks {
		if b.kind != kindHeading || d.sectionOf(b.text) != secOther || d.readsAsVerdict(b.text) {
			continue
		}
		key := headingKey(b.text)
		kind, name, ok := d.nearSection(key)
		if !ok || kind == SectionVerdict {
			continue
		}
		found[kind] = append(found[kind], b)
		names[kind] = name
	}
	var out []candidate
	for kind, bs := range found {
		dg, isMissing := missing[kind]
		if !isMissing || len(bs) != 1 {
			continue
		}
		if c, ok := headingFix(s, bs[0], kind, names[kind], dg); ok {
			out = append(out, c)
		}
	}
	return out
}

// headingFix writes name in place of the heading's key in its source
// line, where the key stands once, as written.
func headingFix(s source, b block, kind, name string, dg diag.Diagnostic) (candidate, bool) {
	text, lineStart, ok := s.text(b.line)
	key := headingKey(b.text)
	if !ok || key == "" {
		return candidate{}, false
	}
	at, n := -1, 0
	for i := 0; i+len(key) <= len(text); i++ {
		if strings.EqualFold(text[i:i+len(key)], key) {
			at, n = i, n+1
		}
	}
	if n != 1 {
		return candidate{}, false
	}
	return candidate{
		Fix: Fix{
			Rule: dg.Rule, Line: dg.Line, Column: dg.Column,
			Start: lineStart + at, End: lineStart + at + len(key), Replacement: name,
			Title: "rename the heading on line " + strconv.Itoa(b.line) + " to `" + name + "`",
		},
		want: fixExpectation{rule: dg.Rule, heading: b.line, section: sectionKinds[kind]},
	}, true
}

// readsAsVerdict reports whether a heading is a verdict line, with a
// value of the dialect or another: it is never renamed.
func (d *Dialect) readsAsVerdict(text string) bool {
	_, ok := d.verdictOf(text)
	return ok || d.otherVerdict(text) != ""
}
