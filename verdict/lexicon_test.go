package verdict

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"
)

// The adversarial tests of the default contract run under other dialects
// too, their inputs translated mechanically: every spelling of the key
// "verdict" (escaped, capitalized, look-alike, full-width, superscript,
// parenthesized, accented, broken by invisible characters or punctuation,
// in UTF-16) becomes the same spelling of the dialect's key, and the
// contract's other keys and values become the dialect's. The translation
// is the test's own: it shares no code with the package.

// lexicon is a dialect with the words the translation puts in place of the
// default contract's.
type lexicon struct {
	name string
	spec DialectSpec
	d    *Dialect
}

// outcomeSpec: another key, upper-case values matched as written, graded
// severities, two text keys, strict keys.
func outcomeSpec() DialectSpec {
	return DialectSpec{
		Name: "outcome", VerdictKey: "outcome",
		Approve: []string{"APPROVE"}, Block: []string{"REQUEST_CHANGES", "FAIL"}, CaseSensitive: true,
		ReviewKey: "notes", Keys: []string{"schema_version"}, Edits: true,
		Findings: true, FindingsKey: "issues", SeverityKey: "level",
		Blocking: []string{"critical", "major"}, NonBlocking: []string{"minor", "info"},
		TextKeys: []string{"message", "summary"}, LocationKeys: []string{"location"},
	}
}

// decisionSpec: a longer key, values in any case, unknown keys allowed, a
// file and line for the place.
func decisionSpec() DialectSpec {
	return DialectSpec{
		Name: "decision", VerdictKey: "decision",
		Approve: []string{"accept"}, Block: []string{"reject"},
		ReviewKey: "comment", UnknownKeys: true, Edits: true,
		Findings: true, FindingsKey: "problems", SeverityKey: "priority",
		Blocking: []string{"high"}, NonBlocking: []string{"low"},
		TextKeys: []string{"description"}, LocationKeys: []string{"file"}, LineKey: "line",
	}
}

func newLexicon(spec DialectSpec) lexicon {
	return lexicon{name: spec.Name, spec: spec, d: MustDialect(spec)}
}

// lexicons: the default contract first, then the dialects every
// adversarial test runs under.
var lexicons = []lexicon{newLexicon(Default()), newLexicon(outcomeSpec()), newLexicon(decisionSpec())}

// eachLexicon runs f under every lexicon as a subtest.
func eachLexicon(t *testing.T, f func(t *testing.T, lx lexicon)) {
	for _, lx := range lexicons {
		t.Run(lx.name, func(t *testing.T) { f(t, lx) })
	}
}

// pairs are the default contract's quoted words and the lexicon's; "block"
// after "non-blocking" and "blocking" so that neither is cut.
func (lx lexicon) pairs() [][2]string {
	s := lx.spec
	p := [][2]string{{"non-blocking", ""}, {"blocking", ""}, {"approve", s.Approve[0]}, {"block", s.Block[0]}, {"review", s.ReviewKey}}
	if s.Findings {
		p[0][1], p[1][1] = s.NonBlocking[0], s.Blocking[0]
		p = append(p, [2]string{"findings", s.FindingsKey}, [2]string{"severity", s.SeverityKey},
			[2]string{"question", s.TextKeys[0]}, [2]string{"context", s.LocationKeys[0]})
	}
	return p
}

// bareValue is a verdict value written without quotes after a colon.
var bareValue = regexp.MustCompile(`(:\s*)(approve|block)\b`)

// tr translates one default-contract input into the lexicon's dialect.
func (lx lexicon) tr(in string) string {
	if lx.spec.VerdictKey == "verdict" && lx.name == "default" {
		return in
	}
	out := translateKey(in, "verdict", lx.spec.VerdictKey)
	for _, p := range lx.pairs() {
		if p[1] == "" {
			continue
		}
		// "word", \"word\" inside a string, and 'word'.
		for _, q := range [][2]string{{`"`, `"`}, {`\"`, `\"`}, {`'`, `'`}} {
			out = strings.ReplaceAll(out, q[0]+p[0]+q[1], q[0]+p[1]+q[1])
		}
	}
	out = bareValue.ReplaceAllStringFunc(out, func(m string) string {
		sub := bareValue.FindStringSubmatch(m)
		if sub[2] == "approve" {
			return sub[1] + lx.spec.Approve[0]
		}
		return sub[1] + lx.spec.Block[0]
	})
	return out
}

func (lx lexicon) trb(in string) []byte { return []byte(lx.tr(in)) }

