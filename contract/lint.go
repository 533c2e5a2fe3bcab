package contract

import "github.com/reviewlint/reviewlint/internal/diag"

// Options tune a lint run.
type Options struct {
	// SHA is the commit under review; when set, evidence-stale compares the
	// evidence block's sha with it.
	SHA string
	// SameCode lists other commits whose code is SHA's (they differ from it
	// only in review artifacts): evidence captured at one of them is
	// current, since a report cannot name the commit that holds it.
	SameCode []string
	// Abbrev resolves an abbreviated commit id in the repository to the
	// one object it names; false when none or several start with it. When
	// set, evidence naming SHA by an abbreviation that another object
	// shares is stale: a head commit can be made to share seven digits
	// with the commit the evidence really ran at. Nil takes an
	// abbreviation as naming every id it starts.
	Abbrev func(abbrev string) (string, bool)
	// Known reports whether a rule id exists, for inline directives. Nil
	// means the rules of this package only.
	Known func(id string) bool
	// Directives says which disable comments are honoured; the zero value
	// honours all of them.
	Directives DirectivePolicy
	// Dialect is the contract the report is written in; nil is the
	// default contract.
	Dialect *Dialect
}

func (o Options) dialect() *Dialect {
	if o.Dialect != nil {
		return o.Dialect
	}
	return defaultDialect()
}

func (o Options) known(id string) bool {
	if o.Known != nil {
		return o.Known(id)
	}
	for _, r := range Rules {
		if r.ID == id {
			return true
		}
	}
	return false
}

// Lint checks one report. The diagnostics carry no path (the caller knows
// it) and the rules' default severities (the caller applies the config).
func Lint(content []byte, opts Options) []diag.Diagnostic {
	ds, c := lint(content, opts)
	if c != nil {
		c.r.release()
	}
	return ds
}

// LintStated is Lint, and the verdict the report states as Lint read it:
// Side is diag.VerdictPass or VerdictFail when every verdict line the
// dialect takes agrees and Lint finds no conflict, VerdictConflict when
// they disagree, one offers a choice, or a pass stands beside a blocking
// finding, VerdictNone when there is none.
func LintStated(content []byte, opts Options) ([]diag.Diagnostic, diag.FileVerdict) {
	ds, c := lint(content, opts)
	st := diag.FileVerdict{Verdict: diag.VerdictNone}
	if c == nil {
		return ds, st
	}
	for _, v := range c.r.verdicts {
		if v.loose {
			continue
		}
		side := diag.VerdictConflict
		switch v.value {
		case Pass:
			side = diag.VerdictPass
		case Fail:
			side = diag.VerdictFail
		}
		switch {
		case st.Verdict == diag.VerdictNone:
			st = diag.FileVerdict{Verdict: side, Word: v.word, Line: v.at.line}
		case st.Verdict != side:
			st.Verdict = diag.VerdictConflict
		}
	}
	if st.Verdict != diag.VerdictNone && hasRule(ds, RuleVerdictConflict) {
		st.Verdict = diag.VerdictConflict
	}
	if st.Verdict == diag.VerdictPass && hasRule(ds, RuleVerdictFindingMismatch) {
		// A pass beside a blocking finding is a contradiction: a tool
		// that reads "pass" alone must not take it for approval.
		st.Verdict = diag.VerdictConflict
	}
	c.r.release()
	return ds, st
}

// lint is Lint, with the checker that read the report (nil when the
// report was too complex to read).
func lint(content []byte, opts Options) ([]diag.Diagnostic, *checker) {
	d := opts.dialect()
	doc := scan(content, d)
	if doc.complex != nil {
		return []diag.Diagnostic{{
			Line: doc.complex.line, Column: doc.complex.col, Severity: diag.Error, Rule: RuleReportTooComplex,
			Message: "the report is too complex to read: " + doc.what + "; nothing else was checked",
		}}, nil
	}
	c := &checker{r: read(doc, d), d: d, opts: opts}
	c.run()
	dirs := c.refuseDirectives(c.directives())
	kept := c.diags[:0]
	for _, d := range c.diags {
		if !suppressed(d, dirs) {
			kept = append(kept, d)
		}
	}
	diag.Sort(kept)
	return kept, c
}
