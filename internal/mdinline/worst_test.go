package mdinline

import (
	"fmt"
	"os"
	"sort"
	"strings"
	"sync"
	"testing"

	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/text"
)

// worstCases generate inputs of about n bytes that make an inline parser
// rescan: the shapes that are quadratic in goldmark's own inline parsers
// and in naive readings of cmark-gfm's extensions.
var worstCases = map[string]func(n int) string{
	"backtick runs of every length": func(n int) string {
		var b strings.Builder
		for k := 1; b.Len() < n; k++ {
			b.WriteString(strings.Repeat("`", k) + " x ")
		}
		return b.String()
	},
	"backtick runs cycling 1 to 64":      func(n int) string { return cycle(n, func(k int) string { return strings.Repeat("`", k%64+1) + " x " }) },
	"single backticks":                   func(n int) string { return rep("`a", n) },
	"emphasis *a_":                       func(n int) string { return rep("*a_", n) },
	"intraword underscores then closers": func(n int) string { return rep("a_", n/2) + rep(" a*", n/2) },
	"openers then closers":               func(n int) string { return rep("*a ", n/2) + rep("a* ", n/2) },
	"rule of three":                      func(n int) string { return rep("a**b*", n) },
	"underscores and stars":              func(n int) string { return rep("_a*", n/2) + rep("b_*", n/2) },
	"tildes":                             func(n int) string { return "x " + rep("~", n) },
	"tilde runs":                         func(n int) string { return rep("~a~~b~~~", n) },
	"unclosed [a](":                      func(n int) string { return rep("[a](", n) + "x" },
	"unclosed [a](b":                     func(n int) string { return rep("[a](b", n) },
	"balanced parens in destinations":    func(n int) string { return rep("[a](b()", n) },
	"unclosed titles":                    func(n int) string { return rep(`[a](b "`, n) },
	"unclosed single-quote titles":       func(n int) string { return `[a](b "` + rep(`[a](b '`, n) },
	"unclosed paren titles":              func(n int) string { return rep(`[a](b (`, n) },
	"nested brackets":                    func(n int) string { return rep("[", n) },
	"nested brackets closed":             func(n int) string { return rep("[", n/2) + rep("]", n/2) },
	"nested brackets closed in groups":   func(n int) string { return rep(rep("[", 400)+rep("]", 400), n) },
	"image openers":                      func(n int) string { return rep("![", n) },
	"brackets then reference":            func(n int) string { return rep("[a]", n/2) + "\n\n[a]: /u\n" },
	"full references undefined":          func(n int) string { return rep("[a][b", n) },
	"long line of ](":                    func(n int) string { return rep("a](b", n) },
	"link text with ](":                  func(n int) string { return "[" + rep("](b", n) },
	"emphasis inside link texts":         func(n int) string { return rep("[*a* _b_ **c**](u) ", n) },
	"unclosed emphasis inside links":     func(n int) string { return rep("[*a ", n/2) + rep("](u)", n/2) },
	"links in links":                     func(n int) string { return rep("[a ", n/2) + rep("[b](u)]", n/2) },
	"unclosed attribute values":          func(n int) string { return rep(`<a b="`, n) },
	"unclosed attribute values, mixed":   func(n int) string { return `<a b="` + rep(`<a b='x`, n) },
	"attributes without end":             func(n int) string { return "<a" + rep(" b=c", n) },
	"tags in quoted values":              func(n int) string { return rep(`<a b='<a c="`, n) },
	"comment openers":                    func(n int) string { return "x " + rep("<!--", n) },
	"processing instructions":            func(n int) string { return "x " + rep("<?", n) },
	"declarations":                       func(n int) string { return "x " + rep("<!A ", n) },
	"CDATA openers":                      func(n int) string { return "x " + rep("<![CDATA[", n) },
	"angle brackets":                     func(n int) string { return rep("<a", n) },
	"autolink schemes":                   func(n int) string { return rep("<ab:", n) },
	"email autolinks":                    func(n int) string { return rep("<a@b.", n) },
	"www runs":                           func(n int) string { return rep("www.", n) },
	"www with underscores":               func(n int) string { return rep("www.a_", n) },
	"www cut at <":                       func(n int) string { return rep("(www.a.com<", n) },
	"www with closing parens":            func(n int) string { return "www.a.com" + rep(")", n) },
	"url schemes":                        func(n int) string { return rep("http://", n) },
	"url rewinds":                        func(n int) string { return rep("aaaaaaaa://", n) },
	"at signs":                           func(n int) string { return rep("a@", n) },
	"addresses without spaces":           func(n int) string { return rep("a.b@c.d_", n) },
	"footnote openers":                   func(n int) string { return rep("[^", n) + "\n\n[^a]: x\n" },
	"entity-like endings":                func(n int) string { return "www.a.com/" + rep("&a;", n) },
	"escapes":                            func(n int) string { return rep(`\*\[\<`, n) },
	"hard breaks":                        func(n int) string { return rep("a  \n", n) },
	"table cells with pipes":             func(n int) string { return "|a|b|\n|-|-|\n" + rep("|`\\|`|\\|*a*|\n", n) },
	"one long line":                      func(n int) string { return rep("x", n) },
	"prose":                              func(n int) string { return rep("The *quick* brown `fox` jumps over [the](http://x.y) lazy dog.\n", n) },
}

