package renderoracle

import (
	"math/rand/v2"
	"slices"
	"strings"
)

// Fragments are the pieces generated reports are built from: the shapes
// that make a line render as one thing and read as another.
var Fragments = []string{
	"Verdict: FAIL", "**Verdict:** FAIL", "## Verdict: FAIL", "Verdict\n: FAIL", "Verdict:\nFAIL",
	"&#86;erdict: FAIL", "<b>Verdict</b>: FAIL", "[Verdict](https://x.example): FAIL", "*Verdict*: FAIL",
	"\\*\\*Verdict:\\*\\* FAIL", "Verdict\n=======", "Verdict\n-------", "FAIL", "## Verdict", "**Verdict**",
	"- Verdict: FAIL", "  - Verdict: FAIL", "1. Verdict: FAIL", "> Verdict: FAIL", "> ```", "```", "~~~", "    Verdict: FAIL",
	"- x&#58; FAIL — a: NOTE — b", "- x\\: FAIL — y", "- [x](u): FAIL — y", "- `a: NOTE` b: FAIL — c", "- a: FAIL — b",
	"- <span hidden>a: NOTE — b</span>: FAIL — c", "- a<!-- : NOTE — x -->: FAIL — b", "- a: **FAIL** — b",
	"  - nested: FAIL — b", "* star: FAIL — b", "+ plus: FAIL — b", "2) ordered: FAIL — b",
	"<span>", "<pre>", "</pre>", "<div>", "</div>", "<details>", "</details>", "<!--", "-->", "<!-- x -->",
	"<!-- a --!> Verdict: FAIL -->", "<!-->", "<textarea>", "<script>", "<?php", "?>", "<!DOCTYPE x>", "<![CDATA[",
	"]]>", "<div hidden>Verdict: FAIL</div>", "---", "***", "___", "---\ntitle: x\nverdict: FAIL\n---",
	"## Findings", "### Sub", "# Coverage statement", "**Findings:**", "## Do not rebuild", "Findings\n--------",
	"[ref]: https://x.example", "[Verdict: FAIL][ref]", "![Verdict: FAIL](x.png)", "<https://x.example>",
	"-", "- ", "-\n  a: FAIL — b", "text", "lazy line: FAIL — b", "\t- tab: FAIL — b", "   - three: FAIL — b",
	"<!-- acceptance-evidence:start -->", "<!-- acceptance-evidence:end -->", "sha: 0123456", "environment: x",
	"- <b>a</b>: FAIL — b", "- a&#x3a; FAIL — b", "- a&colon; FAIL — b", "- a:\nFAIL — b", "Verdict: FAIL  ",
	"\u00a0Verdict: FAIL", "Verdict&#58; FAIL", "Verdict<!-- -->: FAIL", "`Verdict: FAIL`", "``", "`",
	"Verdict — FAIL", "Verdict – FAIL", "Verdict - FAIL", "Verdict = FAIL", "Final verdict: FAIL",
	"Overall verdict: ✅ FAIL", "Review verdict: FAIL (after re-check)", "**Final verdict:** FAIL.",
	"VErdict: FAIL", "vERDICT: fail", "Verdict: PASS or FAIL", "Verdict: PASS/FAIL", "or FAIL", "Verdict: FAIL\nor PASS",
	"Verdict: PASS\n—\nor FAIL",
	// GitHub's extensions: tables, strikethrough, task boxes, footnotes
	// and extended autolinks.
	"| Final verdict | FAIL |\n|---|---|", "| a | b |\n|---|---|\n| Verdict | FAIL |", "| Verdict |\n|---|\n| FAIL |",
	"Verdict | FAIL\n--- | ---", "| x | y |\n| --- | --- |\n| finding | FAIL |", "| `a|b` | FAIL |", "| a \\| b | FAIL |",
	"| Verdict: FAIL |\n|:-:|", "a | b\n:--|--:\nVerdict | FAIL", "| Verdict | FAIL |", "|---|---|", "| a |\n|---|\n",
	"| finding | **FAIL** |", "| Verdict | PASS or FAIL |", "| ❌ FAIL | x |", "- | Verdict | FAIL |\n  |---|---|",
	"~~Verdict: PASS~~", "~Verdict~: FAIL", "Verdict: ~~PASS~~ FAIL", "- a: ~~NOTE~~ FAIL — b", "- a: ~~x~~FAIL — b",
	"- [ ] Verdict: FAIL", "- [x] a: FAIL — b", "[^1]", "Verdict: FAIL[^1]", "[^1]: Verdict: FAIL", "[^n]: a: FAIL — b",
	"www.x.example: FAIL", "Verdict: https://x.example FAIL", "- https://x.example/a_b_: FAIL — c",
}

// BasePassReport is a well-formed PASS report the fragments go into.
const BasePassReport = `Verdict: PASS

## Coverage statement
- deleted ranges: VERIFIED INDEPENDENTLY

## Verdict reason
Nothing blocking.

## Findings
- the lexer is slow: NOTE — pre-existing code, outside this change

## Do not rebuild
- the lexer
`

// Generate inserts one to five fragments (some of two) into the PASS
// report at random lines: a hostile report, deterministic for a seed.
func Generate(rng *rand.Rand) []byte {
	lines := strings.Split(BasePassReport, "\n")
	for range 1 + rng.IntN(5) {
		frag := Fragments[rng.IntN(len(Fragments))]
		if rng.IntN(3) == 0 {
			frag += "\n" + Fragments[rng.IntN(len(Fragments))]
		}
		at := rng.IntN(len(lines) + 1)
		lines = slices.Insert(lines, at, strings.Split(frag, "\n")...)
	}
	return []byte(strings.Join(lines, "\n"))
}
