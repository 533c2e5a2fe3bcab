package mdinline

import (
	"sort"

	"github.com/yuin/goldmark/ast"
	extast "github.com/yuin/goldmark/extension/ast"
	"github.com/yuin/goldmark/parser"
	"github.com/yuin/goldmark/text"
	"github.com/yuin/goldmark/util"
)

var stateKey = parser.NewContextKey()

// docState is what the inline parsing of one document keeps across its
// blocks: the footnote definitions, found once, and the references to
// them in the order read.
type docState struct {
	footnotesFound bool
	list           *extast.FootnoteList
	footnotes      map[string]*extast.Footnote
	links          []*extast.FootnoteLink
	steps          int      // work done, for the linear-time tests
	spare          *subject // reused from block to block
}

func stateOf(pc parser.Context) *docState {
	return pc.ComputeIfAbsent(stateKey, func() any { return &docState{} }).(*docState)
}

// findFootnotes locates the list goldmark's footnote block parser built
// (it inserts one list where the first definition was) by walking the
// document's blocks once.
func (st *docState) findFootnotes(from ast.Node) {
	if st.footnotesFound {
		return
	}
	st.footnotesFound = true
	root := from
	for root.Parent() != nil {
		root = root.Parent()
	}
	st.list = findFootnoteList(root)
	if st.list == nil {
		return
	}
	st.footnotes = map[string]*extast.Footnote{}
	for c := st.list.FirstChild(); c != nil; c = c.NextSibling() {
		if fn, ok := c.(*extast.Footnote); ok {
			key := util.ToLinkReference(fn.Ref)
			if _, dup := st.footnotes[key]; !dup {
				st.footnotes[key] = fn
			}
		}
	}
}

func findFootnoteList(n ast.Node) *extast.FootnoteList {
	for c := n.FirstChild(); c != nil; c = c.NextSibling() {
		if l, ok := c.(*extast.FootnoteList); ok {
			return l
		}
		if c.Type() == ast.TypeBlock {
			if l := findFootnoteList(c); l != nil {
				return l
			}
		}
	}
	return nil
}

// footnoteLink returns a reference to the footnote labelled label, or
// nil when none is defined. Labels match as link labels do (case and
// runs of spaces aside), as in cmark-gfm.
func (st *docState) footnoteLink(parent ast.Node, label []byte) *extast.FootnoteLink {
	st.findFootnotes(parent)
	if st.footnotes == nil {
		return nil
	}
	fn := st.footnotes[util.ToLinkReference(label)]
	if fn == nil {
		return nil
	}
	if fn.Index < 0 {
		st.list.Count++
		fn.Index = st.list.Count
	}
	link := extast.NewFootnoteLink(fn.Index)
	st.links = append(st.links, link)
	return link
}

// footnoteTransformer numbers the references and moves the referenced
// definitions to the end of the document, as goldmark's footnote AST
// transformer does with the references its own inline parser records.
type footnoteTransformer struct{}

func (footnoteTransformer) Transform(doc *ast.Document, reader text.Reader, pc parser.Context) {
	st := stateOf(pc)
	st.findFootnotes(doc)
	list := st.list
	links := st.links
	pc.Set(stateKey, nil)
	if list == nil {
		return
	}
	counter := map[int]int{}
	for _, l := range links {
		counter[l.Index]++
	}
	seen := map[int]int{}
	for _, l := range links {
		l.RefCount = counter[l.Index]
		l.RefIndex = seen[l.Index]
		seen[l.Index]++
	}
	for c := list.FirstChild(); c != nil; {
		next := c.NextSibling()
		fn := c.(*extast.Footnote)
		if fn.Index < 0 {
			list.RemoveChild(list, c)
		} else {
			var container ast.Node = fn
			if last := fn.LastChild(); last != nil && ast.IsParagraph(last) {
				container = last
			}
			for i := 0; i < max(1, counter[fn.Index]); i++ {
				back := extast.NewFootnoteBacklink(fn.Index)
				back.RefCount = counter[fn.Index]
				back.RefIndex = i
				back.SetPos(fn.Pos())
				container.AppendChild(container, back)
			}
		}
		c = next
	}
	// goldmark's SortChildren is an insertion sort: quadratic in the
	// number of footnotes.
	var kept []*extast.Footnote
	for c := list.FirstChild(); c != nil; c = c.NextSibling() {
		kept = append(kept, c.(*extast.Footnote))
	}
	sort.SliceStable(kept, func(i, j int) bool { return kept[i].Index < kept[j].Index })
	list.RemoveChildren(list)
	for _, fn := range kept {
		list.AppendChild(list, fn)
	}
	if list.Parent() != nil {
		list.Parent().RemoveChild(list.Parent(), list)
	}
	if list.Count > 0 {
		doc.AppendChild(doc, list)
	}
}
