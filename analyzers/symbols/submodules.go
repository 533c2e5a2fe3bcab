package symbols

import (
	"fmt"
	"go/token"
	"strings"

	"github.com/reviewlint/reviewlint/analyzers/analysis"
	"github.com/reviewlint/reviewlint/analyzers/snapshot"
	"github.com/reviewlint/reviewlint/internal/gitquote"
)

// maxSubmoduleFiles bounds the files of one submodule searched for names:
// a vendored toolchain's tens of thousands are left unread instead.
const maxSubmoduleFiles = 20000

// submoduleSearch is what head's submodules say of the names claims of
// absence are about. A submodule is code in the checkout (a workspace
// member, a directory a tsconfig or a module root takes in) whose files
// are another repository's objects. Where this machine holds that
// repository, its files are searched for each name as a word, as
// vendored files are: one that names it may use it. Where it does not,
// nothing can be said.
type submoduleSearch struct {
	unread   []string          // submodules whose files cannot be read
	named    map[string]string // name → the first submodule file naming it
	searched []string          // submodules whose files were searched
	all      []string          // every submodule at head
	files    int
}

func searchSubmodules(head snapshot.Snapshot, facts []Fact, maxSize int) submoduleSearch {
	s := submoduleSearch{named: map[string]string{}}
	subs := snapshot.SubmodulesOf(head)
	if len(subs) == 0 {
		return s
	}
	wanted := map[string]bool{}
	for _, f := range facts {
		if absenceClaim(f) || f.Kind == Dangling {
			wanted[claimedName(f)] = true
		}
	}
	s.all = subs
	if len(wanted) == 0 {
		return s
	}
	for _, sub := range subs {
		files, ok := snapshot.SubmoduleFiles(head, sub)
		if !ok || len(snapshot.SubmodulesOf(files)) > 0 || len(files.Paths()) > maxSubmoduleFiles {
			s.unread = append(s.unread, sub)
			continue
		}
		for _, p := range files.Paths() {
			src, err := files.ReadFile(p)
			if err != nil || maxSize > 0 && len(src) > maxSize {
				for name := range wanted { // unread: it may name any
					if s.named[name] == "" {
						s.named[name] = sub + "/" + p
					}
				}
				continue
			}
			eachWord(src, func(from, to int) bool {
				if name := string(src[from:to]); wanted[name] && s.named[name] == "" {
					s.named[name] = sub + "/" + p
				}
				return true
			})
		}
		s.searched = append(s.searched, sub)
		s.files += len(files.Paths())
	}
	return s
}

// absenceClaim reports whether f claims that nothing at head uses its
// symbol, which a submodule could belie. A Go name that is not exported
// is the exception: only its own package, one directory, can name it,
// and a submodule is another directory.
func absenceClaim(f Fact) bool {
	if f.Kind != Removed && f.Kind != Unreferenced {
		return false
	}
	return f.Language != "go" || token.IsExported(claimedName(f))
}

// claimedName is the name a use of f's symbol writes: a method's own.
func claimedName(f Fact) string {
	return f.Symbol[strings.LastIndexByte(f.Symbol, '.')+1:]
}

// doubt is why f's claim of absence, or of a removal still referenced,
// cannot stand, "" when it can.
func (s submoduleSearch) doubt(f Fact) string {
	if f.Kind == Dangling {
		return s.redefined(f)
	}
	if !absenceClaim(f) {
		return ""
	}
	return s.mayName(claimedName(f), "refer to", "names it")
}

// mayName is why a submodule may do to name what a claim denies (refer
// to it, define it): one not read may, and so may a file that names it.
func (s submoduleSearch) mayName(name, does, names string) string {
	if len(s.unread) > 0 {
		return fmt.Sprintf("head holds %s, not read: its files are another repository's objects, which may %s %s", submoduleList(s.unread), does, name)
	}
	if p := s.named[name]; p != "" {
		return fmt.Sprintf("%s, in a submodule, %s (its files are searched for the name, not read as code)", gitquote.Path(p), names)
	}
	return ""
}

// scope is what a claim's scope adds when the submodules were searched.
func (s submoduleSearch) scope() string {
	if len(s.searched) == 0 {
		return ""
	}
	return fmt.Sprintf(", and the %d %s of %s searched for the name", s.files, analysis.Plural(s.files, "file", "files"), submoduleList(s.searched))
}

// submoduleList names up to three submodules, as git quotes paths.
func submoduleList(subs []string) string {
	const shown = 3
	var names []string
	for _, p := range subs[:min(len(subs), shown)] {
		names = append(names, gitquote.Path(p))
	}
	list := strings.Join(names, ", ")
	if len(subs) > shown {
		list += fmt.Sprintf(" and %d more", len(subs)-shown)
	}
	if len(subs) == 1 {
		return "submodule " + list
	}
	return "submodules " + list
}

// redefined is why the symbol a dangling fact calls gone at head may be
// defined there by a submodule, "" when it cannot be. What the checkout
// holds is the symbol gone from the repository's own files: a submodule
// that defines the name (a Python package moved into one, a header it
// ships) makes the references live. A Go symbol is its package's, so
// only a submodule in the package's own folder can define it.
func (s submoduleSearch) redefined(f Fact) string {
	if f.Language == "go" {
		for _, sub := range s.all {
			if f.Package == sub || strings.HasPrefix(f.Package, sub+"/") {
				return fmt.Sprintf("the package's folder is in submodule %s at head, whose files may define %s", gitquote.Path(sub), claimedName(f))
			}
		}
		return ""
	}
	return s.mayName(claimedName(f), "define", "names it and may define it")
}
