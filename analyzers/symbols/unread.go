package symbols

import (
	"bytes"
	"fmt"
	"path"
	"slices"
	"strings"

	"github.com/reviewlint/reviewlint/analyzers/snapshot"
)

// embedders are file types that hold code of a language in another
// syntax, which its toolchain compiles and the readers do not parse:
// components' <script> blocks, MDX's imports, HTML pages' scripts and
// event handlers, Cython, notebooks; the files that name a Python
// function for the toolchain to call (entry points, module:function, in
// pyproject.toml and setup.cfg) and Django's and Jinja's templates,
// which call a registered filter, tag or global by its name (a removed
// filter the page still uses fails as it renders); the other languages
// of the JVM, whose compilers read the Java classes beside them (a
// Kotlin file's Util.helper() stops compiling when helper goes), and
// JSP pages; and C and C++, which call a Rust function exported by its
// symbol (#[no_mangle] extern "C": the link fails when it goes) and a
// Java method through JNI, by its name in a string.
var embedders = lazyMap[string, []string]{build: func() map[string][]string {
	cFamily := []string{".c", ".h", ".cc", ".cpp", ".cxx", ".hh", ".hpp", ".hxx", ".m", ".mm"}
	return map[string][]string{
		"typescript": {".vue", ".svelte", ".astro", ".mdx", ".html", ".htm", ".xhtml"},
		"python": {".pyx", ".pxd", ".pxi", ".ipynb", ".pyw", "/pyproject.toml", "/setup.cfg",
			".html", ".htm", ".jinja", ".jinja2", ".j2", ".djhtml"},
		"java": append([]string{".kt", ".groovy", ".gvy", ".scala", ".sc", ".clj", ".cljc", ".jsp", ".jspx", ".jspf", ".tag"}, cFamily...),
		"rust": cFamily,
	}
}}

// runners are files that run a language's code by name, mostly in other
// words: a Makefile's or shell script's `python -c "from m import x"`, a
// CI step's `python -m m`, an ASGI server's `app.main:app`. A mention
// counts there only on a line that runs Python, or through a module path
// (`m.x`, `m:x`).
var runners = lazyMap[string, []string]{build: func() map[string][]string {
	return map[string][]string{
		"python": {"/Makefile", "/makefile", "/GNUmakefile", ".mk", ".sh", ".bash", ".zsh", "/tox.ini", ".ini", ".yml", ".yaml", "/Dockerfile", "/Procfile", ".cfg", ".toml", "/Justfile", "/justfile",
			// Environment files (`FLASK_APP=m:create_app`), npm and
			// Pipfile scripts, process managers' and service units'
			// commands, container files under any name.
			".env", "/.flaskenv", "/.envrc", "/package.json", "/Pipfile", ".conf", ".service", ".dockerfile", ".containerfile", "/Containerfile"},
		// A class loaded by its qualified name: Spring and Android XML,
		// properties and YAML configuration, a jar's Main-Class, a
		// build's mainClass, a ServiceLoader's provider list.
		// `node -e "require('pkg').helper()"` in a script or a CI step.
		"typescript": {"/Makefile", "/makefile", "/GNUmakefile", ".mk", ".sh", ".bash", ".zsh", ".yml", ".yaml", "/Dockerfile", "/Procfile", "/package.json", "/Justfile", "/justfile"},
		"java":       {".xml", ".properties", ".yml", ".yaml", ".conf", ".json", "/MANIFEST.MF", ".gradle", ".kts", ".toml"},
	}
}}

// runnerDirs are folders every file of which is a runner of the
// language: META-INF/services names ServiceLoader providers, one
// qualified class a line, in files named for the interface.
var runnerDirs = lazyMap[string, []string]{build: func() map[string][]string {
	return map[string][]string{
		"java": {"/META-INF/services/"},
	}
}}

// runnerStems are names a runner file has before a suffix of its own
// (`Dockerfile.dev`, `Makefile.ci`, `Procfile.worker`).
var runnerStems = lazyMap[string, []string]{build: func() map[string][]string {
	return map[string][]string{
		"python": {"Dockerfile.", "Containerfile.", "Makefile.", "makefile.", "Procfile.", "Justfile."},
	}
}}

// unreadMentions finds, among head's files of lang that the analysis does
// not read as code — vendored files (read only when the range changes
// them) and files that embed the language — the first that names each
// wanted name as a word: a use there is neither seen nor ruled out.
func unreadMentions(head snapshot.Snapshot, lang Language, read func(string) bool, wanted map[string]bool) map[string]string {
	first := map[string]string{}
	if len(wanted) == 0 {
		return first
	}
	for _, p := range head.Paths() {
		if !unreadCode(lang, p, read) && !pyScript(head, lang, p) {
			if runner(lang, p) {
				if src, err := head.ReadFile(p); err == nil {
					runnerMentions(src, p, lang.Name, wanted, first)
				}
			}
			continue
		}
		src, err := head.ReadFile(p)
		if err != nil && !snapshot.Unreadable(err) {
			continue
		}
		if snapshot.Unreadable(err) {
			for name := range wanted {
				if first[name] == "" {
					first[name] = p
				}
			}
			continue
		}
		eachWord(src, func(from, to int) bool {
			if name := wordName(src[from:to], lang.Name); wanted[name] && first[name] == "" {
				first[name] = p
			}
			return true
		})
	}
	return first
}

