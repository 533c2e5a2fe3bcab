package contract

import "strings"

// writtenPlaces are the places a verdict may be written in, in the order
// messages, prompts and scaffolds prefer them: a plain line first, then the
// shapes a team that takes no plain line is likeliest to use.
var writtenPlaces = [...]string{PlaceLine, PlaceLabel, PlaceHeading, PlaceTable, PlaceSection, PlaceFrontMatter, PlaceWord, PlaceSentence}

// VerdictPlace is the place a message, a prompt or a scaffold tells the
// reviewer to write the verdict in: the first of writtenPlaces dialect d
// takes. Telling a team whose dialect reads verdicts only in bold labels
// to write `Verdict: PASS` would have it write a line lint refuses.
func (d *Dialect) VerdictPlace() string {
	for _, p := range writtenPlaces {
		if d.places[p] {
			return p
		}
	}
	return PlaceLine
}

// VerdictAs is value written on one line where VerdictPlace says:
// `Verdict: PASS`, `**Verdict:** PASS`, `## Verdict: PASS`,
// `| Verdict | PASS |` (the head of a table of its own), `verdict: PASS`
// (in front matter), or the value alone (under the verdict heading, or on
// a line of its own). VerdictWhere says where the line goes when the line
// does not.
func (d *Dialect) VerdictAs(value string) string {
	key := d.key()
	switch d.VerdictPlace() {
	case PlaceLabel:
		return "**" + key + ":** " + value
	case PlaceHeading:
		return "## " + key + ": " + value
	case PlaceTable:
		return "| " + key + " | " + value + " |"
	case PlaceFrontMatter:
		return strings.ToLower(key) + ": " + value
	case PlaceSection, PlaceWord:
		return value
	case PlaceSentence:
		return "The " + strings.ToLower(key) + " is " + value + "."
	}
	return key + ": " + value
}

// VerdictLines is a verdict of value written as the lines of a report
// where VerdictPlace says: a table of its own (its row and delimiter row),
// the verdict's heading with the value under it, front matter (which
// opens the file), or the one line VerdictAs gives.
func (d *Dialect) VerdictLines(value string) []string {
	switch d.VerdictPlace() {
	case PlaceTable:
		// A bare | in the cell would split it in two.
		return []string{d.VerdictAs(strings.ReplaceAll(value, "|", " or ")), "|---|---|"}
	case PlaceSection:
		return []string{"## " + d.verdictSection(), "", value}
	case PlaceFrontMatter:
		return []string{"---", d.VerdictAs(value), "---"}
	}
	return []string{d.VerdictAs(value)}
}

// VerdictWhere completes VerdictAs in a message: "" for a line that says
// where it stands, else where it goes (" in the report's front matter").
func (d *Dialect) VerdictWhere() string {
	switch d.VerdictPlace() {
	case PlaceTable:
		return " as a table's first row"
	case PlaceFrontMatter:
		return " in the report's front matter"
	case PlaceSection:
		return " on the line under `## " + d.verdictSection() + "`"
	case PlaceWord:
		return " on a line of its own"
	}
	return ""
}

// verdictSection is the heading a verdict written alone stands under.
func (d *Dialect) verdictSection() string {
	if names := d.spec.Sections[SectionVerdict]; len(names) > 0 {
		return names[0]
	}
	return d.key()
}
