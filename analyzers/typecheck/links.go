package typecheck

import (
	"fmt"
	"path"
	"strings"

	"github.com/reviewlint/reviewlint/analyzers/snapshot"
)

// linked is why p, a symbolic link in snap, is not read: the go command
// builds the text of the file it names, the objects hold only the name.
// nil where p is no link.
func linked(snap snapshot.Snapshot, p string) error {
	l, ok := snap.(snapshot.Linked)
	if !ok {
		return nil
	}
	target, isLink, err := l.LinkTarget(p)
	switch {
	case err != nil:
		return err
	case isLink:
		return fmt.Errorf("a symbolic link to %s: the go command reads the file it names, not read here", target)
	}
	return nil
}

// linkIn returns the target of p where p is a symbolic link whose target
// stays in the tree; one that leaves it (absolute, or above the root) is
// an error.
func linkIn(snap snapshot.Snapshot, p string) (string, bool, error) {
	l, ok := snap.(snapshot.Linked)
	if !ok {
		return "", false, nil
	}
	target, isLink, err := l.LinkTarget(p)
	if err != nil || !isLink {
		return "", false, err
	}
	if j := path.Join(path.Dir(p), target); path.IsAbs(target) || j == ".." || strings.HasPrefix(j, "../") {
		return "", true, fmt.Errorf("a symbolic link to %s, outside the tree", target)
	}
	return target, true, nil
}

// unreadModuleFiles lists the go.mod and go.work files of snap that are
// not read as the checkout holds them (a link, in Git LFS, encrypted,
// over the size limit): the modules they declare, and so which packages
// import a changed one, are unknown.
func unreadModuleFiles(snap snapshot.Snapshot) []snapshot.Skip {
	var unread []snapshot.Skip
	for _, p := range snap.Paths() {
		if b := path.Base(p); b != "go.mod" && b != "go.work" || skippedDir(path.Dir(p)) {
			continue
		}
		err := linked(snap, p)
		if err == nil {
			if _, err = snap.ReadFile(p); !snapshot.Unreadable(err) {
				continue
			}
		}
		unread = append(unread, snapshot.Skip{Path: p, Reason: err.Error() + "; the module it declares, and the importers of a changed package, are unknown"})
	}
	return unread
}

// linkedPackages lists the symbolic links at head that stand for a
// folder of Go packages, with why. The go command follows such a link:
// an import through it builds the folder's files under another path,
// which no reading of the objects resolves. A link to a changed package
// (or a folder above one) hides the importers that import it through the
// link; a link a checked package imports hides what it uses from there.
func linkedPackages(head snapshot.Snapshot, changed, checked []string) []snapshot.Skip {
	l, ok := head.(snapshot.Linked)
	if !ok {
		return nil
	}
	s := &side{mods: readModules(head)}
	var found []snapshot.Skip
	var imports []anImport
	read := false // imports are read at the first link
links:
	for _, p := range head.Paths() {
		if strings.HasSuffix(p, ".go") || skippedDir(path.Dir(p)) {
			continue
		}
		target, isLink, err := l.LinkTarget(p)
		if err != nil || !isLink {
			continue
		}
		dir := path.Join(path.Dir(p), target)
		for _, d := range changed {
			if !path.IsAbs(target) && within(d, dir) {
				found = append(found, snapshot.Skip{Path: p, Reason: fmt.Sprintf(
					"a symbolic link to %s, holding the changed package %s: what imports it through the link is not found", target, d)})
				continue links
			}
		}
		if !read {
			imports, read = importsOf(head, checked), true
		}
		if ip, file := importedUnder(imports, []string{s.importPath(p)}); ip != "" {
			found = append(found, snapshot.Skip{Path: p, Reason: fmt.Sprintf(
				"a symbolic link to %s, whose package %s imports as %s: what it uses from there is unchecked", target, file, ip)})
		}
	}
	return found
}
