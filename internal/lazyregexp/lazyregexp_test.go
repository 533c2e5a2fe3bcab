package lazyregexp

import "testing"

func TestGetCompilesOnce(t *testing.T) {
	re := &Regexp{Expr: `^a+$`}
	first, second := re.Get(), re.Get()
	if first != second {
		t.Fatal("two calls compiled two expressions")
	}
	if !re.Get().MatchString("aaa") || re.Get().MatchString("b") {
		t.Fatal("the expression does not match as compiled")
	}
}

func TestGetPanicsOnFirstUse(t *testing.T) {
	re := &Regexp{Expr: `(`} // no panic here: nothing is compiled yet
	defer func() {
		if recover() == nil {
			t.Fatal("an invalid expression did not panic on first use")
		}
	}()
	re.Get()
}

// A package-level pattern must stay free at start-up: no allocation when
// it is declared (the compiler lays it out), none when it is used again.
var declared = &Regexp{Expr: `^b+$`}

func TestDeclaredCostsNothingUntilUsed(t *testing.T) {
	if declared.re != nil {
		t.Fatal("a declared pattern was compiled before its first use")
	}
	declared.Get()
	if n := testing.AllocsPerRun(10, func() { declared.Get() }); n != 0 {
		t.Fatalf("a compiled pattern allocates %v times per use", n)
	}
}
