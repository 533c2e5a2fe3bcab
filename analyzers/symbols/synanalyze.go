package symbols

import (
	"path"
	"slices"
	"strings"

	"github.com/reviewlint/reviewlint/analyzers/snapshot"
)

// synSide is one snapshot's files of a language, parsed.
type synSide struct {
	files map[string]*synFile
	src   map[string][]byte
	// broken are files whose structure could not be trusted (listed as
	// skipped): a head one is no referrer, a base one's definitions are
	// guesses.
	broken map[string]bool
}

// analyzeSyntax is the syntax-based analysis of a built-in language: a
// symbol is a top-level definition of one file (a Java one of its
// package); a removal is a definition its file (package) no longer
// provides, by definition, import or re-export; a head file refers to it
// only through what its syntax shows: the file itself, an import of its
// module, a namespace or path through it, a star import of it, Java's
// same package.
func analyzeSyntax(in Input, lang Language) ([]Fact, []Skip, error) {
	changedBase, changedHead := lang.changed(in.Changes)
	if len(changedBase) == 0 && len(changedHead) == 0 {
		return nil, nil, nil
	}
	read := func(p string) bool { return !in.skip(p) || changedHead[p] }
	head, headSkipped, err := readSyntax(in.Head, lang, read, in.MaxFileSize, false)
	if err != nil {
		return nil, nil, err
	}
	base, baseSkipped, err := readSyntax(in.Base, lang, func(p string) bool { return changedBase[p] }, in.MaxFileSize, true)
	if err != nil {
		return nil, nil, err
	}
	r := newSynResolver(lang, in, head, base)

	removed := r.removals(base, changedBase, head)
	if lang.Name == "typescript" {
		removed = append(removed, r.droppedExports(base, changedBase, head, removed)...)
	}
	added := r.additions(head, changedHead, base)
	wanted := map[string]bool{}
	for _, d := range removed {
		for _, alias := range r.exportAliases(d) {
			// default too, though it is a keyword: a namespace's
			// .default (ns.default(), (await import(…)).default) names
			// the default export, and only a use through a namespace
			// that leads to d's module counts (aliasRefs).
			wanted[alias] = true
		}
	}
	for _, d := range append(removed[:len(removed):len(removed)], added...) {
		wanted[memberName(d.def.name)] = true
		if i := strings.IndexByte(d.def.name, '.'); i > 0 {
			wanted[d.def.name[:i]] = true
		}
		if d.def.component {
			// Its record's simple name: new P(…) no longer compiles.
			wanted[memberName(d.def.name[:strings.LastIndexByte(d.def.name, '.')])] = true
		}
	}
	for _, p := range sortedKeys(head.src) {
		if f := head.files[p]; f != nil && f.unseen != "" {
			// Code it includes may mention any name: no claim rests
			// on its mentions.
			headSkipped = append(headSkipped, Skip{Path: p, Reason: notRead(lang, f.unseen)})
			continue
		}
		if !mayHold(head.src[p], wanted) && !(lang.Name == "typescript" && hasTSSpace(head.src[p])) {
			// (A Unicode space ends a TypeScript word that runs on
			// in the byte-wise reading: bar\u200b() calls bar.)
			continue
		}
		full := lang.syntax(p, head.src[p], wanted)
		if full.broken != "" {
			// Read again for its mentions, it proved too intricate: what it
			// defines is known, what it refers to is not.
			headSkipped = append(headSkipped, Skip{Path: p, Reason: notRead(lang, full.broken)})
			continue
		}
		head.files[p].uses = full.uses
	}
	skipped := append(headSkipped[:len(headSkipped):len(headSkipped)], baseSkipped...)
	unread := unreadMentions(in.Head, lang, read, wanted)
	var docs map[string]snapshot.Place
	if lang.Name == "rust" {
		docs = rustDocMentions(head, wanted)
	}
	scope := r.scope(head)
	var facts []Fact
	for _, d := range removed {
		f, keep := r.removedFact(d, head, in.MaxReferences)
		if !keep || f.Kind != Dangling && in.skip(d.path) {
			continue
		}
		switch {
		case head.broken[d.path] || r.brokenPkg(head, d.path) != "":
			f = unchecked(f, cmpOr(r.brokenPkg(head, d.path), d.path)+" was not read at head (see skipped); it may still define "+d.def.name)
		case base.broken[d.path]:
			f = unchecked(f, d.path+" was not read at base (see skipped); it may not have defined "+d.def.name)
		case f.Kind == Removed && len(headSkipped) > 0:
			f = unchecked(f, headSkipped[0].Path+" was not read at head (see skipped); its references cannot be seen")
		case f.Kind == Removed && unread[memberName(d.def.name)] != "":
			f = unchecked(f, unreadNote(unread[memberName(d.def.name)], lang.Name))
		case f.Kind == Removed && d.def.generated != "":
			f = unchecked(f, javaGeneratedNote("removed", d.def.generated))
		case f.Kind == Removed && r.fixtureRequested(d, head) != "":
			f = unchecked(f, r.fixtureRequested(d, head))
		case f.Kind == Removed && docs[memberName(d.def.name)].Path != "":
			f = unchecked(f, "removed, but "+rustDocNote(docs[memberName(d.def.name)]))
		case f.Kind == Removed && r.rustOpaqueMacro(d.path) != "":
			f = unchecked(f, "removed, but "+r.rustOpaqueMacro(d.path))
		}
		f.Scope = scope
		facts = append(facts, f)
	}
	lost := append(append(condFacts(lang.Name, base, head, changedBase, in.skip), ambientFacts(lang.Name, base, head, changedBase, in.skip)...), rustDroppedExports(lang.Name, base, head, changedBase, in.skip, removed)...)
	for _, f := range append(lost, rustVisFacts(lang.Name, r.crates, base, head, changedBase, changedHead, in.skip, removed, lost)...) {
		f.Scope = scope
		facts = append(facts, f)
	}
	for _, d := range added {
		if in.skip(d.path) || d.def.entry && d.def.generated == "" || r.mentioned(d, head) {
			continue
		}
		f := Fact{Kind: Unreferenced, Language: lang.Name, Symbol: d.def.name, Defined: snapshot.Place{Path: d.path, Line: d.def.line}}
		if d.def.public {
			f.Note = exportedNote
		}
		switch {
		case len(skipped) > 0:
			f = unchecked(f, skipped[0].Path+" was not read (see skipped); it may define or refer to "+d.def.name)
		case unread[memberName(d.def.name)] != "":
			f = unchecked(f, unreadNote(unread[memberName(d.def.name)], lang.Name))
		case docs[memberName(d.def.name)].Path != "":
			f = unchecked(f, "added, but "+rustDocNote(docs[memberName(d.def.name)]))
		case d.def.generated != "":
			f = unchecked(f, javaGeneratedNote("added", d.def.generated))
		case r.rustOpaqueMacro(d.path) != "":
			f = unchecked(f, "added, but "+r.rustOpaqueMacro(d.path))
		default:
			if why := r.valueUse(d.path, head); why != "" {
				f = unchecked(f, "added, but "+why)
			}
		}
		f.Scope = scope
		facts = append(facts, f)
	}
	return facts, skipped, nil
}