// style is how one letter of a key is written.
type style struct {
	kind  byte // 'a' ASCII, 'e' JSON escape, 'f' full-width, 's' superscript, 'p' parenthesized, 'l' look-alike, 'd' look-alike with diaeresis, 'c' accented
	upper bool
}

var superscripts = map[byte]rune{'a': 'ᵃ', 'b': 'ᵇ', 'c': 'ᶜ', 'd': 'ᵈ', 'e': 'ᵉ', 'f': 'ᶠ', 'g': 'ᵍ', 'h': 'ʰ',
	'i': 'ⁱ', 'j': 'ʲ', 'k': 'ᵏ', 'l': 'ˡ', 'm': 'ᵐ', 'n': 'ⁿ', 'o': 'ᵒ', 'p': 'ᵖ', 'r': 'ʳ', 's': 'ˢ',
	't': 'ᵗ', 'u': 'ᵘ', 'v': 'ᵛ', 'w': 'ʷ', 'x': 'ˣ', 'y': 'ʸ', 'z': 'ᶻ'}

// lookAlikes: letters of other scripts a reader takes for the ASCII ones.
var lookAlikes = map[byte]rune{'a': 'а', 'b': 'в', 'c': 'с', 'd': 'ԁ', 'e': 'е', 'h': 'һ', 'i': 'і', 'j': 'ј',
	'k': 'κ', 'm': 'м', 'n': 'п', 'o': 'о', 'p': 'р', 'r': 'г', 's': 'ѕ', 't': 'т', 'u': 'υ', 'v': 'ν',
	'w': 'ԝ', 'x': 'х', 'y': 'у'}

// styledLetters maps each styled rune back to its letter and style.
var styledLetters = func() map[rune]struct {
	c byte
	s style
} {
	m := map[rune]struct {
		c byte
		s style
	}{}
	for c := byte('a'); c <= 'z'; c++ {
		m[rune(c)] = struct {
			c byte
			s style
		}{c, style{kind: 'a'}}
		m[rune(c-32)] = struct {
			c byte
			s style
		}{c, style{kind: 'a', upper: true}}
		m[0xFF41+rune(c-'a')] = struct {
			c byte
			s style
		}{c, style{kind: 'f'}}
		m[0x249C+rune(c-'a')] = struct {
			c byte
			s style
		}{c, style{kind: 'p'}}
		if r, ok := superscripts[c]; ok {
			m[r] = struct {
				c byte
				s style
			}{c, style{kind: 's'}}
		}
		if r, ok := lookAlikes[c]; ok {
			m[r] = struct {
				c byte
				s style
			}{c, style{kind: 'l'}}
			if d := []rune(norm.NFC.String(string(r) + "\u0308")); len(d) == 1 {
				m[d[0]] = struct {
					c byte
					s style
				}{c, style{kind: 'd'}}
			}
		}
	}
	for _, r := range "àáâäéèêëíìîïóòôöúùûüýçćčńñŕřśšťź" {
		base := []rune(norm.NFD.String(string(r)))[0]
		m[r] = struct {
			c byte
			s style
		}{byte(base), style{kind: 'c'}}
	}
	return m
}()

// write spells letter c in style s.
func (s style) write(b *strings.Builder, c byte) {
	switch s.kind {
	case 'a':
		if s.upper {
			c -= 32
		}
		b.WriteByte(c)
	case 'e':
		if s.upper {
			c -= 32
		}
		fmt.Fprintf(b, `\u%04x`, c)
	case 'f':
		b.WriteRune(0xFF41 + rune(c-'a'))
	case 'p':
		b.WriteRune(0x249C + rune(c-'a'))
	case 's':
		r, ok := superscripts[c]
		if !ok {
			panic(fmt.Sprintf("no superscript %c", c))
		}
		b.WriteRune(r)
	case 'l', 'd':
		r, ok := lookAlikes[c]
		if !ok {
			panic(fmt.Sprintf("no look-alike of %c", c))
		}
		if s.kind == 'd' {
			b.WriteString(norm.NFC.String(string(r) + "\u0308"))
		} else {
			b.WriteRune(r)
		}
	case 'c':
		b.WriteString(norm.NFC.String(string(rune(c)) + "\u0301"))
	}
}

// unit is one piece of the input: a styled letter, something a reader of
// a key skips (invisible characters, punctuation, white space, NUL), or
// anything else, which ends a spelling.
type unit struct {
	text   string
	letter byte
	style  style
	skip   bool
}

