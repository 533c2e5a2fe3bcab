// Package dialecttest gives tests the dialects that reports and verdict
// files are written in: the default contract, every preset, and dialects a
// team writes over a preset, each read through the configuration as the
// CLI reads it. A test of what a verb says or writes runs under all of
// them, so that a word or section the default contract names cannot leak
// into what a team's dialect is told.
//
// It is for tests only; nothing in the linters imports it.
package dialecttest

import (
	"testing"

	"github.com/reviewlint/reviewlint/contract"
	"github.com/reviewlint/reviewlint/internal/config"
	"github.com/reviewlint/reviewlint/verdict"
)

// Team overrides a preset's words and section names throughout, as a team
// would in .reviewlint.toml.
const Team = `[dialect]
extends = "approvals"
name = "shipping"
required = ["coverage", "verdict-reason", "findings", "do-not-rebuild"]

[dialect.verdict]
keys = ["decision"]
pass = ["SHIP IT"]
fail = ["HOLD"]

[dialect.sections]
coverage = ["What I checked"]
findings = ["Problems"]
verdict-reason = ["Why"]
do-not-rebuild = ["Keep as is"]
verdict = ["Decision"]

[dialect.findings]
forms = ["bullets", "severity-first"]
fail = ["SEV1"]
note = ["SEV3"]
note-reason = true

[dialect.coverage]
forms = ["bullets"]
verified = ["CONFIRMED"]
accepted = ["TAKEN FROM THE WORKER"]
not-checked = ["UNCONFIRMED"]
`

// Exact matches its words only as written, in fewer places.
const Exact = `[dialect]
extends = "severity-table"
name = "exact"

[dialect.verdict]
case-sensitive = true
places = ["label", "table"]
`

// Met requires coverage and has no status for a claim not checked.
const Met = `[dialect]
extends = "severity-table"
name = "met"
required = ["coverage"]

[dialect.coverage]
forms = ["bullets"]
verified = ["MET"]
not-checked = []
failed = ["NOT MET"]
`

// TeamJSON renames every field of a verdict preset and matches its words
// only as written.
const TeamJSON = `[dialect.json]
extends = "github-review"
verdict-key = "decision"
approve = ["SHIP"]
block = ["HOLD"]
case-sensitive = true
severity-key = "level"
blocking = ["sev1"]
non-blocking = ["sev3"]
text-keys = ["what"]
location-keys = ["where"]
`

// RequiredJSON requires fields beside the verdict.
const RequiredJSON = `[dialect.json]
extends = "github-review"
required-keys = ["findings", "summary"]
`

// OnlyIn is a dialect that reads a verdict in one place alone (a
// contract.Place constant): what a verb tells a reviewer to write must
// stand there.
func OnlyIn(place string) string {
	return "[dialect]\nextends = \"approvals\"\nname = \"only-" + place + "\"\n\n[dialect.verdict]\nplaces = [\"" + place + "\"]\n"
}

// Reports is the default contract with no configuration, then every
// preset, then Team, Exact and Met, then a dialect for each place a
// verdict may stand in alone.
func Reports(t testing.TB) []*contract.Dialect {
	t.Helper()
	out := []*contract.Dialect{contract.DefaultDialect()}
	var tables []string
	for _, name := range contract.PresetNames() {
		tables = append(tables, "[dialect]\nextends = \""+name+"\"\n")
	}
	tables = append(tables, Team, Exact, Met)
	for _, place := range contract.VerdictPlaces {
		tables = append(tables, OnlyIn(place))
	}
	for _, toml := range tables {
		out = append(out, read(t, toml).ReportDialect())
	}
	return out
}

// Verdicts is TeamJSON, RequiredJSON, then every verdict preset.
func Verdicts(t testing.TB) []*verdict.Dialect {
	t.Helper()
	var out []*verdict.Dialect
	tables := []string{TeamJSON, RequiredJSON}
	for _, name := range verdict.PresetNames() {
		tables = append(tables, "[dialect.json]\nextends = \""+name+"\"\n")
	}
	for _, toml := range tables {
		out = append(out, read(t, toml).VerdictDialect())
	}
	return out
}

func read(t testing.TB, toml string) *config.Config {
	t.Helper()
	cfg, err := config.Parse(".reviewlint.toml", []byte(toml))
	if err != nil {
		t.Fatalf("%v\n%s", err, toml)
	}
	return cfg
}
