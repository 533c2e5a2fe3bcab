package config

import (
	"errors"
	"reflect"
	"slices"
	"strings"
	"testing"
)

// Every table of reviewlint's own keeps a file reviewlint's; a file with
// none of them, nor anything near one, is another tool's.
func TestForeign(t *testing.T) {
	for _, table := range knownTables {
		if Foreign([]byte("[" + table + "]\n")) {
			t.Errorf("a file with [%s] alone is taken for another tool's", table)
		}
	}
	for _, data := range []string{"[tool]\nx = 1\n", "[[checks]]\nid = 'a'\n"} {
		if !Foreign([]byte(data)) {
			t.Errorf("%q is not taken for another tool's", data)
		}
	}
	// A table added to Config and forgotten in knownTables would make a
	// file holding only it another tool's.
	typ := reflect.TypeFor[Config]()
	for i := range typ.NumField() {
		if tag := typ.Field(i).Tag.Get("toml"); tag != "" && tag != "-" && !slices.Contains(knownTables, tag) {
			t.Errorf("knownTables misses [%s]", tag)
		}
	}
}

// A rules.toml that is not valid as reviewlint's names the way out; a
// .reviewlint.toml does not (it can be no one else's).
func TestParseFoundHint(t *testing.T) {
	data := []byte("[[rule]]\nid = \"x\"\n")
	_, err := Found{Name: RulesName, Data: data}.Parse("rules.toml")
	var cerr *Error
	if !errors.As(err, &cerr) || cerr.Line != 1 || cerr.Key != "rule" || !strings.Contains(err.Error(), DotName) || !strings.Contains(err.Error(), "reviewlint init") {
		t.Errorf("rules.toml: %v; want an Error at line 1, key rule, naming %s and reviewlint init", err, DotName)
	}
	_, err = Found{Name: DotName, Data: data}.Parse(DotName)
	if err == nil || strings.Contains(err.Error(), "another tool") {
		t.Errorf(".reviewlint.toml: %v; want the error alone", err)
	}
}

// TestForeignTooDeep: another tool's rules.toml nested past what is read
// is not parsed to decide whose it is: it is reviewlint's, and refused.
func TestForeignTooDeep(t *testing.T) {
	data := []byte("[tool]\nx = " + strings.Repeat("{a=", 4000) + "1" + strings.Repeat("}", 4000) + "\n")
	if Foreign(data) {
		t.Error("a file nested 8,000 deep was taken for another tool's")
	}
}
