package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"math/rand"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"sort"
	"strings"

	"github.com/reviewlint/reviewlint/analyzers/symbols"
)

// candidate is a top-level definition to delete: lines start..end of file.
type candidate struct {
	File       string `json:"file"`
	Name       string `json:"name"`
	Start, End int
}

// recall deletes up to n top-level definitions, one commit each, and
// counts, among those whose deletion the oracle shows breaks a reference
// at head, how many the analyzer reports dangling.
func (e *evaluator) recall(clone string, n int, seed int64) (tally, error) {
	var t tally
	wt, err := e.worktree(clone)
	if err != nil {
		return t, err
	}
	head, err := git(clone, "rev-parse", "HEAD")
	if err != nil {
		return t, err
	}
	head = strings.TrimSpace(head)
	if _, err := git(wt, "checkout", "-q", "--detach", "-f", head); err != nil {
		return t, err
	}
	cands, err := e.candidates(wt)
	if err != nil {
		return t, err
	}
	rand.New(rand.NewSource(seed)).Shuffle(len(cands), func(i, j int) { cands[i], cands[j] = cands[j], cands[i] })
	if e.cross {
		cands = e.crossPackage(wt, cands, 12*n, e.crossOnly)
	}
	for attempts := 0; t.broken < n && attempts < len(cands) && attempts < 6*n; attempts++ {
		c := cands[attempts]
		if _, err := git(wt, "checkout", "-q", "--detach", "-f", head); err != nil {
			return t, err
		}
		if err := deleteLines(filepath.Join(wt, c.File), c.Start, c.End); err != nil {
			return t, err
		}
		if _, err := git(wt, "-c", "user.name=eval", "-c", "user.email=eval@example.invalid", "commit", "-q", "-a", "-m", "delete "+c.Name); err != nil {
			continue
		}
		key := fmt.Sprintf("%s %s:%d-%d %s", head, c.File, c.Start, c.End, c.Name)
		broke, known := e.cache[key]
		if e.cross && e.cargo != nil {
			// Across crates: the deletion counts when it breaks a
			// reference in another crate (cargoAcross); any other is
			// no cross-crate deletion, left out.
			across, knownAcross := e.cache[key+" across crates"]
			judged, knownJudged := e.cache[key+" across crates judged"]
			if !knownAcross || !knownJudged {
				across, judged = e.cargoAcross(wt, c)
				e.remember(key+" across crates", across)
				e.remember(key+" across crates judged", judged)
			}
			if !across {
				if e.verbose {
					why := "breaks no reference in another crate"
					if !judged {
						why = "not judged across crates (not pub, or its crate refuses it as pub(crate))"
					}
					fmt.Printf("  deleted %s (%s:%d-%d): %s, left out\n", c.Name, c.File, c.Start, c.End, why)
				}
				continue
			}
			broke = true
		} else if !known {
			broke = e.breaks(wt, c)
			e.remember(key, broke)
		}
		facts, err := e.analyze(wt, "HEAD~1", "HEAD")
		if err != nil {
			return t, err
		}
		kind := symbols.Kind("missed")
		for _, f := range facts {
			if f.Defined.Path == c.File && (f.Symbol == c.Name || strings.HasSuffix(f.Symbol, "."+c.Name)) {
				if kind != symbols.Dangling {
					kind = f.Kind
				}
			}
		}
		if !broke {
			// A dangling claim the oracle does not confirm counts against
			// precision on deletions.
			t.notBroken++
			if kind == symbols.Dangling {
				t.unconfirmed++
				if e.lang == "java" && e.brokenAtClaims(wt, head, key, c, facts) {
					t.atClaims++
					fmt.Printf("  deleted %s (%s:%d-%d): dangling, confirmed at the claimed places\n", c.Name, c.File, c.Start, c.End)
					continue
				}
				fmt.Printf("  deleted %s (%s:%d-%d): dangling, but the oracle sees nothing broken\n", c.Name, c.File, c.Start, c.End)
			}
			continue
		}
		t.broken++
		switch kind {
		case symbols.Dangling:
			t.dangling++
		case symbols.Ambiguous:
			t.ambiguous++
		case symbols.Removed:
			// "no references remain" on a deletion the oracle shows
			// broke one: a false VERIFIED fact.
			t.falseRemoved++
			fmt.Printf("  deleted %s (%s:%d-%d): FALSE VERIFIED no-references claim\n", c.Name, c.File, c.Start, c.End)
			continue
		}
		if e.verbose || kind != symbols.Dangling {
			fmt.Printf("  deleted %s (%s:%d-%d): %s\n", c.Name, c.File, c.Start, c.End, kind)
		}
	}
	_, _ = git(wt, "checkout", "-q", "--detach", "-f", head)
	return t, nil
}

