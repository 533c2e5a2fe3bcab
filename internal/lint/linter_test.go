package lint

import (
	"bytes"
	"strconv"
	"strings"
	"testing"

	"github.com/reviewlint/reviewlint/internal/config"
	"github.com/reviewlint/reviewlint/internal/diag"
)

const goodReport = "Verdict: PASS\n\n## Coverage statement\n- ranges: VERIFIED INDEPENDENTLY\n\n## Verdict reason\nNone found.\n\n## Findings\nNone.\n"

func rules(ds []diag.Diagnostic) string {
	var ids []string
	for _, d := range ds {
		ids = append(ids, d.Rule+"@"+itoa(d.Line)+":"+itoa(d.Column)+"/"+d.Severity.String())
	}
	return strings.Join(ids, " ")
}

func itoa(n int) string { return strconv.Itoa(n) }

func TestBadInputGetsDiagnosticsNotPanics(t *testing.T) {
	l := New(config.Default())
	tests := []struct {
		name    string
		content []byte
		want    string // a rule id@line:col that must be present; "" = clean
	}{
		{"clean", []byte(goodReport), ""},
		{"empty", []byte{}, "coverage-missing@1:1/error"},
		{"nul byte", []byte("Verdict: PASS\n\x00 binary"), "file-binary@2:1/error"},
		{"invalid utf-8", []byte("Verdict: PASS\nab\xff\xfe\n" + goodReport[14:]), "file-encoding@2:3/error"},
		{"crlf", bytes.ReplaceAll([]byte(goodReport), []byte("\n"), []byte("\r\n")), ""},
		{"bom", append([]byte("\xef\xbb\xbf"), goodReport...), ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := rules(l.Lint("r.md", tt.content, Report))
			if tt.want == "" && got != "" || !strings.Contains(got, tt.want) {
				t.Errorf("got %q, want %q", got, tt.want)
			}
		})
	}
}

func TestHugeInputs(t *testing.T) {
	l := New(config.Default())
	fifty := bytes.Repeat([]byte(goodReport), 50<<20/len(goodReport))
	if got := rules(l.Lint("big.md", fifty, Report)); !strings.Contains(got, "file-too-large") {
		t.Errorf("50 MB file: got %q, want file-too-large", got)
	}
	cfg := config.Default()
	cfg.Limits.MaxFileBytes = 64 << 20
	l = New(cfg)
	if ds := l.Lint("big.md", fifty, Report); diag.HasErrors(ds) && strings.Contains(rules(ds), "file-too-large") {
		t.Errorf("50 MB file under a 64 MB limit was refused: %s", rules(ds)[:100])
	}
	longLine := []byte(goodReport + strings.Repeat("x", 10<<20) + "\n")
	if ds := l.Lint("long.md", longLine, Report); len(ds) != 0 {
		t.Errorf("10 MB line: got %s", rules(ds))
	}
}

func TestSeverityFromConfigAndOverrides(t *testing.T) {
	cfg, err := config.Parse("rules.toml", []byte(`
[rules.coverage-missing]
severity = "warning"
[[overrides]]
paths = ["reviews/legacy/**"]
[overrides.rules.coverage-missing]
severity = "off"
`))
	if err != nil {
		t.Fatal(err)
	}
	l := New(cfg)
	noCoverage := []byte("Verdict: PASS\n\n## Verdict reason\nx\n\n## Findings\nNone.\n")
	if got := rules(l.Lint("reviews/a.md", noCoverage, Report)); got != "coverage-missing@1:1/warning" {
		t.Errorf("configured severity: got %q", got)
	}
	if got := rules(l.Lint("reviews/legacy/a.md", noCoverage, Report)); got != "" {
		t.Errorf("override to off: got %q", got)
	}
}

func TestKindByGlobsThenExtension(t *testing.T) {
	l := New(config.Default())
	tests := []struct {
		path       string
		byGlob     Kind
		byPathName Kind
	}{
		{"reviews/2026/a.md", Report, Report},
		{"docs/x.review.md", Report, Report},
		{"x.review.md", Report, Report},
		{"reviews/round1.json", Verdict, Verdict},
		{"out/a.verdict.json", Verdict, Verdict},
		{"README.md", None, Report},
		{"data.json", None, Verdict},
		{"notes.txt", None, None},
	}
	for _, tt := range tests {
		if got := l.KindOf(tt.path); got != tt.byGlob {
			t.Errorf("KindOf(%s) = %v, want %v", tt.path, got, tt.byGlob)
		}
		if got := l.KindForPath(tt.path, None); got != tt.byPathName {
			t.Errorf("KindForPath(%s) = %v, want %v", tt.path, got, tt.byPathName)
		}
	}
}
