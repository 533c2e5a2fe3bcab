package verdict

import (
	"reflect"
	"testing"
)

// TestPresets: every preset is a valid dialect, "default" is Default, and
// each reads the example its documentation gives.
func TestPresets(t *testing.T) {
	examples := map[string]struct{ approve, block string }{
		"default": {okApprove, okBlock},
		"forest": {`{"schema":"forest.verdict.v1","revision":"57bb557","verdict":"approve","summary":"Checks pass.","time":"2026-08-21T23:06:23Z"}`,
			`{"schema":"forest.verdict.v1","revision":"57bb557","verdict":"changes","summary":"The build fails.","time":"2026-08-21T23:06:23Z"}`},
		"github-review": {`{"verdict":"APPROVE","schema_version":1,"findings":[{"severity":"info","summary":"a nit","location":"a.go:3"}]}`,
			`{"verdict":"request_changes","schema_version":1,"findings":[{"severity":"major","summary":"the lock is dropped","location":"a.go:9"}]}`},
		"pass-fail": {`{"iteration":44,"verdict":"PASS","summary":"All gates pass."}`, `{"iteration":44,"verdict":"FAIL","summary":"Gate 8 fails."}`},
	}
	ps := Presets()
	if !reflect.DeepEqual(ps["default"], Default()) {
		t.Errorf("preset default differs from Default()")
	}
	if len(ps) != len(examples) {
		t.Errorf("%d presets, %d examples: document every preset", len(ps), len(examples))
	}
	for name, spec := range ps {
		d, err := NewDialect(spec)
		if err != nil {
			t.Errorf("preset %s: %v", name, err)
			continue
		}
		if d.Name() != name {
			t.Errorf("preset %s names itself %q", name, d.Name())
		}
		ex := examples[name]
		for want, in := range map[string]string{Approve: ex.approve, Block: ex.block} {
			if ds := d.Lint([]byte(in)); len(ds) > 0 {
				t.Errorf("preset %s: %s: %v", name, in, ds)
			}
			if v, err := d.Parse([]byte(in)); err != nil || v.Verdict != want {
				t.Errorf("preset %s: Parse(%s) = %+v, %v; want %s", name, in, v, err, want)
			}
		}
		if d := d.Gate([]Round{{Content: []byte(ex.approve)}}); !d.Approved {
			t.Errorf("preset %s: gate refuses its approve example: %+v", name, d)
		}
		if d := d.Gate([]Round{{Content: []byte(ex.approve)}, {Content: []byte(ex.block)}}); d.Status != StatusBlocked {
			t.Errorf("preset %s: gate on approve then block: %+v", name, d)
		}
	}
}
