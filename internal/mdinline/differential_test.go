package mdinline

import (
	"fmt"
	"math/rand/v2"
	"os"
	"strconv"
	"strings"
	"testing"
)

// The differential test renders generated, ordinary GitHub-Flavored
// Markdown through this package's tree and through goldmark's own GFM
// parse, and wants the same HTML. The generator keeps to the shapes both
// read alike; where goldmark departs from cmark-gfm (GitHub's reading)
// the departure is a class in goldmarkDepartures, checked against
// cmark-gfm's output instead.

// inlineItems are the inline shapes a generated paragraph is made of.
var inlineItems = []func(r *rand.Rand) string{
	func(r *rand.Rand) string { return word(r) },
	func(r *rand.Rand) string { return word(r) + " " + word(r) },
	func(r *rand.Rand) string { return "*" + words(r, 1+r.IntN(3)) + "*" },
	func(r *rand.Rand) string { return "**" + words(r, 1+r.IntN(3)) + "**" },
	func(r *rand.Rand) string { return "_" + words(r, 1+r.IntN(2)) + "_" },
	func(r *rand.Rand) string { return "__" + word(r) + "__" },
	func(r *rand.Rand) string { return "***" + word(r) + "***" },
	func(r *rand.Rand) string { return "*" + word(r) + " **" + word(r) + "** " + word(r) + "*" },
	func(r *rand.Rand) string { return "snake_case_" + word(r) },
	func(r *rand.Rand) string { return "`" + words(r, 1+r.IntN(3)) + "`" },
	func(r *rand.Rand) string { return "``" + word(r) + " ` " + word(r) + "``" },
	func(r *rand.Rand) string { return "` `` `" },
	func(r *rand.Rand) string {
		return "[" + words(r, 1+r.IntN(2)) + "](http://example.com/" + word(r) + ")"
	},
	func(r *rand.Rand) string {
		return "[" + word(r) + "](/" + word(r) + " \"" + words(r, 2) + "\")"
	},
	func(r *rand.Rand) string { return "[*" + word(r) + "* `" + word(r) + "`](<a b>)" },
	func(r *rand.Rand) string { return "![" + word(r) + "](/img/" + word(r) + ".png)" },
	func(r *rand.Rand) string { return "[" + word(r) + "][ref" + strconv.Itoa(r.IntN(3)) + "]" },
	func(r *rand.Rand) string { return "[ref" + strconv.Itoa(r.IntN(3)) + "]" },
	func(r *rand.Rand) string { return "[ref" + strconv.Itoa(r.IntN(3)) + "][]" },
	func(r *rand.Rand) string { return "[" + word(r) + "]" },
	func(r *rand.Rand) string { return "[" + word(r) + "] (" + word(r) + ")" },
	func(r *rand.Rand) string { return "<http://example.com/" + word(r) + ">" },
	func(r *rand.Rand) string { return "<" + asciiWord(r) + "@example.com>" },
	func(r *rand.Rand) string { return "<span class=\"" + word(r) + "\">" + word(r) + "</span>" },
	func(r *rand.Rand) string { return "<!-- " + words(r, 2) + " -->" },
	func(r *rand.Rand) string { return "<br/>" },
	func(r *rand.Rand) string { return "a < b > c" },
	func(r *rand.Rand) string { return "https://example.com/" + asciiWord(r) + " " },
	func(r *rand.Rand) string { return "www.example.org/" + asciiWord(r) + " " },
	func(r *rand.Rand) string { return asciiWord(r) + "@example.net " },
	func(r *rand.Rand) string { return "~~" + words(r, 1+r.IntN(2)) + "~~" },
	func(r *rand.Rand) string { return "~" + word(r) + "~" },
	func(r *rand.Rand) string { return "\\*" + word(r) + "\\* \\[x\\] \\`" },
	func(r *rand.Rand) string { return "&amp; &copy; &#35; &#x41; &nope;" },
	func(r *rand.Rand) string { return "[^" + strconv.Itoa(1+r.IntN(3)) + "]" },
	func(r *rand.Rand) string { return "5 * 3 = 15, a_b_c, 2*x*y" },
	func(r *rand.Rand) string { return "**" + word(r) + "*" },
	func(r *rand.Rand) string { return "*" + word(r) + "**" },
	func(r *rand.Rand) string { return "_" + word(r) + "*" },
	func(r *rand.Rand) string { return "(see [" + word(r) + "](#" + word(r) + "))" },
	func(r *rand.Rand) string { return "\"quoted\" 'text' -- ..." },
	func(r *rand.Rand) string { return "!" + word(r) + "!" },
}

var vocabulary = strings.Fields("verdict pass fail report finding note the a of code test " +
	"parser table cell link émphase naïve 日本 done todo fix review")