// remember records an oracle's answer on a deletion in the cache file,
// so that measuring another version of the analyzer asks it only once.
func (e *evaluator) remember(key string, broke bool) {
	e.cache[key] = broke
	if e.cacheFile == "" {
		return
	}
	f, err := os.OpenFile(e.cacheFile, os.O_APPEND|os.O_CREATE|os.O_WRONLY, 0o644)
	if err != nil {
		return
	}
	defer f.Close()
	b, _ := json.Marshal(struct {
		Key   string
		Broke bool
	}{key, broke})
	fmt.Fprintf(f, "%s\n", b)
}

// loadCache reads the oracle answers recorded by earlier runs.
func (e *evaluator) loadCache() {
	e.cache = map[string]bool{}
	b, err := os.ReadFile(e.cacheFile)
	if err != nil {
		return
	}
	for _, line := range strings.Split(string(b), "\n") {
		var r struct {
			Key   string
			Broke bool
		}
		if json.Unmarshal([]byte(line), &r) == nil && r.Key != "" {
			e.cache[r.Key] = r.Broke
		}
	}
}

func deleteLines(path string, start, end int) error {
	b, err := os.ReadFile(path)
	if err != nil {
		return err
	}
	lines := strings.SplitAfter(string(b), "\n")
	if start < 1 || end > len(lines) || start > end {
		return fmt.Errorf("%s: lines %d-%d out of range", path, start, end)
	}
	out := strings.Join(lines[:start-1], "") + strings.Join(lines[end:], "")
	return os.WriteFile(path, []byte(out), 0o644)
}

// breaks asks the oracle whether the deletion left a reference that no
// longer resolves.
func (e *evaluator) breaks(wt string, c candidate) bool {
	switch e.lang {
	case "python", "typescript":
		out, _ := exec.Command("git", "-C", wt, "grep", "-n", "-w", "-I", c.Name).Output()
		var places []string
		for _, line := range strings.Split(string(out), "\n") {
			parts := strings.SplitN(line, ":", 3)
			if len(parts) == 3 && covers(e.lang, parts[0]) {
				places = append(places, parts[0]+":"+parts[1])
			}
			if len(places) == 60 {
				break
			}
		}
		if len(places) == 0 {
			return false
		}
		if e.lang == "typescript" {
			return script(wt, "node", filepath.Join(e.scripts, "oracle.js"), c.Name, c.File, places) ||
				judgeTS(wt, e.scripts, c.Name, places)
		}
		return script(wt, "python3", filepath.Join(e.scripts, "oracle.py"), c.Name, c.File, places)
	}
	unit := "."
	switch e.lang {
	case "rust":
		if e.cargo != nil {
			return e.cargoBreaks(wt, c)
		}
		unit = rustRoot(wt, c.File)
	case "java":
		unit = javaRoot(c.File)
	}
	if unit == "" {
		return false
	}
	head, _ := git(wt, "rev-parse", "HEAD")
	key := strings.TrimSpace(head) + " " + unit
	errs, ok := compileCache[key]
	if !ok {
		errs = e.compile(wt, unit)
		compileCache[key] = errs
	}
	for _, msgs := range errs {
		for _, m := range msgs {
			if mentions(m, c.Name) {
				return true
			}
		}
	}
	return false
}

// candidates lists top-level definitions, found independently of the
// analyzer: go/parser for Go, Python's ast, the TypeScript parser, and
// column-0 items (rustfmt's layout) for Rust, one-level-indented members
// for Java. Tests, vendored trees and generated files are left out.
func (e *evaluator) candidates(wt string) ([]candidate, error) {
	out, err := git(wt, "ls-files")
	if err != nil {
		return nil, err
	}
	var files []string
	for _, f := range strings.Split(out, "\n") {
		if !covers(e.lang, f) || strings.HasSuffix(f, ".d.ts") || isTestPath(f) ||
			strings.Contains(f, "vendor/") || strings.Contains(f, "node_modules/") || strings.Contains(f, "testdata/") {
			continue
		}
		files = append(files, f)
	}
	switch e.lang {
	case "go":
		return goCandidates(wt, files), nil
	case "python":
		return scriptCandidates(wt, "python3", "-c", pyList, files)
	case "typescript":
		return scriptCandidates(wt, "node", "-e", tsList, files)
	case "rust":
		return lineCandidates(wt, files, rustItem, "}"), nil
	case "java":
		return lineCandidates(wt, files, javaMember, ""), nil
	}
	return nil, fmt.Errorf("unknown language %q", e.lang)
}

