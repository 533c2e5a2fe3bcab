package contract

// A cutset is a set of ASCII bytes to trim from a text, made once.
// strings.Trim and its kin make theirs anew on each call, and the
// readings asked of every block of a report trim with the same few sets
// many times over; cutset_test.go holds each to what strings does.
type cutset [256]bool

// newCutset makes the set of chars, which must all be ASCII: strings
// trims a set with any other character rune by rune. It is a value, so
// that the sets below are laid out at start-up without an allocation
// each (TestInitBudget).
func newCutset(chars string) cutset {
	var c cutset
	for i := 0; i < len(chars); i++ {
		if chars[i] >= 0x80 {
			panic("contract: a cutset of other than ASCII: " + chars)
		}
		c[chars[i]] = true
	}
	return c
}

// trimLeft is strings.TrimLeft(s, chars).
func (c *cutset) trimLeft(s string) string {
	i := 0
	for i < len(s) && c[s[i]] {
		i++
	}
	return s[i:]
}

// trimRight is strings.TrimRight(s, chars).
func (c *cutset) trimRight(s string) string {
	i := len(s)
	for i > 0 && c[s[i-1]] {
		i--
	}
	return s[:i]
}

// trim is strings.Trim(s, chars).
func (c *cutset) trim(s string) string { return c.trimRight(c.trimLeft(s)) }

// The sets the readings of every block trim with.
var (
	spaceEmphasis    = newCutset(" \t*_`")     // spaces and emphasis
	leadingMarks     = newCutset(" \t*_`[(")   // what opens a value before its word
	closingMarks     = newCutset(" \t*_`)]")   // what closes a word before a separator
	labelLead        = newCutset(" \t*_`-+>")  // what opens a line before a label
	labelMarks       = newCutset(" \t*_`#-+>") // what stands around a label
	gradeClose       = newCutset("*_`])")      // what closes a grade
	endMarks         = newCutset(" \t.!*_`")   // what ends a line after its words
	numberMarks      = newCutset(" \t#.*_`")   // a cell's marks around a number
	digits           = newCutset("0123456789")
	columnNameMarks  = newCutset(" \t*_`?:")        // what stands around a column's name
	coverageClaimEnd = newCutset("*` \t")           // what ends a coverage claim
	spaceStar        = newCutset(" \t*")            // what stands around a disposition
	numbering        = newCutset("0123456789.)#: ") // a heading's number before its words
	emphasisMarks    = newCutset("*_`")             // emphasis and code marks alone
	labelColon       = newCutset(" \t*_`:")         // what stands around a label and its colon
	spaceStarUnder   = newCutset(" \t*_")           // spaces and emphasis other than code
	fieldValueLead   = newCutset(" \t*_`:?")        // what opens a field's value
	fileLead         = newCutset(" \t*_`[")         // what opens a file's name
	nameEnd          = newCutset(".,;")             // what ends a name in a sentence
	spaceDot         = newCutset(" .")              // what ends a figure
	spaceQuotes      = newCutset(" \t\"'")          // what stands around a quoted value
	sentenceEnd      = newCutset(" .!")             // what ends a word's sentence
	wordBrackets     = newCutset("().,")            // what stands around a word in a label
)
