package analyzers

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/reviewlint/reviewlint/analyzers/analysis"
	"github.com/reviewlint/reviewlint/internal/gitquote"
)

// TextResult is implemented by results that print themselves as text;
// others are printed as indented JSON.
type TextResult interface {
	WriteText(w io.Writer) error
}

// Formats are the values --format accepts.
var Formats = []string{"text", "json", "coverage"}

// Write prints the report as text, json (the versioned schema) or coverage
// (a "## Coverage statement" block to paste into a review report).
func Write(w io.Writer, rep *Derivation, format string) error {
	// Text output is many small writes (a line per hunk); unbuffered, each
	// is a system call when w is a file.
	bw := bufio.NewWriterSize(w, 64<<10)
	if err := write(bw, rep, format); err != nil {
		return err
	}
	return bw.Flush()
}

func write(w io.Writer, rep *Derivation, format string) error {
	switch format {
	case "", "text":
		return writeText(w, rep)
	case "json":
		enc := json.NewEncoder(w)
		enc.SetIndent("", "  ")
		return enc.Encode(rep)
	case "coverage":
		return writeCoverage(w, rep)
	}
	return fmt.Errorf("%w: unknown format %q (want %s)", ErrUsage, format, strings.Join(Formats, ", "))
}

func writeText(w io.Writer, rep *Derivation) error {
	fmt.Fprintf(w, "base %s\nhead %s\n", rep.Base+baseNote(rep), rep.headText())
	for _, name := range rep.order {
		fmt.Fprintf(w, "\n== %s\n", name)
		result := rep.Results[name]
		if t, ok := result.(TextResult); ok {
			if err := t.WriteText(w); err != nil {
				return err
			}
			continue
		}
		data, err := json.MarshalIndent(result, "", "  ")
		if err != nil {
			return fmt.Errorf("encode %s result: %w", name, err)
		}
		fmt.Fprintf(w, "%s\n", data)
	}
	for _, f := range rep.Findings {
		// A type error's message holds its context on further lines:
		// printed as lines, indented under the finding.
		fmt.Fprintf(w, "\nFINDING [%s] %s\n", f.Analyzer, gitquote.Lines(findingText(f), "    "))
	}
	return nil
}

func findingText(f analysis.Finding) string {
	text := f.Message
	if f.Reason != "" {
		return text + " — " + f.Reason // Failed: the claim names its paths
	}
	if f.Path != "" {
		text = gitquote.Path(f.Path) + ": " + text
	}
	return text
}

// baseNote says how the base was chosen, for the text header.
func baseNote(rep *Derivation) string {
	switch rep.Compared {
	case "merge-base":
		note := fmt.Sprintf(" (merge base of %s at %s and %s)", rep.BaseRev, rep.BaseTip, rep.HeadRev)
		if rep.MergeBases > 1 {
			note += fmt.Sprintf("; %d merge bases, this is the one git diff %s...%s uses", rep.MergeBases, rep.BaseRev, rep.HeadRev)
		}
		return note
	case "tip":
		return fmt.Sprintf(" (%s itself, not the merge base)", rep.BaseRev)
	case "empty-tree":
		return " (the empty tree)"
	case "staged":
		return " (HEAD)"
	}
	return ""
}

func (rep *Derivation) headText() string {
	if rep.Staged {
		return "the index"
	}
	return fmt.Sprintf("%s (%s)", rep.Head, rep.HeadRev)
}

// oneLine keeps a claim on its bullet: a line break would end the entry,
// and an escape byte could hide what follows in a terminal, so every
// control character is escaped as Go writes it, as CodePath does for a
// path. Other whitespace is kept exactly: in a path, "a  b" and "a b"
// name different files.
func oneLine(s string) string {
	if strings.IndexFunc(s, unicode.IsControl) < 0 {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); {
		r, n := utf8.DecodeRuneInString(s[i:])
		if unicode.IsControl(r) {
			q := strconv.QuoteRune(r)
			b.WriteString(q[1 : len(q)-1])
		} else {
			b.WriteString(s[i : i+n])
		}
		i += n
	}
	return b.String()
}

func knownNames() string {
	var names []string
	for _, a := range All {
		names = append(names, a.Name)
	}
	return strings.Join(names, ", ")
}
