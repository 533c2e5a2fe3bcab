package symbols

import "go/token"

// unseenNeed says why "no references remain" cannot be claimed for a
// removed Go method whose type is still defined at head: a method is
// also used without a call anyone can see. The type may be converted to
// an interface that requires it (`var _ fmt.Stringer = T{}` stops
// compiling, and fmt stops calling String at run time), and an exported
// method is found by name by reflection: a template's {{.M}}, reflect's
// MethodByName, net/rpc. Which interfaces a value reaches, and which
// names a template holds, only a type checker or a run can tell; an
// unexported method no interface at head declares has neither route.
func unseenNeed(f Fact, s goSymbol, headDefs map[string]map[string][]string, refs *goRefs) string {
	m := s.def.method
	if f.Kind != Removed || m == "" {
		return ""
	}
	typ := s.def.name[:len(s.def.name)-len(m)-1]
	if _, ok := headDefs[s.file.pkgKey()][typ]; !ok {
		return "" // the type went too: its uses break at the type's name
	}
	switch {
	case refs.ifaceMethods[m]:
		return "removed, but " + typ + " remains at head, and an interface there declares " + m + ": a value converted to it needs the method with no call to see"
	case token.IsExported(m):
		return "removed, but " + typ + " remains at head, and an interface outside the files read or a call by name, as a template or reflection makes, may still need " + m
	}
	return ""
}
