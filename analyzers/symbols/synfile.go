package symbols

// synFile is what the syntax of one pattern-language file shows: its
// top-level definitions, what its imports bind, and its mentions of the
// names of interest.
type synFile struct {
	path string
	defs []synDef
	// decls indexes defs by name (declared), as of declIndexed-1 defs.
	decls       map[string]declCount
	declIndexed int
	// conds answers condOnly for the file's names (condsOf).
	conds *condIndex
	binds []synBind
	uses  []synUse
	// usesBy indexes uses by name (usesOf), as of usesIndexed-1 uses.
	usesBy      map[string][]synUse
	usesIndexed int
	// pkg is a Java file's package; module says a TypeScript/JavaScript
	// file imports or exports (a script's top level is global instead).
	pkg    string
	module bool
	// tsGlobals are the names a TypeScript file's declare global blocks
	// declare, each with its line: globals every file of the program
	// may use bare (as a script's top-level names are).
	tsGlobals map[string]int
	// dynamic are the constructs by which the file may define names its
	// syntax does not show (a module __getattr__, globals() writes,
	// module.exports assigned whole, an item-defining macro).
	dynamic []synDyn
	// named holds the first of the names other files write into a
	// Python module (m.helper = f), by name: each a dynamic definition
	// of that name alone, standing before dynamic[at] (dynamicFor).
	named map[string]synNamedDyn
	// unseen is why the file's code is more than the reading sees (a
	// Rust include! of a file not read): its mentions are incomplete.
	unseen string
	// rustVis are a Rust file's declarations with their visibility and
	// rustDeclared every name it declares in any form (rustCensus).
	rustVis      []rustDecl
	rustDeclared map[string]bool
	// rustMacroCalls are the names a Rust file invokes as macros, each
	// with its first line (rustIncludeAliases).
	rustMacroCalls map[string]int
	// rustRenames are its x as y pairs in any place (rustRenames).
	rustRenames [][2]string
	// rustPathCalls are its macro calls that may take a path
	// (rustPathCalls).
	rustPathCalls map[string]int
	// rustOpen: the Rust file may define items its reading does not
	// record: a glob use or a macro call (one may expand to items);
	// an extern block's are in rustExtern.
	rustOpen bool
	// rustExtern are the names its extern blocks declare
	// (rustExternNames).
	rustExtern map[string]bool
	// rustLocalGlobs are the identifiers of each top-level inline
	// module's or enum's body (rustLocalBodies).
	rustLocalGlobs map[string]map[string]bool
	// rustEnums are the variants of each top-level enum defined once
	// (rustVariants).
	rustEnums map[string]map[string]bool
	// macros are the identifiers of each macro_rules! body (Rust).
	macros map[string]map[string]bool
	// rustInner are the macros a Rust file invokes below its top level
	// (in a function body, an impl, an inline module, another macro's
	// arguments), once per name and way of reaching it, at its first
	// line; rustInnerOpaque says why one of them is unseen
	// (rustMacroNames), "" when none is.
	rustInner       map[rustInnerKey]int
	rustInnerOpaque string
	// rustAttrs are a Rust file's outer attributes and derived paths
	// (rustAttrUses); rustAttrOpaque says why one of them is a macro
	// whose expansion is unseen (rustAttrOpaqueOf), "" when none is.
	rustAttrs      []rustAttrUse
	rustAttrOpaque string
	// rustBodyCalls are the macros its macro_rules! bodies invoke
	// (rustBodyOpaque); rustBodyHanded, what they invoke or apply that
	// their invoker hands over ($m!(), #[$a]).
	rustBodyCalls  []rustBodyCall
	rustBodyHanded []rustBodyHanded
	// rustInnerDefs are the names of the macro_rules! a Rust file
	// defines below its top level (rustInnerMacroBody).
	rustInnerDefs map[string]bool
	// loads are the modules a Python file loads with importlib (spec, or
	// computed for a name built at run time).
	loads []synBind
	// attrWrites are a Python file's writes to an imported module's
	// attributes (m.name = v, setattr(m, "name", v)).
	attrWrites []pyAttrWrite
	// builtinsWrites are a Python file's writes into builtins through
	// __builtins__ (bind unused).
	builtinsWrites []pyAttrWrite
	// anyWrites, shared by a side's Python files, holds the names written
	// into a module none can tell (sys.modules[name].x = v): each may be
	// in any module.
	anyWrites map[string]*synDyn
	// pySys maps the names a Python file imports sys by to "sys", those
	// it imports sys.modules by to "sys.modules", and those it imports
	// builtins or its exec, eval and setattr by to "builtins",
	// "builtins.exec", "builtins.eval" and "builtins.setattr", and those
	// it imports importlib or its import_module by to "importlib" and
	// "importlib.import_module".
	pySys map[string]string
	// pySelf holds what pySelfByCall has read so far of a Python file:
	// its classes and the names a call that may give the module was
	// assigned to.
	pySelf pySelfCalls
	// tsLoads are the specifiers a TypeScript/JavaScript file names a
	// module by, however it loads it (import, export … from, a bare
	// import "m", require, import(), a triple-slash reference path): what
	// tsc compiles along with it.
	tsLoads []string
	// augments are a TypeScript file's declare module "m" { … } blocks:
	// declarations tsc merges into module m's exports.
	augments []synAugment
	// selfValue is the first line where a Python file reads its own
	// module's names by key (globals()[k], sys.modules[__name__]), 0 if
	// none.
	selfValue int
	// builtCode is the first line where a Python file runs code built at
	// run time (exec('hel' + 'per()')), 0 if none: that code may name
	// any module's names.
	builtCode int
	// pyBuilt are the spellings that may run code built at run time,
	// each with its first line, and pyShadow the names of exec, eval and
	// compile the module binds itself: pyResolveBuilt reads them once
	// the file is read.
	pyBuilt  map[pyBuiltRun]int
	pyShadow map[string]bool
	// broken says why the file's structure cannot be trusted (a bracket,
	// string or comment left open): what it defines is unknown.
	broken string
}

