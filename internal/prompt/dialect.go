package prompt

import (
	"fmt"
	"slices"
	"strings"

	"github.com/reviewlint/reviewlint/contract"
	"github.com/reviewlint/reviewlint/internal/catalog"
)

// TextIn returns the contract in dialect d: the default contract's text
// for the default dialect, else the same contract told in the team's own
// words, sections and shapes, from the dialect itself.
func TextIn(d *contract.Dialect) string {
	s := d.Spec()
	if s.Name == "default" {
		return Text()
	}
	var b strings.Builder
	p := func(format string, args ...any) { fmt.Fprintf(&b, format+"\n", args...) }
	p("# The review report contract (dialect: %s)", s.Name)
	p("")
	p("Write the review as one markdown file, as GitHub renders it. reviewlint checks it")
	p("against the rules at the end; a report that breaks one is refused at commit, at")
	p("push and in CI. Nothing inside code blocks, HTML comments or block quotes counts.")
	p("")
	p("## Shape")
	p("")
	for _, line := range Skeleton(d) {
		p("    %s", line)
	}
	p("")
	p("## The verdict (exactly one)")
	p("")
	key := capital(s.Verdict.Keys[0])
	letterCase := "Any case."
	if s.Verdict.CaseSensitive {
		letterCase = "Write them exactly as written here: in another case they are no verdict."
	}
	p("- Passing words: %s. Failing words: %s. %s", quoted(s.Verdict.Pass), quoted(s.Verdict.Fail), letterCase)
	p("- Write it after %s (%s), where this contract reads a verdict: %s.", quoted(keysWithQualifiers(s)), "then a colon or a dash", strings.Join(placeNames(s.Verdict.Places), ", "))
	if slices.Contains(s.Verdict.Places, contract.PlaceTable) && len(s.Verdict.Keys) > 1 {
		p("- In a table, only `%s` names the verdict (`| %s | %s |`, or a `%s` column): the other keys there name the state of a part.", key, key, s.Verdict.Pass[0], key)
	}
	p("- A report with no verdict this contract reads is refused; two verdicts that disagree, or one that offers a choice (`%s: %s or %s`), are refused.", key, s.Verdict.Pass[0], s.Verdict.Fail[0])
	p("")
	if names := s.Sections[contract.SectionFindings]; len(names) > 0 || slices.Contains(s.Findings.Forms, contract.FormHeadings) {
		p("## Findings")
		p("")
		p("- Blocking: %s. Not blocking: %s.", quoted(s.Findings.Fail), quoted(s.Findings.Note))
		p("- A passing verdict beside a blocking finding is a contradiction and is refused; a failing verdict needs at least one blocking finding.")
		for _, f := range s.Findings.Forms {
			p("- %s", formExample(s, f))
		}
		if len(s.Findings.None) > 0 {
			p("- No findings: write %s.", quoted(s.Findings.None[:1]))
		}
		if s.Findings.NoteReason {
			p("- A non-blocking finding says why it is not blocking.")
		}
		p("")
	}
	if names := s.Sections[contract.SectionCoverage]; len(names) > 0 {
		p("## %s", names[0])
		p("")
		for _, m := range [][2]any{{"holds, checked by you", s.Coverage.Verified}, {"accepted from the worker's evidence (needs an acceptance-evidence block)", s.Coverage.Accepted}, {"not checked", s.Coverage.NotChecked}, {"does not hold (blocks like a blocking finding)", s.Coverage.Failed}} {
			if ws := m[1].([]string); len(ws) > 0 {
				p("- %s: %s", quoted(ws), m[0])
			}
		}
		if len(s.Coverage.Accepted) > 0 {
			p("")
			p("A claim accepted from the worker's evidence needs the worker's artifact in the report, between the two marker lines; `sha` (7 to 64 hex digits, the commit under review) and `environment` are required:")
			p("")
			for _, line := range evidence {
				p("    %s", line)
			}
		}
		p("")
	}
	if len(s.Required) > 0 {
		p("Required sections: %s.", strings.Join(sectionList(s), ", "))
		p("")
	}
	p("## Rules")
	p("")
	// The rule table speaks the default contract's words; say the
	// dialect's, so the prompt never asks for a word lint does not read.
	for _, r := range catalog.All() {
		if r.Kind == "report" {
			p("- `%s` (%s): %s.", r.ID, r.Default, Speak(d, r.Summary))
		}
	}
	return b.String()
}

