package commitmsg

import "strings"

// Syntax is what git's configuration changes in how it reads trailers:
// trailer.separators and the trailer.<name>.* items. The zero value is
// git's default: ":" and no items.
type Syntax struct {
	// Separators are the characters that end a token (trailer.separators);
	// "" means ":".
	Separators string
	// Items are the configured trailers, in the order git first met them.
	Items []Item
}

// Item is one trailer.<name>.* block of configuration.
type Item struct {
	// Name is <name>; Key is trailer.<name>.key, "" when unset.
	Name, Key string
}

// The variables git's trailer configuration knows for an item; any of
// them makes <name> an item.
var itemVariables = map[string]bool{"key": true, "command": true, "cmd": true,
	"where": true, "ifexists": true, "ifmissing": true}

// SyntaxFrom builds the syntax from configuration entries in the order git
// reads them: section "trailer", subsection, variable (lowercase), value.
// Later values of one variable win; items are matched by name case-blind.
func SyntaxFrom(entries [][3]string) Syntax {
	var s Syntax
	for _, e := range entries {
		sub, variable, value := e[0], e[1], e[2]
		if sub == "" {
			if variable == "separators" {
				s.Separators = value
			}
			continue
		}
		if !itemVariables[variable] {
			continue
		}
		i := s.item(sub)
		if variable == "key" {
			s.Items[i].Key = value
		}
	}
	return s
}

func (s *Syntax) item(name string) int {
	for i, it := range s.Items {
		if asciiEqualFold(it.Name, name) {
			return i
		}
	}
	s.Items = append(s.Items, Item{Name: name})
	return len(s.Items) - 1
}

func (s Syntax) separators() string {
	if s.Separators == "" {
		return ":"
	}
	return s.Separators
}

// recognized is git's token_matches_item over every item, as
// find_trailer_block_start uses it: the first n bytes of the line are a
// case-blind prefix of an item's name or key. A configured trailer counts
// like a git-generated one when git decides whether a paragraph is the
// trailer block.
func (s Syntax) recognized(line string, n int) bool {
	for _, it := range s.Items {
		if prefixFold(line, it.Name, n) || (it.Key != "" && prefixFold(line, it.Key, n)) {
			return true
		}
	}
	return false
}

// canonicalKey is the key git reports for a trailer whose token is tok:
// the first item tok abbreviates (its trailing non-alphanumerics aside)
// gives its key, when it has one. A key written with its separator, as
// the documentation allows ("Key: "), is reported without it.
func (s Syntax) canonicalKey(tok string) string {
	n := len(tok)
	for n > 0 && !isAlnum(tok[n-1]) {
		n--
	}
	for _, it := range s.Items {
		if prefixFold(tok, it.Name, n) || (it.Key != "" && prefixFold(tok, it.Key, n)) {
			if it.Key == "" {
				return tok
			}
			key := strings.TrimRight(it.Key, " \t")
			if k := len(key); k > 0 && strings.IndexByte(s.separators(), key[k-1]) >= 0 {
				key = strings.TrimRight(key[:k-1], " \t")
			}
			return key
		}
	}
	return tok
}

// prefixFold is C's strncasecmp(a, b, n) == 0 for a with no NUL in its
// first n bytes: b is at least n long and agrees with a there, ASCII case
// aside.
func prefixFold(a, b string, n int) bool {
	if n > len(a) {
		n = len(a)
	}
	return n <= len(b) && asciiEqualFold(a[:n], b[:n])
}

func asciiEqualFold(a, b string) bool {
	if len(a) != len(b) {
		return false
	}
	for i := 0; i < len(a); i++ {
		if lower(a[i]) != lower(b[i]) {
			return false
		}
	}
	return true
}

func lower(c byte) byte {
	if c >= 'A' && c <= 'Z' {
		return c + 'a' - 'A'
	}
	return c
}
