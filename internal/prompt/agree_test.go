package prompt

import (
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/reviewlint/reviewlint/contract"
	"github.com/reviewlint/reviewlint/internal/catalog"
	"github.com/reviewlint/reviewlint/internal/dialecttest"
)

// promptDialects are the default contract, the presets and dialects a
// team writes over them.
func promptDialects(t *testing.T) []*contract.Dialect { return dialecttest.Reports(t) }

// filled is the prompt's skeleton with its placeholders written and the
// verdict set to value; findings replaces the findings the skeleton shows.
func filled(d *contract.Dialect, value string, findings ...string) string {
	s := d.Spec()
	var out []string
	for _, line := range Skeleton(d) {
		switch {
		case strings.Contains(line, s.Verdict.Pass[0]+"|"+s.Verdict.Fail[0]):
			line = strings.Replace(line, s.Verdict.Pass[0]+"|"+s.Verdict.Fail[0], value, 1)
		case strings.Contains(line, s.Verdict.Pass[0]+" or "+s.Verdict.Fail[0]):
			// In a table cell, where a bare | would split it.
			line = strings.Replace(line, s.Verdict.Pass[0]+" or "+s.Verdict.Fail[0], value, 1)
		case strings.HasPrefix(line, "- <finding>:"):
			if strings.Contains(line, "<why it blocks>") {
				out = append(out, findings...)
			}
			continue
		}
		out = append(out, strings.NewReplacer("<", "", ">", "").Replace(line))
	}
	return strings.Join(out, "\n") + "\n"
}

func rulesIn(d *contract.Dialect, report string) []string {
	var out []string
	for _, ds := range contract.Lint([]byte(report), contract.Options{Dialect: d}) {
		out = append(out, ds.Rule)
	}
	return out
}

