package symbols

import (
	"math/rand/v2"
	"strings"
	"testing"
)

// The line index answers as the scans it replaced did, each read from
// the token on to the line's end: assignsAfter as a scan for a lone = at
// the token's depth, closing as pyClosing's count of brackets, and
// pySysModulesHandsOn as a walk that stops where the subscript closes
// (or, for the module itself, where what follows it hands it on).
// The scans are the oracle, on random lines of the tokens that matter.
func TestPyLineIndexAnswersAsTheScans(t *testing.T) {
	pieces := []string{"sys", ".", "modules", "[", "]", "(", ")", "{", "}", "=", "==", "!=", "<=", ",", ";",
		"__name__", "x", "update", "setdefault", "globals", `"a"`, `"m"`, "0",
		"sys.modules[", "sys.modules[__name__]", ".__dict__.update(", ".x", "]"}
	r := rand.New(rand.NewPCG(1, 2))
	sys := map[string]string{}
	handsOn := 0
	for n := 0; n < 20000; n++ {
		var src strings.Builder
		for k := r.IntN(14) + 1; k > 0; k-- {
			src.WriteString(pieces[r.IntN(len(pieces))] + " ")
		}
		toks, _ := lexPython([]byte(src.String()))
		if len(toks) == 0 {
			continue
		}
		x := &pyLineIndex{line: toks}
		for i := range toks {
			if got, want := x.assignsAfter(i), scanAssigns(toks, i); got != want {
				t.Fatalf("%q: assignsAfter(%d) = %v, the scan says %v", src.String(), i, got, want)
			}
			if isPunct(toks[i], "(") || isPunct(toks[i], "[") || isPunct(toks[i], "{") {
				if got, want := x.closing(i), pyClosing(toks, i); got != want {
					t.Fatalf("%q: closing(%d) = %d, the scan says %d", src.String(), i, got, want)
				}
			}
			got, want := pySysModulesHandsOn(toks, i, sys, "m.py", x), scanSysModulesHandsOn(toks, i, sys, "m.py")
			if got != want {
				t.Fatalf("%q: pySysModulesHandsOn(%d) = %v, the scan says %v", src.String(), i, got, want)
			}
			if want {
				handsOn++
			}
		}
	}
	if handsOn < 100 {
		t.Errorf("only %d lines hand sys.modules on: the lines test too little", handsOn)
	}
}

func scanAssigns(line []tok, i int) bool {
	depth := 0
	for k := i; k < len(line); k++ {
		t := line[k]
		if t.kind != tPunct {
			continue
		}
		switch t.text {
		case "(", "[", "{":
			depth++
		case ")", "]", "}":
			depth--
		case "=":
			if depth == 0 && !(k+1 < len(line) && isPunct(line[k+1], "=")) && !(k > 0 && line[k-1].kind == tPunct && (line[k-1].text == "=" || line[k-1].text == "!" || line[k-1].text == "<" || line[k-1].text == ">")) {
				return true
			}
		}
	}
	return false
}

func scanSysModulesHandsOn(line []tok, i int, sys map[string]string, path string) bool {
	open := pySysModules(line, i, sys)
	if open < 0 {
		return false
	}
	depth := 0
	for k := open; k < len(line); k++ {
		if line[k].kind == tIdent && isPunct(line[k-1], ".") && pyIsCall(line, k) {
			switch line[k].text {
			case "update", "setdefault", "__setitem__":
				return true
			}
		}
		if line[k].kind != tPunct {
			continue
		}
		switch line[k].text {
		case "(", "[", "{":
			depth++
		case ")", "]", "}":
			depth--
			if depth == 0 && line[k].text == "]" && k == pyClosing(line, open) {
				n := k + 1
				if n == len(line) || isPunct(line[n], ")") || isPunct(line[n], ",") || isPunct(line[n], ";") {
					return pySelfKey(line[open+1:k], path)
				}
				// The module itself, followed by anything but a member
				// read or its replacement, is handed on.
				if pySelfKey(line[open+1:k], path) {
					switch {
					case isPunct(line[n], "."):
						if n+1 < len(line) && line[n+1].text == "__dict__" || scanAssigns(line, i) {
							return true
						}
					case isPunct(line[n], "="):
						if n+1 < len(line) && isPunct(line[n+1], "=") {
							return true
						}
					default:
						return true
					}
				}
			}
		}
	}
	return false
}
