package prompt

import (
	"fmt"
	"io"
	"strings"

	"github.com/reviewlint/reviewlint"
	"github.com/reviewlint/reviewlint/internal/catalog"
)

// WriteVerdict prints the verdict-file contract.
func WriteVerdict(w io.Writer) error {
	_, err := io.WriteString(w, VerdictText())
	return err
}

// VerdictText returns the verdict-file contract for a review agent: the
// object to emit, every verdict rule from the rule table, and the JSON
// Schema the linter is held to.
func VerdictText() string {
	var b strings.Builder
	p := func(format string, args ...any) { fmt.Fprintf(&b, format+"\n", args...) }
	p("# The verdict file contract")
	p("")
	p("Emit one JSON object with a \"verdict\" key. Prose or a fenced block around it is")
	p("allowed; a second, different verdict object in the same output is refused, and")
	p("so is any object that does not parse. reviewlint refuses it at commit, at push")
	p("and in CI when it breaks a rule below; an unparseable verdict is never approval.")
	p("")
	p("## Shape")
	p("")
	for _, line := range verdictExample {
		p("    %s", line)
	}
	p("")
	p("- `verdict`: exactly `approve` or `block`. A `block` needs at least one blocking finding; an `approve` has none.")
	p("- `findings`: each `{severity: blocking|non-blocking, question, context?}`; the question says what is wrong.")
	p("- Optional: `review` (at most 1,500 characters), `edits[{path, content}]`, `edit`, `questions[]`, `uncertainTasks[{path, questions[]}]`, `decompositionUnclear{questions[]}`. Paths are relative, clean, inside the repository. No other key, and no key twice.")
	p("")
	p("## Rules")
	p("")
	for _, r := range catalog.All() {
		if r.Kind != "verdict" {
			continue
		}
		p("- `%s` (%s): %s. %s", r.ID, r.Default, r.Summary, r.Doc)
	}
	p("")
	p("## JSON Schema")
	p("")
	for _, line := range strings.Split(strings.TrimRight(string(reviewlint.VerdictSchema), "\n"), "\n") {
		p("    %s", line)
	}
	return b.String()
}

var verdictExample = []string{
	`{`,
	`  "verdict": "block",`,
	`  "findings": [`,
	`    {"severity": "blocking", "question": "Why does Close no longer release the lock?", "context": "store/lock.go:42"},`,
	`    {"severity": "non-blocking", "question": "Is the old flag still documented?"}`,
	`  ],`,
	`  "review": "One blocking problem in the lock handling; the rest reads well."`,
	`}`,
}