func memberName(name string) string { return name[strings.LastIndexByte(name, '.')+1:] }

// readSyntax reads and parses (definitions and imports only) the files of
// lang that keep accepts.
func readSyntax(snap snapshot.Snapshot, lang Language, keep func(string) bool, maxSize int, base bool) (*synSide, []Skip, error) {
	side := &synSide{files: map[string]*synFile{}, src: map[string][]byte{}, broken: map[string]bool{}}
	skipped, err := lang.read(snap, keep, maxSize, func(p string, src []byte) string {
		f := lang.syntax(p, src, nil)
		if f.broken == "" || base {
			side.files[p] = &f
			side.src[p] = src
		}
		if f.broken == "" {
			return ""
		}
		side.broken[p] = true
		return notRead(lang, f.broken)
	})
	if err != nil {
		return nil, nil, err
	}
	return side, skipped, nil
}

func notRead(lang Language, why string) string { return "not read as " + lang.Name + ": " + why }

// synSym is a definition of one file.
type synSym struct {
	path string
	def  synDef
	pkg  string // Java
	// overload: a Java method overload removed while others of its name
	// remain; only calls no remaining overload takes can be its. For
	// TypeScript, a name some of whose declarations went while others
	// stay (tsPartlyRemoved): no use is surely its, nor surely not.
	overload bool
}

