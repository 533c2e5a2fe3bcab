package contract

import (
	"fmt"
	"slices"
	"strings"

	"github.com/reviewlint/reviewlint/internal/proseword"
)

func (d *Dialect) prepareSections() error {
	d.sections = map[string]section{}
	owner := map[string]string{}
	for _, kind := range SectionKinds {
		if err := checkWords("sections."+kind, d.spec.Sections[kind], false); err != nil {
			return err
		}
		for _, name := range d.spec.Sections[kind] {
			key := headingKey(name)
			if key == "" {
				return &DialectError{"sections." + kind, fmt.Sprintf("%q holds no word", name)}
			}
			if other, ok := owner[key]; ok && other != kind {
				return &DialectError{"sections." + kind, fmt.Sprintf("%q also names the %s section: a name may open one section only", name, other)}
			}
			owner[key] = kind
			d.sections[key] = sectionKinds[kind]
		}
	}
	for kind := range d.spec.Sections {
		if _, ok := sectionKinds[kind]; !ok {
			return &DialectError{"sections." + kind, fmt.Sprintf("%q is not a section: use %s", kind, strings.Join(SectionKinds, ", "))}
		}
	}
	d.required = map[section]bool{}
	for _, r := range d.spec.Required {
		sec, ok := sectionKinds[r]
		if !ok || sec == secVerdict {
			return &DialectError{"required", fmt.Sprintf("%q is not a section a dialect may require: use coverage, verdict-reason, findings or do-not-rebuild (the verdict is always required)", r)}
		}
		if len(d.spec.Sections[r]) == 0 {
			return &DialectError{"required", fmt.Sprintf("the %s section is required but has no name under sections", r)}
		}
		d.required[sec] = true
	}
	return nil
}

func (d *Dialect) prepareFindings() error {
	f := &d.spec.Findings
	var err error
	d.findingForms, err = forms("findings.forms", f.Forms, FindingForms)
	if err != nil {
		return err
	}
	d.dispositions, err = sides("findings", false, meaning{"fail", Fail, f.Fail}, meaning{"note", Note, f.Note})
	if err != nil {
		return err
	}
	if len(f.Fail) == 0 {
		return &DialectError{"findings.fail", "list at least one word for a blocking finding"}
	}
	d.grades = d.withBlockingGrades()
	for _, n := range f.Note {
		// A non-blocking word that opens with a blocking grade
		// (`Critical bug`, `Must fix later`) reads as blocking to a
		// reader, as the grade alone does.
		if g, ok := opensWith(d.grades, Fail, readerForm(n)); ok {
			return &DialectError{"findings.note", fmt.Sprintf("%q opens with the blocking grade %q: it cannot be a non-blocking one", n, g)}
		}
	}
	if err := checkWords("findings.severity-columns", f.SeverityColumns, false); err != nil {
		return err
	}
	d.sevColumns = keysOf(f.SeverityColumns)
	if len(d.sevColumns) > 0 && !slices.Contains(d.sevColumns, "severity") {
		// A Severity column grades its row to a reader in any dialect
		// that reads severity columns, named among them or not, as a
		// `Severity:` label does (see severityWord).
		d.sevColumns = append(d.sevColumns, "severity")
	}
	if err := checkWords("findings.severity-labels", f.SeverityLabels, false); err != nil {
		return err
	}
	var labels [][2]string
	for _, l := range f.SeverityLabels {
		labels = append(labels, [2]string{l, "label"})
	}
	d.sevLabels = newVocabulary(false, labels...)
	if err := checkWords("findings.none", f.None, false); err != nil {
		return err
	}
	var none [][2]string
	for _, n := range f.None {
		// A statement of none that opens with a blocking grade or a
		// failing verdict (`Critical issues remain`, `CHANGES
		// REQUESTED`) says there is something to a reader.
		seen := readerForm(n)
		g, graded := d.grades.at(seen)
		v, valued := d.values.at(seen)
		if graded && g.start == 0 && g.phrase.means == Fail || valued && v.start == 0 && v.phrase.means == Fail {
			return &DialectError{"findings.none", fmt.Sprintf("%q opens with a blocking grade or a failing verdict: it cannot say there are no findings", n)}
		}
		none = append(none, [2]string{n, "none"})
	}
	d.none = newVocabulary(false, none...)
	// A verdict value that is also a disposition must fall on the same
	// side: a blocking word that passes a report, or a non-blocking one
	// that fails it, would read one line two ways.
	for _, p := range d.dispositions.phrases {
		side := Pass
		if p.means == Fail {
			side = Fail
		}
		if m, ok := d.values.at(p.text); ok && m.end == len(p.text) && m.phrase.means != side {
			return &DialectError{"findings", fmt.Sprintf("%q is a %s verdict but a %s finding: a word may mean one thing only", p.text, sideName(m.phrase.means), dispositionName(p.means))}
		}
	}
	return nil
}

