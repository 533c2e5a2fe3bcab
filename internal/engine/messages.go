package engine

import (
	"errors"
	"fmt"

	"github.com/reviewlint/reviewlint/contract"
	"github.com/reviewlint/reviewlint/internal/commitmsg"
	"github.com/reviewlint/reviewlint/internal/config"
	"github.com/reviewlint/reviewlint/internal/diag"
	"github.com/reviewlint/reviewlint/internal/gitrepo"
	"github.com/reviewlint/reviewlint/internal/lint"
)

// MessagePolicy is the commit-message policy rules.toml's [commit-msg]
// sets, for the commit-msg hook and for check alike.
func MessagePolicy(cfg *config.Config) commitmsg.Policy {
	m := cfg.CommitMsg
	d := cfg.ReportDialect()
	return commitmsg.Policy{VerdictTrailer: m.VerdictTrailer, ReportTrailer: m.ReportTrailer,
		SkipMerge: m.SkipMerge, SkipFixup: m.SkipFixup, SkipRevert: m.SkipRevert,
		Side: d.Side, SideWords: d.SideWords()}
}

// MessageReports reads what the Review-Verdict trailers of msgs are
// compared with, as lookup finds them (the index, or the commit's tree):
// the reports and JSON verdict files among changes, the commit's, and those a Review-Report
// trailer names even when unchanged. The named ones are what `git commit
// --amend` needs: git tells the hook nothing of an amend, and the index
// then equals the commit being replaced, so its reports are not changes.
func MessageReports(repo *gitrepo.Repo, lookup Lookup, linter *lint.Linter, msgs []commitmsg.Message, pol commitmsg.Policy, changes []gitrepo.Change) ([]commitmsg.Report, error) {
	paths := commitmsg.NamedReports(msgs, pol)
	for _, c := range changes {
		if k := linter.KindOf(c.Path); (k == lint.Report || k == lint.Verdict) && RecordsContent(c) {
			paths = append(paths, c.Path)
		}
	}
	return reportsAt(repo, lookup, linter, paths)
}

// RecordsContent reports whether the commit records a file's bytes at
// c.Path: not for a deletion, a conflict (git refuses to commit those before
// the hook runs) or a submodule, whose "content" is a commit id.
func RecordsContent(c gitrepo.Change) bool {
	switch c.Status {
	case gitrepo.Deleted, gitrepo.Unmerged:
		return false
	}
	return c.NewMode != gitrepo.ModeSubmodule
}

// reportsAt reads the verdict line of each report at paths, each once, as
// lookup finds it (a commit's tree, or the index), through symbolic links.
// A path lookup does not hold is left out (msg-report-missing says so); one
// too large, a link that cannot be followed or a submodule is a report with
// no verdict (linting reports the file; no PASS trailer may lean on it).
func reportsAt(repo *gitrepo.Repo, lookup Lookup, linter *lint.Linter, paths []string) ([]commitmsg.Report, error) {
	var reports []commitmsg.Report
	seen := map[string]bool{}
	for _, p := range paths {
		if seen[p] {
			continue
		}
		seen[p] = true
		h, mode, ok, err := lookup(p)
		if err != nil {
			return nil, fmt.Errorf("look up %s: %w", p, err)
		}
		if !ok {
			continue
		}
		if mode == gitrepo.ModeSubmodule {
			// A commit id, not a report: it states no verdict.
			reports = append(reports, commitmsg.Report{Path: p})
			continue
		}
		content, _, err := ReadThrough(repo, lookup, p, h, mode, linter.Config().Limits.MaxFileBytes)
		var linkErr *LinkError
		if errors.Is(err, gitrepo.ErrTooLarge) || errors.As(err, &linkErr) {
			reports = append(reports, commitmsg.Report{Path: p})
			continue
		}
		if err != nil {
			return nil, fmt.Errorf("read %s: %w", p, err)
		}
		if linter.KindForPath(p, lint.Report) == lint.Verdict {
			reports = append(reports, verdictFileReport(linter, p, content))
			continue
		}
		verdict, word := contract.ReportVerdictWord(content, linter.Config().ReportDialect())
		reports = append(reports, commitmsg.Report{Path: p, Verdict: verdict, Word: word})
	}
	return reports, nil
}

// verdictFileReport reads a JSON verdict file as a trailer is compared
// with it: its approve is a PASS, its block a FAIL, and a file that does
// not parse, or whose verdicts disagree, states none (and backs no PASS).
func verdictFileReport(linter *lint.Linter, p string, content []byte) commitmsg.Report {
	_, st := linter.Config().VerdictDialect().LintStated(content)
	r := commitmsg.Report{Path: p, Word: st.Word}
	switch st.Verdict {
	case diag.VerdictPass:
		r.Verdict = "PASS"
	case diag.VerdictFail:
		r.Verdict = "FAIL"
	}
	return r
}

// TrailerSyntax is how this repository's git configuration reads trailers
// (trailer.separators, trailer.<name>.key), so that a trailer git records
// is the trailer reviewlint checks.
func TrailerSyntax(repo *gitrepo.Repo) commitmsg.Syntax {
	return commitmsg.SyntaxFrom(repo.ConfigSection("trailer"))
}

// CommentSetting is core.commentString (git 2.45 and later) or
// core.commentChar; "" when neither is set.
func CommentSetting(repo *gitrepo.Repo) string {
	if v, ok := repo.ConfigValue("core", "", "commentstring"); ok {
		return v
	}
	v, _ := repo.ConfigValue("core", "", "commentchar")
	return v
}
