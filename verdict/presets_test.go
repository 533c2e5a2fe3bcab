package verdict

import (
	"reflect"
	"slices"
	"testing"
)

// TestPresets: every preset is a valid dialect named as listed, the first
// is Default, each lints its example clean and reads it, and the gate
// decides under it.
func TestPresets(t *testing.T) {
	ps := Presets()
	if ps[0].Name != "default" || !reflect.DeepEqual(ps[0].Spec, Default()) {
		t.Errorf("the first preset is %q, not Default()", ps[0].Name)
	}
	// A second file per preset, on the other side from its example.
	other := map[string]string{
		"default":       okApprove,
		"forest":        `{"schema":"forest.verdict.v1","revision":"57bb557","verdict":"approve","summary":"Checks pass.","time":"2026-08-21T23:06:23Z"}`,
		"github-review": `{"verdict":"approve","schema_version":1,"findings":[{"severity":"INFO","summary":"a nit","location":"a.go:3"}]}`,
		"pass-fail":     `{"iteration":45,"verdict":"PASS","summary":"All gates pass."}`,
	}
	if names := PresetNames(); !slices.Equal(names, []string{"default", "forest", "github-review", "pass-fail"}) {
		t.Errorf("presets %v", names)
	}
	for _, p := range ps {
		d, err := NewDialect(p.Spec)
		if err != nil {
			t.Errorf("preset %s: %v", p.Name, err)
			continue
		}
		if got, ok := PresetNamed(p.Name); !ok || d.Name() != p.Name || got.Summary == "" {
			t.Errorf("preset %s: named %q, summary %q", p.Name, d.Name(), got.Summary)
		}
		for want, in := range map[string]string{Block: p.Example, Approve: other[p.Name]} {
			if ds := d.Lint([]byte(in)); len(ds) > 0 {
				t.Errorf("preset %s: %s: %v", p.Name, in, ds)
			}
			if v, err := d.Parse([]byte(in)); err != nil || v.Verdict != want {
				t.Errorf("preset %s: Parse(%s) = %+v, %v; want %s", p.Name, in, v, err, want)
			}
		}
		approve, block := []byte(other[p.Name]), []byte(p.Example)
		if g := d.Gate([]Round{{Content: approve}}); !g.Approved {
			t.Errorf("preset %s: gate refuses its approve: %+v", p.Name, g)
		}
		if g := d.Gate([]Round{{Content: approve}, {Content: block}}); g.Status != StatusBlocked {
			t.Errorf("preset %s: gate on approve then block: %+v", p.Name, g)
		}
	}
	if _, ok := PresetNamed("nope"); ok {
		t.Error("an unknown preset is found")
	}
}
