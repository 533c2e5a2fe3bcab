package verdict

import (
	"reflect"
	"regexp"
	"strings"
	"testing"

	"github.com/reviewlint/reviewlint/internal/diag"
)

// Small files in the shapes of bench/dialects/README.md's JSON verdicts,
// written here (no third-party text).
var (
	forestFiles = []string{
		`{"schema":"forest.verdict.v1","revision":"57bb557","verdict":"approve","summary":"All checks pass.","time":"2026-08-21T23:06:23Z"}`,
		`{"schema":"forest.verdict.v1","revision":"1737c53","verdict":"changes","summary":"The build fails: main.go:4 does not parse.","time":"2026-08-21T21:01:44Z"}`,
		"{\"schema\":\"forest.verdict.v1\",\n \"revision\":\"b361e2c\",\"verdict\":\"approve\",\"summary\":\"Docs only.\",\"time\":\"2026-08-21T21:50:49Z\"}\n",
	}
	reviewFiles = []string{
		`{"verdict":"APPROVE","schema_version":1,"findings":[{"severity":"info","summary":"a nit","location":"a.go:3"}]}`,
		"Here is my review.\n```json\n" + `{"verdict":"REQUEST_CHANGES","schema_version":1,"findings":[{"severity":"critical","summary":"the lock is dropped","location":"b.go:9"},{"severity":"minor","summary":"typo"}]}` + "\n```\n",
		`{"verdict":"APPROVE","schema_version":1,"findings":[]}`,
	}
)

func bytesOf(ss ...string) [][]byte {
	out := make([][]byte, len(ss))
	for i, s := range ss {
		out[i] = []byte(s)
	}
	return out
}

// checkInferred: the inferred dialect is valid, and every file it does not
// refuse lints with no error and parses under it.
func checkInferred(t *testing.T, files [][]byte, spec DialectSpec, refusals []Refusal) *Dialect {
	t.Helper()
	d, err := NewDialect(spec)
	if err != nil {
		t.Fatalf("inferred dialect %+v: %v", spec, err)
	}
	refused := map[int]bool{}
	for _, r := range refusals {
		refused[r.File] = true
	}
	for i, f := range files {
		if refused[i] {
			continue
		}
		for _, dg := range d.Lint(f) {
			if dg.Severity == diag.Error {
				t.Errorf("file %d accepted, yet lints %v", i, dg)
			}
		}
		if _, err := d.Parse(f); err != nil {
			t.Errorf("file %d accepted, yet %v", i, err)
		}
	}
	return d
}

func TestInferForest(t *testing.T) {
	files := bytesOf(forestFiles...)
	spec, refusals := Infer(files)
	if len(refusals) > 0 {
		t.Fatalf("refusals: %v", refusals)
	}
	want := DialectSpec{Name: "inferred", VerdictKey: "verdict", Approve: []string{"approve"}, Block: []string{"changes"},
		CaseSensitive: true, ReviewKey: "summary", Keys: []string{"schema", "revision", "time"}}
	if !reflect.DeepEqual(spec, want) {
		t.Fatalf("spec\n %+v\nwant\n %+v", spec, want)
	}
	d := checkInferred(t, files, spec, refusals)
	// No findings: a changes verdict needs none, and still never approves.
	if g := d.Gate([]Round{{Content: files[0]}, {Content: files[1]}}); g.Status != StatusBlocked {
		t.Errorf("gate: %+v", g)
	}
}

func TestInferFindings(t *testing.T) {
	files := bytesOf(reviewFiles...)
	spec, refusals := Infer(files)
	if len(refusals) > 0 {
		t.Fatalf("refusals: %v", refusals)
	}
	want := DialectSpec{Name: "inferred", VerdictKey: "verdict", Approve: []string{"APPROVE"}, Block: []string{"REQUEST_CHANGES"},
		CaseSensitive: true, Keys: []string{"schema_version"}, Findings: true, FindingsKey: "findings", SeverityKey: "severity",
		Blocking: []string{"critical"}, NonBlocking: []string{"info", "minor"}, TextKeys: []string{"summary"}, LocationKeys: []string{"location"}}
	if !reflect.DeepEqual(spec, want) {
		t.Fatalf("spec\n %+v\nwant\n %+v", spec, want)
	}
	d := checkInferred(t, files, spec, refusals)
	// The inferred dialect keeps the contract: an approve with a blocking
	// finding is refused, whatever the files taught it.
	bad := []byte(`{"verdict":"APPROVE","schema_version":1,"findings":[{"severity":"critical","summary":"x"}]}`)
	if g := d.Gate([]Round{{Content: bad}}); g.Approved {
		t.Errorf("gate approved an approve with a critical finding: %+v", g)
	}
}