// synResolver answers which module an import or a path names, per
// language.
type synResolver struct {
	lang       string
	fs         *fileSet
	head, base *synSide
	crates     *rustCrates
	// routes memoizes follow; starTargets the targets of each star
	// re-export followStars meets, the same for every name followed.
	routes      map[routeKey]route
	starTargets map[starKey][]string
	// values indexes head's modules used as values (valueUse).
	values *moduleValues
	// ts is the repository's TypeScript workspace: its packages by
	// name, tsconfig paths and baseUrl.
	ts *tsWorkspace
	// headPkgs: Java package → the head files declaring it.
	headPkgs map[string][]*synFile
	// jtypes indexes head's Java types by full name (javaTypes).
	jtypes map[string]*javaType
	// jdepth counts the javaSupersExt calls under way: resolving a
	// supertype's name looks at the supertypes of the types around it,
	// which cycles in code javac rejects.
	jdepth int
	// aliases memoizes exportAliases.
	aliases map[string][]string
	// provided indexes head files for provides.
	provided map[*synFile]*providedIndex
	// orphans are head Rust files that are no crate root and that no
	// head file's mod declaration names: likely not compiled.
	orphans map[string]bool
	// leftOut are head TypeScript files no tsconfig compiles, with why
	// (tsLeftOut).
	leftOut map[string]string
	// tsGlobals: each name a head file declares globally (a declare
	// global block, a script's top level), with why (tsDeclaredGlobals).
	tsGlobals map[string]string
	// pyRoots are head's Python project roots (importdoubt.go).
	pyRoots map[string]bool
	// pyClasses are the names head's Python files define classes by
	// (pyClass), gathered once.
	pyClasses map[string]bool
	// pyBuiltins are head's writes into Python's builtins module
	// (pybuiltins.go).
	pyBuiltins []synDyn
	// pyAnyWrites are head's named writes into a Python module none can
	// tell, by name (anyWrites of each head file).
	pyAnyWrites map[string]*synDyn
	// pyAbove memoizes pyPackagesAbove.
	pyAbove map[string][]string
	// opaqueMacros memoizes rustOpaqueMacro by crate directory.
	opaqueMacros map[string]string
}

