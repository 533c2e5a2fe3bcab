package main

import (
	"fmt"
	"math/rand"
	"os"
	"path"
	"path/filepath"
	"slices"
	"strings"

	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/extension"
	"github.com/yuin/goldmark/text"
)

// link is a markdown link at head to a file of the repository.
type link struct {
	from, dest, target string
}

// recall deletes link targets one commit at a time, up to n broken links,
// and counts how many of the links goldmark finds to the deleted file the
// analyzer reports broken.
func (e *evaluator) recall(clone string, n int, seed int64) (tally, error) {
	var t tally
	wt, head, links, err := e.prepare(clone)
	if err != nil {
		return t, err
	}
	byTarget := map[string][]link{}
	for _, l := range links {
		byTarget[l.target] = append(byTarget[l.target], l)
	}
	targets := make([]string, 0, len(byTarget))
	for k := range byTarget {
		targets = append(targets, k)
	}
	slices.Sort(targets)
	rand.New(rand.NewSource(seed)).Shuffle(len(targets), func(i, j int) { targets[i], targets[j] = targets[j], targets[i] })
	for _, target := range targets {
		if t.planted >= n {
			break
		}
		if _, err := git(wt, "checkout", "-q", "--detach", "-f", head); err != nil {
			return t, err
		}
		if _, err := git(wt, "rm", "-q", "-r", "--", target); err != nil {
			return t, err
		}
		if _, err := git(wt, "-c", "user.name=eval", "-c", "user.email=eval@example.invalid", "commit", "-q", "-m", "delete "+target); err != nil {
			return t, err
		}
		facts, err := e.derive(wt, "HEAD~1", "HEAD")
		if err != nil {
			return t, err
		}
		gone := newOracle(wt, "HEAD")
		for _, l := range byTarget[target] {
			if l.from == target || gone.pathResolves(strings.SplitN(l.dest, "#", 2)[0], l.from, true) {
				continue // the citing file went too, or the link still names something
			}
			t.planted++
			found := slices.ContainsFunc(facts, func(f fact) bool {
				return f.Kind == "broken" && f.At.Path == l.from && (f.Pointer == l.dest || strings.SplitN(f.Pointer, "#", 2)[0] == strings.SplitN(l.dest, "#", 2)[0])
			})
			if found {
				t.found++
			}
			if e.verbose || !found {
				fmt.Printf("  found=%v: %s cites %s (%s deleted)\n", found, l.from, l.dest, target)
			}
		}
	}
	return t, nil
}

// recallMoves moves files that hold relative links one folder down
// (docs/a.md to docs/moved/a.md), one commit each, and counts how many of
// the links goldmark finds in them that named a file before the move and
// name nothing after it the analyzer reports broken.
func (e *evaluator) recallMoves(clone string, n int, seed int64) (tally, error) {
	var t tally
	wt, head, links, err := e.prepare(clone)
	if err != nil {
		return t, err
	}
	byFile := map[string][]link{}
	for _, l := range links {
		if !strings.HasPrefix(l.dest, "/") {
			byFile[l.from] = append(byFile[l.from], l)
		}
	}
	files := make([]string, 0, len(byFile))
	for k := range byFile {
		files = append(files, k)
	}
	slices.Sort(files)
	rand.New(rand.NewSource(seed)).Shuffle(len(files), func(i, j int) { files[i], files[j] = files[j], files[i] })
	for _, from := range files {
		if t.planted >= n {
			break
		}
		to := path.Join(path.Dir(from), "moved", path.Base(from))
		if _, err := git(wt, "checkout", "-q", "--detach", "-f", head); err != nil {
			return t, err
		}
		if err := os.MkdirAll(filepath.Join(wt, path.Dir(to)), 0o755); err != nil {
			return t, err
		}
		if _, err := git(wt, "mv", "--", from, to); err != nil {
			return t, err
		}
		if _, err := git(wt, "-c", "user.name=eval", "-c", "user.email=eval@example.invalid", "commit", "-q", "-m", "move "+from); err != nil {
			return t, err
		}
		facts, err := e.derive(wt, "HEAD~1", "HEAD")
		if err != nil {
			return t, err
		}
		after := newOracle(wt, "HEAD")
		for _, l := range byFile[from] {
			if after.pathResolves(strings.SplitN(l.dest, "#", 2)[0], to, true) {
				continue // still names something from the new folder
			}
			t.planted++
			found := slices.ContainsFunc(facts, func(f fact) bool {
				return f.Kind == "broken" && f.At.Path == to && strings.SplitN(f.Pointer, "#", 2)[0] == strings.SplitN(l.dest, "#", 2)[0]
			})
			if found {
				t.found++
			}
			if e.verbose || !found {
				fmt.Printf("  found=%v: %s cites %s (moved to %s)\n", found, from, l.dest, to)
			}
		}
	}
	return t, nil
}

// linksAt lists the markdown links at rev whose destination is a file of
// rev, as goldmark reads them.
func linksAt(clone, rev string) ([]link, error) {
	names, err := git(clone, "ls-tree", "-r", "--name-only", rev)
	if err != nil {
		return nil, err
	}
	files := map[string]bool{}
	for _, p := range strings.Split(names, "\n") {
		files[p] = true
	}
	o := newOracle(clone, rev)
	md := goldmark.New(goldmark.WithExtensions(extension.GFM))
	var out []link
	seen := map[link]bool{}
	for p := range files {
		if !strings.HasSuffix(p, ".md") || strings.Contains(p, "node_modules/") {
			continue
		}
		src := o.read(p)
		doc := md.Parser().Parse(text.NewReader(src))
		_ = ast.Walk(doc, func(n ast.Node, entering bool) (ast.WalkStatus, error) {
			if !entering {
				return ast.WalkContinue, nil
			}
			var dest string
			switch n := n.(type) {
			case *ast.Link:
				dest = string(n.Destination)
			case *ast.Image:
				dest = string(n.Destination)
			default:
				return ast.WalkContinue, nil
			}
			if dest == "" || strings.HasPrefix(dest, "#") || strings.Contains(dest, ":") {
				return ast.WalkContinue, nil
			}
			target := strings.SplitN(dest, "#", 2)[0]
			target = strings.SplitN(target, "?", 2)[0]
			var full string
			if strings.HasPrefix(target, "/") {
				full = clean(target[1:])
			} else {
				full = clean(path.Join(path.Dir(p), target))
			}
			if files[full] {
				l := link{from: p, dest: dest, target: full}
				if !seen[l] {
					seen[l] = true
					out = append(out, l)
				}
			}
			return ast.WalkContinue, nil
		})
	}
	slices.SortFunc(out, func(a, b link) int { return strings.Compare(a.from+" "+a.dest, b.from+" "+b.dest) })
	return out, nil
}

// prepare makes the evaluator's worktree of clone and lists the links
// goldmark finds at its HEAD.
func (e *evaluator) prepare(clone string) (wt, head string, links []link, err error) {
	abs, err := filepath.Abs(clone)
	if err != nil {
		return "", "", nil, err
	}
	wt = filepath.Join(e.work, filepath.Base(abs))
	if _, err := os.Stat(wt); err != nil {
		if err := os.MkdirAll(e.work, 0o755); err != nil {
			return "", "", nil, err
		}
		if _, err := git(abs, "worktree", "add", "--detach", "-f", wt, "HEAD"); err != nil {
			return "", "", nil, err
		}
	}
	if head, err = git(abs, "rev-parse", "HEAD"); err != nil {
		return "", "", nil, err
	}
	head = strings.TrimSpace(head)
	links, err = linksAt(abs, head)
	return wt, head, links, err
}