// TestPromptAgreesWithLint holds each thing the prompt tells a reviewer,
// in every preset and in dialects a team writes, to what lint does with
// a report written that way: the skeleton filled with either side lints
// clean; the verdict is read under every key, in every place and in the
// case the prompt names; the choice it shows is refused; each finding
// form it shows blocks beside a passing verdict and stands beside a
// failing one; its statement of no findings and its statuses are read.
func TestPromptAgreesWithLint(t *testing.T) {
	for _, d := range promptDialects(t) {
		t.Run(d.Name(), func(t *testing.T) {
			s := d.Spec()
			text := TextIn(d)
			pass, fail := s.Verdict.Pass[0], s.Verdict.Fail[0]
			// The default contract's own text is worded otherwise; what
			// it shows is still held to lint below.
			generic := s.Name != "default"
			own := strings.ToUpper(strings.Join(slices.Concat(s.Verdict.Pass, s.Verdict.Fail, s.Findings.Fail, s.Findings.Note), "\n"))
			for _, w := range []string{"PASS", "FAIL", "NOTE"} {
				if !regexp.MustCompile(`(?m)^`+w+`$`).MatchString(own) && regexp.MustCompile(`\b`+w+`\b`).MatchString(text) {
					t.Errorf("the prompt says %s, a word the dialect does not have", w)
				}
			}
			clean := func(what, report string) {
				t.Helper()
				if got := rulesIn(d, report); len(got) > 0 {
					t.Errorf("%s: refused %v\n%s", what, got, report)
				}
			}
			refused := func(what, rule, report string) {
				t.Helper()
				if got := rulesIn(d, report); !slices.Contains(got, rule) {
					t.Errorf("%s: not refused for %s (%v)\n%s", what, rule, got, report)
				}
			}
			note := "- the log line says retrys: " + s.Findings.Note[0] + " — cosmetic, outside the change"
			blocking := "- the budget is never reset: " + s.Findings.Fail[0] + " — the second request starts with none"
			passing := filled(d, pass, note)
			clean("the skeleton with "+pass, passing)
			failing := filled(d, fail, blocking, note)
			if n := s.Sections[contract.SectionDoNotRebuild]; len(n) > 0 && !strings.Contains(failing, "## "+n[0]) {
				failing += "\n## " + n[0] + "\n- the backoff schedule\n"
			}
			clean("the skeleton with "+fail, failing)
			refused("the skeleton with "+pass+" beside a blocking finding", contract.RuleVerdictFindingMismatch, filled(d, pass, blocking, note))

			verdictLine := regexp.MustCompile(`(?m)^.*` + regexp.QuoteMeta(pass) + `.*$`).FindString(passing)
			withVerdict := func(line string) string { return strings.Replace(passing, verdictLine, line, 1) }

			switch {
			case strings.Contains(text, "Any case."):
				clean("the passing word in lower case", withVerdict(strings.ToLower(verdictLine)))
			case s.Verdict.CaseSensitive:
				if !strings.Contains(text, "exactly as written here") {
					t.Errorf("the prompt does not say the words match only as written")
				}
				refused("the passing word in lower case", contract.RuleVerdictMissing, withVerdict(strings.ToLower(verdictLine)))
			}
			if m := regexp.MustCompile("offers a choice \\(`([^`]+)`\\)").FindStringSubmatch(text); m != nil {
				refused("the choice the prompt shows", contract.RuleVerdictConflict, withVerdict(m[1]))
			} else if generic {
				t.Errorf("the prompt shows no choice")
			}
			for _, k := range s.Verdict.Keys {
				key := capital(k)
				if generic && !strings.Contains(text, "`"+key+"`") {
					t.Errorf("the prompt does not name the key %s", key)
				}
				if strings.HasPrefix(verdictLine, "|") && key != capital(s.Verdict.Keys[0]) {
					// In a table the other keys name parts, as the
					// prompt says.
					if !strings.Contains(text, "In a table, only `"+capital(s.Verdict.Keys[0])+"` names the verdict") {
						t.Errorf("the prompt does not say that in a table only %s names the verdict", capital(s.Verdict.Keys[0]))
					}
					continue
				}
				clean("the verdict after "+key, withVerdict(strings.Replace(verdictLine, capital(s.Verdict.Keys[0]), key, 1)))
			}
			key := capital(s.Verdict.Keys[0])
			for _, place := range s.Verdict.Places {
				if generic && !strings.Contains(text, placeNames([]string{place})[0]) {
					t.Errorf("the prompt does not name the place %s", place)
				}
				report := strings.Replace(passing, verdictLine, inPlace(s, place, key, pass), 1)
				if place == contract.PlaceFrontMatter {
					report = "---\n" + s.Verdict.Keys[0] + ": " + pass + "\n---\n" + strings.Replace(passing, verdictLine, "", 1)
				}
				clean("the verdict in a "+place, report)
			}
			for _, form := range s.Findings.Forms {
				line := formExample(s, form)
				if generic && !strings.Contains(text, line) {
					t.Errorf("the prompt does not show the form %s", form)
				}
				finding := inForm(s, form)
				refused("a "+form+" finding the prompt calls blocking, beside "+pass, contract.RuleVerdictFindingMismatch, filled(d, pass, finding, note))
				report := filled(d, fail, finding, note)
				if n := s.Sections[contract.SectionDoNotRebuild]; len(n) > 0 && !strings.Contains(report, "## "+n[0]) {
					report += "\n## " + n[0] + "\n- the backoff schedule\n"
				}
				clean("a "+form+" finding beside "+fail, report)
			}
			// "a failing verdict needs at least one blocking finding"
			refused(fail+" with no blocking finding", contract.RuleVerdictFindingMismatch, strings.Replace(failing, blocking+"\n", "", 1))
			if s.Findings.NoteReason && slices.Contains(s.Findings.Forms, contract.FormBullets) {
				refused("a non-blocking finding with no reason", contract.RuleNoteUnjustified, filled(d, pass, "- the log line says retrys: "+s.Findings.Note[0]))
			}
			if slices.Contains(s.Findings.Forms, contract.FormHeadings) && len(s.Findings.SeverityLabels) > 0 {
				// "a `Severity: <word>` line in a finding's body sets its own"
				own := "\n## " + s.Findings.Note[0] + " Issues\n\n### The budget is never reset\nSeverity: " + s.Findings.Fail[0] + "\n"
				refused("a finding whose body says Severity: "+s.Findings.Fail[0], contract.RuleVerdictFindingMismatch, filled(d, pass, own))
			}
			if generic {
				// "Required sections: …": a passing report without one is refused.
				for _, kind := range s.Required {
					names := s.Sections[kind]
					if kind == contract.SectionDoNotRebuild || len(names) == 0 {
						continue
					}
					without := regexp.MustCompile(`(?s)\n## `+regexp.QuoteMeta(names[0])+`\n.*?(\n\n|$)`).ReplaceAllString(passing, "\n")
					if got := rulesIn(d, without); len(got) == 0 {
						t.Errorf("a report without the required %s section is not refused\n%s", names[0], without)
					}
				}
			}
			if slices.Contains(s.Findings.Forms, contract.FormBullets) {
				// Every word the prompt lists on each side, as a bullet.
				for _, w := range s.Findings.Note {
					clean("a "+w+" finding beside "+pass, filled(d, pass, "- the log line says retrys: "+w+" — cosmetic, outside the change"))
				}
				for _, w := range s.Findings.Fail {
					refused("a "+w+" finding beside "+pass, contract.RuleVerdictFindingMismatch, filled(d, pass, "- the budget is never reset: "+w+" — the second request starts with none"))
				}
			}
			if names := s.Sections[contract.SectionCoverage]; len(names) > 0 {
				heading := "## " + names[0] + "\n"
				claim := func(status string) string {
					return strings.Replace(passing, heading, heading+"- the retry tests pass: "+status+"\n", 1)
				}
				for _, st := range slices.Concat(s.Coverage.Verified, s.Coverage.NotChecked) {
					clean("a claim "+st, claim(st))
				}
				for _, st := range s.Coverage.Failed {
					refused("a claim "+st+" beside "+pass, contract.RuleVerdictFindingMismatch, claim(st))
				}
				for _, st := range s.Coverage.Accepted {
					refused("a claim "+st+" with no evidence block", contract.RuleCoverageUnbacked, claim(st))
					m := regexp.MustCompile("(?m)^    (" + regexp.QuoteMeta(contract.EvidenceStart) + "\n(?:    .*\n)*?    " + regexp.QuoteMeta(contract.EvidenceEnd) + ")$").FindStringSubmatch(text)
					if m == nil {
						t.Errorf("the prompt offers %s but shows no evidence block", st)
						continue
					}
					block := regexp.MustCompile(`: <[^>\n]*>`).ReplaceAllString(strings.ReplaceAll(m[1], "\n    ", "\n"), ": x")
					block = strings.Replace(block, "sha: x", "sha: 0123456789abcdef", 1)
					clean("a claim "+st+" with the evidence block the prompt shows", claim(st)+"\n"+block+"\n")
				}
			}
			if len(s.Findings.None) > 0 {
				clean("no findings, said as the prompt says", filled(d, pass, s.Findings.None[0]))
			}
		})
	}
}