func newSynResolver(lang Language, in Input, head, base *synSide) *synResolver {
	var paths []string
	atHead := map[string]bool{}
	for p := range head.files {
		paths = append(paths, p)
		atHead[p] = true
	}
	for p := range base.files {
		paths = append(paths, p)
	}
	slices.Sort(paths)
	key := tsModuleKey
	if lang.Name == "python" {
		key = pyModuleKey
	}
	r := &synResolver{lang: lang.Name, fs: newFileSet(paths, atHead, key), head: head, base: base, headPkgs: map[string][]*synFile{}}
	if lang.Name == "typescript" {
		r.ts = readTSWorkspace(in.Head)
		r.leftOut = r.tsLeftOut(head)
		r.tsGlobals = tsDeclaredGlobals(head)
		r.tsAugmented(head)
	}
	if lang.Name == "python" {
		r.pyRoots = pyProjectRoots(in.Head)
		r.pyAttrWritten(head)
		for _, p := range sortedKeys(head.files) {
			r.pyResolveSelfVia(head, p)
		}
	}
	if lang.Name == "rust" {
		manifests := map[string][]byte{}
		var configs []string
		for _, p := range in.Head.Paths() {
			if path.Base(p) == "Cargo.toml" {
				// One that cannot be read is kept, nil: its crate's
				// dependencies are unknown.
				src, _ := in.Head.ReadFile(p)
				manifests[p] = src
			}
			if rustCargoConfig(p) {
				configs = append(configs, p)
			}
		}
		r.crates = newRustCrates(r.fs, manifests)
		slices.Sort(configs)
		r.crates.configDoubts = map[string]string{}
		for _, p := range configs {
			src, err := in.Head.ReadFile(p)
			why := p + " could not be read; it may override any dependency"
			if err == nil {
				why = rustCargoConfigDoubt(p, src)
			}
			// dir/.cargo/config.toml is read for the crates in dir
			// and below it.
			if dir := path.Dir(path.Dir(p)); why != "" && r.crates.configDoubts[dir] == "" {
				r.crates.configDoubts[dir] = why
			}
		}
		r.crates.rootBinds = func(p string) []synBind {
			var top []synBind
			if f := head.files[p]; f != nil {
				for _, b := range f.binds {
					if !b.nested {
						top = append(top, b)
					}
				}
			}
			return top
		}
		// A file that invokes a macro no file defines may make any
		// module; which files do is found once each, and the answer
		// for a module name once per file and name: a path is resolved
		// for every use, and reading the file's dynamic constructs for
		// each would cost uses times constructs.
		opaque := map[string]bool{}
		makes := map[[2]string]bool{}
		r.crates.mayMake = func(p, name string) bool {
			f := head.files[p]
			if f == nil {
				return false
			}
			is, done := opaque[p]
			if !done {
				for _, d := range f.dynamic {
					is = is || d.opaque != ""
				}
				opaque[p] = is
			}
			if is || f.unseen != "" {
				return true
			}
			k := [2]string{p, name}
			m, done := makes[k]
			if !done {
				m = f.dynamicFor(name, dynAll) != nil
				makes[k] = m
			}
			return m
		}
		// A macro reached by a library of the repository (m::hi! in
		// m's tests) is the macro_rules! of that name its files
		// define, if any; a procedural macro crate defines none.
		// A name a use of the library may bring from outside it (pub
		// use ext::mk, a glob) may be that crate's macro though its
		// files define one of the name below.
		defined, outside := map[string]map[string]bool{}, map[string]map[string]bool{}
		isMod := rustModuleNames(head)
		for p, f := range head.files {
			dir := r.crates.crateDir(p)
			if defined[dir] == nil {
				defined[dir], outside[dir] = map[string]bool{}, map[string]bool{}
			}
			for n := range f.macros {
				defined[dir][n] = true
			}
			rustOutsideInto(f, isMod, outside[dir])
		}
		rustMacroNames(head, func(via, name string) bool {
			lib, ok := r.crates.names[via]
			dir := r.crates.crateDir(lib)
			// A listed name through a library of the repository
			// (m::p::format!) is what that library re-exports.
			return ok && (defined[dir][name] && !outside[dir][name] && !outside[dir]["*"] || rustListed(name, nil))
		}, r.crates.other)
		r.crates.rustModDecls(head, base)
		rustIncludeAliases(head)
		r.orphans = rustOrphans(r.crates, head)
	}
	for _, f := range head.files {
		r.headPkgs[f.pkg] = append(r.headPkgs[f.pkg], f)
	}
	return r
}

// provides: head file (Java: package of) p still defines name, or makes
// it its own by an import or re-export (a star one included, followed a
// few modules deep).
func (r *synResolver) provides(head *synSide, p, pkg, name string, depth int) bool {
	if r.lang == "java" {
		for _, f := range r.headPkgs[pkg] {
			if f.definesName(name) {
				return true
			}
		}
		return false
	}
	f := head.files[p]
	if f == nil || depth > 4 {
		return false
	}
	x := r.provided[f]
	if x == nil {
		// Built once a file: provides is asked of each removal, and
		// scanning the file's definitions each time costs their
		// number squared where a file removes many.
		x = &providedIndex{names: map[string]bool{}}
		for _, d := range f.defs {
			x.names[d.name] = true
		}
		for i, b := range f.binds {
			switch {
			case b.nested:
			case b.local != "":
				x.names[b.local] = true
			}
			if !b.nested && b.star {
				x.stars = append(x.stars, i)
			}
		}
		if r.provided == nil {
			r.provided = map[*synFile]*providedIndex{}
		}
		r.provided[f] = x
	}
	if x.names[name] {
		return true
	}
	for _, i := range x.stars {
		for _, t := range r.starTargetsOf(f, i) {
			if r.provides(head, t, "", name, depth+1) {
				return true
			}
		}
	}
	return false
}

// providedIndex is what a head file provides by itself (its
// definitions, the names its imports bind) and the star imports that
// may provide more.
type providedIndex struct {
	names map[string]bool
	stars []int // indices into the file's binds
}

func (f *synFile) definesName(name string) bool {
	return f.declared(name).all > 0
}

// declCount counts a file's declarations of one name: all of them, and
// those that declare a value and a type.
type declCount struct{ all, values, types int }

