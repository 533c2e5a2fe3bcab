package symbols

import (
	"testing"

	"github.com/reviewlint/reviewlint/analyzers/internal/gittest"
	"github.com/reviewlint/reviewlint/analyzers/snapshot"
)

// A file that no longer parses at head may still define what it defined:
// Fine is could-not-check, not removed, and certainly not dangling.
func TestGitUnparsableHeadFileDefinesUnknown(t *testing.T) {
	t.Parallel()
	r := gittest.New(t)
	base := r.Commit("base", map[string]string{
		"go.mod": goMod,
		"p/a.go": "package p\n\nfunc A() {}\n",
		"p/b.go": "package p\n\nfunc Fine() int { return 1 }\n",
		"q/q.go": "package q\n\nimport \"example.com/m/p\"\n\nvar X = p.Fine()\n",
	})
	r.Commit("break b.go", map[string]string{"p/b.go": "package p\n\nfunc Fine() int { return 1 \n"})
	baseSnap, headSnap, changes := gittest.Snapshots(t, r.Dir, base, "HEAD")
	res, err := Analyze(Input{Base: baseSnap, Head: headSnap, Changes: changes})
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Skipped) != 1 || res.Skipped[0].Path != "p/b.go" {
		t.Errorf("skipped = %v, want p/b.go", res.Skipped)
	}
	check(t, factStrings(res),
		"symbol Fine (p/b.go:3) could not be checked (p/b.go was not analysed at head (see skipped); it may still define Fine)")
}

// References from a head file that does not parse cannot be seen: no "no
// references remain" for what it could refer to (its own package, a
// package it imports, any method); a package it cannot import keeps its
// facts.
func TestGoUnparsableHeadFileHidesReferences(t *testing.T) {
	base := snapshot.Map{
		"go.mod": goMod,
		"p/p.go": "package p\n\nfunc Gone() {}\n\nfunc gone() {}\n\ntype T struct{}\n\nfunc (T) M() {}\n",
		"r/r.go": "package r\n\nfunc Other() {}\n\nfunc other() {}\n",
		"x/x.go": "package x\n\nimport \"example.com/m/p\"\n\nfunc F() { p.Gone() }\n",
	}
	head := clone(base)
	head["p/p.go"] = "package p\n\ntype T struct{}\n"
	head["r/r.go"] = "package r\n"
	head["x/x.go"] = "package x\n\nimport \"example.com/m/p\"\n\nfunc F() { p.Gone( }\n"
	res, err := Analyze(Input{Base: base, Head: head, Changes: snapshot.Diff(base, head)})
	if err != nil {
		t.Fatal(err)
	}
	hidden := " could not be checked (x/x.go was not analysed at head (see skipped); its references cannot be seen)"
	check(t, factStrings(res),
		"symbol gone (p/p.go:5) removed; no references remain at head",
		"symbol Other (r/r.go:3) removed; no references remain at head",
		"symbol other (r/r.go:5) removed; no references remain at head",
		"symbol Gone (p/p.go:3)"+hidden,
		"symbol T.M (p/p.go:9)"+hidden,
		"symbol F (x/x.go:5) could not be checked (x/x.go was not analysed at head (see skipped); it may still define F)")
}

func factStrings(res Result) []string {
	var got []string
	for _, f := range res.Facts {
		got = append(got, f.String())
	}
	return got
}
