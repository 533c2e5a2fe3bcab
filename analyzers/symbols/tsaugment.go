package symbols

import "strconv"

// tsAugment records the declare module block whose specifier is at k.
func (c *cTokens) tsAugment(k int, f *synFile) {
	a := synAugment{spec: c.toks[k].text, line: c.toks[k].line, names: map[string]bool{}, decls: map[string]int{}}
	end := c.match[k+1]
	for j := k + 2; j < end && j < len(c.toks); j++ {
		if name := c.ident(j); name != "" {
			a.names[name] = true
		}
	}
	for j := k + 2; j < end && j < len(c.toks); j++ {
		if c.is(j, "{") || c.is(j, "(") || c.is(j, "[") {
			if m := c.match[j]; m > j {
				j = m
			}
			continue
		}
		switch c.ident(j) {
		case "global":
			if c.is(j+1, "{") {
				c.tsGlobalBlock(j+1, f)
			}
		case "function", "class", "interface", "type", "enum", "namespace", "const", "let", "var":
			if name := c.ident(j + 1); name != "" && !c.is(j+2, ".") {
				if _, ok := a.decls[name]; !ok {
					a.decls[name] = c.toks[j+1].line
				}
			}
		}
	}
	f.augments = append(f.augments, a)
}

// tsAugmented gives each head module another file's declare module
// block names as a dynamic definition of the names it mentions: tsc
// takes them as the module's exports (module augmentation), whether or
// not the module defines them when it runs, so a use of one is neither
// dangling nor absent.
func (r *synResolver) tsAugmented(head *synSide) {
	for _, p := range sortedKeys(head.files) {
		f := head.files[p]
		for _, a := range f.augments {
			for _, t := range r.targets(f, synBind{spec: a.spec}) {
				if m := head.files[t]; m != nil && t != p {
					m.dynamic = append(m.dynamic, synDyn{why: "is augmented by " + p + " (declare module)",
						reach: dynImport, line: a.line, names: a.names})
				}
			}
		}
	}
}

// tsGlobalBlock records the names the declare global block opening at
// open declares: every word at the block's own level (a declaration's
// keyword and name, an annotation's type names), more than it declares
// rather than fewer, since each only makes a use of that name unsure.
func (c *cTokens) tsGlobalBlock(open int, f *synFile) {
	end := c.match[open]
	for j := open + 1; j < end && j < len(c.toks); j++ {
		if c.is(j, "{") || c.is(j, "(") || c.is(j, "[") {
			if m := c.match[j]; m > j {
				j = m
			}
			continue
		}
		if name := c.ident(j); name != "" {
			if f.tsGlobals == nil {
				f.tsGlobals = map[string]int{}
			}
			if _, ok := f.tsGlobals[name]; !ok {
				f.tsGlobals[name] = c.toks[j].line
			}
		}
	}
}

// tsDeclaredGlobals indexes the globals head files declare: each name a
// declare global block declares, or a script (a file that neither
// imports nor exports) at its top level, with why a use may name it (the
// first file by path).
func tsDeclaredGlobals(head *synSide) map[string]string {
	out := map[string]string{}
	for _, p := range sortedKeys(head.files) {
		f := head.files[p]
		for _, name := range sortedKeys(f.tsGlobals) {
			if _, ok := out[name]; !ok {
				out[name] = "a declare global block at " + p + ":" + strconv.Itoa(f.tsGlobals[name]) + " declares a global " + name + ", which the use may name"
			}
		}
		if f.module {
			continue
		}
		for _, d := range f.defs {
			if _, ok := out[d.name]; !ok {
				out[d.name] = p + " is a script: its top-level " + d.name + " (" + p + ":" + strconv.Itoa(d.line) + ") is a global, which the use may name"
			}
		}
	}
	return out
}