// TestInferRefusals: each file the dialect cannot accept is refused with
// the reason, and the well-formed ones still make the dialect.
func TestInferRefusals(t *testing.T) {
	tests := []struct {
		name, file string
		reason     string // a substring of the refusal
	}{
		{"a word on neither side", `{"verdict":"flag-for-human","summary":"s"}`, `cannot tell whether verdict "flag-for-human"`},
		{"a negated approval", `{"verdict":"CANNOT_BE_APPROVED","summary":"s"}`, "cannot tell whether verdict"},
		{"a word on both sides", `{"verdict":"approved_with_changes","summary":"s"}`, "cannot tell whether verdict"},
		{"a look-alike word", "{\"verdict\":\"\uff41pprove\",\"summary\":\"s\"}", "cannot tell whether verdict"},
		{"no verdict", "I reviewed it and it looks fine.", "no readable verdict"},
		{"the verdict key misspelled", `{"Verdict":"approve","summary":"s"}`, "no readable verdict"},
		{"a boolean verdict", `{"verdict":true,"summary":"s"}`, "not a string"},
		{"another verdict key", `{"outcome":"approve","summary":"s"}`, `under "outcome"`},
		{"a repeated key", `{"verdict":"changes","verdict":"approve","summary":"s"}`, "no readable verdict"},
		{"two verdicts that differ", `{"verdict":"approve","summary":"s"} {"verdict":"changes","summary":"s"}`, "no readable verdict"},
		{"cut off", `{"verdict":"approve","summary":"s`, "no readable verdict"},
		{"a list of findings-like objects", `{"verdict":"approve","blocking":[{"file":"a.go","message":"leak"}]}`, `"blocking" holds a list of objects`},
		{"a findings-like key, empty", `{"verdict":"approve","issues":[]}`, `"issues" may hold findings`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			files := bytesOf(append([]string{tt.file}, forestFiles...)...)
			spec, refusals := Infer(files)
			if len(refusals) != 1 || refusals[0].File != 0 || !strings.Contains(refusals[0].Reason, tt.reason) {
				t.Fatalf("refusals %v, want one for file 0 with %q", refusals, tt.reason)
			}
			d := checkInferred(t, files, spec, refusals)
			if v, err := d.Parse(files[0]); err == nil && v.Verdict == Approve && d.Gate([]Round{{Content: files[0]}}).Approved {
				t.Errorf("the refused file approves under the inferred dialect")
			}
		})
	}
}

func TestInferRefusalsFromLint(t *testing.T) {
	files := bytesOf(append([]string{
		`{"verdict":"REQUEST_CHANGES","schema_version":1,"findings":[{"severity":"minor","summary":"style"}]}`,
		`{"verdict":"APPROVE","schema_version":1,"findings":[{"severity":"medium","summary":"hmm"}]}`,
		`{"verdict":"APPROVE","schema_version":1,"findings":[{"summary":"no severity"}]}`,
	}, reviewFiles...)...)
	spec, refusals := Infer(files)
	want := map[int]string{0: RuleBlockWithoutBlocking, 1: "", 2: RuleJSONInvalid}
	if len(refusals) != len(want) {
		t.Fatalf("refusals %v", refusals)
	}
	for _, r := range refusals {
		if rule, ok := want[r.File]; !ok || r.Rule != rule {
			t.Errorf("refusal %v, want rule %q", r, rule)
		}
	}
	if !strings.Contains(refusals[1].Reason, `severity "medium"`) {
		t.Errorf("refusal %v should name the severity it cannot place", refusals[1])
	}
	checkInferred(t, files, spec, refusals)
}

