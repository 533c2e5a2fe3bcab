package analyzers

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"strings"
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
func Write(w io.Writer, rep *Report, format string) error {
	// Text output is many small writes (a line per hunk); unbuffered, each
	// is a system call when w is a file.
	bw := bufio.NewWriterSize(w, 64<<10)
	if err := write(bw, rep, format); err != nil {
		return err
	}
	return bw.Flush()
}

func write(w io.Writer, rep *Report, format string) error {
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

func writeText(w io.Writer, rep *Report) error {
	head := rep.Head
	if rep.Staged {
		head = "the index"
	}
	fmt.Fprintf(w, "base %s\nhead %s\n", rep.Base, head)
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
		fmt.Fprintf(w, "\nFINDING [%s] %s\n", f.Analyzer, findingText(f))
	}
	return nil
}

func findingText(f Finding) string {
	if f.Path == "" {
		return f.Message
	}
	return f.Path + ": " + f.Message
}

// writeCoverage prints every fact as a coverage entry; the statuses are
// the review contract's.
func writeCoverage(w io.Writer, rep *Report) error {
	fmt.Fprintln(w, "## Coverage statement")
	fmt.Fprintln(w)
	for _, name := range rep.order {
		for _, f := range rep.facts[name] {
			status := "VERIFIED INDEPENDENTLY"
			if !f.Checked {
				status = "COULD NOT CHECK"
			}
			fmt.Fprintf(w, "- %s: %s\n", oneLine(f.Claim), status)
		}
	}
	for _, f := range rep.Findings {
		fmt.Fprintf(w, "- %s [%s]: VERIFIED INDEPENDENTLY\n", oneLine(findingText(f)), f.Analyzer)
	}
	return nil
}

// oneLine keeps a claim on its bullet: a line break would end the entry,
// so it is escaped as Go writes it. Other whitespace is kept exactly: in a
// path, "a  b" and "a b" name different files.
func oneLine(s string) string {
	return lineBreaks.Replace(s)
}

var lineBreaks = strings.NewReplacer("\r", `\r`, "\n", `\n`)

func knownNames() string {
	var names []string
	for _, a := range All {
		names = append(names, a.Name)
	}
	return strings.Join(names, ", ")
}
