package scaffold

import (
	"fmt"
	"io"
	"strings"

	"github.com/reviewlint/reviewlint/contract"
)

// Input is what the scaffold is filled with.
type Input struct {
	// Title names what was reviewed ("`feature` at `abc123`").
	Title string
	// Compared is the sentence that names the commits the facts compare.
	Compared string
	// Coverage and Findings are finished bullets ("- …: STATUS",
	// "- … [analyzer]: FAIL — …").
	Coverage, Findings []string
	// Evidence are the worker's blocks found, each with where it was.
	Evidence []Evidence
	// Looked says where blocks were looked for, for the note when none
	// was found.
	Looked []string
	// Command is how the scaffold was made, to regenerate it.
	Command string
	// Dialect is the contract the report is written in; nil is the
	// default contract.
	Dialect *contract.Dialect
}

// Evidence is one acceptance-evidence block, verbatim, and its source.
type Evidence struct {
	Source string
	Block  string
}

// Placeholder is the verdict line a scaffold carries: lint reads no
// verdict in it (verdict-missing) until it is replaced.
const Placeholder = "Verdict: " + contract.PlaceholderVerdict

// Write prints the report, in the words of in.Dialect.
func Write(w io.Writer, in Input) error {
	if in.Dialect != nil && in.Dialect.Name() != "default" {
		var b strings.Builder
		if err := write(&b, in); err != nil {
			return err
		}
		_, err := io.WriteString(w, translate(b.String(), in.Dialect))
		return err
	}
	return write(w, in)
}

func write(w io.Writer, in Input) error {
	var b strings.Builder
	p := func(format string, args ...any) { fmt.Fprintf(&b, format+"\n", args...) }
	p("# Review of %s", in.Title)
	p("")
	p("<!-- Written by `%s`. Everything marked FILL ME is yours to write. This report", in.Command)
	p("     does not lint clean, and cannot be committed, until the verdict and its reason are set. -->")
	p("")
	p("## Coverage statement")
	p("")
	p("Derived by `reviewlint derive` from git objects: %s.", in.Compared)
	p("")
	for _, c := range in.Coverage {
		p("%s", c)
	}
	if len(in.Coverage) == 0 {
		p("- nothing derived: every check run failed (see the findings): COULD NOT CHECK")
	}
	p("")
	p("<!-- FILL ME: your own claims, one bullet each, after the derived ones:")
	p("- <what you checked yourself, and how>: %s", contract.StatusVerified)
	p("- <what the worker's evidence shows>: %s   (only with an acceptance-evidence block in this report)", contract.StatusAccepted)
	p("- <what you could not check, and why>: %s", contract.StatusNotCheck)
	p("-->")
	p("")
	p("## Findings")
	p("")
	if len(in.Findings) > 0 {
		p("<!-- Suggested by reviewlint derive: each is a check that failed. Keep it FAIL, make it")
		p("     `NOTE — <why it is outside this change>`, or delete it if it is wrong. Add your own. -->")
		p("")
		for _, f := range in.Findings {
			p("%s", f)
		}
	} else {
		p("<!-- FILL ME: replace None with your findings, `- <finding>: FAIL — <reason>` or `- <finding>: NOTE — <reason>`. -->")
		p("")
		p("None")
	}
	p("")
	p("## Acceptance evidence")
	p("")
	if len(in.Evidence) > 0 {
		for _, e := range in.Evidence {
			p("<!-- The worker's block, from %s. Audit it: does its sha name the commit under review, does its command prove the claim? -->", comment(e.Source))
			p("")
			b.WriteString(strings.TrimRight(e.Block, "\n") + "\n")
			p("")
		}
	} else {
		p("<!-- No acceptance-evidence block was found (looked in: %s). Without one, %s is the only honest status for what the worker claims. -->",
			comment(strings.Join(in.Looked, "; ")), contract.StatusNotCheck)
		p("")
	}
	p("## Do not rebuild")
	p("")
	p("<!-- FILL ME when the verdict is FAIL: what is correct and must not be rebuilt. -->")
	p("")
	p("## Verdict")
	p("")
	p("%s", Placeholder)
	p("")
	p("## Verdict reason")
	p("")
	p("<!-- FILL ME: the findings that drove the verdict. -->")
	_, err := io.WriteString(w, b.String())
	return err
}

// comment keeps text from ending the HTML comment it is put in.
func comment(s string) string {
	return strings.NewReplacer("-->", "-- >", "<!--", "<! --", "\n", " ").Replace(s)
}

// Blocks returns the acceptance-evidence blocks in text, verbatim from
// start marker to end marker; a block without an end is left out.
func Blocks(text string) []string {
	var out []string
	lines := strings.SplitAfter(text, "\n")
	for i := 0; i < len(lines); i++ {
		if strings.TrimSpace(lines[i]) != contract.EvidenceStart {
			continue
		}
		for j := i + 1; j < len(lines); j++ {
			t := strings.TrimSpace(lines[j])
			if t == contract.EvidenceStart {
				break // a second start before an end: the first is broken
			}
			if t == contract.EvidenceEnd {
				block := strings.Join(lines[i:j+1], "")
				out = append(out, strings.TrimRight(block, "\r\n")+"\n")
				i = j
				break
			}
		}
	}
	return out
}
