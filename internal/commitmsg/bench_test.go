package commitmsg

import (
	"strings"
	"testing"
)

// foldedMessage is a 640 KB message whose trailer block is one trailer
// folded over tens of thousands of continuation lines, as a hostile
// pusher could write it.
func foldedMessage() []byte {
	var b strings.Builder
	b.WriteString("subject\n\nReview-Report: reviews/a.md\n")
	for b.Len() < 640<<10 {
		b.WriteString("  x\n")
	}
	b.WriteString("Review-Verdict: PASS\n")
	return []byte(b.String())
}

// BenchmarkParseFolded reads the 640 KB folded message: the cost must
// grow with its length, not its square (`git interpret-trailers --parse`
// reads it in about a second).
func BenchmarkParseFolded(b *testing.B) {
	raw := foldedMessage()
	syn := SyntaxFrom([][3]string{{"rv", "key", "Review-Verdict"}})
	b.SetBytes(int64(len(raw)))
	for i := 0; i < b.N; i++ {
		msg := ParseSyntax(raw, "#", syn)
		if len(msg.Values("Review-Verdict")) != 1 {
			b.Fatal("the verdict trailer is lost")
		}
	}
}
