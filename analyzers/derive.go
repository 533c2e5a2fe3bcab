package analyzers

import (
	"cmp"
	"errors"
	"fmt"
	"strings"

	"github.com/reviewlint/reviewlint/gitrepo"
)

// Request is one `reviewlint derive` run.
type Request struct {
	// Dir is where to look for the repository.
	Dir string
	// BaseRev and HeadRev name the range. Staged compares the index git
	// names with HEAD instead, and then both revisions must be empty.
	BaseRev, HeadRev string
	Staged           bool
	// Names selects analyzers; empty means All.
	Names   []string
	Options Options
}

// DefaultBaseRev is the base when neither the command line nor the
// configuration names one. The configuration's [derive] base, once it
// exists, is applied by the caller before Derive: an empty BaseRev falls
// back to this.
const DefaultBaseRev = "HEAD~1"

// Report is everything a derive run found, ready for Write.
type Report struct {
	Version  int            `json:"version"`
	Base     string         `json:"base"`
	Head     string         `json:"head"`
	Staged   bool           `json:"staged,omitempty"`
	Results  map[string]any `json:"results"`
	Findings []Finding      `json:"findings,omitempty"`

	// order and facts are per analyzer, in run order.
	order []string
	facts map[string][]Fact
}

// ErrUsage marks a mistake in the request (an unknown analyzer, a revision
// that does not resolve): the caller maps it to exit status 2, like every
// other error Derive returns.
var ErrUsage = errors.New("usage")

// Derive opens the repository, resolves the range, lists its changes and
// runs the selected analyzers over them.
func Derive(req Request) (*Report, error) {
	selected, err := selectAnalyzers(req.Names)
	if err != nil {
		return nil, err
	}
	repo, err := gitrepo.Open(req.Dir)
	if err != nil {
		return nil, err
	}
	defer repo.Close()
	base, head, changes, err := resolveChange(repo, req)
	if err != nil {
		return nil, err
	}
	baseText := hashText(base)
	if base.IsZero() {
		baseText = EmptyTree
	}
	rep := &Report{Version: 1, Base: baseText, Head: hashText(head), Staged: req.Staged,
		Results: map[string]any{}, facts: map[string][]Fact{}}
	for _, a := range selected {
		pass := &Pass{Analyzer: a, Repo: repo, Base: base, Head: head, Staged: req.Staged,
			Changes: changes, Options: req.Options}
		result, err := a.Run(pass)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", a.Name, err)
		}
		rep.Results[a.Name] = result
		rep.order = append(rep.order, a.Name)
		rep.facts[a.Name] = pass.facts
		rep.Findings = append(rep.Findings, pass.findings...)
	}
	return rep, nil
}

func selectAnalyzers(names []string) ([]*Analyzer, error) {
	if len(names) == 0 {
		return All, nil
	}
	var out []*Analyzer
	for _, n := range names {
		a, ok := Lookup(n)
		if !ok {
			return nil, fmt.Errorf("%w: unknown analyzer %q (known: %s)", ErrUsage, n, knownNames())
		}
		out = append(out, a)
	}
	return out, nil
}

// resolveChange turns the request into the two sides and the changed
// paths between them.
func resolveChange(repo *gitrepo.Repo, req Request) (base, head gitrepo.Hash, changes []gitrepo.Change, err error) {
	if req.Staged {
		if req.BaseRev != "" || req.HeadRev != "" {
			return base, head, nil, fmt.Errorf("%w: --staged compares the index with HEAD; drop --base and --head", ErrUsage)
		}
		if base, _, err = repo.HeadCommit(); err != nil {
			return base, head, nil, err
		}
		changes, err = repo.StagedChanges()
		return base, head, changes, err
	}
	baseRev, headRev := req.BaseRev, req.HeadRev
	if baseRev == "" {
		baseRev = DefaultBaseRev
	}
	if headRev == "" {
		headRev = "HEAD"
	}
	if err := notRange(baseRev, headRev); err != nil {
		return base, head, nil, err
	}
	if head, err = repo.Resolve(headRev); err != nil {
		return base, head, nil, fmt.Errorf("%w: head: %w", ErrUsage, err)
	}
	if baseRev == EmptyTree {
		base = gitrepo.ZeroHash // gitrepo reads the zero hash as the empty tree
	} else if base, err = repo.Resolve(baseRev); err != nil {
		return base, head, nil, fmt.Errorf("%w: base: %w (for a root commit, compare with the empty tree: --base %s)", ErrUsage, err, EmptyTree)
	}
	changes, err = repo.TreeChanges(base, head)
	return base, head, changes, err
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
		if strings.Contains(side.rev, "...") {
			// A...B diffs from the merge base, not from A.
			a = fmt.Sprintf("$(git merge-base %s %s)", a, b)
		}
		return fmt.Errorf("%w: %s takes a revision, not a range (%q): use --base %s --head %s",
			ErrUsage, side.flag, side.rev, a, b)
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
