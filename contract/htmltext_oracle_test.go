package contract

import (
	"bytes"
	"regexp"
	"strings"
	"testing"

	"golang.org/x/net/html"
)

// The oracle is x/net/html's own decoding (Text, TagAttr), which the
// shipped code avoids for its start-up cost (htmltext.go).

func oracleVisibleText(raw []byte) string {
	var b strings.Builder
	z := html.NewTokenizer(bytes.NewReader(raw))
	for {
		switch z.Next() {
		case html.ErrorToken:
			return b.String()
		case html.TextToken:
			b.Write(z.Text())
		case html.StartTagToken, html.EndTagToken, html.SelfClosingTagToken:
			b.WriteByte('\n')
		}
	}
}

func oracleHarmlessTag(raw []byte) bool {
	z := html.NewTokenizer(bytes.NewReader(raw))
	tt := z.Next()
	if tt != html.StartTagToken && tt != html.EndTagToken && tt != html.SelfClosingTagToken {
		return false
	}
	name, hasAttr := z.TagName()
	if !phrasing[string(name)] {
		return false
	}
	for hasAttr {
		var key []byte
		key, _, hasAttr = z.TagAttr()
		if string(name) != "a" || (string(key) != "href" && string(key) != "title") {
			return false
		}
	}
	return z.Next() == html.ErrorToken
}

// rawTextTag opens an element whose text a browser shows undecoded;
// visibleText decodes it all the same (more text checked, never less).
var rawTextTag = regexp.MustCompile(`(?i)<(script|style|xmp|iframe|noembed|noframes|noscript|plaintext)`)

// stdlibDecodes are the numeric references the standard library's decoder
// reads otherwise than a browser: past U+10FFFF it wraps around (a browser
// shows U+FFFD), "&#x;" it reads as U+FFFD (a browser shows it as
// written), one decimal digit without a ";" it leaves as written (a
// browser shows a control character or U+FFFD). None of them hides a
// letter a browser shows.
var stdlibDecodes = regexp.MustCompile(`&#(?:[xX]0*[0-9a-fA-F]{7,}|0*[0-9]{8,}|[xX];|[0-9](?:[^0-9;]|$))`)

var visibleTextSeeds = []string{
	"<div>Verdict: PASS</div>",
	"<p>&#86;erdict: &#x50;ASS</p>",
	"<p>&Vopf;erdict&colon; PASS&amp;&lt;b&gt;&notin;&notit;&amp</p>",
	"<span hidden>FAIL: x</span>\r\nNOTE: y\rz",
	"<details><summary>s</summary>&ThickSpace;&NotEqualTilde;&#128;&#0;&#xD800;</details>",
	"<textarea>&lt;b&gt;</textarea><title>&amp;</title>",
	"<!-- &amp; --><!DOCTYPE html>&#xg;&#;&;&#65&#x41",
	"a\x00b &copy2024 &copy; &cop &AMP &ampx",
}

// TestVisibleTextAsTokenizer: the text read from raw HTML is x/net/html's.
func TestVisibleTextAsTokenizer(t *testing.T) {
	for _, s := range visibleTextSeeds {
		if got, want := visibleText([]byte(s)), oracleVisibleText([]byte(s)); got != want {
			t.Errorf("visibleText(%q) = %q, tokenizer %q", s, got, want)
		}
	}
	// In a <script>, the decoded text is more, not other.
	if got := visibleText([]byte("<script>&#86;erdict: PASS</script>")); !strings.Contains(got, "Verdict: PASS") {
		t.Errorf("a script's references are not decoded: %q", got)
	}
}

func FuzzVisibleText(f *testing.F) {
	for _, s := range visibleTextSeeds {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, raw []byte) {
		if rawTextTag.Match(raw) || stdlibDecodes.Match(raw) {
			return
		}
		// In a <title> or <textarea> the tokenizer turns NUL into U+FFFD;
		// neither is a letter.
		nul := strings.NewReplacer("\x00", "\uFFFD")
		if got, want := nul.Replace(visibleText(raw)), nul.Replace(oracleVisibleText(raw)); got != want {
			t.Errorf("visibleText(%q) = %q, tokenizer %q", raw, got, want)
		}
	})
}

var harmlessSeeds = []string{
	`<a href="x">`, `<a href='x' title="t">`, `<A HREF=x>`, "<a\nhref=\"x\"\ttitle='y' >", `<a href="x"/>`,
	`<a href>`, `<a href = "x">`, `<a title="a>b">`, `</a>`, `<em>`, `<span>`, `<br/>`, `<code>`,
	`<a onclick="x">`, `<a href="x" onclick>`, `<span class="x">`,
	`<a href="x" href="y">`, `<a hrefx="1">`, `<a :href="x">`, `<a href=x/>`,
}

// stricterSeeds are tags CommonMark does not read as raw HTML (no blank
// between attributes, a / apart from >): not harmless, whatever the
// tokenizer makes of them.
var stricterSeeds = []string{`<a href="x"title="y">`, `<a href="x" / >`}

// TestHarmlessTagAsTokenizer: an inline tag is judged as x/net/html's
// attributes would judge it.
func TestHarmlessTagAsTokenizer(t *testing.T) {
	for _, s := range harmlessSeeds {
		if got, want := harmlessTag([]byte(s)), oracleHarmlessTag([]byte(s)); got != want {
			t.Errorf("harmlessTag(%q) = %v, tokenizer %v", s, got, want)
		}
	}
	for _, s := range stricterSeeds {
		if harmlessTag([]byte(s)) {
			t.Errorf("harmlessTag(%q) = true", s)
		}
	}
}

// FuzzHarmlessTag: a tag goldmark reads as inline raw HTML is judged as
// the tokenizer's attributes judge it, and no tag at all is found harmless
// where they would not find it so.
func FuzzHarmlessTag(f *testing.F) {
	for _, s := range append(harmlessSeeds, stricterSeeds...) {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, raw []byte) {
		got, want := harmlessTag(raw), oracleHarmlessTag(raw)
		if got && !want {
			t.Errorf("harmlessTag(%q) = true, tokenizer false", raw)
		}
		if got != want && commonMarkOpenTag.Match(raw) {
			t.Errorf("harmlessTag(%q) = %v, tokenizer %v", raw, got, want)
		}
	})
}

// commonMarkOpenTag is CommonMark's open tag, the raw HTML goldmark
// hands an inline tag as.
var commonMarkOpenTag = regexp.MustCompile("^<[A-Za-z][A-Za-z0-9-]*" +
	"(?:[ \t\r\n]+[a-zA-Z_:][a-zA-Z0-9_.:-]*(?:[ \t\r\n]*=[ \t\r\n]*(?:[^\"'=<>`\x00-\x20]+|'[^']*'|\"[^\"]*\"))?)*" +
	"[ \t\r\n]*/?>$")