func (d *Dialect) prepareCoverage() error {
	c := &d.spec.Coverage
	var err error
	d.coverForms, err = forms("coverage.forms", c.Forms, CoverageForms)
	if err != nil {
		return err
	}
	d.statuses, err = sides("coverage", false,
		meaning{"verified", meansVerified, c.Verified}, meaning{"accepted", meansAccepted, c.Accepted},
		meaning{"not-checked", meansNotChecked, c.NotChecked}, meaning{"failed", meansFailed, c.Failed})
	if err != nil {
		return err
	}
	if len(c.Verified)+len(c.Accepted)+len(c.NotChecked) == 0 && d.required[secCoverage] {
		return &DialectError{"coverage", "a required coverage section needs status words"}
	}
	ascii := true
	for _, p := range d.statuses.phrases {
		if _, _, ok := proseword.Next(p.text); !ok {
			d.symbols = true
			continue
		}
		w := p.words[0]
		for i := 0; i < len(w); i++ {
			ascii = ascii && w[i] < 0x80
		}
		if !slices.Contains(d.statusAnchors, w) {
			d.statusAnchors = append(d.statusAnchors, w)
		}
	}
	if !ascii {
		d.statusAnchors = nil
	}
	// A long status is looked for by its first two words, enough for a
	// reader to take it for one: ACCEPTED FROM.
	for _, p := range d.statuses.phrases {
		ws := p.words
		if len(ws) > 3 {
			ws = ws[:2]
		}
		probe := strings.ToUpper(strings.Join(ws, " "))
		if !slices.Contains(d.statusProbes, probe) {
			d.statusProbes = append(d.statusProbes, probe)
		}
	}
	if err := checkWords("coverage.status-columns", c.StatusColumns, false); err != nil {
		return err
	}
	d.statusCols = keysOf(c.StatusColumns)
	return nil
}

// forms checks a list of forms against the known ones.
func forms(field string, list, known []string) (map[string]bool, error) {
	out := map[string]bool{}
	for _, f := range list {
		if !slices.Contains(known, f) {
			return nil, &DialectError{field, fmt.Sprintf("%q is not a form: use %s", f, strings.Join(known, ", "))}
		}
		out[f] = true
	}
	if len(out) == 0 {
		return nil, &DialectError{field, "list at least one form"}
	}
	return out, nil
}

// keysOf normalizes column or label names as headings are.
func keysOf(names []string) []string {
	var out []string
	for _, n := range names {
		out = append(out, headingKey(n))
	}
	return out
}

func sideName(v string) string {
	if v == Pass {
		return "pass"
	}
	return "fail"
}

func dispositionName(v string) string {
	if v == Fail {
		return "blocking"
	}
	return "non-blocking"
}

// opensWith reports whether text's first words are those of one of v's
// phrases that means means, and returns that phrase.
func opensWith(v *vocabulary, means, text string) (string, bool) {
	ws := words(text)
	for _, p := range v.phrases {
		if p.means == means && len(p.words) <= len(ws) && slices.Equal(p.words, ws[:len(p.words)]) {
			return p.text, true
		}
	}
	return "", false
}
