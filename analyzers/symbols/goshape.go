package symbols

import "go/ast"

// typeShape is what a type declared at head could offer a selector besides
// its own methods. Opaque types (aliases, interfaces, types defined from
// another named type, structs with embedded fields) may offer any name.
type typeShape struct {
	opaque bool
	fields map[string]bool
}

func (s *typeShape) mayProvide(name string) bool { return s.opaque || s.fields[name] }

func shapeOf(spec *ast.TypeSpec) *typeShape {
	shape := &typeShape{fields: map[string]bool{}}
	switch t := spec.Type.(type) {
	case *ast.StructType:
		for _, f := range t.Fields.List {
			if len(f.Names) == 0 {
				shape.opaque = true // embedded: promoted fields and methods
			}
			for _, n := range f.Names {
				shape.fields[n.Name] = true
			}
		}
	case *ast.ArrayType, *ast.MapType, *ast.ChanType, *ast.FuncType:
	default:
		shape.opaque = true
	}
	if spec.Assign.IsValid() {
		shape.opaque = true
	}
	return shape
}

// typeShapes maps a package's key and a type name to the type's shape at
// head.
func typeShapes(files []*goFile) map[string]map[string]*typeShape {
	types := map[string]map[string]*typeShape{}
	for _, gf := range files {
		for _, d := range gf.defs {
			if d.shape == nil {
				continue
			}
			if types[gf.pkgKey()] == nil {
				types[gf.pkgKey()] = map[string]*typeShape{}
			}
			types[gf.pkgKey()][d.name] = d.shape
		}
	}
	return types
}