// declared counts f's declarations of name. The counts are indexed once
// per file (again if its definitions changed in number): a removal asks
// of every head file, and a range removing many names of a file that
// keeps as many would otherwise scan them all for each.
func (f *synFile) declared(name string) declCount {
	if f.declIndexed != len(f.defs)+1 {
		f.decls = make(map[string]declCount, len(f.defs))
		for _, d := range f.defs {
			n := f.decls[d.name]
			n.all++
			if !d.typeOnly {
				n.values++
			}
			if d.isType {
				n.types++
			}
			f.decls[d.name] = n
		}
		f.declIndexed = len(f.defs) + 1
	}
	return f.decls[name]
}

// usesOf are f's uses of name, in order. They are indexed once per file
// (again if its uses changed in number): each removal reads every head
// file's uses of its name, and a range removing many names that a file
// mentions as often would otherwise scan them all for each.
func (f *synFile) usesOf(name string) []synUse {
	if f.usesIndexed != len(f.uses)+1 {
		f.usesBy = map[string][]synUse{}
		for _, u := range f.uses {
			f.usesBy[u.name] = append(f.usesBy[u.name], u)
		}
		f.usesIndexed = len(f.uses) + 1
	}
	return f.usesBy[name]
}

// targets are the module files binding b of file f may name.
func (r *synResolver) targets(f *synFile, b synBind) []string {
	switch r.lang {
	case "typescript":
		if b.computed {
			return nil
		}
		if b.spec == "" {
			return []string{f.path}
		}
		if !isRelativeSpec(b.spec) {
			if got, gap := r.ts.resolve(r.fs, f.path, b.spec); got != nil || gap.why != "" {
				return got
			}
		}
		var got []string
		if isRelativeSpec(b.spec) {
			var missed string
			base := path.Join(path.Dir(f.path), b.spec)
			if r.ts.dirManifest(base) {
				return nil // gap: the directory's package.json names the module
			}
			got, missed = r.ts.lookup(r.fs, f.path, tsCandidatesFrom(f.path, base))
			if missed != "" {
				return nil // gap: moduleSuffixes leave it unresolved
			}
			if r.ts.mayResolveClassic(f.path) && classicDirGap(b.spec, base, got).why != "" {
				return nil // gap: tsc loads no directory's index
			}
			got = r.ts.withDeclPair(r.fs, f.path, got)
		} else {
			got = resolveTS(r.fs, f.path, b.spec)
		}
		if got == nil && isRelativeSpec(b.spec) {
			// ../../a/dist/x: another project's build output, which
			// project references compile from its sources.
			got = r.ts.fromAnyOutput(r.fs, path.Join(path.Dir(f.path), b.spec))
		}
		return got
	case "python":
		return resolvePy(r.fs, f.path, b.spec)
	case "rust":
		if t := r.crates.resolve(f.path, b.path, f.binds); t != "" {
			return []string{t}
		}
	}
	return nil
}

// gap is the route binding b of file f takes that the resolver does not
// follow, if any: a specifier naming a module of the repository that did
// not resolve.
func (r *synResolver) gap(f *synFile, b synBind) synGap {
	switch r.lang {
	case "typescript":
		if b.computed {
			return synGap{why: "it is loaded from a path computed at run time"}
		}
		if b.spec != "" && !isRelativeSpec(b.spec) {
			_, gap := r.ts.resolve(r.fs, f.path, b.spec)
			return gap
		}
		if isRelativeSpec(b.spec) && tsCodeSpec(b.spec) {
			base := path.Join(path.Dir(f.path), b.spec)
			if r.ts.dirManifest(base) {
				return synGap{why: quoteSpec(b.spec) + " is a directory whose package.json names the module it loads, which this reading does not follow", under: base}
			}
			got, missed := r.ts.lookup(r.fs, f.path, tsCandidatesFrom(f.path, base))
			if missed != "" {
				return suffixGap(b.spec, missed)
			}
			if g := classicDirGap(b.spec, base, got); g.why != "" && r.ts.mayResolveClassic(f.path) {
				return g
			}
			if resolveTS(r.fs, f.path, b.spec) != nil {
				// The module is there; what the binding takes from it
				// (its default export, an object) is not followed.
				return synGap{why: "bound to " + quoteSpec(b.spec) + "'s default export or a value this reading does not follow"}
			}
			// Built or generated output the repository does not hold:
			// it may be compiled from a module of the same name.
			// Or a directory whose package.json names its module in a
			// form the reading does not parse: any module under it.
			return synGap{why: quoteSpec(b.spec) + " names no file of the repository (built or generated output?)", stem: tsStem(path.Join(path.Dir(f.path), b.spec)), under: path.Join(path.Dir(f.path), b.spec)}
		}
	case "rust":
		// An item or star import through a module the reading found no
		// file for.
		if why := r.rustUnfollowed(f, b.path); why != "" {
			return synGap{why: why}
		}
	}
	return synGap{}
}

