package tomldepth

import (
	"bytes"
	"strings"
	"testing"
	"time"

	"github.com/BurntSushi/toml"
)

// TestRefusesDeepNesting: nested inline tables, dotted keys, nested
// arrays and long table headers past Max are refused at their line;
// ordinary configuration, and brackets and dots inside strings and
// comments, are not.
func TestRefusesDeepNesting(t *testing.T) {
	deep := []string{
		"x = " + strings.Repeat("{a=", 40) + "1" + strings.Repeat("}", 40) + "\n",
		strings.Repeat("a.", 70) + "a = 1\n",
		"x = " + strings.Repeat("[", 70) + strings.Repeat("]", 70) + "\n",
		"[" + strings.Repeat("a.", 70) + "a]\nx = 1\n",
		"[" + strings.Repeat("a.", 40) + "a]\n" + strings.Repeat("b.", 30) + "b = 1\n",
		"x = {\n" + strings.Repeat("a.", 70) + "a = 1}\n",
	}
	for _, d := range deep {
		err := Check([]byte(d))
		if err == nil {
			t.Errorf("not refused: %.60q", d)
		}
	}
	fine := []string{
		"[dialect.verdict]\npass = [\"APPROVED\", \"LGTM\"]\n",
		"[files]\nreports = [\"reviews/**/*.md\"] # a comment { [ .\n",
		"x = \"" + strings.Repeat("{[.", 100) + "\"\n",
		"x = '" + strings.Repeat("{[.", 100) + "'\n",
		"x = \"\"\"\n" + strings.Repeat("{[.\n", 100) + "\"\"\"\n",
		"x = '''" + strings.Repeat("{[.", 100) + "'''\n",
		"x = [" + strings.Repeat("1.5, ", 500) + "]\n",
		"[[a.b.c]]\nd.e.f = {g.h = [1, [2, [3]]]}\n",
		"[dependencies]\nfoo = { path = \"../foo\", version = \"1.2.3\" }\n[target.'cfg(unix)'.dependencies]\nbar = \"0.1\"\n",
	}
	for _, f := range fine {
		if err := Check([]byte(f)); err != nil {
			t.Errorf("refused %.60q: %v", f, err)
		}
		var v map[string]any
		if _, err := toml.Decode(f, &v); err != nil {
			t.Errorf("the case is no TOML: %.60q: %v", f, err)
		}
	}
	err := Check([]byte("a = 1\n\nb = 2\nx = " + strings.Repeat("{a=", 40) + "1" + strings.Repeat("}", 40) + "\n"))
	if e, ok := err.(*Error); !ok || e.Line != 4 {
		t.Errorf("error %v, want one at line 4", err)
	}
}

// TestLinear: the scan of a large document is linear: a megabyte of
// nesting and of strings takes milliseconds, where the parser took
// minutes on a fraction of it.
func TestLinear(t *testing.T) {
	for _, doc := range [][]byte{
		bytes.Repeat([]byte("{a="), 1<<18),
		bytes.Repeat([]byte("a."), 1<<19),
		bytes.Repeat([]byte("x = \"{[.\"\n"), 1<<17),
	} {
		start := time.Now()
		Check(doc)
		if d := time.Since(start); d > 2*time.Second {
			t.Errorf("%d bytes took %v", len(doc), d)
		}
	}
}
