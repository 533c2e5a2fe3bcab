package typecheck

import (
	"context"
	"fmt"
	"maps"
	"path"
	"slices"
	"strings"

	"github.com/reviewlint/reviewlint/analyzers/analysis"
	"github.com/reviewlint/reviewlint/analyzers/deletedranges"
	"github.com/reviewlint/reviewlint/analyzers/linediff"
	"github.com/reviewlint/reviewlint/analyzers/snapshot"
	"github.com/reviewlint/reviewlint/internal/gitrepo"
)

// Analyzer compares the type errors at base and at head as error sites.
var Analyzer = &analysis.Analyzer{
	Name: "typecheck",
	Doc: `type errors at base and at head, compared as error sites: new, fixed, unchanged

Go, from git objects alone: every package with a changed .go file, and
every package of the repository that imports one (up to 100), is
type-checked with go/types on both sides (with its test files, for the
host's GOOS/GOARCH, cgo off), its imports resolved from the snapshot, the
standard library in GOROOT and the module cache at the versions go.mod
requires. Errors are reported for every file of those packages, so a
change that breaks an unchanged file or a caller in another package is
seen. With
--checker CMD, CMD runs through sh -c in temporary exports of the base and
head trees (never the work tree) and its output is read in the
file:line:col:, file:line: and file(line,col): forms. A head error matches a
base error with the same message on the line the change carried it to (or
on a rewritten line), so a shifted line is not a new error; what the
environment lacks is on both sides and cancels. A new error that says a
dependency is missing is a gap (could not check), not a finding, and so is
an error in that package that may follow from it (a method set the
missing type leaves short).`,
	Requires: []*analysis.Analyzer{snapshot.Analyzer},
	Start:    startTypecheck,
	Run:      runTypecheck,
}

// startTypecheck asks the go command for its settings (LocalGoEnv)
// while the change is read: the command takes as long to answer as
// reading the change and finding the importers. A change with no Go
// file, go.mod, go.sum, go.work or vendor/modules.txt asks nothing: it
// checks no package unless it changes a file a package embeds, and
// that check asks the go command itself.
func startTypecheck(o analysis.Options, changes []gitrepo.Change) func() {
	if o.Checker != "" || !slices.ContainsFunc(changes, changesGo) {
		return func() {}
	}
	return startLocalGoEnv()
}

// changesGo: c changes a file that names Go packages to check.
func changesGo(c gitrepo.Change) bool {
	for _, p := range []string{c.OldPath, c.Path} {
		switch base := path.Base(p); {
		case strings.HasSuffix(p, ".go"), base == "go.mod", base == "go.sum", base == "go.work", base == "go.work.sum",
			p == "vendor/modules.txt" || strings.HasSuffix(p, "/vendor/modules.txt"):
			return true
		}
	}
	return false
}

// Result is the analyzer's JSON object. Files lists the files
// with an error on either side.
type Result struct {
	Method    string          `json:"method"`
	Packages  []string        `json:"packages,omitempty"`
	Importers []string        `json:"importers,omitempty"`
	Base      int             `json:"base"`
	Head      int             `json:"head"`
	New       int             `json:"new"`
	Fixed     int             `json:"fixed"`
	Unchanged int             `json:"unchanged"`
	Files     []FileSites     `json:"files"`
	Unchecked []snapshot.Skip `json:"unchecked"`
	// reached: some of Packages have no changed Go file, only changed
	// embedded files or requirements.
	reached bool
	// gaps counts the Unchecked entries where an error may hide (a file
	// not read, a submodule, importers past the bound), unlike a file
	// the go command does not build here: the claim is not verified.
	gaps int
	// unread: a file either side's check needed was not read, so a new
	// error may be an object it declares, missing, or one the base's
	// file (unseen) had as well.
	unread bool
}

// maxImporters bounds how many importing packages are type-checked on
// top of the changed ones: a change to a package everything imports would
// otherwise check the whole repository.
const maxImporters = 100

// maxSiteFindings bounds the findings one run lists; the JSON has all.
const maxSiteFindings = 100

