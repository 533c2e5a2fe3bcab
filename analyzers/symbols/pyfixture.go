package symbols

// pytest hands a fixture to a test that names a parameter after it, or
// that lists it in @pytest.mark.usefixtures("name"): no import or call
// shows the use, so a fixture's removal is no "no references remain"
// while head still spells its name.

// pyDecorators is what the decorator lines above a def say.
type pyDecorators struct {
	any bool
	// fixture: one of them is @pytest.fixture (or @fixture, or
	// pytest_asyncio's); fixtureName is its name= when set ("*" when
	// not a plain string).
	fixture     bool
	fixtureName string
}

// read takes one decorator line (@ first).
func (d *pyDecorators) read(line []tok) {
	d.any = true
	k := 1
	for k+1 < len(line) && line[k].kind == tIdent && isPunct(line[k+1], ".") {
		k += 2
	}
	if k >= len(line) || line[k].kind != tIdent || line[k].text != "fixture" && line[k].text != "yield_fixture" {
		return
	}
	d.fixture = true
	for i := k + 1; i+2 < len(line); i++ {
		if line[i].kind == tIdent && line[i].text == "name" && isPunct(line[i+1], "=") {
			d.fixtureName = "*"
			if line[i+2].kind == tString && (i+3 >= len(line) || isPunct(line[i+3], ",") || isPunct(line[i+3], ")")) {
				d.fixtureName = pyStringValue(line[i+2].text)
			}
		}
	}
}

// pyStringValue is a string token's body when it is a plain name, else
// "*" (the token's text is the body, its quotes and prefix left out).
func pyStringValue(body string) string {
	if body == "" {
		return "*"
	}
	for _, c := range body {
		if !(c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9') {
			return "*"
		}
	}
	return body
}

// fixtureRequested says why a removed fixture may still be requested,
// or "": head spells the name it is requested by (a parameter, a
// usefixtures string, any mention), or that name is not known.
func (r *synResolver) fixtureRequested(d synSym, head *synSide) string {
	name := d.def.fixture
	if name == "" {
		return ""
	}
	why := "removed, but it is a pytest fixture, which a test requests by a parameter of its name"
	if name == "*" {
		return why
	}
	if name != memberName(d.def.name) {
		// Requested by another name than the one read for.
		return why
	}
	for _, f := range head.files {
		for _, u := range f.uses {
			if u.name == name {
				return why
			}
		}
	}
	return ""
}