// inPlace writes a verdict in a place as the prompt describes it.
func inPlace(s contract.DialectSpec, place, key, value string) string {
	switch place {
	case contract.PlaceHeading:
		return "## " + key + ": " + value
	case contract.PlaceLabel:
		return "**" + key + ":** " + value
	case contract.PlaceSection:
		return "## " + s.Sections[contract.SectionVerdict][0] + "\n\n" + value
	case contract.PlaceTable:
		return "| Field | Value |\n|---|---|\n| " + key + " | " + value + " |"
	case contract.PlaceWord:
		return value
	case contract.PlaceSentence:
		return "Review complete: " + s.Verdict.Keys[0] + " **" + value + "**, nothing blocks it."
	}
	return key + ": " + value
}

// inForm writes a blocking finding in a form as the prompt shows it.
func inForm(s contract.DialectSpec, form string) string {
	fail := s.Findings.Fail[0]
	switch form {
	case contract.FormSeverityFirst:
		return "- **" + fail + "**: the budget is never reset"
	case contract.FormHeadings:
		return "\n## " + fail + " Issues\n\n### The budget is never reset\nThe second request starts with none.\n"
	case contract.FormTable:
		return "\n| Finding | Severity |\n|---|---|\n| the budget is never reset | " + fail + " |\n"
	}
	return "- the budget is never reset: " + fail + " — the second request starts with none"
}

