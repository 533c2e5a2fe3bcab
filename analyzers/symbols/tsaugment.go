package symbols

// tsAugment records the declare module block whose specifier is at k.
func (c *cTokens) tsAugment(k int, f *synFile) {
	a := synAugment{spec: c.toks[k].text, line: c.toks[k].line, names: map[string]bool{}}
	for j := k + 2; j < c.match[k+1] && j < len(c.toks); j++ {
		if name := c.ident(j); name != "" {
			a.names[name] = true
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