// wordName is the name a word of a file not read as code is to lang:
// Python reads an identifier as its NFKC form, so `from m import ｈelper`
// in a notebook or a Makefile's python -c imports helper.
func wordName(w []byte, lang string) string {
	if lang == "python" && !isASCII(w) {
		return pyNFKCName(string(w))
	}
	return string(w)
}

// pyScript: p, a file without an extension, is a Python script by its
// first line (#!/usr/bin/env python3), which runs as any module does
// but which the reader, going by extension, does not parse.
func pyScript(head snapshot.Snapshot, lang Language, p string) bool {
	if lang.Name != "python" || path.Ext(path.Base(p)) != "" {
		return false
	}
	src, err := head.ReadFile(p)
	if err != nil || !bytes.HasPrefix(src, []byte("#!")) {
		return false
	}
	first, _, _ := bytes.Cut(src, []byte("\n"))
	return bytes.Contains(first, []byte("python"))
}

func unreadCode(lang Language, p string, read func(string) bool) bool {
	if lang.covers(p) {
		return !read(p)
	}
	for _, ext := range embedders.get()[lang.Name] {
		if strings.HasSuffix("/"+p, ext) {
			return true
		}
	}
	return false
}

// runner reports whether p is one of lang's runners.
func runner(lang Language, p string) bool {
	for _, ext := range runners.get()[lang.Name] {
		if strings.HasSuffix("/"+p, ext) {
			return true
		}
	}
	for _, dir := range runnerDirs.get()[lang.Name] {
		if strings.Contains("/"+p, dir) {
			return true
		}
	}
	base := path.Base(p)
	for _, stem := range runnerStems.get()[lang.Name] {
		if strings.HasPrefix(base, stem) {
			return true
		}
	}
	return false
}

// runnerMentions records in first the wanted names a runner file at p
// names as code: on a line that runs Python, or after a module path. A
// line that runs Python runs on past a backslash at its end, and through
// a heredoc it opens (`python3 - <<'EOF'`) to the heredoc's last line.
func runnerMentions(src []byte, p, lang string, wanted map[string]bool, first map[string]string) {
	continued, heredoc := false, ""
	for len(src) > 0 {
		line := src
		if i := bytes.IndexByte(src, '\n'); i >= 0 {
			line, src = src[:i], src[i+1:]
		} else {
			src = nil
		}
		trimmed := bytes.TrimSpace(line)
		runs := continued || heredoc != "" || runsCode(line, lang)
		switch {
		case heredoc != "":
			if string(trimmed) == heredoc {
				heredoc = ""
			}
		case runs:
			heredoc = heredocEnd(line)
		}
		continued = runs && bytes.HasSuffix(trimmed, []byte("\\"))
		eachWord(line, func(from, to int) bool {
			name := wordName(line[from:to], lang)
			if !wanted[name] || first[name] != "" {
				return true
			}
			if runs || from > 1 && (line[from-1] == '.' || line[from-1] == ':') && isWordByte(line[from-2]) {
				first[name] = p
			}
			return true
		})
	}
}

// runsCode reports whether a line of a runner file runs code of lang: a
// line that says python runs Python, and so does one that holds a Python
// import whatever runs it (`$(PY) -c 'from m import x'`); node, tsx,
// ts-node, deno or bun run JavaScript, and so does a line that holds a
// require or an import. What Java loads by name is named by a qualified
// path (`com.acme.Helper`), which counts on any line.
func runsCode(line []byte, lang string) bool {
	switch lang {
	case "python":
		return containsFold(line, "python") || pythonImport(line)
	case "typescript":
		for _, w := range []string{"node ", "node\t", "nodejs", "tsx ", "ts-node", "deno ", "bun ", "npx ", "require(", "import(", "import {", "import *"} {
			if bytes.Contains(line, []byte(w)) {
				return true
			}
		}
	}
	return false
}

// pythonImport reports whether line holds `from <module> import`: Python
// source, whatever the line runs it with.
func pythonImport(line []byte) bool {
	i := bytes.Index(line, []byte("from "))
	return i >= 0 && bytes.Contains(line[i:], []byte(" import "))
}

// heredocEnd is the word that ends a heredoc line opens (`<<EOF`,
// `<<-'EOF'`, `<< "PY"`), or "".
func heredocEnd(line []byte) string {
	i := bytes.Index(line, []byte("<<"))
	if i < 0 {
		return ""
	}
	rest := bytes.TrimLeft(line[i+2:], "-~ \t")
	rest = bytes.TrimLeft(rest, "'\"")
	end := 0
	for end < len(rest) && isWordByte(rest[end]) {
		end++
	}
	return string(rest[:end])
}

// unreadNote says why a claim about name is not checked: a file not read
// as code names it.
func unreadNote(p, lang string) string {
	kind := "vendored, not read as code"
	if ext := path.Ext(p); ext == "" {
		kind = fmt.Sprintf("a file the %s reader does not parse", languageTitle(lang))
	} else if !slices.Contains(DefaultPatterns[lang].Extensions, ext) {
		kind = fmt.Sprintf("a %s file, which the %s reader does not parse", ext, languageTitle(lang))
	}
	return p + " names it (" + kind + ")"
}

// containsFold reports whether s holds word (lower-case ASCII) in any
// ASCII letter case, without a lower-cased copy of each line.
func containsFold(s []byte, word string) bool {
	for i := 0; i+len(word) <= len(s); i++ {
		if s[i]|0x20 == word[0] && bytes.EqualFold(s[i:i+len(word)], []byte(word)) {
			return true
		}
	}
	return false
}
