package config

import (
	"errors"
	"reflect"
	"strings"
	"testing"

	"github.com/reviewlint/reviewlint"
	"github.com/reviewlint/reviewlint/internal/diag"
)

func TestDefaultIsTheEmbeddedFile(t *testing.T) {
	// Default is written out as Go: it must be exactly what decoding the
	// embedded rules.toml gives, down to empty against absent lists.
	decoded := &Config{}
	if err := decodeOnto(decoded, builtinName, reviewlint.DefaultRules); err != nil {
		t.Fatalf("embedded rules.toml: %v", err)
	}
	if got := Default(); !reflect.DeepEqual(got, decoded) {
		t.Errorf("Default() differs from the embedded rules.toml; write its change into Default\n got  %#v\n want %#v", *got, *decoded)
	}
	if a, b := Default(), Default(); &a.Files.Reports[0] == &b.Files.Reports[0] {
		t.Error("two Default() calls share their lists: a decoded file would change both")
	}
	cfg := Default()
	if got := strings.Join(cfg.Files.Reports, ","); got != "reviews/**/*.md,reviews/**/*.markdown,**/*.review.md,**/*.review.markdown" {
		t.Errorf("default reports globs = %s", got)
	}
	if got := strings.Join(cfg.Files.Verdicts, ","); got != "reviews/**/*.json,**/*.verdict.json" {
		t.Errorf("default verdict globs = %s", got)
	}
	if cfg.CommitMsg.VerdictTrailer != "Review-Verdict" || !cfg.CommitMsg.SkipMerge {
		t.Errorf("default commit-msg policy = %+v", cfg.CommitMsg)
	}
	if cfg.Limits.MaxFileBytes <= 0 || cfg.Derive.Base == "" {
		t.Errorf("default limits/derive = %+v %+v", cfg.Limits, cfg.Derive)
	}
}

func TestParseKeepsDefaultsForKeysLeftOut(t *testing.T) {
	cfg, err := Parse("rules.toml", []byte("[files]\nreports = [\"docs/*.md\"]\n"))
	if err != nil {
		t.Fatal(err)
	}
	if len(cfg.Files.Reports) != 1 || cfg.Files.Reports[0] != "docs/*.md" {
		t.Errorf("reports = %v", cfg.Files.Reports)
	}
	if len(cfg.Files.Verdicts) != 2 {
		t.Errorf("verdicts lost their default: %v", cfg.Files.Verdicts)
	}
}

func TestParseSeveritiesAndOverrides(t *testing.T) {
	src := `
[rules.review-too-long]
severity = "off"

[rules.coverage-unbacked]
severity = "warning"

[[overrides]]
paths = ["reviews/legacy/**"]
[overrides.rules.coverage-missing]
severity = "off"
`
	cfg, err := Parse("rules.toml", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	if s := cfg.Rules["coverage-unbacked"].Severity; s == nil || *s != diag.Warning {
		t.Errorf("coverage-unbacked severity = %v", s)
	}
	if len(cfg.Overrides) != 1 || *cfg.Overrides[0].Rules["coverage-missing"].Severity != diag.Off {
		t.Errorf("overrides = %+v", cfg.Overrides)
	}
}

func TestParseErrorsNameFileLineAndKey(t *testing.T) {
	tests := []struct {
		name, src string
		line      int
		key, msg  string
	}{
		{"unknown table", "[files]\nreports = []\n\n[fils]\nx = 1\n", 4, "fils", "unknown key"},
		{"unknown nested key", "[commit-msg]\nverdict-trailer = \"V\"\nskip-merges = true\n", 3, "commit-msg.skip-merges", "unknown key"},
		{"bad severity", "[rules.coverage-missing]\nseverity = \"loud\"\n", 2, "rules.coverage-missing.severity", "unknown severity"},
		{"unknown rule", "[rules.coverage-mising]\nseverity = \"off\"\n", 1, "rules.coverage-mising", "unknown rule"},
		{"missing severity", "[rules.coverage-missing]\n", 1, "rules.coverage-missing", "missing severity"},
		{"bad glob", "[files]\nreports = [\"reviews/[\"]\n", 2, "files.reports", "invalid glob"},
		{"absolute glob", "[files]\nverdicts = [\"/abs/*.json\"]\n", 2, "files.verdicts", "absolute"},
		{"absolute override", "[[overrides]]\npaths = [\"/abs/reviews/**\"]\n[overrides.rules.coverage-missing]\nseverity = \"off\"\n", 2, "overrides.paths", "absolute"},
		{"wrong type", "[files]\nreports = \"reviews/*.md\"\n", 2, "files.reports", "want a list, not a string"},
		{"negative limit", "[limits]\nmax-file-bytes = -1\n", 2, "limits.max-file-bytes", "positive"},
		{"override without paths", "[[overrides]]\n[overrides.rules.coverage-missing]\nseverity = \"off\"\n", 1, "overrides", "no paths"},
		{"syntax", "[files\n", 2, "", "table name"},
		{"language pattern without name", "[derive.symbols.languages.ruby]\nextensions = [\".rb\"]\ndefinitions = ['^def (\\w+)']\n", 3, "derive.symbols.languages.ruby.definitions", "no (?P<name>...) group"},
		{"language pattern invalid", "[derive.symbols.languages.ruby]\nextensions = [\".rb\"]\ndefinitions = ['^def (?P<name>']\n", 3, "derive.symbols.languages.ruby.definitions", "invalid pattern"},
		{"language without extensions", "[derive.symbols.languages.ruby]\ndefinitions = ['^def (?P<name>\\w+)']\n", 1, "derive.symbols.languages.ruby", "needs extensions"},
		{"key pattern invalid", "[derive.pointers]\nkey-patterns = ['[A-Z']\n", 2, "derive.pointers.key-patterns", "invalid pattern"},
		{"root links outside", "[derive.pointers]\nroot-links = '../site'\n", 2, "derive.pointers.root-links", "clean relative folder"},
		{"root links absolute", "[derive.pointers]\nroot-links = '/srv'\n", 2, "derive.pointers.root-links", "clean relative folder"},
		// Nesting is bounded before the parser, whose memory grows with its
		// square (a 24 KB file of inline tables took 1.5 GB).
		{"nested inline tables", "[files]\nx = " + strings.Repeat("{a=", 8000) + "1" + strings.Repeat("}", 8000) + "\n", 2, "", "reads at most 64"},
		{"dotted key", "\n" + strings.Repeat("a.", 8000) + "a = 1\n", 2, "", "reads at most 64"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := Parse("custom.toml", []byte(tt.src))
			var cerr *Error
			if !errors.As(err, &cerr) {
				t.Fatalf("got %v, want a *config.Error", err)
			}
			if cerr.File != "custom.toml" || cerr.Line != tt.line || (tt.key != "" && cerr.Key != tt.key) {
				t.Errorf("got file %q line %d key %q, want custom.toml line %d key %q (%v)", cerr.File, cerr.Line, cerr.Key, tt.line, tt.key, err)
			}
			if !strings.Contains(err.Error(), tt.msg) {
				t.Errorf("error %q does not say %q", err, tt.msg)
			}
			if !strings.HasPrefix(err.Error(), "custom.toml:") {
				t.Errorf("error %q does not start with the file name", err)
			}
		})
	}
}

func TestParseToleratesBOMAndCRLF(t *testing.T) {
	if _, err := Parse("rules.toml", []byte("\xef\xbb\xbf[files]\r\nreports = [\"a/*.md\"]\r\n")); err != nil {
		t.Fatal(err)
	}
}
