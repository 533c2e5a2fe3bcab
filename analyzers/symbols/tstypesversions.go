package symbols

import (
	"bytes"
	"encoding/json"
	"strconv"
	"strings"
)

// tscVersion is the TypeScript version typesVersions ranges are matched
// against: the one the analyzer's readings follow (tsglobals.go).
var tscVersion = [3]int{5, 9, 3}

// tsVersionPaths are the typesVersions path maps that may apply: the
// first whose range matches tscVersion, after any whose range this
// reading cannot tell (each of those may be the first that matches).
type tsVersionPaths struct {
	maps []map[string][]string
}

// parseTypesVersions reads a package.json typesVersions field in its
// order; nil when unset, or when no range can match.
func parseTypesVersions(raw json.RawMessage) *tsVersionPaths {
	if len(raw) == 0 {
		return nil
	}
	dec := json.NewDecoder(bytes.NewReader(raw))
	if tok, err := dec.Token(); err != nil || tok != json.Delim('{') {
		return nil
	}
	var vp tsVersionPaths
	for dec.More() {
		tok, err := dec.Token()
		if err != nil {
			return nil
		}
		key, _ := tok.(string)
		var paths map[string][]string
		if dec.Decode(&paths) != nil {
			// Not a paths object: tsc ignores the entry.
			continue
		}
		switch versionRangeMatches(key) {
		case "yes":
			vp.maps = append(vp.maps, paths)
			return &vp
		case "maybe":
			vp.maps = append(vp.maps, paths)
		}
	}
	if vp.maps == nil {
		return nil
	}
	return &vp
}

// versionRangeMatches says whether the semver range r (alternatives
// joined by ||, each comparators joined by spaces) holds tscVersion:
// "yes", "no", or "maybe" for a form this reading does not parse.
func versionRangeMatches(r string) string {
	answer := "no"
	for _, alt := range strings.Split(r, "||") {
		if strings.Contains(alt, " - ") {
			answer = "maybe" // a hyphen range
			continue
		}
		all := "yes"
		for _, c := range strings.Fields(alt) {
			switch comparatorMatches(c) {
			case "no":
				all = "no"
			case "maybe":
				if all == "yes" {
					all = "maybe"
				}
			}
			if all == "no" {
				break
			}
		}
		switch all {
		case "yes":
			return "yes"
		case "maybe":
			answer = "maybe"
		}
	}
	return answer
}

// comparatorMatches tests one comparator (>=4.1, <5, ~5.9, ^5, 5.x, *).
func comparatorMatches(c string) string {
	op := ""
	for _, o := range []string{">=", "<=", ">", "<", "=", "~", "^"} {
		if strings.HasPrefix(c, o) {
			op, c = o, strings.TrimPrefix(c, o)
			break
		}
	}
	var parts []int
	for _, s := range strings.SplitN(c, ".", 3) {
		if s == "*" || s == "x" || s == "X" {
			break
		}
		n, err := strconv.Atoi(s)
		if err != nil || n < 0 {
			return "maybe" // a prerelease, a hyphen range
		}
		parts = append(parts, n)
	}
	if len(parts) == 0 {
		if op == "" || op == "=" || op == ">=" || op == "<=" || op == "~" || op == "^" {
			return "yes" // *, any version
		}
		return "no"
	}
	// cmp is tscVersion against the partial version, its missing parts
	// any: -1 below, 1 above, 0 within.
	cmp := 0
	for i, n := range parts {
		if tscVersion[i] != n {
			cmp = 1
			if tscVersion[i] < n {
				cmp = -1
			}
			break
		}
	}
	ok := false
	switch op {
	case "", "=":
		ok = cmp == 0
	case ">=":
		ok = cmp >= 0
	case ">":
		ok = cmp > 0
	case "<=":
		ok = cmp <= 0
	case "<":
		ok = cmp < 0
	case "~":
		// ~5.9 is 5.9.x, ~5 is 5.x: the version up to its minor part.
		ok = cmp >= 0 && tscWithin(parts[:min(len(parts), 2)])
	case "^":
		// ^5.1 is 5.x from 5.1, ^0.3 is 0.3.x: up to the first non-zero.
		k := 1
		for k < len(parts) && parts[k-1] == 0 {
			k++
		}
		ok = cmp >= 0 && tscWithin(parts[:k])
	}
	if ok {
		return "yes"
	}
	return "no"
}

// tscWithin: tscVersion starts with parts.
func tscWithin(parts []int) bool {
	for i, n := range parts {
		if tscVersion[i] != n {
			return false
		}
	}
	return true
}
