package typecheck

import (
	"maps"
	"reflect"
	"testing"

	"github.com/reviewlint/reviewlint/analyzers/snapshot"
)

// The reader reads every checked file ahead of prepare, and what prepare
// makes of the files it read is what prepare makes of them alone: the
// same units, the same files left out or unread, the same names noted.
func TestUnitReaderReadsAheadWhatPrepareReads(t *testing.T) {
	snap := snapshot.Map{"go.mod": shareMod,
		"a/a.go":         "package a\n\nimport (\n\tstr \"strings\"\n\t. \"fmt\"\n)\n\nvar X = str.Fields(Sprint(1))\n",
		"a/a_test.go":    "package a\n\nimport \"testing\"\n\nfunc TestA(t *testing.T) { t.Log(X) }\n",
		"a/x_test.go":    "package a_test\n\nimport \"example.com/m/a\"\n\nvar _ = a.X\n",
		"a/ignored.go":   "//go:build ignore\n\npackage a\n\nimport \"os\"\n\nvar Y = os.Args\n",
		"a/a_windows.go": "package a\n\n// cgo\nfunc main() {}\n",
		"b/b.go":         "package b\n\nimport u \"unicode\"\n\nvar B = u.IsUpper('x')\n",
		"b/bad.go":       "package b\n\nfunc (\n",
	}
	dirs := []string{"a", "b"}
	env := testEnv(t)

	type prepared struct {
		units                []unit
		res                  GoResult
		written, dotImported map[string]bool
		importNames          map[string]map[string]bool
	}
	prepare := func(ahead bool) prepared {
		c := NewGoChecker(env)
		s := newSide(c, snap)
		if ahead {
			r := startUnitReader(s, dirs)
			r.done.Wait() // nothing taken yet: the helper reads every file
			for p, f := range r.files {
				if !f.ready {
					t.Errorf("%s not read ahead", p)
				}
			}
			c.unitReader = r
		}
		var out prepared
		for _, dir := range dirs {
			u := s.prepare(dir, &out.res)
			u.imports, u.importErrs, u.src = nil, nil, nil
			out.units = append(out.units, *u)
		}
		if ahead {
			if len(c.unitReader.files) != 0 {
				t.Errorf("files read ahead and not taken: %v", maps.Keys(c.unitReader.files))
			}
			c.unitReader.stop()
		}
		out.written, out.dotImported, out.importNames = c.written, c.dotImported, c.importNames
		return out
	}
	alone, ahead := prepare(false), prepare(true)
	if !reflect.DeepEqual(alone, ahead) {
		t.Errorf("prepared alone:\n%+v\nwith the files read ahead:\n%+v", alone, ahead)
	}
	if !ahead.written["str.fields"] || !ahead.dotImported["fmt"] || !ahead.importNames["strings"]["str"] || !ahead.units[0].cgoMain {
		t.Errorf("the files' names and imports not noted: %+v", ahead)
	}
}

// panicking is a snapshot whose file bad panics when read.
type panicking struct{ snapshot.Map }

func (p panicking) ReadFile(path string) ([]byte, error) {
	if path == "a/bad.go" {
		panic("unreadable")
	}
	return p.Map.ReadFile(path)
}

// A file whose reading panics on the reader's goroutine panics where
// prepare takes it, on the goroutine analysis.Run recovers, as it did
// when prepare read it: the process does not die of it.
func TestUnitReaderPanicsWherePrepareTakes(t *testing.T) {
	snap := panicking{snapshot.Map{"go.mod": shareMod, "a/a.go": "package a\n", "a/bad.go": "package a\n"}}
	c := NewGoChecker(testEnv(t))
	s := newSide(c, snap)
	r := startUnitReader(s, []string{"a"})
	r.done.Wait()
	c.unitReader = r
	defer r.stop()
	if _, err := c.unitFile(s.src, "a", "a/a.go"); err != nil {
		t.Fatal(err)
	}
	defer func() {
		if v := recover(); v != "unreadable" {
			t.Errorf("recovered %v, want the reader's panic", v)
		}
	}()
	c.unitFile(s.src, "a", "a/bad.go")
	t.Error("no panic")
}
