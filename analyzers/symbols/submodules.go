package symbols

import (
	"fmt"
	"go/token"
	"strings"

	"github.com/reviewlint/reviewlint/internal/gitquote"
)

// submoduleDoubt is why a claim of absence cannot stand beside the
// submodules subs at head. A submodule is code in the checkout (a
// workspace member, a package under a module root, a directory a
// tsconfig includes) whose files are another repository's objects: no
// reading of this one sees what they refer to. A Go name that is not
// exported is the exception: only its own package, one directory, can
// name it, and a submodule is another directory.
func submoduleDoubt(f Fact, subs []string) string {
	if len(subs) == 0 || f.Kind != Removed && f.Kind != Unreferenced {
		return ""
	}
	if f.Language == "go" {
		name := f.Symbol[strings.LastIndexByte(f.Symbol, '.')+1:]
		if !token.IsExported(name) {
			return ""
		}
	}
	return fmt.Sprintf("head holds %s, not read: its files are another repository's objects, which may refer to %s", submoduleList(subs), f.Symbol)
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
