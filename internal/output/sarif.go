package output

import (
	"crypto/sha256"
	"encoding/hex"
	"io"
	"strconv"
	"strings"

	"github.com/reviewlint/reviewlint/internal/catalog"
	"github.com/reviewlint/reviewlint/internal/diag"
)

// SARIF constants: the version written, its schema, and the key of the
// fingerprint reviewlint computes.
const (
	SARIFVersion     = "2.1.0"
	SARIFSchema      = "https://json.schemastore.org/sarif-2.1.0.json"
	FingerprintKey   = "reviewlint/v1"
	informationURI   = "https://github.com/reviewlint/reviewlint"
	sourceRootBaseID = "%SRCROOT%"
)

// SARIF prints ds as a SARIF 2.1.0 log with one run. The run's rules table
// is every rule of the catalog, in the catalog's order, whatever was found:
// code-scanning services want the same ruleIds in every run. Paths are
// relative to opts.Root, against %SRCROOT%. Each result carries a
// fingerprint that depends on the rule, the file, the message and how many
// identical results came before it, not on the line, so that an edit above
// a finding does not make it look new.
func SARIF(w io.Writer, ds []diag.Diagnostic, opts Options) error {
	rules := catalog.All()
	index := make(map[string]int, len(rules))
	table := make([]sarifRule, len(rules))
	for i, r := range rules {
		index[r.ID] = i
		if opts.Speak != nil {
			r.Summary, r.Doc = opts.Speak(r.Kind, r.Summary), opts.Speak(r.Kind, r.Doc)
		}
		table[i] = sarifRule{
			ID: r.ID, Name: r.ID,
			ShortDescription: sarifText{Text: r.Summary},
			FullDescription:  sarifText{Text: r.Doc},
			Help:             sarifHelp{Text: r.Doc, Markdown: r.Doc},
			Default:          sarifConfig{Level: level(r.Default)},
			Properties:       sarifProps{Tags: []string{r.Kind}},
		}
	}
	results := make([]sarifResult, 0, len(ds))
	seen := map[string]int{}
	for _, d := range ds {
		p := repoPath(d.Path, opts.Root)
		key := d.Rule + "\x00" + p + "\x00" + d.Message
		seen[key]++
		loc := sarifArtifact{URI: pathURI(p)}
		if !strings.HasPrefix(p, "/") && !strings.HasPrefix(p, "commit:") && !strings.HasPrefix(p, "<") {
			loc.BaseID = sourceRootBaseID
		}
		res := sarifResult{
			RuleID: d.Rule, Level: level(d.Severity),
			Message:      sarifText{Text: d.Message},
			Locations:    []sarifLocation{{Physical: sarifPhysical{Artifact: loc, Region: sarifRegion{StartLine: max(d.Line, 1), StartColumn: max(d.Column, 1)}}}},
			Fingerprints: map[string]string{FingerprintKey: fingerprint(key, seen[key])},
		}
		if i, ok := index[d.Rule]; ok {
			res.RuleIndex = &i
		}
		results = append(results, res)
	}
	log := sarifLog{Schema: SARIFSchema, Version: SARIFVersion, Runs: []sarifRun{{
		Tool:    sarifTool{Driver: sarifDriver{Name: "reviewlint", InformationURI: informationURI, Version: opts.ToolVersion, Rules: table}},
		Results: results,
	}}}
	return encodeJSON(w, log)
}

// level is SARIF's name for a severity.
func level(s diag.Severity) string {
	switch s {
	case diag.Error:
		return "error"
	case diag.Warning:
		return "warning"
	}
	return "none"
}

func fingerprint(key string, occurrence int) string {
	sum := sha256.Sum256([]byte(key + "\x00" + strconv.Itoa(occurrence)))
	return hex.EncodeToString(sum[:16])
}