func units(in string) []unit {
	var out []unit
	for i := 0; i < len(in); {
		if in[i] == '\\' && i+6 <= len(in) && in[i+1] == 'u' {
			if v, err := strconv.ParseUint(in[i+2:i+6], 16, 32); err == nil {
				r, text := rune(v), in[i:i+6]
				switch {
				case r < 128 && unicode.IsLetter(r):
					out = append(out, unit{text: text, letter: byte(unicode.ToLower(r)), style: style{kind: 'e', upper: unicode.IsUpper(r)}})
				case skippable(r):
					out = append(out, unit{text: text, skip: true})
				default:
					out = append(out, unit{text: text})
				}
				i += 6
				continue
			}
		}
		r, n := utf8.DecodeRuneInString(in[i:])
		text := in[i : i+n]
		if sl, ok := styledLetters[r]; ok && n <= len(text) {
			out = append(out, unit{text: text, letter: sl.c, style: sl.s})
		} else {
			out = append(out, unit{text: text, skip: skippable(r) && r != utf8.RuneError})
		}
		i += n
	}
	return out
}

func skippable(r rune) bool {
	return strings.ContainsRune(" .-_*:\x00", r) || unicode.Is(unicode.Mn, r) || unicode.Is(unicode.Cf, r) ||
		r == 0x3164 || r == 0x115F || r == 0x1160 || r == 0xFFA0
}

// translateKey respells every occurrence of from (its letters, in any
// style, with skippable units between them) as to, letter by letter in the
// same styles; letters beyond from's take the style of its last one.
func translateKey(in, from, to string) string {
	us := units(in)
	var b strings.Builder
	for i := 0; i < len(us); {
		// Match from's letters at i, skipping units between letters.
		var letters []int
		j := i
		for k := 0; k < len(from) && j < len(us); {
			u := us[j]
			if u.letter == from[k] {
				letters = append(letters, j)
				k++
				j++
				continue
			}
			if k > 0 && u.skip {
				j++
				continue
			}
			break
		}
		if len(letters) != len(from) {
			b.WriteString(us[i].text)
			i++
			continue
		}
		// gaps[k] is the text between letter k and letter k+1.
		gaps := make([]string, len(from)-1)
		for k := range gaps {
			for _, u := range us[letters[k]+1 : letters[k+1]] {
				gaps[k] += u.text
			}
		}
		for k := range len(to) {
			src := min(k, len(from)-1)
			us[letters[src]].style.write(&b, to[k])
			if k < len(to)-1 {
				b.WriteString(gaps[min(k, len(gaps)-1)])
			}
		}
		i = letters[len(letters)-1] + 1
	}
	return b.String()
}

// TestTranslate pins the translation on the spellings the tests use.
func TestTranslate(t *testing.T) {
	lx := lexicons[1]
	for in, want := range map[string]string{
		`{"verdict":"approve","findings":[{"severity":"non-blocking","question":"q","context":"c"}],"review":"r"}`: `{"outcome":"APPROVE","issues":[{"level":"minor","message":"q","location":"c"}],"notes":"r"}`,
		`{"verd\u0069ct":"block"}`:                                `{"outc\u006fme":"REQUEST_CHANGES"}`,
		"{\"ver\u200bdict\":1}":                                   "{\"out\u200bcome\":1}",
		"{\"v\u0435rdi\u0441t\":1}":                               "{\"o\u03c5tco\u043ce\":1}",
		"\uff56\uff45\uff52\uff44\uff49\uff43\uff54":              "\uff4f\uff55\uff54\uff43\uff4f\uff4d\uff45",
		`{"v.e.r.d.i.c.t":1, verdict: block, 'verdict': 'block'}`: `{"o.u.t.c.o.m.e":1, outcome: REQUEST_CHANGES, 'outcome': 'REQUEST_CHANGES'}`,
		`{"final_verdict":2,"verdicts":1} The "verdict" key`:      `{"final_outcome":2,"outcomes":1} The "outcome" key`,
		`{"note":"{\"verdict\":\"block\"}"}`:                      `{"note":"{\"outcome\":\"REQUEST_CHANGES\"}"}`,
		utf16LE(`"verdict"`):                                      utf16LE(`"outcome"`),
	} {
		if got := lx.tr(in); got != want {
			t.Errorf("tr(%q)\n = %q\nwant %q", in, got, want)
		}
	}
	if got, want := lexicons[2].tr(`{"v.e.r.d.i.c.t":1}`+utf16LE(`"Verdict"`)), `{"d.e.c.i.s.i.o.n":1}`+utf16LE(`"Decision"`); got != want {
		t.Errorf("longer key: %q, want %q", got, want)
	}
}
