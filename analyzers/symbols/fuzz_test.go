package symbols

import (
	"bytes"
	"testing"
)

// FuzzSyntax: every built-in language reads any input without panicking,
// and every token's line lies within the file, in order.
func FuzzSyntax(f *testing.F) {
	for _, seed := range []string{
		"export const a = `x ${`y ${b}`}`;\n/* c */ d(/re\"/g);\n",
		"def f(x):\n    return f'{x!r:>{10}}' + r'\\'' + \"\"\"\n\"\"\"\n",
		"fn a<'b>() { let c = r#\"\"#; /* /* */ */ 'd' }\n",
		"class A { String s = \"\"\"\n  x\"\"\"; void m() {} }\n",
		"'\\\n`${\"",
		"module.exports = { ...require('./a'), b: 1, f() {}, [x]: 2 }\nconst { a } = await import(`./${b}`)\n",
		"def __getattr__(a): pass\nglobals()['x'] = 1\n__all__ += ['b']\nsetattr(sys.modules[__name__], 'm', 1)\n",
		"#[derive(Builder)] struct A; paste! { fn [<get_ a>]() {} } macro_rules! m { () => { $crate::b::x() } }\n",
	} {
		f.Add([]byte(seed))
	}
	f.Fuzz(func(t *testing.T, src []byte) {
		lines := bytes.Count(src, []byte("\n")) + 1
		wanted := map[string]bool{"a": true, "b": true, "f": true, "x": true, "m": true}
		for name, parse := range builtinSyntax.get() {
			sf := parse("f", src, wanted)
			last := 0
			for _, u := range sf.uses {
				if u.line < 1 || u.line > lines {
					t.Fatalf("%s: use of %s at line %d of %d", name, u.name, u.line, lines)
				}
			}
			for _, d := range sf.defs {
				if d.line < last || d.line > lines {
					t.Fatalf("%s: definition %s at line %d (after %d, of %d)", name, d.name, d.line, last, lines)
				}
			}
		}
		for _, lex := range []func([]byte) []tok{
			func(b []byte) []tok { t, _ := lexPython(b); return t },
			func(b []byte) []tok { t, _ := lexC(b, dialectTS); return t },
			func(b []byte) []tok { t, _ := lexC(b, dialectRust); return t },
			func(b []byte) []tok { t, _ := lexC(b, dialectJava); return t },
		} {
			prev := 1
			for _, tk := range lex(src) {
				if tk.line < prev || tk.line > lines {
					t.Fatalf("token %q at line %d after line %d (of %d)", tk.text, tk.line, prev, lines)
				}
				prev = tk.line
			}
		}
	})
}
