package output

import (
	"bytes"
	"encoding/json"
	"testing"

	"github.com/reviewlint/reviewlint/internal/catalog"
	"github.com/reviewlint/reviewlint/internal/diag"
)

// TestSARIFRequiredFields checks what the SARIF 2.1.0 schema requires and
// what GitHub code scanning relies on: version and $schema; a driver with a
// name and the full rules table, ids unique and in the same order whatever
// was found; every result with a ruleId in the table, a message text, a
// location with a relative URI and a 1-based region, and a fingerprint.
func TestSARIFRequiredFields(t *testing.T) {
	var tables [][]string
	for _, ds := range [][]diag.Diagnostic{nil, sample()} {
		var buf bytes.Buffer
		if err := SARIF(&buf, ds, Options{Root: "/repo", ToolVersion: "v1.2.3"}); err != nil {
			t.Fatal(err)
		}
		var log struct {
			Schema  string `json:"$schema"`
			Version string `json:"version"`
			Runs    []struct {
				Tool struct {
					Driver struct {
						Name  string `json:"name"`
						Rules []struct {
							ID               string `json:"id"`
							ShortDescription struct{ Text string }
							FullDescription  struct{ Text string }
							Help             struct{ Text string }
						} `json:"rules"`
					} `json:"driver"`
				} `json:"tool"`
				Results *[]struct {
					RuleID    string `json:"ruleId"`
					RuleIndex int    `json:"ruleIndex"`
					Message   struct{ Text string }
					Locations []struct {
						PhysicalLocation struct {
							ArtifactLocation struct{ URI string }
							Region           struct{ StartLine, StartColumn int }
						}
					} `json:"locations"`
					PartialFingerprints map[string]string `json:"partialFingerprints"`
				} `json:"results"`
			} `json:"runs"`
		}
		if err := json.Unmarshal(buf.Bytes(), &log); err != nil {
			t.Fatalf("not JSON: %v", err)
		}
		if log.Version != "2.1.0" || log.Schema == "" || len(log.Runs) != 1 {
			t.Fatalf("version %q, $schema %q, %d runs", log.Version, log.Schema, len(log.Runs))
		}
		run := log.Runs[0]
		if run.Tool.Driver.Name != "reviewlint" {
			t.Errorf("driver name %q", run.Tool.Driver.Name)
		}
		var ids []string
		seen := map[string]bool{}
		for _, r := range run.Tool.Driver.Rules {
			if seen[r.ID] || r.ShortDescription.Text == "" || r.FullDescription.Text == "" || r.Help.Text == "" {
				t.Errorf("rule %q: duplicate, or a description or help missing", r.ID)
			}
			seen[r.ID] = true
			ids = append(ids, r.ID)
		}
		if len(ids) != len(catalog.All()) {
			t.Errorf("rules table has %d rules, the catalog %d", len(ids), len(catalog.All()))
		}
		tables = append(tables, ids)
		if run.Results == nil {
			t.Fatal("results missing: an empty run must say [] (no findings), not nothing")
		}
		fingerprints := map[string]bool{}
		for _, res := range *run.Results {
			if !seen[res.RuleID] || ids[res.RuleIndex] != res.RuleID || res.Message.Text == "" {
				t.Errorf("result %+v: ruleId, ruleIndex or message wrong", res)
			}
			if len(res.Locations) != 1 {
				t.Fatalf("result for %s has %d locations", res.RuleID, len(res.Locations))
			}
			loc := res.Locations[0].PhysicalLocation
			if loc.ArtifactLocation.URI == "" || loc.ArtifactLocation.URI[0] == '/' || loc.Region.StartLine < 1 || loc.Region.StartColumn < 1 {
				t.Errorf("result for %s: location %+v", res.RuleID, loc)
			}
			fp := res.PartialFingerprints[FingerprintKey]
			if fp == "" || fingerprints[fp] {
				t.Errorf("result for %s: fingerprint %q missing or not unique", res.RuleID, fp)
			}
			fingerprints[fp] = true
		}
	}
	if len(tables) == 2 && len(tables[0]) == len(tables[1]) {
		for i := range tables[0] {
			if tables[0][i] != tables[1][i] {
				t.Fatalf("rules table differs between runs at %d", i)
			}
		}
	}
}

// TestFingerprintIgnoresLines: a finding that moves down a line keeps its
// fingerprint, so code scanning does not report it as new.
func TestFingerprintIgnoresLines(t *testing.T) {
	fp := func(line int) string {
		var buf bytes.Buffer
		d := diag.Diagnostic{Path: "reviews/a.md", Line: line, Column: 1, Severity: diag.Error, Rule: "coverage-missing", Message: "m"}
		if err := SARIF(&buf, []diag.Diagnostic{d}, Options{}); err != nil {
			t.Fatal(err)
		}
		var log struct {
			Runs []struct {
				Results []struct{ PartialFingerprints map[string]string }
			}
		}
		if err := json.Unmarshal(buf.Bytes(), &log); err != nil {
			t.Fatal(err)
		}
		return log.Runs[0].Results[0].PartialFingerprints[FingerprintKey]
	}
	if fp(3) != fp(10) {
		t.Error("fingerprint changed with the line")
	}
}
