package config

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/BurntSushi/toml"

	"github.com/reviewlint/reviewlint/verdict"
)

// DialectJSON is [dialect.json]: the words and keys of a team's verdict
// files. It starts from a verdict preset (extends, "default" when left
// out); each key given replaces the preset's value.
type DialectJSON struct {
	Extends       string    `toml:"extends"`
	VerdictKey    *string   `toml:"verdict-key"`
	Approve       *[]string `toml:"approve"`
	Block         *[]string `toml:"block"`
	CaseSensitive *bool     `toml:"case-sensitive"`
	ReviewKey     *string   `toml:"review-key"`
	Keys          *[]string `toml:"keys"`
	RequiredKeys  *[]string `toml:"required-keys"`
	UnknownKeys   *bool     `toml:"unknown-keys"`
	Edits         *bool     `toml:"edits"`
	Findings      *bool     `toml:"findings"`
	FindingsKey   *string   `toml:"findings-key"`
	SeverityKey   *string   `toml:"severity-key"`
	Blocking      *[]string `toml:"blocking"`
	NonBlocking   *[]string `toml:"non-blocking"`
	TextKeys      *[]string `toml:"text-keys"`
	LocationKeys  *[]string `toml:"location-keys"`
	LineKey       *string   `toml:"line-key"`
	FindingKeys   *[]string `toml:"finding-keys"`

	prepared *verdict.Dialect
}

// VerdictDialect is the dialect verdict files are read in: the default
// contract unless [dialect.json] says otherwise.
func (c *Config) VerdictDialect() *verdict.Dialect {
	if c.Dialect.JSON.prepared == nil {
		return verdict.DefaultDialect()
	}
	return c.Dialect.JSON.prepared
}

// Spec returns the verdict dialect the table describes.
func (j *DialectJSON) Spec() (verdict.DialectSpec, error) {
	name := j.Extends
	if name == "" {
		name = "default"
	}
	p, ok := verdict.PresetNamed(name)
	if !ok {
		return verdict.DialectSpec{}, &verdict.DialectError{Field: "json.extends", Msg: fmt.Sprintf("no verdict preset %q: use one of %s", name, strings.Join(verdict.PresetNames(), ", "))}
	}
	s := p.Spec.Clone()
	if j.Extends != "" || j.set() {
		s.Name = name + " (as configured)"
	}
	str := func(dst *string, v *string) {
		if v != nil {
			*dst = *v
		}
	}
	list := func(dst *[]string, v *[]string) {
		if v != nil {
			*dst = slices.Clone(*v)
		}
	}
	flag := func(dst *bool, v *bool) {
		if v != nil {
			*dst = *v
		}
	}
	str(&s.VerdictKey, j.VerdictKey)
	list(&s.Approve, j.Approve)
	list(&s.Block, j.Block)
	flag(&s.CaseSensitive, j.CaseSensitive)
	str(&s.ReviewKey, j.ReviewKey)
	list(&s.Keys, j.Keys)
	list(&s.RequiredKeys, j.RequiredKeys)
	flag(&s.UnknownKeys, j.UnknownKeys)
	flag(&s.Edits, j.Edits)
	flag(&s.Findings, j.Findings)
	str(&s.FindingsKey, j.FindingsKey)
	str(&s.SeverityKey, j.SeverityKey)
	list(&s.Blocking, j.Blocking)
	list(&s.NonBlocking, j.NonBlocking)
	list(&s.TextKeys, j.TextKeys)
	list(&s.LocationKeys, j.LocationKeys)
	str(&s.LineKey, j.LineKey)
	list(&s.FindingKeys, j.FindingKeys)
	return s, nil
}

func (j *DialectJSON) set() bool {
	return j.VerdictKey != nil || j.Approve != nil || j.Block != nil || j.CaseSensitive != nil || j.ReviewKey != nil ||
		j.Keys != nil || j.RequiredKeys != nil || j.UnknownKeys != nil || j.Edits != nil || j.Findings != nil ||
		j.FindingsKey != nil || j.SeverityKey != nil || j.Blocking != nil || j.NonBlocking != nil || j.TextKeys != nil ||
		j.LocationKeys != nil || j.LineKey != nil || j.FindingKeys != nil
}

// prepare builds the verdict dialect, turning one the verdict package
// refuses into an Error at the key's line.
func (j *DialectJSON) prepare(name string, data []byte) error {
	if j.Extends == "" && !j.set() {
		j.prepared = nil
		return nil
	}
	spec, err := j.Spec()
	if err == nil {
		j.prepared, err = verdict.NewDialect(spec)
	}
	var de *verdict.DialectError
	if errors.As(err, &de) {
		key := append(toml.Key{"dialect"}, strings.Split(de.Field, ".")...)
		return &Error{File: name, Line: keyLine(data, key), Key: key.String(), Msg: de.Msg}
	}
	return err
}
