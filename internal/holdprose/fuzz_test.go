package holdprose

import "testing"

// FuzzReaders feeds every reader the same hostile text: none may panic,
// and a hold found names the words that hold.
func FuzzReaders(f *testing.F) {
	for _, s := range []string{"Do not merge until the token fix lands.", "Approved, but the token leaks.", "Ready to merge: no.",
		"Don’t merge → fixed in 3f2a1c.", "PASS — the token still leaks", "", "but but but, however; not", "merge only after",
		"Approved once the token leak is fixed.", "I’ll approve once you rebase."} {
		f.Add(s)
	}
	settled := func(string) bool { return false }
	f.Fuzz(func(t *testing.T, s string) {
		w, ok := Holds(s, settled)
		if ok && w == "" {
			t.Fatalf("Holds(%q) found a hold with no words", s)
		}
		if w0, ok0 := holds(s, settled, searchAll(), false); w != w0 || ok != ok0 {
			t.Fatalf("Holds(%q) = %q, %v; searching every phrase, %q, %v", s, w, ok, w0, ok0)
		}
		w, ok = HoldsRunOn(s, settled)
		if w0, ok0 := holds(s, settled, searchAll(), true); w != w0 || ok != ok0 {
			t.Fatalf("HoldsRunOn(%q) = %q, %v; searching every phrase, %q, %v", s, w, ok, w0, ok0)
		}
		if w, ok := DemandBeforeMerge(s, settled); ok && w == "" {
			t.Fatalf("DemandBeforeMerge(%q) found a demand with no words", s)
		}
		ReadinessDenied(s)
		ApprovalReserved(s)
		if w, ok := ApprovalConditioned(s); ok && w == "" {
			t.Fatalf("ApprovalConditioned(%q) found an approval with no words", s)
		}
		StatesProblem(s)
		Reserved(s)
		NamesHarm(s)
	})
}
