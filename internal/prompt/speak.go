package prompt

import (
	"strings"

	"github.com/reviewlint/reviewlint/contract"
)

// Speak rewrites a report rule's text, written in the default contract's
// words, in dialect d's: its verdict key and words, its dispositions, its
// statuses and section names, so that what explain, rules and the prompt
// say is what lint asks for. The default dialect's text is unchanged.
func Speak(d *contract.Dialect, text string) string {
	s := d.Spec()
	if s.Name == "default" {
		return text
	}
	key, pass, fail := capital(s.Verdict.Keys[0]), s.Verdict.Pass[0], s.Verdict.Fail[0]
	blocking, advisory := s.Findings.Fail[0], first(s.Findings.Note, "non-blocking finding")
	var pairs []string
	add := func(from, to string) { pairs = append(pairs, from, to) }
	section := func(kind, from string) {
		if names := s.Sections[kind]; len(names) > 0 {
			add("`## "+from+"`", "`## "+names[0]+"`")
			add("`"+from+"`", "`"+names[0]+"`")
		}
	}
	// Longer phrases first: at one position the first pair given wins.
	if names := s.Sections[contract.SectionCoverage]; len(names) > 0 {
		add("`## Coverage statement` (or `Coverage`)", "`## "+names[0]+"`")
	}
	section(contract.SectionReason, "Verdict reason")
	section(contract.SectionFindings, "Findings")
	section(contract.SectionDoNotRebuild, "Do not rebuild")
	add("`Verdict: PASS or FAIL`", "`"+key+": "+pass+" or "+fail+"`")
	add("`Verdict: PASS`", "`"+key+": "+pass+"`")
	add("`Verdict: FAIL`", "`"+key+": "+fail+"`")
	add("`## Verdict: FAIL`", "`## "+key+": "+fail+"`")
	add("`**Verdict:** PASS`", "`**"+key+":** "+pass+"`")
	add("`PASS/FAIL`", "`"+pass+"/"+fail+"`")
	for _, verdict := range []string{"a FAIL report", "A FAIL report", "A FAIL must", "for a PASS", "A PASS report"} {
		add(verdict, strings.NewReplacer("FAIL", fail, "PASS", pass).Replace(verdict))
	}
	for _, st := range [][2]any{{contract.StatusVerified, s.Coverage.Verified}, {contract.StatusAccepted, s.Coverage.Accepted}, {contract.StatusNotCheck, s.Coverage.NotChecked}} {
		if ws := st[1].([]string); len(ws) > 0 {
			add(st[0].(string), ws[0])
		}
	}
	if len(s.Findings.None) > 0 {
		add("`None`", "`"+s.Findings.None[0]+"`")
	}
	if s.Verdict.CaseSensitive {
		add("(any case;", "(exactly as written here;")
	}
	// Substrings, not words: TestRuleTextsHoldDefaultWordsOnlyWhole keeps
	// the rule texts free of FAILED, NOTES and the like.
	add("FAIL", blocking)
	add("NOTE", advisory)
	add("PASS", pass)
	return strings.NewReplacer(pairs...).Replace(text)
}

// SpeakRule is a rule's text, for a rule of kind, in dialect d's words: a
// report rule's as Speak tells it, a commit-message rule's with the words
// the Review-Verdict trailer takes in d (a trailer is read in the
// report's dialect, so a team that writes APPROVED is refused PASS
// there). Other rules name no dialect word and are unchanged.
func SpeakRule(d *contract.Dialect, kind, text string) string {
	switch kind {
	case "report":
		return Speak(d, text)
	case "commit-msg":
		return speakTrailer(d, text)
	}
	return text
}

func speakTrailer(d *contract.Dialect, text string) string {
	s := d.Spec()
	if s.Name == "default" {
		return text
	}
	pass, fail := s.Verdict.Pass[0], s.Verdict.Fail[0]
	pairs := []string{
		"Review-Verdict: PASS", "Review-Verdict: " + pass,
		"PASS or FAIL", pass + " or " + fail,
		"PASS and FAIL", pass + " and " + fail,
	}
	if s.Verdict.CaseSensitive {
		pairs = append(pairs, "in any case", "exactly as written")
	}
	return strings.NewReplacer(pairs...).Replace(text)
}
