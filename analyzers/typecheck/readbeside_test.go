package typecheck

import (
	"reflect"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/reviewlint/reviewlint/analyzers/snapshot"
)

// meeting is a Map that reads concurrently (snapshot.Concurrent), whose
// reads of two files wait for each other: neither returns before the
// other has begun, so that the goroutines reading them are inside a
// read at once. A read that waits in vain gives up after a while and
// counts as missed.
type meeting struct {
	snapshot.Map
	arrived map[string]chan struct{}
	once    map[string]*sync.Once
	other   map[string]string
	missed  *atomic.Int32
}

func newMeeting(m snapshot.Map, one, two string) meeting {
	return meeting{Map: m, missed: new(atomic.Int32),
		arrived: map[string]chan struct{}{one: make(chan struct{}), two: make(chan struct{})},
		once:    map[string]*sync.Once{one: new(sync.Once), two: new(sync.Once)},
		other:   map[string]string{one: two, two: one}}
}

func (m meeting) meet(p string) {
	if m.arrived[p] == nil {
		return
	}
	m.once[p].Do(func() { close(m.arrived[p]) })
	select {
	case <-m.arrived[m.other[p]]:
	case <-time.After(3 * time.Second):
		m.missed.Add(1)
	}
}

func (m meeting) ReadFile(p string) ([]byte, error) {
	m.meet(p)
	return m.Map.ReadFile(p)
}

func (m meeting) ReadFileFast(p string) ([]byte, bool, error) {
	data, err := m.ReadFile(p)
	return data, true, err
}

// The reader reads the checked packages' files while resolving reads
// the snapshot's other packages, both at once: neither waits for the
// other's read (the reader's blob once inflated under the lock every
// read took), and what prepare makes of the files is what it makes of
// them alone. Under -race, the two goroutines' work is checked against
// each other's.
func TestUnitReaderReadsBesideResolving(t *testing.T) {
	files := snapshot.Map{"go.mod": shareMod,
		"a/a.go":      "package a\n\nimport (\n\t\"example.com/m/c\"\n\t\"strings\"\n)\n\nvar X = strings.Fields(c.C)\n",
		"a/a_test.go": "package a\n\nimport \"testing\"\n\nfunc TestA(t *testing.T) { t.Log(X) }\n",
		"b/b.go":      "package b\n\nimport u \"unicode\"\n\nvar B = u.IsUpper('x')\n",
		"b/bad.go":    "package b\n\nfunc (\n",
		"c/c.go":      "package c\n\nimport \"fmt\"\n\nvar C = fmt.Sprint(1)\n",
	}
	dirs := []string{"a", "b"}
	env := testEnv(t)
	type prepared struct {
		units                []unit
		res                  GoResult
		written, dotImported map[string]bool
		importNames          map[string]map[string]bool
	}
	prepare := func(snap snapshot.Snapshot) prepared {
		c := NewGoChecker(env)
		var out prepared
		for _, u := range c.prepareSide(newSide(c, snap), 0, dirs, &out.res) {
			u.imports, u.importErrs, u.src = nil, nil, nil
			out.units = append(out.units, *u)
		}
		out.written, out.dotImported, out.importNames = c.written, c.dotImported, c.importNames
		return out
	}
	// The reader reads b's file while resolving a reads c's header.
	met := newMeeting(files, "b/b.go", "c/c.go")
	plain, beside := prepare(files), prepare(met)
	if n := met.missed.Load(); n > 0 {
		t.Errorf("%d of the two reads waited in vain for the other: the reader and resolving did not read at once", n)
	}
	if !reflect.DeepEqual(plain, beside) {
		t.Errorf("prepared:\n%+v\nwith the files read beside resolving:\n%+v", plain, beside)
	}
}