// moduleTargets are the module files a binding itself names when it binds
// a module (import * as ns, import a.b, from pkg import mod, use a::b, mod
// b;).
func (r *synResolver) moduleTargets(f *synFile, b synBind) []string {
	switch r.lang {
	case "typescript":
		if b.name == "" && !b.star {
			return r.targets(f, b)
		}
	case "python":
		if b.star {
			return nil
		}
		if b.name == "" {
			return resolvePy(r.fs, f.path, b.spec)
		}
		sep := "."
		if strings.HasSuffix(b.spec, ".") {
			sep = ""
		}
		return resolvePy(r.fs, f.path, b.spec+sep+b.name)
	case "rust":
		if b.star {
			return nil
		}
		full := append(append([]string(nil), b.path...), b.name)
		if b.name == "" {
			full = b.path
		}
		if t := r.crates.resolve(f.path, full, f.binds); t != "" {
			return []string{t}
		}
	}
	return nil
}

// removals are the definitions of changed base files that their file
// (package) at head no longer provides, the Java overloads gone from a
// name that remains, and the TypeScript names of which some declarations
// went while others stay (tsPartlyRemoved).
func (r *synResolver) removals(base *synSide, changed map[string]bool, head *synSide) []synSym {
	return changedDefs(base, changed, func(p string, f *synFile, d synDef) (string, bool) {
		switch {
		case !r.provides(head, p, f.pkg, d.name, 0):
			return d.name, false
		case r.lang == "java" && d.method && r.javaOverloadGone(f, head, d):
			return d.name + "(" + d.sig + ")", true
		case r.lang == "typescript" && tsPartlyRemoved(f, head.files[p], d.name):
			return d.name, true
		}
		return "", false
	})
}

// additions are the definitions of changed head files that no changed
// base file defined (a move between them is no addition).
func (r *synResolver) additions(head *synSide, changed map[string]bool, base *synSide) []synSym {
	before := map[string]bool{}
	for _, f := range base.files {
		for _, d := range f.defs {
			before[d.name] = true
		}
	}
	return changedDefs(head, changed, func(_ string, _ *synFile, d synDef) (string, bool) {
		if before[d.name] {
			return "", false
		}
		return d.name, false
	})
}

// changedDefs lists the definitions of side's changed files that keep
// accepts, the first per file of each key keep gives; overload marks a
// Java overload removed from a name that remains.
func changedDefs(side *synSide, changed map[string]bool, keep func(p string, f *synFile, d synDef) (key string, overload bool)) []synSym {
	var out []synSym
	for _, p := range sortedKeys(side.files) {
		if !changed[p] {
			continue
		}
		f := side.files[p]
		seen := map[string]bool{}
		for _, d := range f.defs {
			key, overload := keep(p, f, d)
			if key == "" || seen[key] {
				continue
			}
			seen[key] = true
			out = append(out, synSym{path: p, def: d, pkg: f.pkg, overload: overload})
		}
	}
	return out
}

func sortedKeys[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	return keys
}

// mentioned: anything at head other than its definition names the added
// symbol — a use, a member access, a string — so "nothing references it"
// cannot be claimed.
func (r *synResolver) mentioned(d synSym, head *synSide) bool {
	name := memberName(d.def.name)
	java := r.lang == "java"
	for _, f := range head.files {
		for _, u := range f.usesOf(name) {
			// Java keeps methods apart from variables: name(…) calls a
			// method even where a parameter has that name.
			local := u.local
			if r.lang == "rust" {
				local, _ = rustNamespaceLocal(d.def, u)
			}
			if !local || java && u.call {
				return true
			}
		}
		for _, b := range f.binds {
			// A Java static import of a member (import static p.T.m)
			// names its type too.
			if b.name == name || b.local == name || java && slices.Contains(b.path, name) {
				return true
			}
		}
	}
	return false
}

