package evidence

import (
	"fmt"
	"strings"

	"github.com/reviewlint/reviewlint/analyzers/snapshot"
	"github.com/reviewlint/reviewlint/internal/gitquote"
)

// Commit is one commit of the range: its full id and its parents' ids.
type Commit struct {
	ID      string
	Parents []string
}

// Report is a review report's path and content at head.
type Report struct {
	Path    string
	Content []byte
}

// Input is the range and the reports to audit.
type Input struct {
	Reports []Report
	// Head is the full id of the commit under review.
	Head string
	// Base is the full id of the range's base ("" for the empty tree).
	Base string
	// Range is base..head, as git rev-list lists it (any order).
	Range []Commit
	// Lookup resolves a full or abbreviated id to a full commit id found
	// anywhere in the repository; nil: no lookup.
	Lookup func(id string) (string, bool)
}

// Status is the verdict on one block's sha.
type Status string

// The statuses, from good to bad.
const (
	AtHead       Status = "head"
	InRange      Status = "in-range"
	AtBase       Status = "base"
	OutsideRange Status = "outside-range"
	Ambiguous    Status = "ambiguous"
	Unknown      Status = "unknown"
	Malformed    Status = "malformed"
	Missing      Status = "missing"
)

// Fact is the audit of one acceptance-evidence block (or of a report
// without one).
type Fact struct {
	Report string         `json:"report"`
	At     snapshot.Place `json:"at"`
	Status Status         `json:"status"`
	SHA    string         `json:"sha,omitempty"`
	// Commit is the full id the sha names, when it names one.
	Commit string `json:"commit,omitempty"`
	// Behind counts commits from Commit to the head, for InRange.
	Behind      int    `json:"behind,omitempty"`
	Environment string `json:"environment,omitempty"`
	// Problems are the block's defects, as lint reports them.
	Problems []string `json:"problems,omitempty"`
}

// OK is true when the block names the head and states its environment.
func (f Fact) OK() bool { return f.Status == AtHead && f.Environment != "" && len(f.Problems) == 0 }

// String is the fact as one sentence.
func (f Fact) String() string { return f.sentence(f.Report, f.At.String()) }

// Text is the sentence as derive's text output prints it, the report's
// path quoted as git quotes it.
func (f Fact) Text() string { return f.sentence(gitquote.Path(f.Report), f.At.Text()) }

func (f Fact) sentence(report, at string) string {
	var b strings.Builder
	if f.Status == Missing {
		return fmt.Sprintf("report %s has no acceptance-evidence block", report)
	}
	fmt.Fprintf(&b, "acceptance evidence in %s ", at)
	switch f.Status {
	case AtHead:
		fmt.Fprintf(&b, "was captured at the head (%s)", short(f.Commit))
	case InRange:
		fmt.Fprintf(&b, "was captured at %s, %d commit%s before the head", short(f.Commit), f.Behind, plural(f.Behind))
	case AtBase:
		fmt.Fprintf(&b, "was captured at the base (%s), before every commit under review", short(f.Commit))
	case OutsideRange:
		fmt.Fprintf(&b, "was captured at %s, a commit outside the range under review", short(f.Commit))
	case Ambiguous:
		fmt.Fprintf(&b, "names sha %s, which the head and another object of this repository both start with: write the head's full id", f.SHA)
	case Unknown:
		fmt.Fprintf(&b, "names sha %s, which is no commit in this repository", f.SHA)
	case Malformed:
		b.WriteString("has no usable sha")
	}
	if f.Environment != "" {
		fmt.Fprintf(&b, "; environment stated: %s", f.Environment)
	} else {
		b.WriteString("; no environment stated")
	}
	for _, p := range f.Problems {
		fmt.Fprintf(&b, "; %s", p)
	}
	return b.String()
}

func short(id string) string { return id[:min(12, len(id))] }

func plural(n int) string {
	if n == 1 {
		return ""
	}
	return "s"
}