func runTypecheck(pass *analysis.Pass) (any, error) {
	sides := pass.ResultOf[snapshot.Analyzer].(*snapshot.Sides)
	base, head := sides.Base, sides.Head
	res := &Result{Files: []FileSites{}, Unchecked: []snapshot.Skip{}}
	var baseSites, headSites []Site
	if cmd := pass.Options.Checker; cmd != "" {
		res.Method = cmd
		var ok bool
		var err error
		if baseSites, headSites, ok, err = runChecker(pass, res, base, head, cmd); err != nil || !ok {
			return res, err
		}
	} else {
		res.Method = "go/types"
		baseSites, headSites = checkGo(pass, res, base, head)
		if len(res.Packages) == 0 {
			typecheckFacts(pass, res)
			return res, nil
		}
	}
	changes, err := siteChanges(pass, baseSites, headSites)
	if err != nil {
		return nil, err
	}
	for _, f := range Compare(changes, baseSites, headSites) {
		if res.unread {
			f.Unread, f.New = f.New, nil
		}
		res.Base, res.Head = res.Base+f.Base, res.Head+f.Head
		res.New, res.Fixed, res.Unchanged = res.New+len(f.New), res.Fixed+len(f.Fixed), res.Unchanged+f.Unchanged
		res.Files = append(res.Files, f)
	}
	typecheckFacts(pass, res)
	return res, nil
}

// checkGo type-checks, on both sides, every package directory holding a
// changed .go file on either side.
func checkGo(pass *analysis.Pass, res *Result, base, head snapshot.Snapshot) (baseSites, headSites []Site) {
	dirs := map[string]bool{}
	var others []string // changed files that are not Go
	for _, c := range pass.Changes {
		for _, p := range []string{c.OldPath, c.Path} {
			if !strings.HasSuffix(p, ".go") {
				if p != "" {
					others = append(others, p)
				}
				continue
			}
			if notBuilt(path.Dir(p)) {
				res.Unchecked = appendSkip(res.Unchecked, p, "not in a directory the go command builds")
				continue
			}
			dirs[path.Dir(p)] = true
		}
	}
	more := append(embeddingDirs(others, base, head), vendoredModuleDirs(others, base, head)...)
	for _, d := range append(more, moduleChangeDirs(others, base, head)...) {
		if !notBuilt(d) && !dirs[d] {
			dirs[d], res.reached = true, true
		}
	}
	res.Packages = slices.Sorted(maps.Keys(dirs))
	if len(dirs) == 0 {
		return nil, nil
	}
	for _, s := range hiddenImporters(head, res.Packages) {
		res.gap(s.Path, s.Reason)
	}
	for _, snap := range []snapshot.Snapshot{base, head} {
		for _, s := range unreadModuleFiles(snap) {
			res.gap(s.Path, s.Reason)
		}
	}
	// The go command answers (go env, go list) while the importers
	// are found, if it was not asked before the change was read.
	envDone := takeLocalGoEnv()
	importers := map[string]bool{}
	memo := new(importerMemo)
	for i, snap := range []snapshot.Snapshot{base, head} {
		found, unread := memo.importers(snap, res.Packages)
		for _, d := range found {
			importers[d] = true
		}
		for _, s := range unread {
			if i == 1 {
				res.gap(s.Path, s.Reason+"; it may import a changed package")
			}
		}
	}
	res.Importers = slices.Sorted(maps.Keys(importers))
	if n := len(res.Importers); n > maxImporters {
		res.gap(res.Importers[maxImporters], fmt.Sprintf(
			"and %d more packages that import a changed one: only the first %d importers are checked", n-maxImporters, maxImporters))
		res.Importers = res.Importers[:maxImporters]
	}
	env := <-envDone
	checker := NewGoChecker(env)
	all := append(slices.Clone(res.Packages), res.Importers...)
	for _, s := range importedSubmodules(head, all) {
		res.gap(s.Path, s.Reason)
	}
	for _, s := range linkedPackages(head, res.Packages, all) {
		res.gap(s.Path, s.Reason)
	}
	sides := checker.CheckSides([]snapshot.Snapshot{base, head}, all)
	b, h := sides[0], sides[1]
	changed := map[string]bool{}
	for _, c := range pass.Changes {
		changed[c.Path], changed[c.OldPath] = true, true
	}
	res.unread = len(h.Unread) > 0 || len(b.Unread) > 0
	for _, r := range []GoResult{b, h} {
		for _, p := range r.Excluded {
			if changed[p] {
				res.Unchecked = appendSkip(res.Unchecked, p, fmt.Sprintf("excluded by build constraints for %s/%s, cgo off", env.GOOS, env.GOARCH))
			}
		}
		for _, s := range r.Unread {
			res.gap(s.Path, s.Reason)
		}
	}
	if env.GOROOT == "" {
		res.gap("GOROOT", "no Go installation found: standard library imports are unresolved on both sides")
	}
	return b.Sites, h.Sites
}