func isTestPath(f string) bool {
	base := filepath.Base(f)
	return strings.Contains("/"+f, "/test/") || strings.Contains("/"+f, "/tests/") || strings.Contains("/"+f, "/__tests__/") ||
		strings.HasPrefix(base, "test_") || strings.HasSuffix(base, "_test.go") || strings.HasSuffix(base, "_test.py") ||
		strings.Contains(base, ".test.") || strings.Contains(base, ".spec.") || strings.HasSuffix(base, "Test.java") || base == "tests.rs"
}

func goCandidates(wt string, files []string) []candidate {
	var out []candidate
	for _, f := range files {
		fset := token.NewFileSet()
		file, err := parser.ParseFile(fset, filepath.Join(wt, f), nil, parser.ParseComments)
		if err != nil {
			continue
		}
		for _, d := range file.Decls {
			var name string
			start := d.Pos()
			switch d := d.(type) {
			case *ast.FuncDecl:
				if d.Recv != nil || d.Name.Name == "main" || d.Name.Name == "init" {
					continue
				}
				name = d.Name.Name
				if d.Doc != nil {
					start = d.Doc.Pos()
				}
			case *ast.GenDecl:
				if d.Tok != token.TYPE || len(d.Specs) != 1 || d.Lparen.IsValid() {
					continue
				}
				name = d.Specs[0].(*ast.TypeSpec).Name.Name
				if d.Doc != nil {
					start = d.Doc.Pos()
				}
			default:
				continue
			}
			out = append(out, candidate{File: f, Name: name, Start: fset.Position(start).Line, End: fset.Position(d.End()).Line})
		}
	}
	return out
}

const pyList = `
import ast, json, sys
for f in sys.stdin.read().split():
    try:
        tree = ast.parse(open(f, encoding="utf-8").read())
    except Exception:
        continue
    for n in tree.body:
        if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)) and not n.name.startswith("__"):
            start = min([n.lineno] + [d.lineno for d in n.decorator_list])
            print(json.dumps({"file": f, "name": n.name, "Start": start, "End": n.end_lineno}))
`

const tsList = `
const ts = require("typescript"); const fs = require("fs");
for (const f of fs.readFileSync(0, "utf8").split(/\s+/).filter(Boolean)) {
  let sf; try { sf = ts.createSourceFile(f, fs.readFileSync(f, "utf8"), ts.ScriptTarget.Latest, true); } catch (e) { continue; }
  for (const st of sf.statements) {
    let name = null;
    if ((ts.isFunctionDeclaration(st) || ts.isClassDeclaration(st) || ts.isInterfaceDeclaration(st) || ts.isTypeAliasDeclaration(st) || ts.isEnumDeclaration(st)) && st.name) name = st.name.text;
    if (ts.isVariableStatement(st) && st.declarationList.declarations.length === 1 && ts.isIdentifier(st.declarationList.declarations[0].name)) name = st.declarationList.declarations[0].name.text;
    if (!name) continue;
    const start = sf.getLineAndCharacterOfPosition(st.getStart(sf, true)).line + 1;
    const end = sf.getLineAndCharacterOfPosition(st.getEnd()).line + 1;
    console.log(JSON.stringify({file: f, name, Start: start, End: end}));
  }
}
`

func scriptCandidates(wt, interp, flag, prog string, files []string) ([]candidate, error) {
	cmd := exec.Command(interp, flag, prog)
	cmd.Dir = wt
	cmd.Stdin = strings.NewReader(strings.Join(files, "\n"))
	cmd.Stderr = os.Stderr
	out, err := cmd.Output()
	if err != nil {
		return nil, fmt.Errorf("%s: %w", interp, err)
	}
	var cands []candidate
	sc := bufio.NewScanner(strings.NewReader(string(out)))
	for sc.Scan() {
		var c candidate
		if json.Unmarshal(sc.Bytes(), &c) == nil {
			cands = append(cands, c)
		}
	}
	return cands, nil
}

var (
	rustItem   = regexp.MustCompile(`^(?:pub(?:\([^)]*\))? )?(?:(?:const|async|unsafe) )*(?:fn|struct|enum|trait|type|const|static) (\w+)`)
	javaMember = regexp.MustCompile(`^(\s{2}|\s{4})(?:(?:public|protected|private|static|final|synchronized|abstract) )+[\w<>\[\], ?.]+ (\w+)\(`)
)