func word(r *rand.Rand) string { return vocabulary[r.IntN(len(vocabulary))] }

// asciiWord is a word for autolinks and addresses: goldmark stops an
// extended autolink at the first non-ASCII character, cmark-gfm does not
// (a departure class of its own).
func asciiWord(r *rand.Rand) string { return vocabulary[r.IntN(11)] }

func words(r *rand.Rand, n int) string {
	w := make([]string, n)
	for i := range w {
		w[i] = word(r)
	}
	return strings.Join(w, " ")
}

// inline is a run of inline items, with soft and hard breaks.
func inline(r *rand.Rand, items int) string {
	var b strings.Builder
	for i := 0; i < items; i++ {
		if i > 0 {
			switch r.IntN(12) {
			case 0:
				b.WriteString("\n")
			case 1:
				b.WriteString("  \n")
			case 2:
				b.WriteString("\\\n")
			default:
				b.WriteString(" ")
			}
		}
		b.WriteString(inlineItems[r.IntN(len(inlineItems))](r))
	}
	return strings.TrimSpace(b.String())
}

// tableCell is inline text without line breaks, pipes escaped.
func tableCell(r *rand.Rand) string {
	s := strings.NewReplacer("\n", " ", "|", "\\|").Replace(inline(r, 1+r.IntN(3)))
	if r.IntN(6) == 0 {
		s += " `a\\|b`"
	}
	return strings.TrimRight(s, "\\ ")
}

// document is a generated GFM document.
func document(r *rand.Rand) string {
	var b strings.Builder
	for blocks := 1 + r.IntN(6); blocks > 0; blocks-- {
		switch r.IntN(8) {
		case 0:
			fmt.Fprintf(&b, "%s %s\n", strings.Repeat("#", 1+r.IntN(3)), strings.ReplaceAll(inline(r, 2), "\n", " "))
		case 1:
			cols := 1 + r.IntN(3)
			row := func() string {
				cells := make([]string, cols)
				for i := range cells {
					cells[i] = tableCell(r)
				}
				return "| " + strings.Join(cells, " | ") + " |\n"
			}
			b.WriteString(row())
			b.WriteString("|" + strings.Repeat(" --- |", cols) + "\n")
			for rows := r.IntN(4); rows > 0; rows-- {
				b.WriteString(row())
			}
		case 2:
			for items := 1 + r.IntN(3); items > 0; items-- {
				box := []string{"", "[ ] ", "[x] ", "[X] "}[r.IntN(4)]
				b.WriteString("- " + box + strings.ReplaceAll(inline(r, 1+r.IntN(3)), "\n", "\n  ") + "\n")
			}
		case 3:
			b.WriteString("> " + strings.ReplaceAll(inline(r, 2+r.IntN(4)), "\n", "\n> ") + "\n")
		case 4:
			fmt.Fprintf(&b, "1. %s\n2. %s\n", strings.ReplaceAll(inline(r, 2), "\n", " "), strings.ReplaceAll(inline(r, 2), "\n", " "))
		default:
			b.WriteString(inline(r, 2+r.IntN(8)) + "\n")
		}
		b.WriteString("\n")
	}
	for i := 0; i < 3; i++ {
		if r.IntN(2) == 0 {
			fmt.Fprintf(&b, "[ref%d]: /ref/%d \"Ref %d\"\n", i, i, i)
		}
	}
	b.WriteString("\n")
	for i := 1; i <= 3; i++ {
		if r.IntN(2) == 0 {
			fmt.Fprintf(&b, "[^%d]: %s\n\n", i, strings.ReplaceAll(inline(r, 2), "\n", " "))
		}
	}
	return b.String()
}

// differentialDocs is how many documents the default run compares;
// MDINLINE_DIFF_DOCS sets another count.
func differentialDocs() int {
	if n, err := strconv.Atoi(os.Getenv("MDINLINE_DIFF_DOCS")); err == nil && n > 0 {
		return n
	}
	if testing.Short() {
		return 500
	}
	return 5000
}

func TestDifferentialAgainstGoldmark(t *testing.T) {
	ours, theirs := newMarkdown(false), goldmarkGFM(false)
	n := differentialDocs()
	failures := 0
	for i := 0; i < n; i++ {
		r := rand.New(rand.NewPCG(uint64(i), 24))
		src := document(r)
		got, want := render(ours, src), render(theirs, src)
		if got == want {
			continue
		}
		failures++
		if failures <= 5 {
			t.Errorf("document %d differs\n%s\n--- ours\n%s\n--- goldmark\n%s", i, src, got, want)
		}
	}
	t.Logf("%d documents compared, %d differ", n, failures)
}
