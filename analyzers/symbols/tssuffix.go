package symbols

import (
	"path"
	"slices"
	"strings"
)

// suffixSettings are the moduleSuffixes the programs that may compile
// file from (programConfigs) resolve its imports with, each once (nil:
// none set). sig names the set, for caching what it resolves.
func (w *tsWorkspace) suffixSettings(from string) (settings [][]string, sig string) {
	if got, ok := w.suffixesOf[from]; ok {
		return got.settings, got.sig
	}
	settings, sig = w.newSuffixSettings(from)
	if w.suffixesOf == nil {
		w.suffixesOf = map[string]tsSuffixSettings{}
	}
	w.suffixesOf[from] = tsSuffixSettings{settings, sig}
	return settings, sig
}

type tsSuffixSettings struct {
	settings [][]string
	sig      string
}

func (w *tsWorkspace) newSuffixSettings(from string) (settings [][]string, sig string) {
	cfgs := w.programConfigs(from)
	if len(cfgs) == 0 {
		return [][]string{nil}, ""
	}
	var sigs []string
	for _, cfg := range cfgs {
		one := "\x01"
		if cfg.suffixes != nil {
			one = "\x02" + strings.Join(cfg.suffixes, "\x03")
		}
		if !slices.Contains(sigs, one) {
			sigs = append(sigs, one)
			settings = append(settings, cfg.suffixes)
		}
	}
	if len(sigs) == 1 && sigs[0] == "\x01" {
		return [][]string{nil}, ""
	}
	return settings, strings.Join(sigs, "\x00")
}

// withSuffixes is each candidate file with each module suffix put
// before its extension, as tsc looks a file up under moduleSuffixes:
// every suffix of x.ts (x.ios.ts, x.ts for [".ios", ""]) before x.tsx,
// and nothing else (x.ts is no candidate for [".ios"]).
func withSuffixes(cands, suffixes []string) []string {
	if suffixes == nil {
		return cands
	}
	out := make([]string, 0, len(cands)*len(suffixes))
	for _, c := range cands {
		ext := tsFileExt(c)
		stem := strings.TrimSuffix(c, ext)
		for _, suffix := range suffixes {
			out = append(out, stem+suffix+ext)
		}
	}
	return out
}

// tsFileExt is the extension tsc splits a module file name at: a
// declaration file's whole .d.ts, else a TypeScript, JavaScript or JSON
// one; "" for none.
func tsFileExt(p string) string {
	if stem := stripDeclExt(p); stem != p {
		return p[len(stem):]
	}
	switch ext := path.Ext(p); ext {
	case ".ts", ".tsx", ".mts", ".cts", ".js", ".jsx", ".mjs", ".cjs", ".json":
		return ext
	}
	return ""
}

// lookup is the file each of from's suffix settings finds first, taking
// each list of candidates in turn (a paths pattern's targets), one per
// setting that finds one. missed is the file a lookup with no suffixes
// would find where a setting with suffixes found none: tsc cannot
// resolve the specifier there (TS2307), while a bundler may load that
// file.
func (w *tsWorkspace) lookup(fs *fileSet, from string, candLists ...[]string) (got []string, missed string) {
	settings, _ := w.suffixSettings(from)
	for _, suffixes := range settings {
		var found []string
		for _, cands := range candLists {
			if found = fs.first(withSuffixes(cands, suffixes)); found != nil {
				break
			}
		}
		if found == nil && suffixes != nil && missed == "" {
			for _, cands := range candLists {
				if plain := fs.first(cands); plain != nil {
					missed = plain[0]
					break
				}
			}
		}
		for _, g := range found {
			if !slices.Contains(got, g) {
				got = append(got, g)
			}
		}
	}
	if got != nil {
		missed = ""
	}
	return got, missed
}

// suffixGap is the route a specifier takes that the configuration's
// moduleSuffixes leave unresolved though a file of its name exists.
func suffixGap(spec, missed string) synGap {
	return synGap{why: quoteSpec(spec) + " resolves to no file under tsconfig's moduleSuffixes, while a bundler may load " + missed, dirs: []string{path.Dir(missed)}, stem: tsStem(missed)}
}

// withDeclPair adds to the one module a TypeScript file's relative
// import found the other half of a JavaScript module and its
// declarations (x.js and x.d.ts, x.mjs and x.d.mts, x.cjs and x.d.cts):
// tsc checks the import against the declarations while Node loads the
// JavaScript, so a name removed from one while the other keeps it is
// ambiguous, never a move nor absent.
func (w *tsWorkspace) withDeclPair(fs *fileSet, from string, got []string) []string {
	if len(got) != 1 || !isTSSource(from) {
		return got
	}
	var pair string
	for _, ext := range [][2]string{{".d.ts", ".js"}, {".d.mts", ".mjs"}, {".d.cts", ".cjs"}} {
		if stem, ok := strings.CutSuffix(got[0], ext[0]); ok {
			pair = stem + ext[1]
			break
		}
		if stem, ok := strings.CutSuffix(got[0], ext[1]); ok {
			pair = stem + ext[0]
			break
		}
	}
	if pair == "" || !fs.has[pair] {
		return got
	}
	return []string{got[0], pair}
}
