// Package symbols finds top-level symbols a range removed (or renamed) that
// are still referenced at head — dangling — and symbols it added that
// nothing at head references.
//
// Every language is read at the level of syntax, never type-checked. Go
// is parsed with go/parser over the blobs (no checkout, no build, no type
// checker): a symbol is a package-level func,
// type, var or const, or a method Type.Method, identified by its package
// (directory and package name). References are resolved within the package
// through the parser's per-file scopes (a local that shadows the name is not
// a reference), through imports (pkg.Name, the import path derived from the
// nearest go.mod, or the path after vendor/), and for methods by selector
// name (x.Method). Without types a bare x.Method may be a struct field, a
// standard-library method or another type's, so a removed method is
// dangling only through a use whose operand syntax shows to be of its type
// (T{}.M, (&T{}).M, T.M, (*T).M, a parameter or variable declared T or *T)
// while T at head cannot supply M otherwise; any other use makes it
// ambiguous. A method's receiver references its type. A method removed
// while its type stays is also used with no call to see when an
// interface requires it or, exported, when reflection or a template
// calls it by name: unless it is unexported and no interface at head
// declares it, "no references remain" is unchecked. A //go:linkname
// directive's target is a reference, and a removed function the
// package's C or assembly files name (a cgo export, ·name(SB)) is
// ambiguous.
//
// A use of a removed Go symbol counts only from code built against this
// copy of its package: the same module, modules a go.work uses together,
// or a replace directive pointing here; another module builds against a
// published version, and its uses leave the removal ambiguous. A symbol
// still defined at head only in files built under other constraints
// (//go:build, _GOOS and _GOARCH suffixes) may be gone where the removed
// file's held: that claim is unchecked.
//
// A Go file that cannot be analysed (a parse error, a size limit) is listed
// in Result.Skipped, and the claims it could falsify become Unchecked facts
// rather than silence: a symbol "removed" from a package with such a file
// at head (it may still be defined there), a symbol "added" to a package
// with such a file at base, and any "no references remain" or "nothing
// references it" claim the file could refer to (see blindSpots).
//
// TypeScript/JavaScript, Python, Rust and Java are lexed (multi-line, raw,
// template and prefixed strings with their embedded code, comments nested
// where the language nests them, line continuations; in TypeScript the
// Unicode spaces tsc skips separate tokens and U+2028 ends a line, and
// in a file that may hold JSX, whose text may hold a // or /* that
// starts no comment, what a comment holds in braces or as a tag's name,
// or all it holds where it holds a </, is read as a string's) and read
// by syntax:
// top level is bracket depth 0 (Python: outside any def or class body,
// statements a ; separates read one by one, a compound statement's body
// on its header's line as its block, where def, class, import and
// every binding statement define — for and
// with targets, walruses, chained, bracketed and starred assignments,
// match captures, a type statement — and a del unbinds, under a
// condition only perhaps; Python 3.12's type parameters are their
// statement's own names, read as that Python reads them;
// Java: a top-level type and its members, as Type.member). A symbol belongs to its
// file (Java: its package). It is removed when its file no longer provides
// it by definition, import or re-export (TypeScript: no longer exports it,
// its export keyword or an export list gone while the definition stays;
// a name that keeps only some of its declarations — a function, class
// or enum without its namespace, a class without its interface, fewer
// overloads, a value where a type was or a type where a value was — is
// removed too, every use of it neither a reference nor none;
// Rust: a pub use dropped, or an item no longer pub, is unchecked rather
// than removed, since the item's own module may still use it, as is any
// name of the changed files declared less pub at head, counted in its
// module (file or inline) or its impl's type, told by the type's
// module (a type a function body declares is that body's, one a glob
// use brings the glob's module's) —
// a module, a re-export
// narrowed to pub(crate), a method, a field, a pub(in …) naming another
// module, a pub handed to a macro, a macro losing #[macro_export] — and an inline
// module's item gone from the module or from one #[cfg] variant of it,
// save #[cfg] variants made one unconditional item as visible, and the
// private items of an inline module gone whole); a head file refers to
// it only
// through its own file, an import of its module (relative, aliased, dotted
// or crate paths; Rust's extern crate aliases, ::crate paths, and an
// edition 2015 crate's use paths, which start at its crate root; a
// Rust module is the file its mod declaration names, #[path] followed,
// and one moved into an inline module is not followed, nor counted as
// lost from its file's module; a module moved to another file lacks a
// name only if that file has no glob use, extern block declaring it
// or macro call, else a use of it is ambiguous, as is one a glob
// re-export of another crate's module or of a module not found, or an
// extern block, may supply where the name went; in the removed item's
// own file a bare use a top-level glob there may answer for (a variant
// of the file's own enum, use E::*, or what another glob brings) is
// ambiguous: whether a call fits the variant is the
// compiler's to say; an enum's variants, read where its body and
// their commas are certain, are no uses),
// a namespace or path through that module, a star import,
// or Java's same package, never through a local, a parameter or another
// module's name (a Python class body's own name only while it holds it:
// before its binding or after its del the module's is read, and after
// one under a condition either may be; a Rust let or match-arm binding,
// which the reading takes over its whole block where it holds over less
// (not in its own initialiser, not after an if let's body), leaves the
// use ambiguous, as does a TypeScript declarator after a comma the
// reading cannot tell from one in type arguments, a comparison's or JSX
// text's (const m = {} as Record<K, b> | u, n = 1; <p>Hi, b!</p>), or
// after a line that may end the statement); an import inside a
// function, class or inline module makes no name its file's own. An
// import of the name from a module that
// re-exports it (export … from, export *, a Python package's imports,
// pub use, globs among them) is followed to where it is defined, as is
// one the range dropped along with the definition. A specifier several
// modules match (util beside pkg/util, an alias) takes the name from
// another that defines it only where the removed file is gone: while it
// is there, which one loads depends on the import path, and the use is
// ambiguous. A place that may
// reach the name by a route the reading does not follow is ambiguous,
// never dangling, and leaves no "no references remain": a workspace
// package, tsconfig alias or Rust path dependency that does not resolve
// to a file, a module loaded from a computed path, a module that defines
// names at run time (a module __getattr__, globals() or sys.modules
// writes, direct or through either handed on, exec or eval at module
// level however spelled (builtins.exec, (exec), map(exec, …)), exec in a
// function with no namespace, any module's write into builtins (for
// every bare use), another module's m.name = v, setattr(m, …) (or a
// function of the file's, at module level or in a function but not a
// method, handing two of its parameters to setattr as its object and
// name, which a call passes by position or keyword, and its name bound
// by that def alone and otherwise only called),
// vars(m)[…] = v or exec(code, vars(m)), through m as imported,
// sys.modules["m"], importlib.import_module("m") or a name holding one
// (for m's own bare uses too; a named write through a module none can
// tell, for every module), mock's patch("m.name", create=True),
// patch.object(m, "name", create=True) (its arguments by keyword too) or
// patch.multiple(m or "m", name=v, create=True), monkeypatch.setattr("m.name",
// v, raising=False) (or a raising the reading cannot see, or a spread), sys.modules["m"] = fake or
// monkeypatch.setitem(sys.modules, "m", fake) (for m's importers),
// a function's
// global declaration (even of its own type parameter's name), __all__ built at run time,
// module.exports assigned whole, an item-defining Rust macro or derive)
// or for the type checker only (another file's declare module block
// naming it; a name dropped from a declare module "pkg" block, whose
// names tsc reads before any package of that name, is unchecked), a use inside a macro_rules! body,
// a script's global, a global a head file's declare global block
// declares (the removed name's own file's use may name it). A module used as a value rather than read as
// ns.name (getattr(mod, key), ns[key], vars(mod), passed or stored), or
// loaded by importlib by its name or a name under its package, may reach
// any of its names with no mention to see: its removals and additions
// are unchecked (in Python: sys.modules["m"] used whole, .get, .pop or
// .setdefault("m") too, or a module loaded by a name cut within its
// last part, 'm' + suffix, is one; sys.modules used whole — held,
// copied, its items, vars(sys) — or read by a key computed in the file
// (not a def's parameter, a name from outside, unless the module is read
// by a key unseen, at once, getattr(sys.modules[name], attr), or through
// a name holding it in that name's scope, mod = sys.modules[name];
// vars(mod)[attr], or among its items, getattr(mods[x], attr), as is
// import_module(name) whatever gives the name) or
// spelled with an escape may be any module). So
// are every Python module's where a file runs code that is no plain
// string literal (exec, eval or compile, timeit's, cProfile's, profile's
// or pdb's run, of 'hel' + 'per()', an f-string, a name, a file's
// contents read at run time), or that reaches builtins as a value
// (sys.modules['builtins'], vars(builtins)[k], getattr(builtins, k)),
// and where it imports cProfile, profile, pdb, bdb, trace or code, any
// run, runctx, runeval, runsource, runcode or push method so handed
// code or held (cProfile.Profile().run(S)). Only the builtins count, not a name the
// module binds itself unconditionally (one bound under an if or a try
// may still be the builtin), and the runners only through the standard
// module imported. Each fact carries its scope: every head file of its
// language, read for references (vendored files and files that embed the
// language — components, notebooks, Python entry points and templates,
// the other JVM languages, JSP and C beside Java, C and C++ beside Rust
// — are searched for the name, and one that names it leaves the claim
// unchecked). A Java field Lombok writes
// members from (@Getter, @Data, @Builder… on it or on its type) is
// unchecked: a use of getCount() names no field. A submodule at head is
// code in the checkout whose files are another repository's objects:
// where this machine holds that repository, its files are searched for
// the name as vendored files are; where it does not, a claim of absence
// is unchecked. A Go name that is not exported is the exception: only
// its own directory can use it. A removal still referenced is no finding
// where a submodule may define the name at head (one not read, or one
// naming it; for Go, one in the package's own folder): the references
// may be live. A Java method is one overload among those of its
// name: removing one is seen when its type has fewer overloads of that
// arity, and a call is its only when no remaining overload takes as many
// arguments; x.m() is the member's where x is a local, parameter or field
// declared of its type. A use syntax cannot attribute (x.name, a string, a
// member a supertype may supply, a call another overload of the same arity
// may take) makes a removal ambiguous. A file left with a
// bracket, string or comment open is skipped, its claims unchecked, as is
// a Java file where a \uXXXX escape spells a quote, a line end or a
// comment's end (javac reads those as code), a file committed as a
// symbolic link or saved as UTF-16 (the compiler reads what the reading
// does not), and a Rust file with an include! (or an alias of it,
// bound in whichever module, by a use or one a macro is handed; where
// a macro renames into its metavariable, use std::$i as $a;, any call
// with a path among its arguments), whose code resolves in the
// including module, which the reading does not follow.
// Languages added in rules.toml use definition patterns and whole-word
// matching instead.
//
// Routes of the same kind, each specific to its construct: a Python
// import an except ImportError (or with suppress(ImportError)) guards,
// or one under if TYPE_CHECKING, if False or if 0, is ambiguous, not
// dangling, since the file still imports; a removed pytest fixture a test may request by a
// parameter of its name is unchecked; a module reading its own names by
// key (globals()[k], vars()[k] or locals()[k] at module level,
// sys.modules[__name__], eval(), CommonJS
// exports[k]) leaves its own removals and additions unchecked, and
// those of a module it star-imports. A
// definition exported under another name (export { x as y }, export
// default x, pub use d::x as y, from .d import x as y) is followed by
// that name too, the range's dropped re-exports included. A Python
// doctest (>>>), a Rust doc comment's code block, an HTML page and a
// cgo preamble are code the readers do not parse: a name there leaves
// the claim ambiguous or unchecked, as does a removed macro_rules!
// macro still invoked. A member a file tests for (Python's hasattr,
// getattr with a default, except AttributeError; JavaScript's typeof,
// ?.(), if (ns.name), where a missing member reads as undefined) is
// ambiguous where used, not dangling. A Go use under testdata or a
// directory starting with _ or . is ambiguous (no build compiles it, a
// test may), as is a bare Go use in a file dot-importing another
// package, which may supply the name, and a bare Go use in a
// //go:build ignore file, a program go run compiles on its own; a Go
// addition C or assembly names is unchecked. A removal is unchecked too
// where the range put the definition under a condition (a Rust #[cfg], a
// Python def or binding inside an if, try, loop or case at module level,
// where the base had it always): it may be gone where it is used; and
// a Rust use through a module that supplies the name otherwise only
// under a #[cfg] (#[cfg(unix)] pub use a::*; #[cfg(not(unix))] pub use
// b::*;) while a route there leads to the removed item is ambiguous. Python
// loads a package before a module file of its name (x/__init__.py, never
// x.py beside it); where x.ts and x.js both exist, tsc reads a .ts
// file's ./x.js as x.ts and Node loads a .js file's ./x as x.js; a
// tsconfig's moduleSuffixes put x.ios.ts before x.ts, within each
// extension and for relative, paths, baseUrl and package targets
// (exports, types, main) alike, and a
// list without "" leaves x.ts unloaded (ambiguous: a bundler may load
// it); programs that resolve one import to different files leave it
// ambiguous. A use in a TypeScript file
// under a tsconfig that no tsconfig compiles is ambiguous too (tsc
// passes, a bundler or test runner may fail): none takes it by files or
// include without excluding it (extends followed), and no file one
// compiles imports or references it; a JavaScript file is compiled, and
// its imports followed, only where allowJs or checkJs (a jsconfig.json's
// default) holds, and none under noResolve, where a program is its
// roots. A TypeScript file's ./styles.css is styles.d.css.ts where that
// exists, as tsc reads it; its ./x.js beside x.d.ts (x.mjs beside
// x.d.mts) names both, tsc checking against one and Node loading the
// other, as does a workspace package's target. tsconfig's extends is followed to a file of any
// name, a list, or a workspace package; a workspace package's
// typesVersions (its first range TypeScript 5.9 matches) names the
// declarations tsc reads beside the file Node loads, and its typings
// field comes before types; where a program resolves by node10 (as set,
// or implied by module or target) tsc reads those fields and main, not
// exports, so an import names both what they name and what Node loads
// through exports; where it resolves classically (as set, or implied
// by an ES module, amd, system or umd) tsc looks in no package and
// loads no directory's index, a use through either ambiguous, and a bare
// specifier names a file found in the importing file's directory or
// one above it; paths and baseUrl are those of each program that
// may compile the file, paths against its baseUrl where it has one; a
// relative import of build
// output maps back through outDir and rootDir, and one of a module the
// repository does not hold (generated or built elsewhere) leaves a
// module of the same name ambiguous.
//
// Analyze is pure: it reads files through snapshot.Snapshot and knows
// nothing of git or of the derive framework. Analyzer (analyzer.go) is the
// derive analyzer that runs it and states its facts.
package symbols
