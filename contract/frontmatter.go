package contract

import "strings"

// frontMatter returns how many lines a YAML front matter block takes: a
// `---` first line up to the next `---` or `...` line, when what lies
// between reads as YAML (it opens with a `key:` line, and no line is a
// heading). Metadata is not the report: a `verdict:` key there is not a
// verdict line; but a report that merely opens with a thematic break
// keeps its sections.
func frontMatter(lines []line) int {
	if len(lines) == 0 || strings.TrimRight(lines[0].text, " \t") != "---" {
		return 0
	}
	sawKey := false
	for i, l := range lines[1:] {
		t := strings.TrimRight(l.text, " \t")
		switch {
		case t == "---" || t == "...":
			if sawKey {
				return i + 2
			}
			return 0
		case strings.HasPrefix(t, "#"):
			return 0
		case !sawKey && strings.TrimSpace(t) != "":
			key, _, ok := strings.Cut(t, ":")
			if !ok || key == "" || strings.ContainsAny(key, " \t*`[") {
				return 0
			}
			sawKey = true
		}
	}
	return 0
}
