package verdict

// Limits that keep hostile input from exhausting the stack or memory. A real
// verdict nests four levels deep and holds a few hundred values.
const (
	maxDepth  = 64
	maxValues = 50_000
)

type kind uint8

const (
	kindObject kind = iota + 1
	kindArray
	kindString
	kindNumber
	kindBool
	kindNull
)

func (k kind) String() string {
	return [...]string{"", "an object", "a list", "a string", "a number", "a boolean", "null"}[k]
}

// value is one parsed JSON value with the offset of its first byte, so that
// every diagnostic can point at the offending key or value.
type value struct {
	kind    kind
	off     int
	str     string // decoded string, or a number's or boolean's literal
	members []member
	items   []*value
}

// member is one key of an object. Repeated keys are all kept, in order;
// readers use the first (see get) and the duplicate is reported separately.
type member struct {
	key    string
	keyOff int
	val    *value
}

// get returns the first member named key.
func (v *value) get(key string) (member, bool) {
	for _, m := range v.members {
		if m.key == key {
			return m, true
		}
	}
	return member{}, false
}

// duplicate is a key repeated in one object.
type duplicate struct {
	key           string
	off, firstOff int
}

// lookup finds an earlier member named key, switching from a linear scan to
// a map once the object is big enough for the scan to turn quadratic.
func lookup(v *value, seen *map[string]int, key string, keyOff int) (int, bool) {
	if *seen == nil && len(v.members) < 16 {
		for _, m := range v.members {
			if m.key == key {
				return m.keyOff, true
			}
		}
		return 0, false
	}
	if *seen == nil {
		*seen = make(map[string]int, 2*len(v.members))
		for i := len(v.members) - 1; i >= 0; i-- {
			(*seen)[v.members[i].key] = v.members[i].keyOff
		}
	}
	off, ok := (*seen)[key]
	if !ok {
		(*seen)[key] = keyOff
	}
	return off, ok
}

// syntaxError is a strict-JSON violation at an absolute offset.
type syntaxError struct {
	off int
	msg string
}

func (e *syntaxError) Error() string { return e.msg }
