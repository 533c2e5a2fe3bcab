package symbols

import (
	"bytes"
	"fmt"
	"regexp"
	"slices"
	"strings"

	"github.com/reviewlint/reviewlint/analyzers/snapshot"
)

// Patterns describe one non-Go language as rules.toml would: the file
// extensions it covers, definition patterns, and its line-comment marker.
// Each definition pattern is a regular expression (RE2, applied per line,
// ^ and $ anchor at line ends) with a named group "name" capturing the
// symbol's name.
type Patterns struct {
	Extensions  []string
	Definitions []string
	LineComment string
}

// Patterns are anchored at column 0 where a language's top level has no
// indentation (TypeScript, Python): an indented match is a local. Rust and
// Java members are indented by nature, so there modifiers do the anchoring.
const (
	jsName   = `(?P<name>[A-Za-z_$][\w$]*)`
	rustVis  = `(?:pub(?:\([^)]*\))?\s+)?`
	javaMods = `(?:(?:public|protected|private|static|final|abstract|sealed|non-sealed|strictfp|synchronized|native|default)\s+)`
)

// DefaultPatterns are the built-in languages. TypeScript and JavaScript are
// one language: they import each other.
var DefaultPatterns = map[string]Patterns{
	"typescript": {
		Extensions:  []string{".ts", ".tsx", ".mts", ".cts", ".js", ".jsx", ".mjs", ".cjs"},
		LineComment: "//",
		Definitions: []string{
			`^(?:export\s+)?(?:default\s+)?(?:declare\s+)?(?:async\s+)?function\s*\*?\s*` + jsName,
			`^(?:export\s+)?(?:default\s+)?(?:declare\s+)?(?:abstract\s+)?class\s+` + jsName,
			`^(?:export\s+)?(?:declare\s+)?(?:const|let|var)\s+` + jsName,
			`^(?:export\s+)?(?:declare\s+)?interface\s+` + jsName,
			`^(?:export\s+)?(?:declare\s+)?type\s+` + jsName + `\s*(?:<[^=]*>\s*)?=`,
			`^(?:export\s+)?(?:declare\s+)?(?:const\s+)?enum\s+` + jsName,
		},
	},
	"python": {
		Extensions:  []string{".py", ".pyi"},
		LineComment: "#",
		Definitions: []string{
			`^(?:async\s+)?def\s+(?P<name>[A-Za-z_]\w*)`,
			`^class\s+(?P<name>[A-Za-z_]\w*)`,
			`^(?P<name>[A-Za-z_]\w*)\s*(?::[^=\n]+)?=[^=]`,
		},
	},
	"rust": {
		Extensions:  []string{".rs"},
		LineComment: "//",
		Definitions: []string{
			`^\s*` + rustVis + `(?:(?:const|async|unsafe|extern\s+"[^"]*")\s+)*fn\s+(?P<name>\w+)`,
			`^\s*` + rustVis + `(?:struct|enum|trait|type|union|mod)\s+(?P<name>\w+)`,
			`^\s*` + rustVis + `(?:const|static(?:\s+mut)?)\s+(?P<name>\w+)\s*:`,
			`^\s*macro_rules!\s*(?P<name>\w+)`,
		},
	},
	"java": {
		Extensions:  []string{".java"},
		LineComment: "//",
		Definitions: []string{
			`^\s*` + javaMods + `*(?:class|interface|enum|record|@interface)\s+(?P<name>\w+)`,
			// A method needs a modifier: without types, "foo bar(" is as
			// likely a statement as a declaration.
			`^\s*` + javaMods + `+(?:<[^>]+>\s+)?[\w.<>\[\]?, ]+?\s+(?P<name>[A-Za-z_]\w*)\s*\(`,
		},
	},
}

// Language is a compiled Patterns entry, or a built-in language read by
// its syntax.
type Language struct {
	Name        string
	Extensions  []string
	Definitions []*regexp.Regexp
	LineComment string
	// syntax, set for the built-in languages, lexes and reads a file's
	// structure; the patterns are then unused.
	syntax func(path string, src []byte, wanted map[string]bool) synFile
}

