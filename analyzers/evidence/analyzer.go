package evidence

import (
	"fmt"
	"io"

	"github.com/reviewlint/reviewlint/analyzers/analysis"
	"github.com/reviewlint/reviewlint/analyzers/snapshot"
	"github.com/reviewlint/reviewlint/internal/config"
	"github.com/reviewlint/reviewlint/internal/gitrepo"
)

// Analyzer audits the acceptance-evidence blocks of the reports the range
// changes.
var Analyzer = &analysis.Analyzer{
	Name: "evidence",
	Doc: `acceptance-evidence blocks of changed reports, audited against the range

For every review report the range adds or changes (by rules.toml's
report globs), or for the reports named with --report, each acceptance-evidence block's sha is matched against the head,
then the range's commits (saying how many commits before the head), then
the whole repository (a commit outside the range), and its environment
line is checked. With --staged the head is HEAD. Blocks are parsed by the
same parser lint uses.`,
	Requires: []*analysis.Analyzer{snapshot.Analyzer},
	Run:      runEvidence,
}

func runEvidence(pass *analysis.Pass) (any, error) {
	head := pass.ResultOf[snapshot.Analyzer].(*snapshot.Sides).Head
	in := Input{Head: pass.Head.String(), Lookup: func(id string) (string, bool) {
		// Objects only: a branch named like an id does not stand for it.
		h, ok, err := pass.Repo.Abbrev(id)
		return h.String(), ok && err == nil
	}}
	if pass.Staged {
		in.Head = pass.Base.String()
	} else {
		commits, err := pass.Repo.Commits(pass.Base, pass.Head)
		if err != nil {
			return nil, err
		}
		in.Range = rangeCommits(commits)
		if !pass.Base.IsZero() {
			in.Base = pass.Base.String()
		}
	}
	for _, path := range reportsToAudit(pass) {
		content, err := head.ReadFile(path)
		if err != nil {
			pass.Unchecked("acceptance evidence in `%s` (%v)", path, err)
			continue
		}
		in.Reports = append(in.Reports, Report{Path: path, Content: content})
	}
	facts := Audit(in)
	for _, f := range facts {
		if f.OK() {
			pass.Fact("%s", f)
		} else {
			pass.Failed(f.Report, f.String(), fmt.Sprintf("acceptance evidence must name the head under review (%s) and state its environment", analysis.ShortSide(pass.Head, false)))
		}
	}
	if facts == nil {
		facts = []Fact{} // JSON: [] rather than null
	}
	if len(in.Reports) == 0 && len(reportsToAudit(pass)) == 0 {
		pass.Unchecked("acceptance evidence: nothing to audit, the range changes no review report")
	}
	return Result{Blocks: facts}, nil
}

// reportsToAudit is --report when given, else the reports (by rules.toml's
// globs, exclusions included, as lint decides) the range adds or changes.
func reportsToAudit(pass *analysis.Pass) []string {
	if len(pass.Options.Reports) > 0 {
		return pass.Options.Reports
	}
	files := pass.Options.Files
	if files.Reports == nil {
		files = config.Default().Files
	}
	var paths []string
	for _, c := range pass.Changes {
		if c.Status != gitrepo.Deleted && files.IsReport(c.Path) {
			paths = append(paths, c.Path)
		}
	}
	return paths
}

func rangeCommits(commits []gitrepo.Commit) []Commit {
	out := make([]Commit, 0, len(commits))
	for _, c := range commits {
		ec := Commit{ID: c.Hash.String()}
		for _, p := range c.Parents {
			ec.Parents = append(ec.Parents, p.String())
		}
		out = append(out, ec)
	}
	return out
}

// Result is the evidence analyzer's result: one audit per block.
type Result struct {
	Blocks []Fact `json:"blocks"`
}

// WriteText prints one audit per line.
func (r Result) WriteText(w io.Writer) error {
	if len(r.Blocks) == 0 {
		_, err := fmt.Fprintln(w, "no changed review report")
		return err
	}
	for _, b := range r.Blocks {
		if _, err := fmt.Fprintf(w, "%s %s\n", b.Status, b.Text()); err != nil {
			return err
		}
	}
	return nil
}
