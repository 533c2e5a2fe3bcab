package symbols

import (
	"strings"
	"testing"

	"github.com/reviewlint/reviewlint/analyzers/snapshot"
)

// A method is used without a call: by an interface its type is converted
// to, or by name from a template or reflection. When its type stays, its
// removal is never "no references remain"; the go command, building and
// running each head, shows the break the claim would have hidden.
func TestGoMethodNeededWithoutACall(t *testing.T) {
	t.Parallel()
	const base = "package main\n\nimport (\n\t\"fmt\"\n\t\"os\"\n\t\"reflect\"\n\t\"text/template\"\n)\n\n" +
		"type T struct{}\n\nfunc (T) String() string { return \"t\" }\n\n" +
		"type namer interface{ name() string }\n\ntype U struct{}\n\nfunc (U) name() string { return \"u\" }\n\n" +
		"type G struct{}\n\nfunc (G) Hello() string { return \"hello\" }\n\n" +
		"type R struct{}\n\nfunc (R) Ping() {}\n\n" +
		"var _ fmt.Stringer = T{}\n\nvar _ namer = U{}\n\n" +
		"func main() {\n" +
		"\tif err := template.Must(template.New(\"x\").Parse(\"{{.Hello}}\")).Execute(os.Stdout, G{}); err != nil {\n\t\tpanic(err)\n\t}\n" +
		"\treflect.ValueOf(R{}).MethodByName(\"Ping\").Call(nil)\n}\n"
	cases := []struct {
		name, drop, broken, symbol string
	}{
		{"stdlib interface", "func (T) String() string { return \"t\" }\n\n", "does not implement fmt.Stringer", "symbol T.String (main.go:12) could not be checked"},
		{"interface at head", "func (U) name() string { return \"u\" }\n\n", "does not implement namer", "symbol U.name (main.go:18) could not be checked"},
		{"template", "func (G) Hello() string { return \"hello\" }\n\n", "can't evaluate field Hello", "symbol G.Hello (main.go:22) could not be checked"},
		{"reflection", "func (R) Ping() {}\n\n", "call of reflect.Value.Call on zero Value", "symbol R.Ping (main.go:26) could not be checked"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			head := strings.Replace(base, c.drop, "", 1)
			if head == base {
				t.Fatal("nothing dropped")
			}
			if out, ok := goRun(t, head); ok || !strings.Contains(out, c.broken) {
				t.Fatalf("the head should break with %q; go run: ok=%v\n%s", c.broken, ok, out)
			}
			got := run(t, snapshot.Map{"go.mod": goMod, "main.go": base}, snapshot.Map{"go.mod": goMod, "main.go": head})
			if len(got) != 1 || !strings.HasPrefix(got[0], c.symbol) {
				t.Errorf("facts %q, want one starting %q", got, c.symbol)
			}
		})
	}
}

// An unexported method no interface declares has no route but a call, and
// a method whose type went too breaks at the type's name: both keep their
// checked "no references remain".
func TestGoMethodWithNoUnseenRouteStaysRemoved(t *testing.T) {
	base := snapshot.Map{
		"go.mod": goMod,
		"p/p.go": "package p\n\ntype T struct{}\n\nfunc (T) helper() {}\n\ntype V struct{}\n\nfunc (V) Exported() {}\n",
	}
	head := clone(base)
	head["p/p.go"] = "package p\n\ntype T struct{}\n"
	check(t, run(t, base, head),
		"symbol T.helper (p/p.go:5) removed; no references remain at head",
		"symbol V (p/p.go:7) removed; no references remain at head",
		"symbol V.Exported (p/p.go:9) removed; no references remain at head")
}

// An exported method a template calls by name is referenced with no call
// to see: its addition is never "nothing at head references it". go run
// prints what only the added method returns.
func TestGoAddedMethodCalledByName(t *testing.T) {
	t.Parallel()
	const head = "package main\n\nimport (\n\t\"os\"\n\t\"text/template\"\n)\n\ntype G struct{}\n\n" +
		"func (G) Hello() string { return \"hello from G\" }\n\n" +
		"func main() {\n\tif err := template.Must(template.New(\"x\").Parse(\"{{.Hello}}\")).Execute(os.Stdout, G{}); err != nil {\n\t\tpanic(err)\n\t}\n}\n"
	base := strings.Replace(head, "func (G) Hello() string { return \"hello from G\" }\n\n", "", 1)
	if out, ok := goRun(t, head); !ok || !strings.Contains(out, "hello from G") {
		t.Fatalf("the head should print the method's text: ok=%v\n%s", ok, out)
	}
	check(t, run(t, snapshot.Map{"go.mod": goMod, "main.go": base}, snapshot.Map{"go.mod": goMod, "main.go": head}),
		"symbol G.Hello (main.go:10) could not be checked (added: an exported method, which reflection or a template may call by name)")
}