// builtinSyntax are the languages read by their syntax rather than by
// definition patterns.
var builtinSyntax = lazyMap[string, func(string, []byte, map[string]bool) synFile]{build: func() map[string]func(string, []byte, map[string]bool) synFile {
	return map[string]func(string, []byte, map[string]bool) synFile{
		"typescript": synTS,
		"python":     synPython,
		"rust":       synRust,
		"java":       synJava,
	}
}}

// Compile checks and compiles p: every pattern must compile and capture
// "name".
func Compile(name string, p Patterns) (Language, error) {
	lang := Language{Name: name, Extensions: p.Extensions, LineComment: p.LineComment}
	for _, def := range p.Definitions {
		re, err := regexp.Compile("(?m)" + def)
		if err != nil {
			return Language{}, fmt.Errorf("symbol pattern for %s %q: %w", name, def, err)
		}
		if re.SubexpIndex("name") < 0 {
			return Language{}, fmt.Errorf("symbol pattern for %s %q: no (?P<name>...) group", name, def)
		}
		lang.Definitions = append(lang.Definitions, re)
	}
	return lang, nil
}

// DefaultLanguages are the built-in languages, read by their syntax,
// ordered by name.
func DefaultLanguages() []Language {
	var langs []Language
	for name, p := range DefaultPatterns {
		lang, err := Compile(name, p)
		if err != nil {
			panic(err) // the defaults are tested
		}
		lang.syntax = builtinSyntax.get()[name]
		langs = append(langs, lang)
	}
	slices.SortFunc(langs, func(a, b Language) int { return strings.Compare(a.Name, b.Name) })
	return langs
}

func (l Language) covers(path string) bool {
	for _, ext := range l.Extensions {
		if strings.HasSuffix(path, ext) {
			return true
		}
	}
	return false
}

// changed are the paths of the language a range changes, at base and at
// head.
func (l Language) changed(changes []snapshot.Change) (base, head map[string]bool) {
	base, head = map[string]bool{}, map[string]bool{}
	for _, c := range changes {
		if c.OldPath != "" && l.covers(c.OldPath) {
			base[c.OldPath] = true
		}
		if c.NewPath != "" && l.covers(c.NewPath) {
			head[c.NewPath] = true
		}
	}
	return base, head
}

// read hands each file of the language at snap that keep accepts to use,
// which says why the file is to be listed as skipped, if it is; a file
// over the snapshot's or maxSize's limit is skipped instead.
func (l Language) read(snap snapshot.Snapshot, keep func(string) bool, maxSize int, use func(path string, src []byte) (skip string)) ([]Skip, error) {
	var skipped []Skip
	linked, _ := snap.(snapshot.Linked)
	for _, p := range snap.Paths() {
		if !l.covers(p) || !keep(p) {
			continue
		}
		if linked != nil {
			// A link's blob is its target's name, not the code the
			// compiler reads through it.
			if target, isLink, err := linked.LinkTarget(p); err != nil || isLink {
				skipped = append(skipped, Skip{Path: p, Reason: cmpOr(errText(err), "a symbolic link to "+target+", which this reading does not follow")})
				continue
			}
		}
		src, err := snap.ReadFile(p)
		if snapshot.Unreadable(err) {
			skipped = append(skipped, Skip{Path: p, Reason: err.Error()})
			continue
		}
		if err != nil {
			return nil, fmt.Errorf("read %s: %w", p, err)
		}
		if maxSize > 0 && len(src) > maxSize {
			skipped = append(skipped, Skip{Path: p, Reason: fmt.Sprintf("larger than %d bytes", maxSize)})
			continue
		}
		if bytes.HasPrefix(src, []byte{0xff, 0xfe}) || bytes.HasPrefix(src, []byte{0xfe, 0xff}) {
			// tsc and javac decode UTF-16; read as bytes, its names
			// would be spelled with NULs between their letters.
			skipped = append(skipped, Skip{Path: p, Reason: "UTF-16 encoded, which this reading does not decode"})
			continue
		}
		if why := use(p, src); why != "" {
			skipped = append(skipped, Skip{Path: p, Reason: why})
		}
	}
	return skipped, nil
}

func errText(err error) string {
	if err == nil {
		return ""
	}
	return err.Error()
}
