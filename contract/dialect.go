package contract

import (
	"fmt"
	"slices"
	"strings"
	"sync"
	"unicode/utf8"

	"github.com/reviewlint/reviewlint/internal/proseword"
)

// A DialectSpec is a team's contract written as data: the words its
// reports use for the verdict, the dispositions and the coverage
// statuses, where a verdict may stand, what its sections are called, the
// shapes its findings and coverage entries take, and which sections it
// requires. The default contract is one DialectSpec (Default); every
// guarantee of the contract holds in every dialect: a report with no
// readable verdict never passes, two verdicts that disagree conflict, a
// pass beside a blocking finding is a contradiction, contract text that
// renders differently on different renderers is refused.
type DialectSpec struct {
	// Name names the dialect in messages.
	Name     string
	Verdict  VerdictSpec
	Sections map[string][]string // section kind (see SectionKinds) → names
	// Required lists the sections a report must have: "coverage",
	// "verdict-reason", "findings", and "do-not-rebuild" (on a fail).
	// The verdict is always required.
	Required []string
	Findings FindingsSpec
	Coverage CoverageSpec
}

// VerdictSpec says how a report states its verdict.
type VerdictSpec struct {
	// Keys introduce the verdict ("verdict" in `Verdict: PASS`).
	Keys []string
	// Qualifiers may stand before a key ("final" in `Final verdict:`).
	Qualifiers []string
	// Pass and Fail are the values on each side; a graded value (MINOR,
	// MAJOR) is listed on the side it falls on.
	Pass, Fail []string
	// CaseSensitive makes the values match only as written here.
	CaseSensitive bool
	// Places are where a verdict may stand (see VerdictPlaces). A
	// verdict a reader sees elsewhere still counts for conflicts.
	Places []string
	// Rounds are the first words of a heading that opens one round of a
	// review log ("Review" in `## Review — 2026-04-13`): in a report
	// that holds rounds, the last one is the review of record, read with
	// what precedes the first; the rounds before it are history and are
	// not read. Empty: a report is one review.
	Rounds []string
}

// FindingsSpec says how findings are written and what blocks.
type FindingsSpec struct {
	// Forms are the shapes of a finding (see FindingForms).
	Forms []string
	// Fail and Note are the dispositions or severities that block and
	// that do not.
	Fail, Note []string
	// SeverityColumns name a table column that holds the severity.
	SeverityColumns []string `toml:"severity-columns"`
	// SeverityLabels name a `Severity: X` line in a finding's body.
	SeverityLabels []string `toml:"severity-labels"`
	// NoteReason requires a non-blocking finding to say why.
	NoteReason bool `toml:"note-reason"`
	// None are the phrases that say there are no findings.
	None []string
}

// CoverageSpec says how coverage entries are written.
type CoverageSpec struct {
	// Forms are the shapes of an entry (see CoverageForms).
	Forms []string
	// The status words of each kind; Failed marks an entry that does not
	// hold (an acceptance criterion graded BLOCK), which blocks as a
	// failing finding does.
	Verified, Accepted, NotChecked, Failed []string
	// StatusColumns name a table column that holds the status.
	StatusColumns []string `toml:"status-columns"`
}

// The places a verdict may stand.
const (
	PlaceLine        = "line"         // Verdict: PASS
	PlaceHeading     = "heading"      // ## Verdict: PASS
	PlaceLabel       = "label"        // **Verdict:** PASS
	PlaceSection     = "section"      // ## Verdict, then PASS on the next line
	PlaceTable       = "table"        // | Verdict | PASS |, or a Verdict column
	PlaceFrontMatter = "front-matter" // verdict: PASS in YAML front matter
	PlaceSentence    = "sentence"     // Review complete, verdict **PASS**.
	PlaceWord        = "word"         // PASS alone on a line
)