// runChecker runs the command in exports of both trees. ok is false when
// a side's run cannot be read as a check (recorded as unchecked).
func runChecker(pass *analysis.Pass, res *Result, base, head snapshot.Snapshot, cmd string) (baseSites, headSites []Site, ok bool, err error) {
	var runs [2]CheckerRun
	for i, snap := range []snapshot.Snapshot{base, head} {
		if runs[i], err = RunChecker(context.Background(), snap, cmd); err != nil {
			return nil, nil, false, fmt.Errorf("run %q: %w", cmd, err)
		}
		for _, s := range runs[i].Unread {
			res.gap(s.Path, s.Reason)
		}
		res.unread = res.unread || len(runs[i].Unread) > 0
	}
	for i, name := range []string{"base", "head"} {
		r := runs[i]
		if r.Overflow {
			pass.Unchecked("no new type errors by %s in exports of both trees (at %s it printed more error lines than reviewlint keeps)",
				analysis.CodePath(cmd), name)
			return nil, nil, false, nil
		}
		if r.Exit == 126 || r.Exit == 127 || (r.Exit != 0 && len(r.Sites) == 0) {
			pass.Unchecked("no new type errors by %s in exports of both trees (at %s it exited %d with no diagnostic in a form reviewlint reads: %s)",
				analysis.CodePath(cmd), name, r.Exit, strings.TrimSpace(r.LastLine))
			return nil, nil, false, nil
		}
	}
	return runs[0].Sites, runs[1].Sites, true, nil
}

// siteChanges gives each changed file with an error its line mapping. A
// file that cannot be line-diffed (binary, over the size limit) maps no
// line: its errors match by message only.
func siteChanges(pass *analysis.Pass, baseSites, headSites []Site) ([]FileChange, error) {
	withSites := map[string]bool{}
	for _, s := range baseSites {
		withSites[s.Path] = true
	}
	for _, s := range headSites {
		withSites[s.Path] = true
	}
	var out []FileChange
	for _, c := range pass.Changes {
		fc := FileChange{OldPath: c.OldPath, NewPath: c.Path}
		switch c.Status {
		case gitrepo.Added:
			fc.OldPath = ""
		case gitrepo.Deleted:
			fc.OldPath, fc.NewPath = c.Path, ""
		}
		if !withSites[fc.OldPath] && !withSites[fc.NewPath] {
			continue
		}
		if fc.OldPath != "" && fc.NewPath != "" {
			var fr deletedranges.FileRanges
			if err := deletedranges.RangesOf(pass.Repo, pass.MaxBlobBytes(), c, &fr); err != nil {
				return nil, err
			}
			fc.Hunks = fr.Hunks
			if fr.Skipped != "" || fr.Binary {
				fc.Hunks = []linediff.Hunk{{OldStart: 1, OldLines: 1 << 30, NewStart: 1, NewLines: 1 << 30}}
			}
		}
		out = append(out, fc)
	}
	return out, nil
}

// notBuilt is a directory the go command never builds: testdata, and
// names starting with "." or "_".
func notBuilt(dir string) bool {
	for _, e := range strings.Split(dir, "/") {
		if e == "testdata" || (e != "." && (strings.HasPrefix(e, ".") || strings.HasPrefix(e, "_"))) {
			return true
		}
	}
	return false
}

// gap lists p as unchecked where an error may hide.
func (r *Result) gap(p, reason string) {
	n := len(r.Unchecked)
	if r.Unchecked = appendSkip(r.Unchecked, p, reason); len(r.Unchecked) > n {
		r.gaps++
	}
}

func appendSkip(list []snapshot.Skip, p, reason string) []snapshot.Skip {
	for _, s := range list {
		if s.Path == p && s.Reason == reason {
			return list
		}
	}
	return append(list, snapshot.Skip{Path: p, Reason: reason})
}
