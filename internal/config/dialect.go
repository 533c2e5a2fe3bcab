package config

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/BurntSushi/toml"

	"github.com/reviewlint/reviewlint/contract"
)

// Dialect is the [dialect] table: the contract as a team writes it. It
// starts from a preset (extends, "default" when left out); each key given
// replaces the preset's value for that key. Lists are pointers so that a
// key left out keeps the preset's list and `[]` empties it.
type Dialect struct {
	Extends  string              `toml:"extends"`
	Name     string              `toml:"name"`
	Verdict  DialectVerdict      `toml:"verdict"`
	Sections map[string][]string `toml:"sections"`
	Required *[]string           `toml:"required"`
	Findings DialectFindings     `toml:"findings"`
	Coverage DialectCoverage     `toml:"coverage"`
	// JSON is [dialect.json], for verdict files.
	JSON DialectJSON `toml:"json"`

	// report is the dialect prepared for reading reports.
	report *contract.Dialect
}

// DialectVerdict is [dialect.verdict].
type DialectVerdict struct {
	Keys          *[]string `toml:"keys"`
	Qualifiers    *[]string `toml:"qualifiers"`
	Pass          *[]string `toml:"pass"`
	Fail          *[]string `toml:"fail"`
	CaseSensitive *bool     `toml:"case-sensitive"`
	Places        *[]string `toml:"places"`
	Rounds        *[]string `toml:"rounds"`
}

// DialectFindings is [dialect.findings].
type DialectFindings struct {
	Forms           *[]string `toml:"forms"`
	Fail            *[]string `toml:"fail"`
	Note            *[]string `toml:"note"`
	SeverityColumns *[]string `toml:"severity-columns"`
	SeverityLabels  *[]string `toml:"severity-labels"`
	NoteReason      *bool     `toml:"note-reason"`
	None            *[]string `toml:"none"`
}

// DialectCoverage is [dialect.coverage].
type DialectCoverage struct {
	Forms         *[]string `toml:"forms"`
	Verified      *[]string `toml:"verified"`
	Accepted      *[]string `toml:"accepted"`
	NotChecked    *[]string `toml:"not-checked"`
	Failed        *[]string `toml:"failed"`
	StatusColumns *[]string `toml:"status-columns"`
}

// ReportDialect is the dialect reports are read in: the default contract
// unless [dialect] says otherwise.
func (c *Config) ReportDialect() *contract.Dialect {
	if c.Dialect.report == nil {
		return contract.DefaultDialect()
	}
	return c.Dialect.report
}

// Spec returns the dialect [dialect] describes: its preset with the keys
// given laid over it.
func (d *Dialect) Spec() (contract.DialectSpec, error) {
	name := d.Extends
	if name == "" {
		name = "default"
	}
	preset, ok := contract.PresetNamed(name)
	if !ok {
		return contract.DialectSpec{}, &contract.DialectError{Field: "extends", Msg: fmt.Sprintf("no preset %q: use one of %s (`reviewlint dialect list`)", name, strings.Join(contract.PresetNames(), ", "))}
	}
	s := preset.Spec.Clone()
	if d.Name != "" {
		s.Name = d.Name
	} else if d.Extends != "" || d.set() {
		s.Name = name + " (as configured)"
	}
	v := d.Verdict
	lay(&s.Verdict.Keys, v.Keys)
	lay(&s.Verdict.Qualifiers, v.Qualifiers)
	lay(&s.Verdict.Pass, v.Pass)
	lay(&s.Verdict.Fail, v.Fail)
	lay(&s.Verdict.Places, v.Places)
	lay(&s.Verdict.Rounds, v.Rounds)
	if v.CaseSensitive != nil {
		s.Verdict.CaseSensitive = *v.CaseSensitive
	}
	for kind, names := range d.Sections {
		if s.Sections == nil {
			s.Sections = map[string][]string{}
		}
		s.Sections[kind] = slices.Clone(names)
	}
	lay(&s.Required, d.Required)
	f := d.Findings
	lay(&s.Findings.Forms, f.Forms)
	lay(&s.Findings.Fail, f.Fail)
	lay(&s.Findings.Note, f.Note)
	lay(&s.Findings.SeverityColumns, f.SeverityColumns)
	lay(&s.Findings.SeverityLabels, f.SeverityLabels)
	lay(&s.Findings.None, f.None)
	if f.NoteReason != nil {
		s.Findings.NoteReason = *f.NoteReason
	}
	c := d.Coverage
	lay(&s.Coverage.Forms, c.Forms)
	lay(&s.Coverage.Verified, c.Verified)
	lay(&s.Coverage.Accepted, c.Accepted)
	lay(&s.Coverage.NotChecked, c.NotChecked)
	lay(&s.Coverage.Failed, c.Failed)
	lay(&s.Coverage.StatusColumns, c.StatusColumns)
	return s, nil
}

// set reports whether any key of the table is given.
func (d *Dialect) set() bool {
	v, f, c := d.Verdict, d.Findings, d.Coverage
	return d.Sections != nil || d.Required != nil ||
		v.Keys != nil || v.Qualifiers != nil || v.Pass != nil || v.Fail != nil || v.CaseSensitive != nil || v.Places != nil || v.Rounds != nil ||
		f.Forms != nil || f.Fail != nil || f.Note != nil || f.SeverityColumns != nil || f.SeverityLabels != nil || f.NoteReason != nil || f.None != nil ||
		c.Forms != nil || c.Verified != nil || c.Accepted != nil || c.NotChecked != nil || c.Failed != nil || c.StatusColumns != nil
}

func lay(dst *[]string, v *[]string) {
	if v != nil {
		*dst = slices.Clone(*v)
	}
}

// prepare builds the report dialect, turning a dialect the contract
// refuses into an Error at the key's line.
func (d *Dialect) prepare(name string, data []byte) error {
	if err := d.JSON.prepare(name, data); err != nil {
		return err
	}
	if d.Extends == "" && d.Name == "" && !d.set() {
		d.report = nil
		return nil
	}
	spec, err := d.Spec()
	if err == nil {
		d.report, err = contract.NewDialect(spec)
	}
	var de *contract.DialectError
	if errors.As(err, &de) {
		field, msg := de.Field, de.Msg
		var wc *contract.WordConflictError
		if errors.As(err, &wc) && !d.sets(field) && d.sets(wc.Also) {
			field, msg = wc.Also, wc.AlsoMsg // the word the team wrote there, not the preset's
		}
		key := append(toml.Key{"dialect"}, strings.Split(field, ".")...)
		// A field the table does not give came from the preset.
		line := keyLine(data, key)
		return &Error{File: name, Line: line, Key: key.String(), Msg: msg}
	}
	return err
}

// sets reports whether the table gives a list field of the dialect
// (`verdict.pass`), as opposed to leaving it to the preset.
func (d *Dialect) sets(field string) bool {
	lists := map[string]*[]string{
		"verdict.pass": d.Verdict.Pass, "verdict.fail": d.Verdict.Fail,
		"findings.fail": d.Findings.Fail, "findings.note": d.Findings.Note,
		"coverage.verified": d.Coverage.Verified, "coverage.accepted": d.Coverage.Accepted,
		"coverage.not-checked": d.Coverage.NotChecked, "coverage.failed": d.Coverage.Failed,
	}
	return lists[field] != nil
}
