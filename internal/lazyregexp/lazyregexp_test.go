package lazyregexp

import "testing"

func TestNewCompilesOnce(t *testing.T) {
	re := New(`^a+$`)
	first, second := re(), re()
	if first != second {
		t.Fatal("two calls compiled two expressions")
	}
	if !re().MatchString("aaa") || re().MatchString("b") {
		t.Fatal("the expression does not match as compiled")
	}
}

func TestNewPanicsOnFirstUse(t *testing.T) {
	re := New(`(`) // no panic here: nothing is compiled yet
	defer func() {
		if recover() == nil {
			t.Fatal("an invalid expression did not panic on first use")
		}
	}()
	re()
}