// synAugment is one declare module "spec" { … } block: the names its
// body mentions, any of which it may declare as an export of spec.
type synAugment struct {
	spec  string
	line  int
	names map[string]bool
	// decls are the names its body declares at its top level, by line.
	decls map[string]int
}

// synDef is a top-level definition (a Java member is Class.member).
type synDef struct {
	name string
	line int
	// public: exported (export, pub, public, a Python name without a
	// leading underscore), so uses outside the repository are possible.
	public bool
	// entry: a framework or the toolchain calls it (a test, a fixture, a
	// decorated or attributed function, main), so no reference is needed.
	entry bool
	// fixture: a pytest fixture, which tests request by naming a
	// parameter after it: the name they use ("*" when set by name=).
	fixture string
	// cond says when the definition exists, if only under a condition
	// (a Rust #[cfg], a Python def or assignment in an if, try or loop
	// at module level); "" when always.
	cond string
	// macro: a Rust macro_rules!, which #[macro_use], #[macro_export]
	// and textual order bring into scope rather than paths alone.
	macro bool
	// runner: a Java method a test runner or the JVM calls (@Test,
	// @Before…, main), which makes its type an entry point too.
	runner bool
	// supers are the names of the types a Java type extends or
	// implements as written (a.b.Type): its members may be inherited
	// from them, and a subclass sees theirs bare.
	supers []string
	// tparams are a Java type's or method's type parameters: inside it,
	// those names are no types of the project.
	tparams []string
	// method: a Java method, one overload of its name; sig is its
	// parameter types as written, arity how many, varargs whether the
	// last takes any number.
	method  bool
	sig     string
	arity   int
	varargs bool
	// isType: a Java class, interface, enum or record (top-level or
	// nested), not a member; a Rust struct, enum, union, trait or type
	// alias; a TypeScript class, interface, type alias, enum,
	// namespace or module, or an export import alias.
	isType bool
	// typeOnly: a TypeScript interface or type alias, which declares no
	// value.
	typeOnly bool
	// rustValue: a Rust unit or tuple struct, whose name is a value (its
	// constructor) as well as a type.
	rustValue bool
	// typ is a Java method's return type or a field's type as written,
	// its type arguments left out ("" for an array or none shown); a
	// type's keyword (class, interface, enum, record);
	// params are a method's parameter types so, an array's or varargs'
	// "[]" or "..." kept.
	typ    string
	params []string
	// abstract: a Java method without a body that implementations must
	// provide, or an abstract class or interface.
	abstract bool
	// generated: a Java field from which Lombok writes members, by the
	// annotation on it or on its type that does ("Getter", "Data").
	generated string
	// static, private and protected: a Java method or field declared
	// so, as written (an interface's fields are static and its members
	// public without saying so): what a static import of its name needs.
	static, private, protected bool
	// enumConst: a Java enum's constant, which a switch on the enum
	// names bare in any file.
	enumConst bool
	// component: a Java record's component, read as its accessor; it
	// is a parameter of the canonical constructor and of record
	// patterns too.
	component bool
}

