package symbols

import (
	"os/exec"
	"strings"
	"testing"

	"github.com/reviewlint/reviewlint/analyzers/snapshot"
)

// A Django or Jinja template calls a registered filter, tag or global by
// its name: a removed function a template still names is unchecked,
// never "no references remain". Django, where installed, fails to
// render the head's page and renders the base's.
func TestPythonTemplatesKeepRemovalsUnchecked(t *testing.T) {
	t.Parallel()
	const tags = "from django import template\n\nregister = template.Library()\n\n\n@register.filter\ndef whisper(value):\n    return str(value).lower()\n"
	const shout = "@register.filter\ndef shout(value):\n    return str(value).upper() + \"!\"\n\n\n"
	const render = `import django
from django.conf import settings

settings.configure(
    INSTALLED_APPS=["app"],
    TEMPLATES=[{"BACKEND": "django.template.backends.django.DjangoTemplates", "APP_DIRS": True}],
)
django.setup()

from django.template.loader import render_to_string

print(render_to_string("page.html", {"name": "ada"}))
`
	withShout := strings.Replace(tags, "@register.filter\ndef whisper", shout+"@register.filter\ndef whisper", 1)
	for _, page := range []string{"app/templates/page.html", "app/templates/page.jinja", "templates/mail.j2"} {
		t.Run(page, func(t *testing.T) {
			t.Parallel()
			base := snapshot.Map{
				"app/__init__.py": "", "app/templatetags/__init__.py": "",
				"app/templatetags/shouting.py": withShout,
				page:                           "{% load shouting %}\n<p>{{ name|shout }}</p>\n",
				"render.py":                    render,
			}
			head := clone(base)
			head["app/templatetags/shouting.py"] = tags
			want := "symbol shout (app/templatetags/shouting.py:7) could not be checked (" + page + " names it"
			if got := strings.Join(run(t, base, head), "\n"); !strings.Contains(got, want) {
				t.Errorf("facts:\n%s\nwant %q", got, want)
			}
			if page != "app/templates/page.html" {
				return
			}
			python := python3()
			if python == "" || exec.Command(python, "-c", "import django").Run() != nil {
				t.Log("Django not installed: the pages are not rendered")
				return
			}
			for _, side := range []struct {
				files  snapshot.Map
				broken string
			}{{base, ""}, {head, "Invalid filter: 'shout'"}} {
				cmd := exec.Command(python, "render.py")
				cmd.Dir = writeTree(t, side.files)
				expectRun(t, cmd, side.broken)
			}
		})
	}
}
