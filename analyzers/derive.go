package analyzers

import (
	"cmp"
	"fmt"
	"strings"

	"github.com/reviewlint/reviewlint/analyzers/analysis"
	"github.com/reviewlint/reviewlint/internal/gitrepo"
)

// Request is one `reviewlint derive` run.
type Request struct {
	// Dir is where to look for the repository.
	Dir string
	// BaseRev and HeadRev name the range. The old side is the merge base
	// of the two, as `git diff BASE...HEAD` compares them, so that what
	// the base's branch did since the fork is not taken for the change;
	// NoMergeBase compares BaseRev itself instead (`git diff BASE HEAD`).
	// Staged compares the index git names with HEAD instead, and then both
	// revisions must be empty.
	BaseRev, HeadRev string
	NoMergeBase      bool
	Staged           bool
	// Names selects analyzers; empty means All.
	Names   []string
	Options analysis.Options
}

// DefaultBaseRev is the base when neither the command line nor the
// configuration names one. The configuration's [derive] base, once it
// exists, is applied by the caller before Derive: an empty BaseRev falls
// back to this.
const DefaultBaseRev = "HEAD~1"

// Derivation is everything a derive run found, ready for Write.
type Derivation struct {
	Version int `json:"version"`
	// Base is the commit the change is measured from (the merge base,
	// the base revision itself, HEAD for --staged, or the empty tree's
	// id); Head is the commit it is measured to ("" for --staged).
	Base   string `json:"base"`
	Head   string `json:"head"`
	Staged bool   `json:"staged,omitempty"`
	// Compared says how Base was chosen: "merge-base", "tip" (the base
	// revision itself), "empty-tree" or "staged".
	Compared string `json:"compared"`
	// BaseRev and HeadRev are the revisions as requested; BaseTip is what
	// BaseRev resolved to. MergeBases counts the merge bases when there
	// were several (Base is the one git diff A...B uses).
	BaseRev    string             `json:"base_rev,omitempty"`
	BaseTip    string             `json:"base_tip,omitempty"`
	HeadRev    string             `json:"head_rev,omitempty"`
	MergeBases int                `json:"merge_bases,omitempty"`
	Results    map[string]any     `json:"results"`
	Findings   []analysis.Finding `json:"findings,omitempty"`

	// order and facts are per analyzer, in run order.
	order []string
	facts map[string][]analysis.Fact
}

// ErrUsage marks a mistake in the request (an unknown analyzer, a revision
// that does not resolve): the caller maps it to exit status 2, like every
// other error Derive returns.
var ErrUsage = analysis.ErrUsage

// Derive opens the repository, resolves the range, lists its changes and
// runs the selected analyzers over them.
func Derive(req Request) (*Derivation, error) {
	selected, err := selectAnalyzers(req.Names)
	if err != nil {
		return nil, err
	}
	repo, err := gitrepo.Open(req.Dir)
	if err != nil {
		return nil, err
	}
	defer repo.Close()
	rng, err := resolveRange(repo, req)
	if err != nil {
		return nil, err
	}
	changes, err := rng.changes(repo)
	if err != nil {
		return nil, err
	}
	// Once the request is known to be good (a revision that does not
	// resolve starts nothing) and the paths are known: what a change
	// to none of an analyzer's files needs, it does not start.
	for _, a := range selected {
		if a.Start != nil {
			defer a.Start(req.Options, changes)()
		}
	}
	rep := rng.report()
	run := newSession(func(a *analysis.Analyzer) *analysis.Pass {
		return &analysis.Pass{Analyzer: a, Repo: repo, Base: rng.base, Head: rng.head, Staged: req.Staged,
			Changes: changes, Options: req.Options}
	})
	for _, a := range selected {
		act := run.action(a)
		rep.add(act.pass, act.reported())
	}
	return rep, nil
}

func selectAnalyzers(names []string) ([]*analysis.Analyzer, error) {
	if len(names) == 0 {
		return All, nil
	}
	var out []*analysis.Analyzer
	for _, n := range names {
		a, ok := Lookup(n)
		if !ok {
			return nil, fmt.Errorf("%w: unknown analyzer %q (known: %s)", ErrUsage, n, knownNames())
		}
		out = append(out, a)
	}
	return out, nil
}

// add files one pass's result, facts and findings in the report.
func (rep *Derivation) add(pass *analysis.Pass, result any) {
	name := pass.Analyzer.Name
	rep.Results[name] = result
	rep.order = append(rep.order, name)
	rep.facts[name] = pass.Facts()
	rep.Findings = append(rep.Findings, pass.Findings()...)
}

// notRange refuses A..B (or A...B) given as --base or --head: no ref name
// holds "..", and the revision parser would otherwise fail on it with an
// error about parents that misleads.
func notRange(baseRev, headRev string) error {
	for _, side := range []struct{ flag, rev string }{{"--base", baseRev}, {"--head", headRev}} {
		a, b, ok := strings.Cut(side.rev, "..")
		if !ok {
			continue
		}
		a, b = cmp.Or(a, "HEAD"), cmp.Or(strings.TrimPrefix(b, "."), "HEAD")
		// --base diffs from the merge base, as A...B does; A..B compares
		// the two tips.
		tips := " --no-merge-base"
		if strings.Contains(side.rev, "...") {
			tips = ""
		}
		return fmt.Errorf("%w: %s takes a revision, not a range (%q): use --base %s --head %s%s",
			ErrUsage, side.flag, side.rev, a, b, tips)
	}
	return nil
}

// EmptyTree is git's well-known id of the empty tree, accepted as a base.
const EmptyTree = "4b825dc642cb6eb9a060e54bf8d69288fbee4904"

func hashText(h gitrepo.Hash) string {
	if h.IsZero() {
		return ""
	}
	return h.String()
}
