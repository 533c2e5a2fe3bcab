package commitmsg

import (
	"fmt"
	"math/rand"
	"os/exec"
	"reflect"
	"strings"
	"testing"
)

// TestSyntaxAgreesWithGit generates messages and trailer configurations
// (trailer.separators, trailer.<name>.key, other item variables) and
// compares ParseSyntax with `git interpret-trailers --parse` run under the
// same configuration: git is the oracle.
func TestSyntaxAgreesWithGit(t *testing.T) {
	if _, err := exec.LookPath("git"); err != nil {
		t.Skip("git not on PATH")
	}
	rng := rand.New(rand.NewSource(12))
	tokens := []string{"Review-Verdict", "review-verdict", "Rv", "rv", "R", "Review", "Signed-off-by", "X-1", "Bar", "-"}
	seps := []string{"", ":", "#", "=#", ":%", "% "}
	for n := 0; n < 150; n++ {
		sepSet := seps[rng.Intn(len(seps))]
		var args []string
		var entries [][3]string
		if sepSet != "" {
			args = append(args, "-c", "trailer.separators="+sepSet)
			entries = append(entries, [3]string{"", "separators", sepSet})
		}
		for i := rng.Intn(3); i > 0; i-- {
			name := []string{"rv", "Rv", "bar", "sob"}[rng.Intn(4)]
			variable := []string{"key", "key", "where", "ifexists"}[rng.Intn(4)]
			value := map[string]string{"key": []string{"Review-Verdict", "Bar-Key", "Signed-off-by"}[rng.Intn(3)],
				"where": "end", "ifexists": "replace"}[variable]
			args = append(args, "-c", fmt.Sprintf("trailer.%s.%s=%s", name, variable, value))
			entries = append(entries, [3]string{name, variable, value})
		}
		syn := SyntaxFrom(entries)
		effective := sepSet
		if effective == "" {
			effective = ":"
		}
		var b strings.Builder
		b.WriteString("subject\n\n")
		if rng.Intn(3) == 0 {
			b.WriteString("body line\n\n")
		}
		for i := 1 + rng.Intn(5); i > 0; i-- {
			switch rng.Intn(6) {
			case 0:
				b.WriteString("  folded  " + fmt.Sprint(i) + "  \n")
			case 1:
				b.WriteString("plain words here\n")
			default:
				sep := string(":#=%"[rng.Intn(4)])
				if rng.Intn(2) == 0 {
					sep = string(effective[rng.Intn(len(effective))])
				}
				space := []string{"", " ", "  "}[rng.Intn(3)]
				b.WriteString(tokens[rng.Intn(len(tokens))] + space + sep + " PASS " + fmt.Sprint(i) + "\n")
			}
		}
		msg := b.String()
		var fromGit []string
		for _, l := range gitTrailers(t, args, msg) {
			fromGit = append(fromGit, strings.Join(strings.Fields(l), " "))
		}
		var mine []string
		for _, tr := range ParseSyntax([]byte(msg), "#", syn).Trailers {
			// git prints the first separator after the key.
			mine = append(mine, strings.Join(strings.Fields(tr.Key+effective[:1]+" "+tr.Value), " "))
		}
		if !reflect.DeepEqual(mine, fromGit) {
			t.Errorf("git %q on %q:\ngit finds %q\nParseSyntax %q", args, msg, fromGit, mine)
		}
	}
}
