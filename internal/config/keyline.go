package config

import (
	"bufio"
	"bytes"
	"strings"

	"github.com/BurntSushi/toml"
)

// keyLine finds the line that defines key, for keys the decoder does not
// place (BurntSushi/toml records positions but exposes them only for parse
// errors). It follows table headers and matches the last key segment; when
// it cannot find the key it returns the line of the key's table, else 0.
func keyLine(data []byte, key toml.Key) int {
	if len(key) == 0 {
		return 0
	}
	table, last := key[:len(key)-1], key[len(key)-1]
	tableLine := 0
	inTable := len(table) == 0
	sc := bufio.NewScanner(bytes.NewReader(data))
	sc.Buffer(make([]byte, 0, 64*1024), 1<<24)
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimSpace(sc.Text())
		if strings.HasPrefix(line, "[") {
			header := strings.Trim(line, "[] \t")
			if i := strings.Index(header, "]"); i >= 0 {
				header = header[:i]
			}
			inTable = sameKey(header, table) || sameKey(header, key)
			if inTable && tableLine == 0 {
				tableLine = n
			}
			if sameKey(header, key) {
				return n
			}
			continue
		}
		if !inTable {
			continue
		}
		name, _, ok := strings.Cut(line, "=")
		if ok && sameKey(strings.TrimSpace(name), toml.Key{last}) {
			return n
		}
	}
	return tableLine
}

// sameKey compares a dotted key as written (segments may be quoted) with a
// decoded key.
func sameKey(written string, key toml.Key) bool {
	parts := strings.Split(written, ".")
	if len(parts) != len(key) {
		return false
	}
	for i, p := range parts {
		if strings.Trim(strings.TrimSpace(p), `"'`) != key[i] {
			return false
		}
	}
	return true
}
