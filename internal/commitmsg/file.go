package commitmsg

// FileOptions is what the commit-msg hook can learn about how git will
// clean the message file it was handed.
type FileOptions struct {
	Comments Comments
	// Scissors is set when configuration makes git cut at the scissors
	// line whatever follows it (commit.cleanup=scissors, commit.verbose).
	Scissors bool
	// Syntax is git's trailer configuration.
	Syntax Syntax
}

// ReadFile returns the messages git may record from the file the commit-msg
// hook receives, which git cleans only after the hook. Git strips comment
// lines when the message was edited (cleanup mode "strip") and keeps them
// under -m and -F (mode "whitespace"); the hook cannot tell which, so both
// are returned and the caller checks each. In the kept case, comment
// lines still do not count where git looks for trailers.
//
// Each is read whole and, when a patch divider (`---`) cuts it, above the
// divider too (ParseReadings).
//
// Git cuts at the scissors line only under `commit -v` or
// --cleanup=scissors. The hook sees those as git's explanation below the
// line, or in configuration; a scissors line typed by hand and followed by
// text is a comment like any other, and the text below it is checked.
func ReadFile(raw []byte, opts FileOptions) []Message {
	lines := splitLines(raw)
	commit, log := opts.Comments.ForCommit(raw), opts.Comments.ForLog()
	if cut := scissorsAt(lines, commit); cut < len(lines) &&
		(opts.Scissors || gitWroteScissors(lines, cut, commit)) {
		lines = lines[:cut]
	}
	read := func(ls []Line) Message { return parseLines(ls, log, opts.Syntax) }
	msgs := withDivider(dropLeadingBlank(stripComments(lines, commit)), read)
	return append(msgs, withDivider(dropLeadingBlank(lines), read)...)
}

// dropLeadingBlank removes the blank lines git's stripspace drops from the
// top, so that the first paragraph is the title, as in the stored message.
func dropLeadingBlank(lines []Line) []Line {
	for len(lines) > 0 && isBlank(lines[0].Text) {
		lines = lines[1:]
	}
	return lines
}

// NamedReports returns the cleaned paths the report trailers of msgs name,
// each once: the caller reads those reports as the commit holds them.
func NamedReports(msgs []Message, pol Policy) []string {
	var paths []string
	seen := map[string]bool{}
	for _, m := range msgs {
		for _, t := range m.Values(pol.ReportTrailer) {
			if p := cleanRepoPath(t.Value); p != "" && !seen[p] {
				seen[p] = true
				paths = append(paths, p)
			}
		}
	}
	return paths
}
