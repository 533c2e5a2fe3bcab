package factstest

import (
	"bytes"
	"flag"
	"os"
	"path/filepath"
	"testing"

	"github.com/reviewlint/reviewlint/analyzers"
	"github.com/reviewlint/reviewlint/analyzers/internal/gittest"
)

var update = flag.Bool("update", false, "rewrite the golden files")

// fixture builds the cases in one repository: a Go function deleted
// but still called from another package and from a test; a method renamed
// but still called by its old name; a TypeScript export removed but still
// imported; a markdown link and a heading anchor broken by a rename; a key
// cited in a comment whose defining doc was deleted; and a review report
// whose evidence names the base.
func fixture(t *testing.T) (dir, base string) {
	r := gittest.New(t)
	base = r.Commit("base", map[string]string{
		"go.mod":            "module example.com/shop\n\ngo 1.22\n",
		"cart/cart.go":      "package cart\n\n// Total sums prices; see DEC-4.\nfunc Total(prices []int) int {\n\tsum := 0\n\tfor _, p := range prices {\n\t\tsum += p\n\t}\n\treturn sum\n}\n\ntype Cart struct{ items []int }\n\nfunc (c *Cart) Checkout() int { return Total(c.items) }\n",
		"cart/cart_test.go": "package cart_test\n\nimport (\n\t\"testing\"\n\n\t\"example.com/shop/cart\"\n)\n\nfunc TestTotal(t *testing.T) {\n\tif cart.Total([]int{1, 2}) != 3 {\n\t\tt.Fatal(\"sum\")\n\t}\n}\n",
		"api/handler.go":    "package api\n\nimport \"example.com/shop/cart\"\n\nfunc Handle(c *cart.Cart) int {\n\treturn c.Checkout() + cart.Total(nil)\n}\n",
		"web/money.ts":      "export function formatPrice(cents: number): string {\n  return (cents / 100).toFixed(2);\n}\n",
		"web/view.ts":       "import { formatPrice } from './money';\n\nexport const label = formatPrice(250);\n",
		"README.md":         "# Shop\n\nSee [the checkout guide](docs/checkout.md) and [refunds](docs/checkout.md#refunds).\n\nShipping: [faq](docs/faq.md#shipping-times).\n",
		"docs/faq.md":       "# FAQ\n\n## Shipping times\n",
		"docs/checkout.md":  "# Checkout\n\n## Refunds\n",
		"docs/decisions.md": "# Decisions\n\nDEC-4: totals are integers (cents).\n",
	})
	r.Commit("rework checkout", map[string]string{
		"cart/cart.go":        "package cart\n\n// Sum adds prices; see DEC-4.\nfunc Sum(prices []int) int {\n\ts := 0\n\tfor _, p := range prices {\n\t\ts += p\n\t}\n\treturn s\n}\n\ntype Cart struct{ items []int }\n\nfunc (c *Cart) Pay() int { return Sum(c.items) }\n",
		"web/money.ts":        "export function formatAmount(cents: number): string {\n  return (cents / 100).toFixed(2);\n}\n",
		"docs/checkout.md":    "",
		"docs/paying.md":      "# Paying\n\n## Returns\n",
		"docs/decisions.md":   "",
		"docs/faq.md":         "# FAQ\n\n## Delivery\n",
		"reviews/checkout.md": "# Review\n\n<!-- acceptance-evidence:start -->\nsha: " + base + "\nenvironment: linux, go1.22\ncommand: go test ./...\nresult: ok\n<!-- acceptance-evidence:end -->\n",
	})
	return r.Dir, base
}

func TestGolden(t *testing.T) {
	dir, base := fixture(t)
	rep, err := analyzers.Derive(analyzers.Request{Dir: dir, BaseRev: base, HeadRev: "HEAD",
		Names: []string{"symbols", "pointers", "evidence"}})
	if err != nil {
		t.Fatal(err)
	}
	for _, format := range []string{"text", "json", "coverage"} {
		var out bytes.Buffer
		if err := analyzers.Write(&out, rep, format); err != nil {
			t.Fatal(err)
		}
		golden := filepath.Join("testdata", format+".golden")
		if *update {
			if err := os.WriteFile(golden, out.Bytes(), 0o644); err != nil {
				t.Fatal(err)
			}
			continue
		}
		want, err := os.ReadFile(golden)
		if err != nil {
			t.Fatalf("%v (run go test -update to create it)", err)
		}
		if !bytes.Equal(out.Bytes(), want) {
			t.Errorf("%s output differs from %s:\n%s", format, golden, out.Bytes())
		}
	}
}