// removedFact classes a removal by its references at head. A removal no
// head file refers to, whose name another file still defines, was moved:
// no fact.
func (r *synResolver) removedFact(d synSym, head *synSide, limit int) (Fact, bool) {
	var rf, orphans refs
	for _, p := range sortedKeys(head.files) {
		switch {
		case r.orphans[p]:
			r.fileRefs(d, head, head.files[p], &orphans)
		case r.leftOut[p] != "":
			var out refs
			r.fileRefs(d, head, head.files[p], &out)
			rf.absorb(out, r.leftOut[p])
		default:
			r.fileRefs(d, head, head.files[p], &rf)
		}
	}
	// A file no mod line names is usually dead, but #[path], a mod inside
	// an inline module, include! and a manifest's lib or bin path compile
	// files this reading does not follow: its mentions are not attributed
	// rather than dropped, so a removal is never called unreferenced
	// because of them.
	if len(rf.definite)+len(rf.ambiguous) == 0 {
		if at := append(orphans.definite, orphans.ambiguous...); len(at) > 0 {
			rf.ambiguous, rf.orphan = at, true
		}
	}
	if d.overload && r.lang == "typescript" && len(rf.definite) > 0 {
		// What remains of the name may serve the use, or not.
		rf.ambiguous, rf.definite = append(rf.ambiguous, rf.definite...), nil
		rf.route = cmpOr(rf.route, tsPartNote)
	}
	f := Fact{Kind: Removed, Language: r.lang, Symbol: d.def.name, Defined: snapshot.Place{Path: d.path, Line: d.def.line}}
	places := rf.definite
	switch {
	case len(rf.definite) > 0:
		f.Kind = Dangling
	case len(rf.ambiguous) > 0:
		f.Kind = Ambiguous
		places = rf.ambiguous
		f.Note = rf.note()
	default:
		for _, hf := range head.files {
			if hf.definesName(d.def.name) && !stubOnly(hf.path, d.path) {
				return f, false
			}
		}
		if rf.unseen != "" {
			return unchecked(f, "removed, but "+rf.unseen), true
		}
		return f, true
	}
	slices.SortFunc(places, snapshot.ComparePlaces)
	places = slices.Compact(places)
	f.ReferenceCount = len(places)
	f.References = slices.Clone(places[:min(limit, len(places))])
	return f, true
}

// stubOnly reports whether the file at p is a Python stub (.pyi), which
// declares names for type checkers only, while the removal was from a
// module Python loads: the stub still naming it is no move.
func stubOnly(p, removedFrom string) bool {
	return strings.HasSuffix(p, ".pyi") && !strings.HasSuffix(removedFrom, ".pyi")
}

// otherProvides says whether a module among targets other than d's
// provides name: "yes", "no" (d's is the only candidate, or the others
// do not), or "maybe" (another candidate exists but is not at head to
// tell).
func (r *synResolver) otherProvides(head *synSide, targets []string, dPath, name string) string {
	answer := "no"
	for _, t := range targets {
		switch {
		case t == dPath:
		case head.files[t] == nil:
			answer = "maybe"
		case r.provides(head, t, "", name, 1):
			return "yes"
		}
	}
	return answer
}

// brokenPkg is a head Java file in d's directory (its package, by
// convention) that was not read, or "".
func (r *synResolver) brokenPkg(head *synSide, dPath string) string {
	if r.lang != "java" {
		return ""
	}
	for _, p := range sortedKeys(head.broken) {
		if path.Dir(p) == path.Dir(dPath) {
			return p
		}
	}
	return ""
}

const tsPartNote = "other declarations of the name remain (a namespace, an interface, an overload, a value or a type), which may or may not serve the use"

// tsPartlyRemoved: head's file h still declares name, but fewer times
// than base's f, or no longer as a value or as a type. TypeScript merges
// a function, class or enum with a namespace of the name, a class with
// an interface, overload signatures with their function, and a value
// with a type of its name: a use of what went (foo.x of a namespace,
// new Foo().extra() of an interface, Foo as a type beside const Foo)
// fails to build though the name is still declared.
func tsPartlyRemoved(f, h *synFile, name string) bool {
	if h == nil {
		return false
	}
	in, was := h.declared(name), f.declared(name)
	return in.all > 0 && (in.all < was.all || was.values > 0 && in.values == 0 || was.types > 0 && in.types == 0)
}