// Skeleton is a report's outline in dialect d, for the prompt and for
// `new report`.
func Skeleton(d *contract.Dialect) []string {
	s := d.Spec()
	key, pass, fail := capital(s.Verdict.Keys[0]), s.Verdict.Pass[0], s.Verdict.Fail[0]
	out := []string{"# Review of <what was reviewed>", ""}
	switch {
	case slices.Contains(s.Verdict.Places, contract.PlaceHeading):
		out = append(out, fmt.Sprintf("## %s: %s|%s", key, pass, fail))
	case slices.Contains(s.Verdict.Places, contract.PlaceLabel):
		out = append(out, fmt.Sprintf("**%s:** %s|%s", key, pass, fail))
	default:
		shape := d.VerdictLines(pass + "|" + fail)
		if d.VerdictPlace() == contract.PlaceFrontMatter {
			// Front matter opens the file, before the title.
			out = append(shape, "", out[0])
		} else {
			out = append(out, shape...)
		}
	}
	if n := s.Sections[contract.SectionReason]; len(n) > 0 {
		out = append(out, "", "## "+n[0], "<which findings drove the verdict>")
	}
	if n := s.Sections[contract.SectionCoverage]; len(n) > 0 && len(s.Coverage.Verified) > 0 {
		out = append(out, "", "## "+n[0], "- <claim the verdict rests on>: "+s.Coverage.Verified[0])
	}
	if n := s.Sections[contract.SectionFindings]; len(n) > 0 {
		out = append(out, "", "## "+n[0], "- <finding>: "+s.Findings.Fail[0]+" — <why it blocks>")
		if len(s.Findings.Note) > 0 {
			out = append(out, "- <finding>: "+s.Findings.Note[0]+" — <why it does not>")
		}
	} else if slices.Contains(s.Findings.Forms, contract.FormHeadings) {
		out = append(out, "", "## "+s.Findings.Fail[0]+" Issues", "### <finding>", "<what is wrong and where>")
	}
	if n := s.Sections[contract.SectionDoNotRebuild]; len(n) > 0 && slices.Contains(s.Required, contract.SectionDoNotRebuild) {
		out = append(out, "", "## "+n[0], "- <what is correct and must not be redone> (failing reports only)")
	}
	return out
}

func formExample(s contract.DialectSpec, form string) string {
	fail := s.Findings.Fail[0]
	switch form {
	case contract.FormBullets:
		return fmt.Sprintf("As bullets: `- <finding>: %s — <reason>`.", fail)
	case contract.FormSeverityFirst:
		return fmt.Sprintf("Severity first: `- **%s**: <finding>`.", fail)
	case contract.FormHeadings:
		return fmt.Sprintf("Under severity headings: `## %s Issues`, then a heading (`### <finding>`) or a bullet per finding; a `Severity: <word>` line in a finding's body sets its own.", fail)
	case contract.FormTable:
		return fmt.Sprintf("In a table with a %s column: `| <finding> | %s |`.", strings.Join(append([]string{"severity"}, s.Findings.SeverityColumns...)[:1], ""), fail)
	}
	return form
}

func keysWithQualifiers(s contract.DialectSpec) []string {
	var out []string
	for _, k := range s.Verdict.Keys {
		out = append(out, capital(k))
	}
	return out
}

func placeNames(places []string) []string {
	names := map[string]string{
		contract.PlaceLine: "a line", contract.PlaceHeading: "a heading", contract.PlaceLabel: "a bold label",
		contract.PlaceSection: "the line under a verdict heading", contract.PlaceTable: "a table row",
		contract.PlaceFrontMatter: "front matter", contract.PlaceWord: "a line of the word alone",
		contract.PlaceSentence: "a sentence",
	}
	var out []string
	for _, p := range places {
		out = append(out, names[p])
	}
	return out
}

func sectionList(s contract.DialectSpec) []string {
	var out []string
	for _, r := range s.Required {
		if n := s.Sections[r]; len(n) > 0 {
			out = append(out, "`"+n[0]+"`")
		}
	}
	return out
}

func quoted(ws []string) string {
	q := make([]string, len(ws))
	for i, w := range ws {
		q[i] = "`" + w + "`"
	}
	return strings.Join(q, ", ")
}

func capital(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

// first is the first of ws, or or when there is none.
func first(ws []string, or string) string {
	if len(ws) > 0 {
		return ws[0]
	}
	return or
}
