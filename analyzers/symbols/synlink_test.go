package symbols

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/reviewlint/reviewlint/analyzers/internal/gittest"
)

// A source file committed as a symbolic link is compiled through the
// link, and one saved as UTF-16 is decoded by tsc: the reading sees
// neither's code, so each is a file not analysed and a removal its code
// may use is no VERIFIED fact.
func TestSourceLinkOrUTF16IsNotAnalysed(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ name, why string }{{"link", "a symbolic link to ../shared/b.txt"}, {"utf16", "UTF-16 encoded"}} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			r := gittest.New(t)
			files := map[string]string{
				"tsconfig.json": `{"compilerOptions": {"strict": true}, "include": ["src"]}`,
				"src/a.ts":      "export function foo() { return 1 }\nexport function bar() { return 2 }\n",
			}
			const user = "import { foo } from './a';\nfoo();\n"
			if c.name == "utf16" {
				var b strings.Builder
				b.WriteString("\xff\xfe")
				for _, ch := range user {
					b.WriteByte(byte(ch))
					b.WriteByte(0)
				}
				files["src/b.ts"] = b.String()
			} else {
				files["shared/b.txt"] = user
			}
			base := r.Commit("base", files)
			if c.name == "link" {
				if err := os.Symlink("../shared/b.txt", filepath.Join(r.Dir, "src", "b.ts")); err != nil {
					t.Fatal(err)
				}
				r.Git("add", "src/b.ts")
				r.Git("commit", "-q", "-m", "link")
				base = strings.TrimSpace(r.Git("rev-parse", "HEAD"))
			}
			r.Commit("drop foo", map[string]string{"src/a.ts": "export function bar() { return 2 }\n"})
			baseSnap, headSnap, changes := gittest.Snapshots(t, r.Dir, base, "HEAD")
			res, err := Analyze(Input{Base: baseSnap, Head: headSnap, Changes: changes})
			if err != nil {
				t.Fatal(err)
			}
			var skipped []string
			for _, s := range res.Skipped {
				skipped = append(skipped, s.Path+": "+s.Reason)
			}
			if len(skipped) == 0 || !strings.Contains(strings.Join(skipped, "\n"), c.why) {
				t.Errorf("skipped %q, want src/b.ts skipped as %s", skipped, c.why)
			}
			for _, f := range res.Facts {
				if f.Kind == Removed {
					t.Errorf("fact %q: no references remain, beside a file not analysed", f)
				}
			}
		})
	}
}