// takes: the Java method d accepts a call with n arguments.
func (d synDef) takes(n int) bool {
	return n == d.arity || d.varargs && n >= d.arity-1
}

// synBind is what one import binds in a file.
type synBind struct {
	// local is the name bound in the file ("" for a star import).
	local string
	// name is the imported member; "" when the binding is the module
	// itself (import * as ns, import a.b, use a::b, a Rust mod).
	name string
	// spec is the module as written: './util', 'a.b', ["crate","x"].
	spec string
	path []string // Rust and Java: the path segments before name
	line int
	star bool
	// export: the binding re-exports (export … from, pub use), or is an
	// import that makes the name the module's own for others to import.
	export bool
	// nested: the import sits inside a function, class or inline module
	// and binds there, not at the file's top level: it makes no name the
	// file's own.
	nested bool
	// computed: the module is named by an expression (import(`./${x}`),
	// require(name)), which no reading resolves.
	computed bool
	// loaded: bound from a value require() or import() returns, where a
	// missing member is undefined rather than an error at link time.
	loaded bool
	// static: a Java import static, binding a member (or all of a
	// type's members) rather than a type.
	static bool
	// guard says why a Python import may fail without the file failing
	// to import: it sits in a try whose except catches ImportError (or a
	// with suppress(ImportError)), whose handler then runs instead, or
	// under if TYPE_CHECKING, which only a type checker runs.
	guard string
	// cond says when a top-level import binds, if only under a condition
	// (Python: indented in an if, try, loop or with; Rust: a #[cfg] on
	// the use), as synDef.cond.
	cond string
	// valueLine is the first line where the file uses local as a value
	// rather than local.member (0: never), see moduleValues.
	valueLine int
	// mod marks a Rust mod declaration; modInline one with a body
	// (mod x { … }), modFile the file a #[path] attribute names ("?"
	// where a cfg_attr may name one).
	mod       bool
	modInline bool
	modFile   string
}

// synUse is one mention of a name of interest outside comments and outside
// its definitions.
type synUse struct {
	name string
	line int
	// qual is the path before the name: ["ns"] for ns.name or ns::name,
	// ["a","b"] for a.b.name; ["?"] when what precedes is no plain path
	// (a call's result, an index, self).
	qual []string
	// sep is "." or "::" when qual is set.
	sep string
	// local: a local, parameter or pattern binding of that name is in
	// scope, so the mention is not the top-level symbol.
	local bool
	// localType: in Rust, a block's type item of the name is in scope
	// (local holds its values only): it hides a type of that name, no
	// function.
	localType bool
	// maybeLocal says why a binding of the name other than the top-level
	// one may be in scope, where the syntax cannot tell whether it is
	// (a class body's binding under a condition, a module-level del
	// that may delete the file's own): the use is then
	// neither a reference nor none.
	maybeLocal string
	// loose: a Rust let or match-arm binding of the name is in the
	// block, not known to hold at the use (cTokens.loose); a value,
	// which hides no type.
	loose bool
	// macro: inside a Rust macro_rules! body.
	macro bool
	// str: inside a string (a registry entry, a dynamic import, prose).
	str bool
	// qualType is the declared type of the local or parameter qual
	// names, where one is in scope (Java).
	qualType string
	// shadowed: in Java, the use's first name (its qualifier's, or its
	// own) is a type parameter or a local type there (certain), or may
	// be a member type of a local or anonymous class's supertypes
	// (maybe): no project type that name otherwise reaches.
	shadowed, mayShadow bool
	// tested: a member access a JavaScript file feature-tests (typeof
	// a.b, a.b?.(), if (a.b), a.b && …): a missing member reads as
	// undefined there, no error.
	tested bool
	// call: the name is called, with args arguments (-1: not known).
	call bool
	args int
	// Java: recv is what the syntax shows of the receiver before the
	// name's dot, argx of each argument of its call (nil where nothing
	// is known), in the type whose code holds the use ("" inside an
	// anonymous or local class, or outside any type).
	recv *javaExpr
	argx []*javaExpr
	in   string
	// bodies: the local and anonymous class bodies around a bare Java
	// use, which may take its name before the named type does.
	bodies *javaBareScope
	// arrayDecl: the Java file declares the name with a C-style array
	// declarator (int a[];), which is not read as a definition.
	arrayDecl bool
}
