package mdinline

import (
	"bytes"
	"encoding/json"
	"fmt"
	"testing"

	"github.com/yuin/goldmark/ast"
	extast "github.com/yuin/goldmark/extension/ast"
	"github.com/yuin/goldmark/text"
)

// checkTree reports the first inline node whose position or segments do
// not lie in the source: the contract reports line:col from them.
func checkTree(doc ast.Node, src []byte) error {
	var bad error
	inRange := func(what string, seg text.Segment) {
		if bad == nil && (seg.Start < 0 || seg.Stop > len(src) || seg.Start > seg.Stop) {
			bad = fmt.Errorf("%s segment [%d,%d) outside the %d-byte source", what, seg.Start, seg.Stop, len(src))
		}
	}
	_ = ast.Walk(doc, func(n ast.Node, entering bool) (ast.WalkStatus, error) {
		if !entering || n.Type() != ast.TypeInline {
			return ast.WalkContinue, nil
		}
		if p := n.Pos(); bad == nil && (p < 0 || p > len(src)) {
			bad = fmt.Errorf("%s at %d outside the %d-byte source", n.Kind(), p, len(src))
		}
		switch n := n.(type) {
		case *ast.Text:
			inRange("text", n.Segment)
		case *ast.AutoLink:
			inRange("autolink", text.NewSegment(n.Pos(), n.Pos()+len(n.Label(src))))
		case *ast.RawHTML:
			for i := 0; i < n.Segments.Len(); i++ {
				inRange("raw HTML", n.Segments.At(i))
			}
		case *extast.FootnoteLink:
			if bad == nil && n.Index < 1 {
				bad = fmt.Errorf("footnote reference numbered %d", n.Index)
			}
		}
		return ast.WalkContinue, nil
	})
	return bad
}

// FuzzParse: any input parses and renders without a panic, every inline
// node lies in the source, and the work stays within the linear bound.
func FuzzParse(f *testing.F) {
	for _, gen := range worstCases {
		f.Add(gen(64))
	}
	f.Add("*a **b** c* _d_ `e` [f](g \"h\") ![i](j) <k@l.m> <n:o> <p q='r'> www.s.t u@v.w ~~x~~\n\n| y | z\\| |\n|---|---|\n- [x] task[^1]\n\n[^1]: note\n[j]: /k")
	p := NewParser()
	md := newMarkdown(false)
	f.Fuzz(func(t *testing.T, s string) {
		src := []byte(s)
		doc, steps := parseSteps(p, src)
		if err := checkTree(doc, src); err != nil {
			t.Fatalf("%q: %v", s, err)
		}
		if limit := maxStepsPerByte*len(src) + 256; steps > limit {
			t.Fatalf("%q: %d steps for %d bytes", s, steps, len(src))
		}
		var out bytes.Buffer
		if err := md.Convert(src, &out); err != nil {
			t.Fatalf("%q: render: %v", s, err)
		}
	})
}

// TestSpecTreesInSource runs checkTree over every CommonMark example.
func TestSpecTreesInSource(t *testing.T) {
	var cases []specCase
	if err := json.Unmarshal(goldmarkFile(t, "_test/spec.json"), &cases); err != nil {
		t.Fatal(err)
	}
	p := NewParser()
	for _, c := range cases {
		doc, _ := parseSteps(p, []byte(c.Markdown))
		if err := checkTree(doc, []byte(c.Markdown)); err != nil {
			t.Errorf("example %d: %v", c.Example, err)
		}
	}
}
