package verdict

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"
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

// Property: the parser accepts every valid JSON value encoding/json
// accepts, and counts no repair on it.
func TestParserAcceptsValidJSON(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for i := range 20000 {
		var b strings.Builder
		randomJSON(r, &b, 0)
		doc := []byte(b.String())
		if !json.Valid(doc) {
			t.Fatalf("generator produced invalid JSON %q", doc)
		}
		_, p, err := parseJSON(doc, 0)
		if err != nil {
			t.Fatalf("case %d: parser rejects valid JSON %q: %v", i, doc, err)
		}
		if p.repairs != 0 {
			t.Fatalf("case %d: parser counted %d repairs on valid JSON %q", i, p.repairs, doc)
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

// Property: the gate approves only when every round, read independently,
// approves with no blocking finding.
func TestGateNeverApprovesWithoutUnanimity(t *testing.T) {
	eachLexicon(t, func(t *testing.T, lx lexicon) {
		r := rand.New(rand.NewPCG(3, 4))
		approvals := 0
		n := 30000
		if testing.Short() && lx.name != "default" {
			n = 5000 // the translation costs more than the gate
		}
		for i := range n {
			rounds := make([]Round, 1+r.IntN(3))
			for j := range rounds {
				rounds[j] = Round{Name: fmt.Sprint(j), Content: lx.trb(string(randomRound(r)))}
			}
			d := lx.d.Gate(rounds)
			if !d.Approved {
				continue
			}
			approvals++
			for _, rd := range rounds {
				if err := oracleCheckIn(lx, rd.Content); err != nil {
					t.Fatalf("case %d, round %q: %v\n%s", i, rd.Name, err, rd.Content)
				}
			}
		}
		if approvals == 0 {
			t.Fatal("the generator never produced an approval: the property was not exercised")
		}
		t.Logf("%d approvals checked", approvals)
	})
}

// hostilePieces are the fragments a hostile verdict file is made of: prose
// with braces and quotes, fences, comments, verdict objects that approve,
// block, nest, repeat keys, spell the key with escapes or look-alikes, need
// the repair, or are cut off.
var hostilePieces = []string{
	"Quoting `func handler() {` here.\n", "it closes the brace `}`.\n", "```json\n", "\n```\n", "{ ", "} ", "\"", "\\", "// ", "/* ", " */",
	"The \"verdict\": \"block\" key.\n", `{"a":"}{"} `, `{"note":"{\"verdict\":\"block\"}"} `,
	okApprove, okApprove, okApprove, okBlock,
	`{"verdict":"approve","findings":[{"severity":"non-blocking","question":"q"}]}`,
	`{"verd\u0069ct":"block","findings":[{"severity":"blocking","question":"q"}]}`,
	`{"example":{"verdict":"block"}}`, `{"result":` + okApprove + `}`,
	`{"verdict":"block","verdict":"approve"}`,
	"{\"verdict\":\"approve\",\"findings\":[],\"review\":\"a\nb\"}",
	"{\"verdict\":\"block\",\"findings\":[{\"severity\":\"blocking\",\"question\":\"a\nb\"}]}",
	`{"verdict":"block","findings":[`, `{"verdict":`, `"verdict":"block"}`, `{"findings":[] "verdict":"block"}`,
	`{"Verdict":"block"}`, "{\"ver\u200bdict\":\"block\"}", `{"verdict":"approve","review":"{"}`, `:"x","verdict":"block"}`,
	"\ufeff", "\x00", "\n", " ", "[", "]", ",", ":",
}

func hostileDoc(r *rand.Rand) []byte {
	var b strings.Builder
	for range 1 + r.IntN(6) {
		b.WriteString(hostilePieces[r.IntN(len(hostilePieces))])
	}
	return []byte(b.String())
}

// Property: on hostile files, held against encoding/json at every '{', the
// gate approves only when every verdict object approves, a disagreement is
// always reported, and the scan finds every object encoding/json reads.
func TestHostileFilesAgainstEncodingJSON(t *testing.T) {
	eachLexicon(t, func(t *testing.T, lx lexicon) {
		r := rand.New(rand.NewPCG(5, 6))
		n := 20000
		if testing.Short() {
			n = 3000
		}
		approvals := 0
		for i := range n {
			doc := lx.trb(string(hostileDoc(r)))
			if err := oracleCheckIn(lx, doc); err != nil {
				t.Fatalf("case %d: %v\n%q", i, err, doc)
			}
			if err := scanCheckIn(lx, doc); err != nil {
				t.Fatalf("case %d: %v\n%q", i, err, doc)
			}
			if lx.d.Gate([]Round{{Content: doc}}).Approved {
				approvals++
			}
		}
		if approvals == 0 {
			t.Fatal("no hostile file was approved: the property was not exercised")
		}
		t.Logf("%d approvals checked", approvals)
	})
}
