package gitrepo

import "strings"

// ConfigSection returns every entry of a config section in the order git
// reads them (lowest precedence first), each as subsection, key (lower
// case) and value: for settings such as trailer.<name>.key, where the
// order and every subsection matter, not only the last value of one key.
func (r *Repo) ConfigSection(section string) [][3]string {
	section = strings.ToLower(section)
	var out [][3]string
	for _, e := range r.cfg.Entries {
		if e.Section == section {
			out = append(out, [3]string{e.Subsection, e.Key, e.Value})
		}
	}
	return out
}