// VerdictPlaces lists the places, in the order documentation gives them.
var VerdictPlaces = []string{PlaceLine, PlaceHeading, PlaceLabel, PlaceSection, PlaceTable, PlaceFrontMatter, PlaceWord, PlaceSentence}

// The forms a finding may take.
const (
	FormBullets       = "bullets"        // - x: FAIL — why
	FormSeverityFirst = "severity-first" // - **Critical**: x — why
	FormHeadings      = "headings"       // findings under severity headings, one heading or bullet each
	FormTable         = "table"          // a table with a severity (or status) column
	FormTasks         = "tasks"          // coverage only: - [x] claim
)

// FindingForms and CoverageForms list the forms each kind of entry takes.
var (
	FindingForms  = []string{FormBullets, FormSeverityFirst, FormHeadings, FormTable}
	CoverageForms = []string{FormBullets, FormTable, FormTasks}
)

// The section kinds a dialect names.
const (
	SectionCoverage     = "coverage"
	SectionFindings     = "findings"
	SectionReason       = "verdict-reason"
	SectionDoNotRebuild = "do-not-rebuild"
	SectionVerdict      = "verdict"
)

// SectionKinds lists the section kinds.
var SectionKinds = []string{SectionCoverage, SectionFindings, SectionReason, SectionDoNotRebuild, SectionVerdict}

var sectionKinds = map[string]section{
	SectionCoverage: secCoverage, SectionFindings: secFindings, SectionReason: secReason,
	SectionDoNotRebuild: secDoNotRebuild, SectionVerdict: secVerdict,
}

// The meanings of words in a dialect.
const (
	meansVerified   = StatusVerified
	meansAccepted   = StatusAccepted
	meansNotChecked = StatusNotCheck
	meansFailed     = "failed"
)

// Default is the default contract, the first preset: `Verdict: PASS` or
// `FAIL`, a coverage statement of `- claim: STATUS` bullets with three
// statuses, findings as `- finding: FAIL — reason` bullets, and the
// sections a FAIL needs.
func Default() DialectSpec {
	return DialectSpec{
		Name: "default",
		Verdict: VerdictSpec{
			Keys:       []string{"verdict"},
			Qualifiers: []string{"final", "overall", "review"},
			Pass:       []string{"PASS"},
			Fail:       []string{"FAIL"},
			Places:     []string{PlaceLine, PlaceHeading, PlaceLabel, PlaceSection, PlaceTable, PlaceFrontMatter},
		},
		Sections: map[string][]string{
			SectionCoverage:     {"Coverage statement", "Coverage"},
			SectionFindings:     {"Findings", "Finding"},
			SectionReason:       {"Verdict reason"},
			SectionDoNotRebuild: {"Do not rebuild"},
			SectionVerdict:      {"Verdict"},
		},
		Required: []string{SectionCoverage, SectionReason, SectionFindings, SectionDoNotRebuild},
		Findings: FindingsSpec{
			Forms:      []string{FormBullets, FormTable},
			Fail:       []string{"FAIL"},
			Note:       []string{"NOTE"},
			NoteReason: true,
			None:       []string{"None", "No findings"},
		},
		Coverage: CoverageSpec{
			Forms:         []string{FormBullets, FormTable},
			Verified:      []string{StatusVerified},
			Accepted:      []string{StatusAccepted, "ACCEPTED FROM THE WORKER'S EVIDENCE", "ACCEPTED FROM WORKERS EVIDENCE", "ACCEPTED FROM THE WORKERS EVIDENCE"},
			NotChecked:    []string{StatusNotCheck},
			StatusColumns: []string{"Status"},
		},
	}
}