// TestDialectNoteNamesWhatLintAsksFor: the note explain and rules print
// names every section lint asks a report for, and the verdict words lint
// suggests, in every dialect but the default (whose rule texts are its own).
func TestDialectNoteNamesWhatLintAsksFor(t *testing.T) {
	asked := regexp.MustCompile("`## ([^`]+)`")
	for _, d := range promptDialects(t)[1:] {
		s := d.Spec()
		note := DialectNote(d)
		if note == "" {
			t.Errorf("%s: no note", d.Name())
			continue
		}
		bare := "# Review\n\n" + capital(s.Verdict.Keys[0]) + ": " + s.Verdict.Fail[0] + "\n"
		for _, ds := range contract.Lint([]byte(bare), contract.Options{Dialect: d}) {
			for _, m := range asked.FindAllStringSubmatch(ds.Message, -1) {
				if strings.HasPrefix(m[1], capital(s.Verdict.Keys[0])+": ") {
					continue // a verdict written as a heading, not a section
				}
				if !strings.Contains(note, "`"+m[1]+"`") {
					t.Errorf("%s: lint asks for `## %s` (%s), the note does not name it: %s", d.Name(), m[1], ds.Rule, note)
				}
			}
		}
		for _, w := range []string{s.Verdict.Pass[0], s.Verdict.Fail[0], s.Findings.Fail[0]} {
			if !strings.Contains(note, w) {
				t.Errorf("%s: the note does not name %s", d.Name(), w)
			}
		}
	}
	if note := DialectNote(contract.DefaultDialect()); note != "" {
		t.Errorf("the default dialect has a note: %s", note)
	}
}

// TestSpeakSaysOnlyTheDialectsWords: explain's text of every report rule,
// in each dialect, names no verdict word, disposition or section of the
// default contract that the dialect says otherwise.
func TestSpeakSaysOnlyTheDialectsWords(t *testing.T) {
	defaults := contract.Default()
	for _, d := range promptDialects(t) {
		s := d.Spec()
		own := strings.ToUpper(strings.Join(slices.Concat(s.Verdict.Pass, s.Verdict.Fail, s.Findings.Fail, s.Findings.Note), "\n"))
		for _, r := range catalog.All() {
			if r.Kind != "report" {
				continue
			}
			text := Speak(d, catalog.Explain(r))
			if s.Verdict.CaseSensitive && strings.Contains(text, "any case") {
				t.Errorf("%s: explain %s says any case, but the words match only as written", d.Name(), r.ID)
			}
			for _, w := range []string{"PASS", "FAIL", "NOTE"} {
				if !regexp.MustCompile(`(?m)^`+w+`$`).MatchString(own) && regexp.MustCompile(`\b`+w+`\b`).MatchString(text) {
					t.Errorf("%s: explain %s says %s, a word the dialect does not have:\n%s", d.Name(), r.ID, w, text)
				}
			}
			for kind, names := range defaults.Sections {
				if own := s.Sections[kind]; len(own) > 0 && !slices.Contains(own, names[0]) && strings.Contains(text, "`## "+names[0]+"`") {
					t.Errorf("%s: explain %s names `## %s`, which the dialect calls %s", d.Name(), r.ID, names[0], own[0])
				}
			}
		}
	}
}