// rep repeats unit to about n bytes.
func rep(unit string, n int) string {
	return strings.Repeat(unit, max(1, n/len(unit)))
}

func cycle(n int, unit func(int) string) string {
	var b strings.Builder
	for k := 0; b.Len() < n; k++ {
		b.WriteString(unit(k))
	}
	return b.String()
}

// maxStepsPerByte is the work per input byte the inline parsing may
// count on any input; see TestLinearWork.
const maxStepsPerByte = 40

// TestLinearWork parses every worst case at 1 MB and checks the steps
// the parser counted (one in every loop) against maxStepsPerByte: a
// rescan of the rest of the block for each opener shows as a ratio in
// the thousands.
func TestLinearWork(t *testing.T) {
	size := 1 << 20
	if testing.Short() {
		size = 1 << 17
	}
	p := NewParser()
	var mu sync.Mutex
	var lines []string
	t.Cleanup(func() {
		sort.Strings(lines)
		t.Logf("steps per byte at %d bytes:\n%s", size, strings.Join(lines, "\n"))
	})
	for name, gen := range worstCases {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			src := []byte(gen(size))
			_, steps := parseSteps(p, src)
			ratio := float64(steps) / float64(len(src))
			mu.Lock()
			lines = append(lines, fmt.Sprintf("%6.2f  %s", ratio, name))
			mu.Unlock()
			if ratio > maxStepsPerByte {
				t.Errorf("%d steps for %d bytes (%.1f per byte)", steps, len(src), ratio)
			}
		})
	}
}

// BenchmarkWorstCase parses each worst case at 256 KiB and 1 MiB, with
// this package and with goldmark's own inline parsing: MB/s stays flat
// as the size grows fourfold when the work is linear.
func BenchmarkWorstCase(b *testing.B) {
	names := make([]string, 0, len(worstCases))
	for name := range worstCases {
		names = append(names, name)
	}
	sort.Strings(names)
	ours := NewParser()
	theirs := goldmark.New(goldmarkGFMExtensions()).Parser()
	for _, name := range names {
		for _, kib := range []int{256, 1024} {
			src := []byte(worstCases[name](kib << 10))
			b.Run(fmt.Sprintf("%s/mdinline/%dKiB", name, kib), func(b *testing.B) {
				loopCPU(b, len(src), func() { ours.Parse(text.NewReader(src)) })
			})
			if benchGoldmark {
				b.Run(fmt.Sprintf("%s/goldmark/%dKiB", name, kib), func(b *testing.B) {
					loopCPU(b, len(src), func() { theirs.Parse(text.NewReader(src)) })
				})
			}
		}
	}
}

// benchGoldmark adds goldmark's own parse of each worst case to the
// benchmark; several take minutes at 1 MiB, being quadratic.
var benchGoldmark = os.Getenv("MDINLINE_BENCH_GOLDMARK") != ""