// A Dialect is a DialectSpec made ready for reading reports.
type Dialect struct {
	spec DialectSpec

	keys         *vocabulary // verdict keys
	quals        *vocabulary // words that may qualify a key: final, overall
	rounds       *vocabulary // words that open a round's heading
	keyAnchors   []string    // the last word of each key, lower case, for a quick test
	keyPairs     stemPairs   // keyAnchors, ready for textPairs.mayHoldAnyOf
	keyStarts    string      // the first bytes, both cases, a verdict line may open with
	values       *vocabulary // verdict values: Pass or Fail
	places       map[string]bool
	placeWord    bool               // places[PlaceWord], asked of every line that holds no key
	sections     map[string]section // normalized name → section
	required     map[section]bool
	dispositions *vocabulary // FAIL or NOTE
	grades       *vocabulary // dispositions, and the grades every reader takes for blocking
	ownGrades    int         // how many of grades' phrases are the dialect's dispositions
	findingForms map[string]bool
	sevColumns   []string
	sevLabels    *vocabulary
	none         *vocabulary
	statuses     *vocabulary
	statusProbes []string // what of each status shows a reader one, upper case
	coverForms   map[string]bool
	statusCols   []string
	symbols      bool // some status is a symbol (✅)
	// statusAnchors are the statuses' first words, lower case, ASCII
	// only, for a quick test (nil when a status opens with another
	// letter: every text is then read word by word).
	statusAnchors []string
	// phrasePairs are the pairs of words, lower case, that follow each
	// other in a phrase of the dialect (verdict keys, values,
	// dispositions, grades, statuses), and oneWords the words a value,
	// grade or status is made of alone: a line break splits contract
	// text only between such a pair, or after such a word alone.
	phrasePairs map[[2]string]bool
	oneWords    map[string]bool
	// accented says some word of the dialect holds an accented Latin
	// letter (ÜBERPRÜFT): such letters are then read as written.
	accented bool
}

// DialectError is a dialect that cannot be read unambiguously; Field names
// the setting at fault ("verdict.pass"), for the configuration's message.
type DialectError struct {
	Field string
	Msg   string
}

func (e *DialectError) Error() string { return e.Field + ": " + e.Msg }

// WordConflictError is a DialectError for a word listed under two
// fields: Field is the one read second, Also the first. Either may be
// the one the team wrote; the other may come from the preset.
type WordConflictError struct {
	*DialectError
	Also string
	// AlsoMsg says the same from Also's side, naming the word as
	// written there.
	AlsoMsg string
}

func (e *WordConflictError) Unwrap() error { return e.DialectError }

// NewDialect checks spec and prepares it. A word given two meanings (a
// pass word that is also a fail word), a name given to two sections, or
// an unknown place, form or section kind is an error: such a dialect
// would read one report two ways.
func NewDialect(spec DialectSpec) (*Dialect, error) {
	d := &Dialect{spec: spec}
	if err := d.prepare(); err != nil {
		return nil, err
	}
	if err := d.checkRounds(); err != nil {
		return nil, err
	}
	d.phrasePairs, d.oneWords = map[[2]string]bool{}, map[string]bool{}
	for _, v := range []*vocabulary{d.keys, d.quals, d.values, d.grades, d.statuses} {
		for _, p := range v.phrases {
			for _, w := range p.words {
				d.accented = d.accented || strings.ContainsFunc(w, func(r rune) bool { return accentedLetter(r) != 0 })
			}
			for i := 1; i < len(p.words); i++ {
				d.phrasePairs[[2]string{p.words[i-1], p.words[i]}] = true
			}
			if len(p.words) == 1 && v != d.keys && v != d.quals {
				d.oneWords[p.words[0]] = true
			}
		}
	}
	for _, names := range spec.Sections {
		for _, n := range names {
			d.accented = d.accented || strings.ContainsFunc(n, func(r rune) bool { return accentedLetter(r) != 0 })
		}
	}
	return d, nil
}

