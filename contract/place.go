package contract

import "strings"

// placeOf says where a verdict read from block b stands.
func placeOf(b block, v verdictRead) string {
	switch {
	case v.how == readSection:
		return PlaceSection
	case v.how == readAlone:
		return PlaceWord
	case v.how == readSentence:
		return PlaceSentence
	case b.kind == kindHeading && b.depth > 0:
		return PlaceHeading
	case b.kind == kindHeading || b.label:
		return PlaceLabel
	}
	return PlaceLine
}

// unkeyedVerdict reads a line that names no verdict key, in a dialect that
// takes a verdict word alone on a line (`APPROVE`, `**BLOCKED**`,
// `✅ APPROVED:`) or in a sentence (`Review complete, verdict **MINOR**`).
func (d *Dialect) unkeyedVerdict(b block) (verdictRead, bool) {
	if !d.places[PlaceWord] || b.kind == kindComment {
		return verdictRead{}, false
	}
	v, ok := d.bareVerdict(b.text)
	if !ok {
		return verdictRead{}, false
	}
	// Only the word, with decoration around it: a line that goes on is
	// prose that opens with the word.
	m, _ := d.values.at(b.text)
	if _, _, more := cutWord(b.text[m.end:]); more {
		return verdictRead{}, false
	}
	if v.side == Pass && d.saysNone(b.text) {
		// A pass word that counts none of something (`No blockers`)
		// says, alone on a line, that there are no findings: a reader
		// sees no verdict in it.
		return verdictRead{}, false
	}
	v.how = readAlone
	return v, true
}

// sentenceVerdict reads a verdict key inside a sentence, its value after
// it: `Review complete — verdict **MINOR**, no blockers`.
func (d *Dialect) sentenceVerdict(text string) (verdictRead, bool) {
	end := d.anchorEnd(text)
	if end < 0 {
		return verdictRead{}, false
	}
	rest := strings.TrimLeft(text[end:], " \t*_`:—–-=")
	rest = strings.TrimPrefix(rest, "is ")
	v, ok := d.bareVerdict(rest)
	if !ok || v.side == "" {
		return verdictRead{}, false
	}
	v.how = readSentence
	return v, true
}

// placed reports whether some verdict that states a side stands where the
// dialect takes one.
func (c *checker) placed(vs []verdictLine) bool {
	for _, v := range vs {
		if v.value != "" && !v.loose && (v.place == "" || c.d.takes(v.place)) {
			return true
		}
	}
	return false
}

// takes reports whether the dialect reads a verdict standing in place. A
// word alone under the verdict's heading stands alone on its line too.
func (d *Dialect) takes(place string) bool {
	return d.places[place] || place == PlaceSection && d.places[PlaceWord]
}

// placeName names a place in a message.
func placeName(place string) string {
	switch place {
	case PlaceSection:
		return "line of its own under a verdict heading"
	case PlaceWord:
		return "line of its own"
	case PlaceFrontMatter:
		return "front matter"
	case PlaceLabel:
		return "bold label"
	}
	return place
}

// frontMatterEnd returns the line that closes YAML front matter opening
// the report (`---` on the first line, then `---` or `...`), or 0.
func frontMatterEnd(src []byte, lines lineIndex) int {
	line := func(i int) string {
		end := len(src)
		if i+1 < len(lines) {
			end = lines[i+1] - 1
		}
		return strings.TrimRight(string(src[lines[i]:end]), " \t\r")
	}
	if len(lines) < 2 || line(0) != "---" {
		return 0
	}
	for i := 1; i < len(lines) && i < 1000; i++ {
		if l := line(i); l == "---" || l == "..." {
			return i + 1
		}
	}
	return 0
}

// isGrade reports whether word is, whole, one of the dialect's words for
// a finding's grade.
func (d *Dialect) isGrade(word string) bool {
	m, ok := d.dispositions.at(word)
	return ok && m.start == 0 && m.end == len(word)
}
