package engine

import (
	"errors"
	"fmt"
	"slices"
	"sort"
	"strings"

	"github.com/reviewlint/reviewlint/internal/gitrepo"
	"github.com/reviewlint/reviewlint/internal/lint"
)

// A symbolic link to a folder does not hide the reports under it. git
// records the link (reviews -> docs) and, elsewhere, the files of the
// folder it leads to (docs/x.md); a person sees reviews/x.md. A file the
// commit records under a linked folder is read as the path through the
// link when the globs select that path, as `lint` reads it on disk (see
// package lint's walk). Links to folders inside a linked folder are
// followed too, unless the folder they lead to holds one already on the
// way (a cycle); a link that leaves the repository leads to nothing the
// commit records.

// maxReached bounds the entries visited through links to folders, so that
// links fanning out to one another cannot make a hook exponential.
const maxReached = 1_000_000

// Reached is a file the commit records under a folder a symbolic link
// leads to.
type Reached struct {
	// File is the entry git records, with Path the path through the link.
	File gitrepo.File
	// Via lists the paths whose change changes what File.Path reads: the
	// real path and those the links on the way were read at.
	Via []string
}

// pendingLink is a link to resolve: its path (through earlier links), the
// folders those led to, and the paths read on the way.
type pendingLink struct {
	path  string
	chain []string
	via   []string
}

// ThroughFolderLinks lists the files of files (a sorted listing of the
// index or a tree, which lookup reads entries of) that are reached through
// a link to a folder at a path the linter reads as a report or verdict.
func ThroughFolderLinks(repo *gitrepo.Repo, lookup Lookup, linter *lint.Linter, files []gitrepo.File) ([]Reached, error) {
	readBlob := func(h gitrepo.Hash) ([]byte, error) { return repo.ReadBlob(h, maxTargetBytes) }
	var work []pendingLink
	for _, f := range files {
		if f.Mode == gitrepo.ModeSymlink && linter.CouldHold(f.Path) {
			work = append(work, pendingLink{path: f.Path})
		}
	}
	var out []Reached
	visited := 0
	for len(work) > 0 {
		link := work[0]
		work = work[1:]
		var read []string
		recording := func(p string) (gitrepo.Hash, gitrepo.FileMode, bool, error) {
			read = append(read, p)
			return lookup(p)
		}
		folder, _, _, isFile, err := follow(recording, readBlob, link.path)
		var linkErr *LinkError
		if errors.As(err, &linkErr) || isFile {
			continue // a link to a file, or one that cannot be followed: read as itself
		}
		if err != nil {
			return nil, err
		}
		if cycle(link.chain, folder) || len(link.chain) >= maxLinkHops {
			continue
		}
		chain := append(slices.Clip(link.chain), folder)
		via := append(slices.Clip(link.via), read...)
		for _, g := range under(files, folder) {
			if visited++; visited > maxReached {
				return nil, fmt.Errorf("more than %d files reached through links to folders (links that fan out?)", maxReached)
			}
			shown := link.path + "/" + strings.TrimPrefix(g.Path, folder+"/")
			if folder == "" {
				shown = link.path + "/" + g.Path
			}
			if g.Mode == gitrepo.ModeSymlink && linter.CouldHold(shown) {
				work = append(work, pendingLink{path: shown, chain: chain, via: via})
			}
			if linter.KindOf(shown) != lint.None {
				out = append(out, Reached{File: gitrepo.File{Path: shown, Hash: g.Hash, Mode: g.Mode}, Via: append(slices.Clip(via), g.Path)})
			}
		}
	}
	return out, nil
}

// cycle reports whether folder holds, or is, one the walk went through.
func cycle(chain []string, folder string) bool {
	for _, c := range chain {
		if folder == "" || c == folder || strings.HasPrefix(c, folder+"/") {
			return true
		}
	}
	return false
}

// under returns the entries of the sorted listing files below folder ("":
// all of them).
func under(files []gitrepo.File, folder string) []gitrepo.File {
	if folder == "" {
		return files
	}
	prefix := folder + "/"
	i := sort.Search(len(files), func(i int) bool { return files[i].Path >= prefix })
	j := i
	for j < len(files) && strings.HasPrefix(files[j].Path, prefix) {
		j++
	}
	return files[i:j]
}

// ChangedThrough returns, each as a change of the path through the link,
// the reached files whose real path, or a path a link on the way was read
// at, touched holds.
func ChangedThrough(reached []Reached, touched map[string]bool) []gitrepo.Change {
	var changes []gitrepo.Change
	for _, r := range reached {
		if slices.ContainsFunc(r.Via, func(p string) bool { return touched[p] }) {
			f := r.File
			changes = append(changes, gitrepo.Change{Path: f.Path, OldPath: f.Path, Status: gitrepo.Modified,
				OldHash: f.Hash, NewHash: f.Hash, OldMode: f.Mode, NewMode: f.Mode})
		}
	}
	return changes
}
