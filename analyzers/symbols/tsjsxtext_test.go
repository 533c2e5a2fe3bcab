package symbols

import (
	"strings"
	"testing"
	"time"

	"github.com/reviewlint/reviewlint/analyzers/snapshot"
)

// JSX text may hold a // or a /* that starts no comment: a {name} or a
// tag after it is code (tsc decides each). What such a comment holds in
// braces or as a tag's name is then neither a reference nor none, never
// hidden as a comment's.
func TestTSCommentInJSXTextHidesNoUse(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ name, path, text string }{
		{"protocol-relative", "src/app.tsx", "<a>//cdn.example.com/{ui.Button()}</a>"},
		{"block", "src/app.tsx", "<p>Note: /* {ui.Button()} */</p>"},
		{"block after the tag", "src/app.tsx", "<p>/* {ui.Button()} */</p>"},
		{"code sample", "src/app.tsx", "<pre>// example {ui.Button()}</pre>"},
		{"tag after", "src/app.tsx", "<p>CDN at //cdn.example.com <ui.Button /></p>"},
		{"block over lines", "src/app.tsx", "<p>/* note\n  {ui.Button()} */</p>"},
		{"javascript", "src/app.jsx", "<pre>// example {ui.Button()}</pre>"},
		{"line over a closing tag", "src/app.tsx", "[<p>a // b</p>, ui.Button(),\n    null]"},
		{"block closed in another element", "src/app.tsx", "[<p>a /* b</p>, ui.Button(), <p>*/</p>]"},
		{"block closed in another element, over lines", "src/app.tsx", "[<p>a /* b</p>,\n    ui.Button(),\n    <p>*/</p>]"},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			base := snapshot.Map{
				"tsconfig.json": `{"compilerOptions": {"jsx": "preserve", "allowJs": true, "checkJs": true, "noEmit": true}}`,
				"src/ui.tsx":    "export function Button() { return null }\nexport function Link() { return null }\n",
				c.path:          "import * as ui from './ui';\nexport function App() {\n  return " + c.text + ";\n}\n",
			}
			const head = "export function Link() { return null }\n"
			got := strings.Join(removeFrom(t, base, "src/ui.tsx", head), "\n")
			if strings.Contains(got, "no references remain") || !strings.Contains(got, "symbol Button") {
				t.Errorf("facts:\n%s\nwant Button's use after the comment-like text not hidden", got)
			}
			files := clone(base)
			files["src/ui.tsx"] = head
			tscSays(t, files, "Button", "-p", ".")
		})
	}
}

// A comment in an import list, or one with a tag or braces in a file
// that may hold JSX, is still a comment: the names after it are read.
// A .ts file holds no JSX.
func TestTSCommentWithATagIsAComment(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ name, path, user, want string }{
		{"import list", "src/app.tsx", "import {\n  Link, // renders <Button>\n  Button,\n} from './ui';\nexport const k = Button;\n",
			"symbol Button (src/ui.tsx:1) removed at head but still referenced at src/app.tsx:1, src/app.tsx:5"},
		{"import list, block", "src/app.tsx", "import { Link, /* {Button} */ Button } from './ui';\nexport const k = Button;\n",
			"symbol Button (src/ui.tsx:1) removed at head but still referenced at src/app.tsx:1, src/app.tsx:2"},
		{"typescript", "src/app.ts", "import * as ui from './ui';\n// was {ui.Button()} <ui.Button />\nexport const k = 1;\n",
			"symbol Button (src/ui.tsx:1) removed; no references remain at head"},
		{"no braces", "src/app.tsx", "import * as ui from './ui';\n// ui.Button was here\nexport const k = 1;\n",
			"symbol Button (src/ui.tsx:1) removed; no references remain at head"},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			base := snapshot.Map{
				"tsconfig.json": `{"compilerOptions": {"jsx": "preserve", "noEmit": true}}`,
				"src/ui.tsx":    "export function Button() { return null }\nexport function Link() { return null }\n",
				c.path:          c.user,
			}
			const head = "export function Link() { return null }\n"
			check(t, removeFrom(t, base, "src/ui.tsx", head), c.want)
			files := clone(base)
			files["src/ui.tsx"] = head
			broken := "Button"
			if strings.Contains(c.want, "no references remain") {
				broken = ""
			}
			tscSays(t, files, broken, "-p", ".")
		})
	}
}

// Comment text is kept in one pass over each comment: a file of
// comments full of braces and tags, or one block comment holding them
// all, is read in time linear in its size.
func TestTSJSXCommentTextReadInLinearTime(t *testing.T) {
	for _, unit := range []string{"// {x} <x.y </x {{x}\n", "/* {x} <x.y </x {{x}\n"} {
		src := []byte(strings.Repeat(unit, 50_000))
		start := time.Now()
		f := synTS("a.tsx", src, map[string]bool{"x": true, "y": true})
		if took := time.Since(start); took > 10*time.Second {
			t.Errorf("%q: %d bytes took %v", unit, len(src), took)
		}
		if len(f.uses) == 0 {
			t.Errorf("%q: no mention read", unit)
		}
	}
}
