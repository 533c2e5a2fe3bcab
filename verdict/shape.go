package verdict

import "fmt"

// The helpers below read one JSON value as the type the contract expects and
// report verdict-json-invalid, at the value, when it is anything else. A null
// optional field reads as absent: it says nothing, so it cannot hide anything.

// str reads a string; ok is false for null or a wrong type.
func (d *decoder) str(val *value, where string) (string, bool) {
	switch val.kind {
	case kindString:
		return val.str, true
	case kindNull:
		return "", false
	}
	d.report(RuleJSONInvalid, val.off, "%s must be a string, got %s", where, val.kind)
	return "", false
}

// list reads a list's items.
func (d *decoder) list(val *value, where string) []*value {
	switch val.kind {
	case kindArray:
		return val.items
	case kindNull:
		return nil
	}
	d.report(RuleJSONInvalid, val.off, "%s must be a list, got %s", where, val.kind)
	return nil
}

// strings reads a list of strings, skipping (and reporting) anything else.
func (d *decoder) strings(val *value, where string) []string {
	var out []string
	for i, item := range d.list(val, where) {
		if item.kind != kindString {
			d.report(RuleJSONInvalid, item.off, "%s[%d] must be a string, got %s", where, i, item.kind)
			continue
		}
		out = append(out, item.str)
	}
	return out
}

// fields reads an object that may hold only the allowed keys and returns its
// members by key (first copy of a repeated key). It returns nil when val is
// not an object; unknown keys are reported but the known ones still read.
func (d *decoder) fields(val *value, where string, allowed ...string) map[string]*value {
	if val.kind != kindObject {
		d.report(RuleJSONInvalid, val.off, "%s must be an object, got %s", where, val.kind)
		return nil
	}
	out := make(map[string]*value, len(val.members))
	for _, m := range val.members {
		if _, dup := out[m.key]; dup {
			continue
		}
		known := false
		for _, a := range allowed {
			known = known || a == m.key
		}
		if !known {
			d.report(RuleJSONInvalid, m.keyOff, "unknown key %q in %s (allowed: %v)", m.key, where, allowed)
			continue
		}
		out[m.key] = m.val
	}
	return out
}

// requiredString reads a key that must be present and a string.
func (d *decoder) requiredString(fields map[string]*value, obj *value, where, key string) (string, bool) {
	val, present := fields[key]
	if !present || val.kind == kindNull {
		d.report(RuleJSONInvalid, obj.off, "%s has no %s", where, key)
		return "", false
	}
	return d.str(val, fmt.Sprintf("%s.%s", where, key))
}
