package verdict

import (
	"errors"
	"strings"
	"testing"
)

// TestDialectErrors: a dialect that would read one file two ways, or that
// names a key no file could show plainly, is refused with the setting at
// fault, so the configuration can point at its file, line and key.
func TestDialectErrors(t *testing.T) {
	tests := []struct {
		name  string
		edit  func(*DialectSpec)
		field string
		msg   string
	}{
		{"no verdict key", func(s *DialectSpec) { s.VerdictKey = "" }, "json.verdict-key", "may not be empty"},
		{"verdict key without a letter", func(s *DialectSpec) { s.VerdictKey = "_1" }, "json.verdict-key", "holds no letter"},
		{"verdict key with a quote", func(s *DialectSpec) { s.VerdictKey = `ver"dict` }, "json.verdict-key", "printable ASCII"},
		{"verdict key not ASCII", func(s *DialectSpec) { s.VerdictKey = "vérdict" }, "json.verdict-key", "printable ASCII"},
		{"no approve value", func(s *DialectSpec) { s.Approve = nil }, "json.approve", "at least one"},
		{"no block value", func(s *DialectSpec) { s.Block = nil }, "json.block", "at least one"},
		{"one value on both sides", func(s *DialectSpec) { s.Block = append(s.Block, "approve") }, "json.block", `"approve" is also listed under approve`},
		{"one value on both sides in another case", func(s *DialectSpec) { s.Block = []string{"Approve"} }, "json.block", "also listed under approve"},
		{"one value on both sides, case ignored", func(s *DialectSpec) {
			s.CaseSensitive = false
			s.Approve, s.Block = []string{"APPROVE"}, []string{"approve"}
		}, "json.block", "also listed under approve"},
		{"empty value", func(s *DialectSpec) { s.Approve = []string{""} }, "json.approve", "may not be empty"},
		{"control character in a value", func(s *DialectSpec) { s.Block = []string{"bl\nock"} }, "json.block", "control character"},
		{"severity on both sides", func(s *DialectSpec) { s.NonBlocking = []string{"minor", "blocking"} }, "json.non-blocking", `"blocking" is also listed under blocking`},
		{"no blocking severity", func(s *DialectSpec) { s.Blocking = nil }, "json.blocking", "at least one"},
		{"no text key", func(s *DialectSpec) { s.TextKeys = nil }, "json.text-keys", "at least one"},
		{"findings key is the verdict key", func(s *DialectSpec) { s.FindingsKey = "verdict" }, "json.findings-key", "is also the verdict key"},
		{"review key is the findings key", func(s *DialectSpec) { s.ReviewKey = "findings" }, "json.review-key", "is also the findings key"},
		{"extra key is the review key", func(s *DialectSpec) { s.Keys = []string{"review"} }, "json.keys", "is also the review key"},
		{"extra key reads as the findings key", func(s *DialectSpec) { s.Keys = []string{"Findings"} }, "json.keys", `reads as "findings", the findings key`},
		{"extra key reads as the verdict key", func(s *DialectSpec) { s.Keys = []string{"final_Verdict"}; s.VerdictKey = "finalverdict" }, "json.keys", "reads as the verdict key"},
		{"extra key spells the verdict key", func(s *DialectSpec) { s.Keys = []string{"ver-dict"} }, "json.keys", `reads as the verdict key "verdict"`},
		{"finding key spells the verdict key", func(s *DialectSpec) { s.FindingKeys = []string{"Verdict"} }, "json.finding-keys", "would be taken for a verdict"},
		{"text key is the verdict key", func(s *DialectSpec) { s.TextKeys = []string{"verdict"} }, "json.text-keys", "would be taken for a verdict"},
		{"text key is the severity key", func(s *DialectSpec) { s.TextKeys = []string{"severity"} }, "json.text-keys", "is also the severity key"},
		{"location key is a text key", func(s *DialectSpec) { s.LocationKeys = []string{"question"} }, "json.location-keys", "is also the text key"},
		{"line key reads as a location key", func(s *DialectSpec) { s.LineKey = "Context" }, "json.line-key", "reads as \"context\""},
		{"edit key given another role", func(s *DialectSpec) { s.ReviewKey = "edits" }, "json.edits", "is also the review key"},
		{"verdict key is an edit's key", func(s *DialectSpec) { s.VerdictKey = "path" }, "json.edits", "reads as the verdict key"},
		{"required key not named", func(s *DialectSpec) { s.RequiredKeys = []string{"schema"} }, "json.required-keys", "not a key the dialect names"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			spec := Default()
			tt.edit(&spec)
			_, err := NewDialect(spec)
			var de *DialectError
			if !errors.As(err, &de) {
				t.Fatalf("NewDialect = %v, want a *DialectError", err)
			}
			if de.Field != tt.field || !strings.Contains(de.Msg, tt.msg) {
				t.Fatalf("got %q: %q, want %s: …%s…", de.Field, de.Msg, tt.field, tt.msg)
			}
		})
	}
}

// TestDialectsAccepted: what a dialect may say that the errors above do not
// forbid.
func TestDialectsAccepted(t *testing.T) {
	for name, edit := range map[string]func(*DialectSpec){
		"a value repeated on its side": func(s *DialectSpec) { s.Approve = []string{"approve", "approve"} },
		"two spellings, case ignored":  func(s *DialectSpec) { s.CaseSensitive = false; s.Approve = []string{"approve", "APPROVE"} },
		"no non-blocking severity":     func(s *DialectSpec) { s.NonBlocking = nil },
		"no findings, finding settings unset": func(s *DialectSpec) {
			*s = DialectSpec{VerdictKey: "outcome", Approve: []string{"ok"}, Block: []string{"no"}}
		},
		"a text key also a top-level key": func(s *DialectSpec) { s.Keys = []string{"question"} },
		"extra keys in two cases":         func(s *DialectSpec) { s.Keys = []string{"schema", "Schema"} },
		"verdict key with punctuation":    func(s *DialectSpec) { s.VerdictKey = "review.verdict" },
	} {
		spec := Default()
		edit(&spec)
		if _, err := NewDialect(spec); err != nil {
			t.Errorf("%s: %v", name, err)
		}
	}
}

// TestNilDialectIsDefault: the nil *Dialect reads as the default contract.
func TestNilDialectIsDefault(t *testing.T) {
	var d *Dialect
	if v, err := d.Parse([]byte(okBlock)); err != nil || v.Verdict != Block {
		t.Fatalf("nil dialect Parse = %+v, %v", v, err)
	}
	if d.Name() != "default" || !d.Gate([]Round{{Content: []byte(okApprove)}}).Approved {
		t.Fatal("nil dialect is not the default")
	}
}

// TestDialectOwnsItsSpec: changing the spec after NewDialect, or the one
// Spec returns, changes nothing the dialect reads.
func TestDialectOwnsItsSpec(t *testing.T) {
	spec := Default()
	d := MustDialect(spec)
	spec.TextKeys[0] = "context"
	d.Spec().TextKeys[0] = "context"
	if ds := d.Lint([]byte(`{"verdict":"block","findings":[{"severity":"blocking","question":"q"}]}`)); len(ds) > 0 {
		t.Fatalf("the dialect changed: %v", ds)
	}
}