// checkRounds refuses a round word that is also a verdict key, a verdict
// word or a section's name: rounds of it would hide every verdict but
// the last (`## Verdict: FAIL` … `## Verdict: PASS`).
func (d *Dialect) checkRounds() error {
	for _, w := range d.spec.Verdict.Rounds {
		t := normalize(w)
		_, key := d.keys.at(t)
		_, value := d.values.at(t)
		if key || value || d.sectionOf(w) != secOther {
			return &DialectError{"verdict.rounds", fmt.Sprintf("%q also opens a verdict line or names a section: a round word must say only that a round begins", w)}
		}
	}
	return nil
}

// MustDialect is NewDialect for specs known to be valid (the presets).
func MustDialect(spec DialectSpec) *Dialect {
	d, err := NewDialect(spec)
	if err != nil {
		panic(fmt.Sprintf("dialect %s: %v", spec.Name, err))
	}
	return d
}

// defaultDialect is prepared on first use, not at start-up.
var defaultDialect = sync.OnceValue(func() *Dialect { return MustDialect(Default()) })

// DefaultDialect is the default contract, prepared.
func DefaultDialect() *Dialect { return defaultDialect() }

// Spec returns the dialect as configured.
func (d *Dialect) Spec() DialectSpec { return d.spec }

// Name names the dialect.
func (d *Dialect) Name() string { return d.spec.Name }

func (d *Dialect) prepare() error {
	s := &d.spec
	if err := checkWords("verdict.keys", s.Verdict.Keys, true); err != nil {
		return err
	}
	if len(s.Verdict.Pass) == 0 || len(s.Verdict.Fail) == 0 {
		return &DialectError{"verdict", "a dialect needs at least one pass word and one fail word"}
	}
	if err := checkWords("verdict.qualifiers", s.Verdict.Qualifiers, false); err != nil {
		return err
	}
	var keys, quals [][2]string
	for _, k := range s.Verdict.Keys {
		keys = append(keys, [2]string{k, "key"})
		ws := words(k)
		anchor := ws[len(ws)-1]
		for _, a := range []string{anchor, nonASCIIUpper(anchor)} {
			if a != "" && !slices.Contains(d.keyAnchors, a) {
				d.keyAnchors = append(d.keyAnchors, a)
			}
		}
	}
	d.keyPairs = newStemPairs(d.keyAnchors...)
	for _, q := range s.Verdict.Qualifiers {
		quals = append(quals, [2]string{q, "qualifier"})
	}
	d.keys, d.quals = newVocabulary(false, keys...), newVocabulary(false, quals...)
	d.quals.slashed = true
	if err := checkWords("verdict.rounds", s.Verdict.Rounds, false); err != nil {
		return err
	}
	var rounds [][2]string
	for _, w := range s.Verdict.Rounds {
		rounds = append(rounds, [2]string{w, "round"})
	}
	d.rounds = newVocabulary(false, rounds...)
	for _, p := range append(slices.Clone(d.keys.phrases), d.quals.phrases...) {
		// The first byte a line opening with the key may show; a key
		// that opens with a letter outside ASCII is looked for by its
		// first byte, as written and in capitals.
		up := strings.ToUpper(p.words[0])
		for _, c := range []string{p.words[0][:1], strings.ToUpper(p.words[0][:1]), up[:1]} {
			if !strings.Contains(d.keyStarts, c) {
				d.keyStarts += c
			}
		}
	}
	values, err := sides("verdict", s.Verdict.CaseSensitive,
		meaning{"pass", Pass, s.Verdict.Pass}, meaning{"fail", Fail, s.Verdict.Fail})
	if err != nil {
		return err
	}
	d.values = values
	d.places = map[string]bool{}
	for _, p := range s.Verdict.Places {
		if !slices.Contains(VerdictPlaces, p) {
			return &DialectError{"verdict.places", fmt.Sprintf("%q is not a place: use %s", p, strings.Join(VerdictPlaces, ", "))}
		}
		d.places[p] = true
	}
	if len(d.places) == 0 {
		return &DialectError{"verdict.places", "a verdict needs at least one place to stand"}
	}
	d.placeWord = d.places[PlaceWord]
	if err := d.prepareSections(); err != nil {
		return err
	}
	if err := d.prepareFindings(); err != nil {
		return err
	}
	if err := d.prepareCoverage(); err != nil {
		return err
	}
	return d.checkSides()
}

