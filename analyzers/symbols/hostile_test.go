package symbols

import (
	"runtime/debug"
	"strings"
	"testing"
)

// Code nested in strings is read by recursion: past a bound the file is
// broken, rather than the stack exhausted (a fatal error no caller can
// recover from). The stack is capped well below what the nesting would
// take without the bound.
func TestDeepStringNestingIsBrokenNotACrash(t *testing.T) {
	defer debug.SetMaxStack(debug.SetMaxStack(8 << 20))
	for name, lex := range map[string]func() string{
		"template": func() string { _, b := lexC([]byte(strings.Repeat("`${", 200_000)), dialectTS); return b },
		"f-string": func() string { _, b := lexPython([]byte(strings.Repeat("f'{", 200_000))); return b },
	} {
		if broken := lex(); !strings.Contains(broken, "nested") {
			t.Errorf("%s: broken = %q, want too deep", name, broken)
		}
	}
}

// Inputs that once made a reader index out of its tokens; the analysis
// recovered, but lost every fact of the range.
func TestHostileInputsDoNotPanic(t *testing.T) {
	for _, src := range []string{"?.a?.x", "?.x", "a?.b?.c?.x", ".x"} {
		for _, parse := range builtinSyntax {
			parse("f", []byte(src), map[string]bool{"a": true, "x": true})
		}
	}
}

// A / that opens no regular expression before its line ends was a
// division; the rest of that line then holds none either, so a line of
// n slashes costs n, not n² (counted here as the bytes regex scans).
func TestFailedRegexIsNotRescanned(t *testing.T) {
	line := strings.Repeat("/[", 5000)
	l := newLexer([]byte(line + "\nx = /re/g;\n"))
	l.lexCCode(dialectTS, false)
	var regexes []string
	for _, tk := range l.toks {
		if tk.kind == tString {
			regexes = append(regexes, tk.text)
		}
	}
	if len(regexes) != 1 || regexes[0] != "/re/g" {
		t.Errorf("regular expressions %q, want only /re/g", regexes)
	}
	if l.noRegexBefore != len(line) {
		t.Errorf("noRegexBefore = %d, want the end of the first line, %d", l.noRegexBefore, len(line))
	}
}
