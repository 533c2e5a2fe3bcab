package pointers

import (
	"bufio"
	"bytes"
	"encoding/json"
	"flag"
	"math/rand"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

var updateSlugs = flag.Bool("update", false, "regenerate testdata/slugs.golden with github-slugger (needs node and SLUGGER_NODE_PATH, a node_modules holding github-slugger@2)")

// slugCase is one line of testdata/slugs.golden: a heading and the anchor
// github-slugger gives it.
type slugCase struct {
	Heading string `json:"heading"`
	Slug    string `json:"slug"`
}

// The anchors GitHub gives headings, as github-slugger computes them, are
// the oracle: testdata/slugs.golden holds real-world headings in many
// scripts and random ones drawn from blocks Unicode 13 (the tables
// github-slugger 2 is built from) had already filled.
func TestGithubSlugMatchesGithubSlugger(t *testing.T) {
	golden := filepath.Join("testdata", "slugs.golden")
	if *updateSlugs {
		writeSlugGolden(t, golden)
	}
	data, err := os.ReadFile(golden)
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	sc := bufio.NewScanner(bytes.NewReader(data))
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		var c slugCase
		if err := json.Unmarshal(sc.Bytes(), &c); err != nil {
			t.Fatal(err)
		}
		n++
		if got := githubSlug(c.Heading); got != c.Slug {
			t.Errorf("githubSlug(%q) = %q, github-slugger: %q", c.Heading, got, c.Slug)
		}
	}
	if n < 1000 {
		t.Fatalf("only %d cases in %s", n, golden)
	}
}

// slugHeadings are the headings the golden file holds.
func slugHeadings() []string {
	heads := []string{
		"Quick start", "परिचय और उपयोग", "नमूना कॉन्फ़िगरेशन", "தமிழ் ஆவணம்", "বাংলা নির্দেশিকা",
		"การติดตั้ง", "設定ファイルの書き方", "사용 방법", "Установка и настройка", "Ελληνικά κείμενα",
		"עברית ותיעוד", "العربية والتوثيق", "🚀 Quick start", "C++ & Go", "Ⓢtatus ⓐ", "Step ① of ③",
		"v1.2.3 — changes", "API_KEY and foo‿bar", "Ünïcödé Ñame", "İstanbul ǅ", "Ⅻ chapters", "ΟΔΟΣ ΚΑΙ ΣΟΦΙΑ", "ΣΑΣ.Σ Σ", "ΑΣ́ ΑΣ-Β",
		"a\u200db\u200cc", "tab\there", "  leading and trailing  ", "emoji 👩‍💻 team", "`code` *emph*",
	}
	// Blocks assigned before Unicode 13, so that tables of either
	// version agree on every code point drawn.
	blocks := [][2]rune{
		{0x20, 0x7e}, {0xa0, 0x24f}, {0x300, 0x36f}, {0x370, 0x3ff}, {0x400, 0x4ff}, {0x591, 0x5f4},
		{0x600, 0x6ff}, {0x900, 0x97f}, {0x980, 0x9fb}, {0xb82, 0xbfa}, {0xe01, 0xe5b}, {0x2000, 0x2064},
		{0x20d0, 0x20f0}, {0x2100, 0x218b}, {0x2460, 0x24ff}, {0x2600, 0x26ff}, {0x3000, 0x303f},
		{0x4e00, 0x4eff}, {0xac00, 0xac7f}, {0xff01, 0xffee}, {0x1f300, 0x1f5ff},
	}
	rng := rand.New(rand.NewSource(13))
	for range 2000 {
		var b strings.Builder
		for range 1 + rng.Intn(6) {
			blk := blocks[rng.Intn(len(blocks))]
			b.WriteRune(blk[0] + rune(rng.Intn(int(blk[1]-blk[0]+1))))
		}
		heads = append(heads, b.String())
	}
	return heads
}

func writeSlugGolden(t *testing.T, golden string) {
	t.Helper()
	const script = `import GithubSlugger from 'github-slugger'
import fs from 'fs'
for (const l of fs.readFileSync(0, 'utf8').split('\n').filter(Boolean)) {
  console.log(new GithubSlugger().slug(JSON.parse(l)))
}
`
	dir := t.TempDir()
	// An ES module resolves bare imports from its own folder upwards, not
	// from NODE_PATH: link the given node_modules beside the script.
	if err := os.Symlink(os.Getenv("SLUGGER_NODE_PATH"), filepath.Join(dir, "node_modules")); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "slug.mjs"), []byte(script), 0o644); err != nil {
		t.Fatal(err)
	}
	heads := slugHeadings()
	var in bytes.Buffer
	for _, h := range heads {
		j, _ := json.Marshal(h)
		in.Write(append(j, '\n'))
	}
	cmd := exec.Command("node", filepath.Join(dir, "slug.mjs"))
	cmd.Stdin = &in
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("github-slugger: %v", err)
	}
	slugs := strings.Split(strings.TrimSuffix(string(out), "\n"), "\n")
	if len(slugs) != len(heads) {
		t.Fatalf("github-slugger gave %d slugs for %d headings", len(slugs), len(heads))
	}
	var b bytes.Buffer
	for i, h := range heads {
		j, _ := json.Marshal(slugCase{Heading: h, Slug: slugs[i]})
		b.Write(append(j, '\n'))
	}
	if err := os.WriteFile(golden, b.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
}
