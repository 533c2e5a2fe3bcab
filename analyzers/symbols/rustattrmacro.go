package symbols

import (
	"strconv"
	"strings"
)

// rustAttrUse is an outer attribute, or one path a derive names, as
// written: a procedural attribute or derive macro expands where it
// stands, its paths resolved as the item's, and may name any item of
// the crate (fn f() { #[ext::attr] fn g() {} } calling helper).
type rustAttrUse struct {
	segs []string
	line int
	// derive: a path in #[derive(…)]; item: the attribute marks an
	// item (fn, struct, impl, …), not a field, a variant or a
	// parameter, where only a derive's helper may stand; externCrate:
	// it marks an extern crate (#[macro_use] extern crate ext).
	derive, item, externCrate bool
	// macro: the macro_rules! whose body holds it, "" none.
	macro string
}

// what names the attribute as said: the attribute #[ext::attr],
// #[derive(ext::D)].
func (a rustAttrUse) what() string {
	if a.derive {
		return "#[derive(" + strings.Join(a.segs, "::") + ")]"
	}
	return "the attribute #[" + strings.Join(a.segs, "::") + "]"
}

// rustBuiltinAttrs are the attributes of the language and its test
// harness, which hand nothing to a macro; the tool attributes
// (rustfmt::skip, clippy::…) are told by their first segment.
var rustBuiltinAttrs = lazyMap[string, bool]{build: func() map[string]bool {
	m := map[string]bool{}
	for _, n := range strings.Fields("test bench ignore should_panic no_link no_mangle export_name link_section link link_name link_ordinal used " +
		"target_feature global_allocator panic_handler proc_macro proc_macro_derive proc_macro_attribute macro_use " +
		"no_std no_main naked unsafe no_implicit_prelude no_builtins crate_type crate_name recursion_limit type_length_limit " +
		"windows_subsystem instruction_set debugger_visualizer collapse_debuginfo coverage optimize test_runner feature") {
		m[n] = true
	}
	return m
}}

// rustToolAttrs are the first segments of tool attributes.
var rustToolAttrs = lazyMap[string, bool]{build: func() map[string]bool {
	return map[string]bool{"rustfmt": true, "clippy": true, "diagnostic": true, "rustdoc": true, "rust_analyzer": true, "miri": true}
}}

// rustHelperAttrs are the derive helpers of the derives below, inert
// themselves.
var rustHelperAttrs = lazyMap[string, bool]{build: func() map[string]bool {
	return map[string]bool{"serde": true, "error": true, "from": true, "source": true, "backtrace": true}
}}

// rustKnownAttrMacros are attribute and derive macros of common crates,
// by crate and name, that name nothing of the invoking crate but what
// their input spells (strings included: serde's with = "path"), which
// is read where it stands.
var rustKnownAttrMacros = lazyMap[string, bool]{build: func() map[string]bool {
	m := map[string]bool{}
	for _, n := range strings.Fields("tokio::main tokio::test async_std::main async_std::test actix_web::main actix_web::test actix_rt::main actix_rt::test " +
		"tracing::instrument async_trait::async_trait rstest::rstest rstest::fixture test_case::test_case " +
		"serde::Serialize serde::Deserialize serde_derive::Serialize serde_derive::Deserialize thiserror::Error") {
		m[n] = true
	}
	return m
}}

// rustAttrUses records the outer attribute whose [ is at open: its
// path, each path a derive names, and those of the attributes a
// cfg_attr applies (#[cfg_attr(unix, derive(Serialize), ext::attr)]).
func (c *cTokens) rustAttrUses(open int, f *synFile) {
	end := min(c.match[open], len(c.toks)-1)
	c.rustAttrAt(open+1, c.toks[open].line, c.rustMarksItem(end+1), f)
}

// rustAttrAt records the attribute whose path starts at k, and those
// a cfg_attr there applies, nested ones too, from a list of their
// starts: each token is read once.
func (c *cTokens) rustAttrAt(k, line int, marks string, f *synFile) {
	for work := []int{k}; len(work) > 0; {
		k, work = work[len(work)-1], work[:len(work)-1]
		if c.is(k, "::") {
			k++ // #[::ext::attr]
		}
		segs := c.rustPathSegs(k)
		if len(segs) == 0 {
			continue
		}
		if strings.HasPrefix(segs[0], "$") {
			// #[$a] in a macro_rules! body is what its invoker
			// hands over.
			c.rustHanded(k, segs[0], "applies the attribute #["+segs[0]+"]", f)
			continue
		}
		body := ""
		if b := c.macroBodyAt(k); b >= 0 {
			body = c.macroBodyNames[b]
		}
		after := k + 2*len(segs) - 1
		if len(segs) == 1 && (segs[0] == "derive" || segs[0] == "cfg_attr") && c.is(after, "(") {
			end := min(c.match[after], len(c.toks))
			// cfg_attr's predicate runs to its first comma; a
			// derive names paths from the start.
			at := after + 1
			if segs[0] == "cfg_attr" {
				at = c.rustNextComma(at, end) + 1
			}
			for at < end {
				p := at
				if c.is(p, "::") {
					p++ // ::serde::Serialize
				}
				if segs[0] == "cfg_attr" {
					work = append(work, p)
				} else if d := c.rustPathSegs(p); len(d) > 0 && strings.HasPrefix(d[0], "$") {
					c.rustHanded(p, d[0], "applies #[derive("+d[0]+")]", f)
				} else if len(d) > 0 {
					f.rustAttrs = append(f.rustAttrs, rustAttrUse{segs: d, line: line, derive: true, macro: body})
				}
				at = c.rustNextComma(at, end) + 1
			}
			continue
		}
		if len(segs) == 1 && inertAttrs.get()[segs[0]] {
			continue
		}
		f.rustAttrs = append(f.rustAttrs, rustAttrUse{segs: segs, line: line, item: marks != "", externCrate: marks == "extern crate", macro: body})
	}
}

