package symbols

import "testing"

// A module and a name handed side by side to a call that only reads or
// prints them write nothing into the module: m.helper() still breaks,
// and mock's patch.object without create=True fails itself.
func TestPyNameHandedBesideModuleIsNoWrite(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ name, app string }{
		{"Print", "print(m, 'helper')\n"},
		{"Format", "'{} {}'.format(m, 'helper')\n"},
		{"Partial", "import functools\nfunctools.partial(getattr, m, 'helper')\n"},
		{"GetattrStatic", "import inspect\ninspect.getattr_static(m, 'helper', None)\n"},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			checkHelperRemovedBeside(t, c.app+"m.helper()\n", "symbol helper (m.py:1) removed at head but still referenced at app.py:"+string(rune('1'+1+countNL(c.app))), "AttributeError")
		})
	}
}

func countNL(s string) (n int) {
	for _, r := range s {
		if r == '\n' {
			n++
		}
	}
	return n
}
