package symbols

import (
	"slices"

	"github.com/reviewlint/reviewlint/analyzers/snapshot"
)

// ambientFacts are the names a changed file's declare module "m" { … }
// block declared at base that no block for m declares at head. tsc
// takes m's exports from such blocks before any file it would resolve m
// to (an import of a dropped name fails, TS2305), while a bundler loads
// the package itself; whether a block is in a program's files, and what
// export = or export * in it supply, is not followed: the removal is
// unchecked, with the head files that import m named.
func ambientFacts(lang string, base, head *synSide, changed map[string]bool, skip func(string) bool) []Fact {
	if lang != "typescript" {
		return nil
	}
	declared := map[string]map[string]bool{} // spec → names some head block declares
	for _, f := range head.files {
		for _, a := range f.augments {
			if declared[a.spec] == nil {
				declared[a.spec] = map[string]bool{}
			}
			// Every name it mentions, not only those read as declared:
			// export { x } or export = ns may export one.
			for name := range a.names {
				declared[a.spec][name] = true
			}
		}
	}
	var out []Fact
	for _, p := range sortedKeys(base.files) {
		if !changed[p] || skip(p) {
			continue
		}
		for _, a := range base.files[p].augments {
			if isRelativeSpec(a.spec) {
				continue // an augmentation of the repository's own module, read by tsAugmented
			}
			for _, name := range sortedKeys(a.decls) {
				if declared[a.spec][name] {
					continue
				}
				f := Fact{Kind: Removed, Language: lang, Symbol: name, Defined: snapshot.Place{Path: p, Line: a.decls[name]}}
				note := "declared by " + p + "'s declare module " + quoteSpec(a.spec) + " block at base, by none at head: tsc reads " + quoteSpec(a.spec) + "'s exports from those blocks, a bundler loads the package, and this reading follows neither"
				if users := ambientImporters(head, a.spec); len(users) > 0 {
					note += "; " + users[0] + " imports " + quoteSpec(a.spec)
				}
				out = append(out, unchecked(f, note))
			}
		}
	}
	return out
}

// ambientImporters are the head files that import spec, sorted.
func ambientImporters(head *synSide, spec string) []string {
	var out []string
	for _, p := range sortedKeys(head.files) {
		if slices.ContainsFunc(head.files[p].binds, func(b synBind) bool { return b.spec == spec }) {
			out = append(out, p)
		}
	}
	return out
}