// TestInferIncomplete: with no approving file there is no approve word,
// and Infer says so rather than invent one.
func TestInferIncomplete(t *testing.T) {
	files := bytesOf(`{"iteration":44,"verdict":"FAIL","summary":"Gate 8 fails."}`, `{"iteration":45,"verdict":"FAIL","summary":"Gate 4 fails."}`)
	spec, refusals := Infer(files)
	if len(refusals) != 1 || refusals[0].File != -1 || !strings.Contains(refusals[0].Reason, "json.approve") {
		t.Fatalf("refusals %v, want one naming json.approve", refusals)
	}
	if len(spec.Approve) != 0 || !reflect.DeepEqual(spec.Block, []string{"FAIL"}) {
		t.Fatalf("spec %+v", spec)
	}
	if _, err := NewDialect(spec); err == nil {
		t.Fatal("an incomplete spec is a valid dialect")
	}
	spec.Approve = []string{"PASS"}
	checkInferred(t, files, spec, nil)
}

// verdictMember is a "verdict" key with its string value, for removal.
var verdictMember = regexp.MustCompile(`"verdict"\s*:\s*"[^"]*"\s*,?`)

// TestInferNeverWithoutVerdict: the same files with their verdicts removed
// are all refused, however many there are.
func TestInferNeverWithoutVerdict(t *testing.T) {
	for _, set := range [][]string{forestFiles, reviewFiles} {
		var stripped []string
		for _, f := range set {
			stripped = append(stripped, verdictMember.ReplaceAllString(f, ""))
		}
		files := bytesOf(stripped...)
		_, refusals := Infer(files)
		refused := map[int]bool{}
		for _, r := range refusals {
			refused[r.File] = true
		}
		for i := range files {
			if !refused[i] {
				t.Errorf("file %d without its verdict is not refused: %s", i, files[i])
			}
		}
	}
}

func TestPlaceWords(t *testing.T) {
	for v, want := range map[string]string{
		"approve": Approve, "APPROVED": Approve, "LGTM": Approve, "pass": Approve, "ACCEPT": Approve,
		"APPROVED_WITH_RECOMMENDATIONS": Approve,
		"block":                         Block, "changes": Block, "REQUEST_CHANGES": Block, "changes requested": Block, "FAIL": Block,
		"NEEDS_REVISION": Block, "rejected": Block,
		"NOT_APPROVED": "", "no-go": "", "ADVISE": "", "CONDITIONAL": "", "pass_with_changes": "", "": "", "approveX": "",
	} {
		if got := placeVerdict(v); got != want {
			t.Errorf("placeVerdict(%q) = %q, want %q", v, got, want)
		}
	}
	for v, want := range map[string]string{
		"critical": Blocking, "MAJOR": Blocking, "blocker": Blocking, "high": Blocking, "blocking": Blocking,
		"non-blocking": NonBlocking, "nonblocking": NonBlocking, "info": NonBlocking, "Minor": NonBlocking, "nit": NonBlocking, "suggestion": NonBlocking,
		"medium": "", "warning": "", "important": "", "not critical": "",
	} {
		if got := placeSeverity(v); got != want {
			t.Errorf("placeSeverity(%q) = %q, want %q", v, got, want)
		}
	}
}

// FuzzInfer: Infer never panics, always names a verdict key, and every
// file it does not refuse lints with no error under its dialect.
func FuzzInfer(f *testing.F) {
	f.Add([]byte(forestFiles[0]), []byte(forestFiles[1]))
	f.Add([]byte(reviewFiles[0]), []byte(reviewFiles[1]))
	f.Add([]byte(`{"outcome":"approve"}`), []byte(`{"verdict":"approve","issues":[]}`))
	f.Fuzz(func(t *testing.T, a, b []byte) {
		files := [][]byte{a, b}
		spec, refusals := Infer(files)
		if spec.VerdictKey == "" {
			t.Fatal("no verdict key")
		}
		for _, r := range refusals {
			if r.File < 0 {
				return // incomplete: nothing more to hold it to
			}
		}
		checkInferred(t, files, spec, refusals)
	})
}