// rustNextComma is the first comma from at before end outside any
// bracket, end where there is none.
func (c *cTokens) rustNextComma(at, end int) int {
	for at < end && !c.is(at, ",") {
		if (c.is(at, "(") || c.is(at, "[") || c.is(at, "{")) && c.match[at] > at {
			at = min(c.match[at], end)
		}
		at++
	}
	return at
}

// rustPathSegs are the segments of the path starting at k (a, b of
// a::b), none where no identifier stands there.
func (c *cTokens) rustPathSegs(k int) []string {
	var segs []string
	for c.ident(k) != "" {
		segs = append(segs, c.ident(k))
		if !c.is(k+1, "::") {
			break
		}
		k += 2
	}
	return segs
}

// rustMarksItem says what starts at k, past further attributes, the
// visibility and the qualifiers: the keyword of an item (fn, impl,
// "extern crate", the name of a macro called), "" for a field, a
// variant or a parameter. Each attribute looks past at most 64 tokens
// and attributes after it: a run of many attributes costs their number
// times that, not its square.
func (c *cTokens) rustMarksItem(k int) string {
	for n := 0; k < len(c.toks) && n < 64; n++ {
		switch {
		case c.is(k, "#") && c.is(k+1, "[") && c.match[k+1] > k+1:
			k = c.match[k+1] + 1
		case c.isIdent(k, "pub") && c.is(k+1, "(") && c.match[k+1] > k+1:
			k = c.match[k+1] + 1
		case c.isIdent(k, "pub") || c.isIdent(k, "async") || c.isIdent(k, "unsafe") || c.isIdent(k, "default") || c.isIdent(k, "auto"):
			k++
		case c.isIdent(k, "extern") && c.str(k+1) && c.is(k+2, "{"):
			return "extern" // an extern "C" { … } block
		case c.isIdent(k, "extern") && c.str(k+1):
			k += 2
		case c.isIdent(k, "extern") && c.isIdent(k+1, "crate"):
			return "extern crate"
		default:
			kw := c.ident(k)
			if rustItemKeywords.get()[kw] || kw == "impl" || kw == "use" || kw == "extern" || kw == "macro_rules" || kw != "" && c.is(k+1, "!") {
				return kw
			}
			return ""
		}
	}
	// A run too long to walk may hold anything.
	return "?"
}

// rustReboundNames are the names some head file binds to another thing
// than the crate of that name (use ext as log; extern crate ext as
// tokio; mod tracing; use evil::test): a path starting with one, or a
// bare attribute of the name, may not be what the name says. A name
// brought from the standard library is no other thing.
func rustReboundNames(head *synSide) map[string]bool {
	out := map[string]bool{}
	for _, f := range head.files {
		for _, b := range f.binds {
			if b.local == "" || b.star {
				continue
			}
			first := b.name
			if len(b.path) > 0 {
				first = b.path[0]
			}
			if first != b.local && !rustStdCrate(first) {
				out[b.local] = true
			}
		}
	}
	return out
}

// rustAttrOpaqueOf says why f's attributes hide what they name, from
// the first whose macro's expansion is unseen, "" when none does: one
// neither the language's, a tool's, a derive's helper nor one of the
// lists above as reached (a bare name by the use that brings it, a
// path by its crate, unless a file binds that crate's name to another
// thing).
func rustAttrOpaqueOf(p string, f *synFile, rebound map[string]bool) string {
	if len(f.rustAttrs) == 0 {
		return ""
	}
	uses := rustUseFirsts(f)
	star := rustGlobOutsideStd(f)
	for _, a := range f.rustAttrs {
		if rustAttrSeen(a, uses, star, rebound) {
			continue
		}
		return p + " applies " + a.what() + " (line " + strconv.Itoa(a.line) + "), a procedural macro no file of the repository expands, whose expansion may define or name it"
	}
	return ""
}

// rustGlobOutsideStd: f imports a glob from outside the standard
// library (use ext::*), which may bring a macro of any name.
func rustGlobOutsideStd(f *synFile) bool {
	for _, b := range f.binds {
		if b.star && len(b.path) > 0 && !rustStdCrate(b.path[0]) {
			return true
		}
	}
	return false
}

// rustAttrSeen: attribute a names nothing the reading does not see.
func rustAttrSeen(a rustAttrUse, uses map[string]rustUseFrom, star bool, rebound map[string]bool) bool {
	name := a.segs[len(a.segs)-1]
	if len(a.segs) > 1 {
		first := a.segs[0]
		switch {
		case rustToolAttrs.get()[first] && !a.derive:
			return true
		case rebound[first]:
			return false
		case rustStdCrate(first):
			return true
		}
		return rustKnownAttrMacros.get()[first+"::"+name]
	}
	builtin := stdDerives.get()[name]
	if !a.derive {
		builtin = rustBuiltinAttrs.get()[name]
	}
	if from, ok := uses[name]; ok {
		// Brought by a use: that crate's macro, unless the crate's name
		// is bound to another thing (extern crate ext as alloc).
		if rebound[from.first] {
			return false
		}
		return rustStdCrate(from.first) || rustKnownAttrMacros.get()[from.first+"::"+from.name]
	}
	if builtin {
		// A glob may bring a macro of the name another file binds.
		return !star || !rebound[name]
	}
	// An inert helper of a derive, on a field, a variant or beside the
	// derive on its item.
	return !a.derive && (!a.item || rustHelperAttrs.get()[name])
}
