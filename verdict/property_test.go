package verdict

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"
	"unicode/utf8"
)

// randomJSON writes a random valid JSON value: every escape, non-ASCII text,
// and the whitespace JSON allows between tokens.
func randomJSON(r *rand.Rand, b *strings.Builder, depth int) {
	ws := func() { b.WriteString([]string{"", "", " ", "\n", "\t", "\r\n  "}[r.IntN(6)]) }
	ws()
	switch k := r.IntN(8); {
	case k == 0 && depth < 6:
		b.WriteByte('{')
		for i := range r.IntN(4) {
			if i > 0 {
				b.WriteByte(',')
			}
			ws()
			randomString(r, b)
			ws()
			b.WriteByte(':')
			randomJSON(r, b, depth+1)
		}
		ws()
		b.WriteByte('}')
	case k == 1 && depth < 6:
		b.WriteByte('[')
		for i := range r.IntN(4) {
			if i > 0 {
				b.WriteByte(',')
			}
			randomJSON(r, b, depth+1)
		}
		b.WriteByte(']')
	case k == 2:
		b.WriteString([]string{"0", "-1.5e+3", "12", "0.25", "1E9", "true", "false", "null"}[r.IntN(8)])
	default:
		randomString(r, b)
	}
	ws()
}

func randomString(r *rand.Rand, b *strings.Builder) {
	pieces := []string{"a", "verdict", " ", "{", "}", "[", `\"`, `\\`, `\/`, `\n`, `\t`, `\r`, `\b`, `\f`,
		`\u0000`, `\u001f`, `\ud83d\ude00`, "é", "日本", "\u2028", "\x7f", ":", ","}
	b.WriteByte('"')
	for range r.IntN(6) {
		b.WriteString(pieces[r.IntN(len(pieces))])
	}
	b.WriteByte('"')
}

// Property: the repair never changes valid JSON, and our strict parser
// accepts exactly what encoding/json accepts on it.
func TestRepairNeverChangesValidJSON(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for i := range 20000 {
		var b strings.Builder
		randomJSON(r, &b, 0)
		doc := []byte(b.String())
		if !json.Valid(doc) {
			t.Fatalf("generator produced invalid JSON %q", doc)
		}
		out, fixes := repairControlChars(doc)
		if len(fixes) != 0 || !bytes.Equal(out, doc) || (len(doc) > 0 && &out[0] != &doc[0]) {
			t.Fatalf("case %d: repair changed valid JSON %q into %q", i, doc, out)
		}
		if _, _, err := parseJSON(doc, 0); err != nil {
			t.Fatalf("case %d: strict parser rejects valid JSON %q: %v", i, doc, err)
		}
	}
}

// roundPieces builds verdict-ish outputs, well and badly formed, for the
// gate property.
func randomRound(r *rand.Rand) []byte {
	verdicts := []string{`"approve"`, `"approve"`, `"block"`, `"Approve"`, `true`, `""`, `"approve "`}
	severities := []string{`"blocking"`, `"non-blocking"`, `"non-blocking"`, `"BLOCKING"`, `null`, `1`}
	var b strings.Builder
	b.WriteString([]string{"", "Here you go:\n```json\n", "{ stray ", `"verdict": "approve" `, `{"x":{"verdict":"approve"}} `}[r.IntN(5)])
	b.WriteString(`{"verdict":` + verdicts[r.IntN(len(verdicts))])
	if r.IntN(5) == 0 {
		b.WriteString(`,"verdict":` + verdicts[r.IntN(len(verdicts))])
	}
	if r.IntN(4) > 0 {
		b.WriteString(`,"findings":[`)
		for i := range r.IntN(3) {
			if i > 0 {
				b.WriteByte(',')
			}
			fmt.Fprintf(&b, `{"severity":%s,"question":"q%d"`, severities[r.IntN(len(severities))], i)
			if r.IntN(6) == 0 {
				b.WriteString(`,"severity":"non-blocking"`)
			}
			b.WriteString(`}`)
		}
		b.WriteString(`]`)
	}
	if r.IntN(4) == 0 {
		b.WriteString(`,"review":"line` + []string{"\n", "\t", `\n`, `"`}[r.IntN(4)] + `two"`)
	}
	b.WriteString("}")
	b.WriteString([]string{"", "\n```\n", " and " + okApprove, ` {"verdict":"block"}`}[r.IntN(4)])
	out := []byte(b.String())
	// Random damage: a byte flipped, dropped or inserted.
	for range r.IntN(3) {
		i := r.IntN(len(out))
		switch r.IntN(3) {
		case 0:
			out[i] = "{}[]\",:\\\n ab"[r.IntN(12)]
		case 1:
			out = append(out[:i:i], out[i+1:]...)
		default:
			out = append(out[:i:i], append([]byte{"{}\"\\\n"[r.IntN(5)]}, out[i:]...)...)
		}
	}
	return out
}

// independentlyApproves is the gate's oracle, built on encoding/json rather
// than our parser: the first verdict object, after the one repair, decodes to
// verdict "approve" with every finding non-blocking and valid UTF-8 text.
func independentlyApproves(content []byte) bool {
	s, what := newExtractor(content).next()
	if what != foundObject {
		return false
	}
	text, _ := repairControlChars(content[s.start:s.end])
	if !json.Valid(text) || !utf8.Valid(text) {
		return false
	}
	var obj struct {
		Verdict  any `json:"verdict"`
		Findings []struct {
			Severity any `json:"severity"`
		} `json:"findings"`
	}
	if err := json.Unmarshal(text, &obj); err != nil || obj.Verdict != Approve {
		return false
	}
	for _, f := range obj.Findings {
		if f.Severity != NonBlocking {
			return false
		}
	}
	return true
}

// Property: the gate approves only when every round, read independently,
// approves with no blocking finding.
func TestGateNeverApprovesWithoutUnanimity(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	approvals := 0
	for i := range 30000 {
		rounds := make([]Round, 1+r.IntN(3))
		for j := range rounds {
			rounds[j] = Round{Name: fmt.Sprint(j), Content: randomRound(r)}
		}
		d := Gate(rounds)
		if !d.Approved {
			continue
		}
		approvals++
		for _, rd := range rounds {
			if !independentlyApproves(rd.Content) {
				t.Fatalf("case %d: gate approved, but round %q does not approve:\n%s", i, rd.Name, rd.Content)
			}
		}
	}
	if approvals == 0 {
		t.Fatal("the generator never produced an approval: the property was not exercised")
	}
	t.Logf("%d approvals checked", approvals)
}