// lineCandidates finds definitions by line: re's last group is the name;
// the definition ends at its ';' line or at the closing brace at its own
// indentation; attribute, annotation and doc lines right above belong to
// it.
func lineCandidates(wt string, files []string, re *regexp.Regexp, _ string) []candidate {
	var out []candidate
	for _, f := range files {
		b, err := os.ReadFile(filepath.Join(wt, f))
		if err != nil {
			continue
		}
		lines := strings.Split(string(b), "\n")
		for i, line := range lines {
			m := re.FindStringSubmatch(line)
			if m == nil || strings.Contains(line, "=") && !strings.Contains(line, "(") {
				continue
			}
			name := m[len(m)-1]
			if name == "main" || name == "new" {
				continue
			}
			indent := line[:len(line)-len(strings.TrimLeft(line, " \t"))]
			end := -1
			if strings.HasSuffix(strings.TrimSpace(line), ";") {
				end = i
			} else {
				for j := i + 1; j < len(lines); j++ {
					if lines[j] == indent+"}" || lines[j] == indent+"};" {
						end = j
						break
					}
					if strings.TrimSpace(lines[j]) != "" && !strings.HasPrefix(lines[j], indent) {
						break
					}
				}
			}
			if end < 0 {
				continue
			}
			start := i
			for start > 0 {
				prev := strings.TrimSpace(lines[start-1])
				if strings.HasPrefix(prev, "#[") || strings.HasPrefix(prev, "///") || strings.HasPrefix(prev, "@") ||
					strings.HasPrefix(prev, "*") || strings.HasPrefix(prev, "/**") {
					start--
					continue
				}
				break
			}
			out = append(out, candidate{File: f, Name: name, Start: start + 1, End: end + 1})
		}
	}
	return out
}

// brokenAtClaims is a second Java oracle for a dangling claim the first
// did not confirm (it compiles the deleted file's source root only):
// javac over the roots of the claimed places too (a test tree, another
// module), without their dependencies. The claim is confirmed where,
// at a claimed place, javac reports an error at the deletion that it
// did not report before it: one naming the symbol, or a call's
// argument mismatch (incompatible types, no suitable method) or a class
// no longer implementing an abstract method, on a line naming it.
func (e *evaluator) brokenAtClaims(wt, head, key string, c candidate, facts []symbols.Fact) bool {
	var places []string
	roots := map[string]bool{javaRoot(c.File): true}
	for _, f := range facts {
		if f.Kind == symbols.Dangling && f.Defined.Path == c.File && (f.Symbol == c.Name || strings.HasSuffix(f.Symbol, "."+c.Name)) {
			for _, p := range f.References {
				places = append(places, fmt.Sprintf("%s:%d", p.Path, p.Line))
				roots[javaRoot(p.Path)] = true
			}
		}
	}
	// The answer holds for these places: another version of the
	// analyzer claiming others is judged again.
	key += " at " + strings.Join(places, " ")
	if broke, known := e.cache[key]; known {
		return broke
	}
	var list []string
	for r := range roots {
		list = append(list, r)
	}
	sort.Strings(list)
	unit := strings.Join(list, ",")
	deleted, err := git(wt, "rev-parse", "HEAD")
	if err != nil {
		return false
	}
	after := e.compile(wt, unit)
	beforeKey := head + " " + unit
	before, ok := compileCache[beforeKey]
	if !ok {
		if _, err := git(wt, "checkout", "-q", "--detach", "-f", head); err != nil {
			return false
		}
		before = e.compile(wt, unit)
		compileCache[beforeKey] = before
		if _, err := git(wt, "checkout", "-q", "--detach", "-f", strings.TrimSpace(deleted)); err != nil {
			return false
		}
	}
	broke := false
	for _, p := range places {
		i := strings.LastIndex(p, ":")
		path, line := p[:i], 0
		fmt.Sscan(p[i+1:], &line)
		was := line
		if path == c.File && line >= c.Start {
			was += c.End - c.Start + 1
		}
		text := sourceLine(filepath.Join(wt, path), line)
		for _, msg := range after[p] {
			if slices.Contains(before[fmt.Sprintf("%s:%d", path, was)], msg) {
				continue
			}
			if mentions(msg, c.Name) || javaMismatch.MatchString(msg) && mentions(text, c.Name) {
				broke = true
			}
		}
	}
	e.remember(key, broke)
	return broke
}

var javaMismatch = regexp.MustCompile(`^(incompatible types|no suitable method found|method \S+ in \S+ \S+ cannot be applied|\S+ is not abstract and does not override)`)

// sourceLine is line n (1-based) of the file at path, or "".
func sourceLine(path string, n int) string {
	b, err := os.ReadFile(path)
	if err != nil {
		return ""
	}
	lines := strings.Split(string(b), "\n")
	if n < 1 || n > len(lines) {
		return ""
	}
	return lines[n-1]
}