// meaning is one side of a set of words, for sides.
type meaning struct {
	field string
	means string
	words []string
}

// sides builds a vocabulary from words of several meanings, refusing a
// word (in any case, unless exact) listed under two of them.
func sides(field string, exact bool, ms ...meaning) (*vocabulary, error) {
	seen := map[string][2]string{} // a word's field and spelling, by the word a reader reads
	var all [][2]string
	for _, m := range ms {
		if err := checkWords(field+"."+m.field, m.words, false); err != nil {
			return nil, err
		}
		for _, w := range m.words {
			// Words one reader cannot tell apart mean one thing, in a
			// dialect that matches them as written too: `Approved` and
			// `APPROVED`, or `ＡＰＰＲＯＶＥＤ` in full-width letters.
			key := strings.Join(words(readerForm(w)), " ")
			if other, ok := seen[key]; ok && other[0] != m.field {
				msg := fmt.Sprintf("%q is both a %s word and a %s word: a word may mean one thing only", w, other[0], m.field)
				alsoMsg := msg
				if other[1] != w {
					msg = fmt.Sprintf("%q is a %s word, and a %s word to a reader as %q: a word may mean one thing only", w, m.field, other[0], other[1])
					alsoMsg = fmt.Sprintf("%q is a %s word, and a %s word to a reader as %q: a word may mean one thing only", other[1], other[0], m.field, w)
				}
				return nil, &WordConflictError{&DialectError{field + "." + m.field, msg}, field + "." + other[0], alsoMsg}
			}
			seen[key] = [2]string{m.field, w}
			all = append(all, [2]string{w, m.means})
		}
	}
	return newVocabulary(exact, all...), nil
}

// The longest list of words a dialect may give one key, and the longest
// spelling: every line of a report is read for each of a dialect's
// words, so a list of thousands (or a spelling of a megabyte) would make
// linting hang; a team's own words are a few dozen, of a few words each.
const (
	maxDialectWords     = 128
	maxDialectWordBytes = 100
)

// checkWords refuses a list with a spelling that holds no word, and one
// longer than a dialect's lists may be.
func checkWords(field string, ws []string, needOne bool) error {
	if needOne && len(ws) == 0 {
		return &DialectError{field, "list at least one"}
	}
	if len(ws) > maxDialectWords {
		return &DialectError{field, fmt.Sprintf("%d words, more than the %d a list may hold", len(ws), maxDialectWords)}
	}
	for _, w := range ws {
		if len(w) > maxDialectWordBytes {
			return &DialectError{field, fmt.Sprintf("%q is longer than the %d bytes a word may be", shorten(w, 40), maxDialectWordBytes)}
		}
		if len(words(w)) == 0 {
			return &DialectError{field, fmt.Sprintf("%q holds no word", w)}
		}
		if i := strings.IndexFunc(w, proseword.Invisible); i >= 0 {
			r, _ := utf8.DecodeRuneInString(w[i:])
			return &DialectError{field, fmt.Sprintf("%q holds an invisible character (U+%04X), which a reader does not see and a report cannot show: spell the word without it", w, r)}
		}
	}
	return nil
}

// nonASCIIUpper is a key word that opens with a letter outside ASCII,
// in upper case, or "" for any other word. The quick tests for a key
// fold ASCII letters only and look for its first byte: `РЕШЕНИЕ` opens
// with another byte than `решение` in UTF-8, so both are looked for;
// EqualFold then takes `Решение` as either.
func nonASCIIUpper(w string) string {
	if w == "" || w[0] < utf8.RuneSelf {
		return ""
	}
	if up := strings.ToUpper(w); up != w && len(up) == len(w) {
		return up
	}
	return ""
}
