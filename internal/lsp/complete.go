package lsp

import (
	"encoding/json"
	"strings"
	"unicode"

	"github.com/reviewlint/reviewlint/contract"
	"github.com/reviewlint/reviewlint/internal/lint"
)

// completion offers the dialect's words where the contract wants them:
// section names in a heading, statuses after the colon of a coverage
// entry, dispositions after the colon of a finding, and verdict values
// after the verdict key.
func (s *Server) completion(params json.RawMessage) (any, error) {
	var p positionParams
	if err := decode(params, &p); err != nil {
		return nil, err
	}
	sn, ok := s.snapshotOf(p.TextDocument.URI)
	if !ok || sn.kind != lint.Report {
		return completionList{Items: []completionItem{}}, nil
	}
	spec := dialectOf(sn.scope.linter.ReportOptions()).Spec()
	off := offsetOf(sn.text, sn.starts, p.Position, sn.enc)
	line := min(max(p.Position.Line, 0), len(sn.starts)-1)
	prefix := sn.text[sn.starts[line]:off]
	// The word being typed, which a completion replaces.
	wordStart := strings.LastIndexFunc(prefix, func(r rune) bool { return unicode.IsSpace(r) || r == ':' || r == '#' }) + 1
	typed := lspRange{Start: positionOf(sn.text, sn.starts, sn.starts[line]+wordStart, sn.enc), End: p.Position}
	var words []string
	detail := ""
	trimmed := strings.TrimLeft(prefix, " ")
	switch {
	case strings.HasPrefix(trimmed, "#"):
		// A heading: the whole of its text is replaced by a name.
		hashes := strings.TrimLeft(trimmed, "#")
		start := len(prefix) - len(strings.TrimLeft(hashes, " "))
		typed.Start = positionOf(sn.text, sn.starts, sn.starts[line]+start, sn.enc)
		for _, kind := range contract.SectionKinds {
			words = append(words, spec.Sections[kind]...)
		}
		detail = "section"
	case isVerdictKey(trimmed, spec.Verdict.Keys):
		words, detail = append(append([]string{}, spec.Verdict.Pass...), spec.Verdict.Fail...), "verdict"
	case strings.Contains(prefix, ":"):
		switch sectionAt(sn.text, sn.starts, line, spec) {
		case contract.SectionCoverage:
			for _, list := range [][]string{spec.Coverage.Verified, spec.Coverage.Accepted, spec.Coverage.NotChecked, spec.Coverage.Failed} {
				words = append(words, list...)
			}
			detail = "coverage status"
		case contract.SectionFindings:
			words, detail = append(append([]string{}, spec.Findings.Fail...), spec.Findings.Note...), "disposition"
		}
	}
	items := []completionItem{}
	for _, w := range words {
		kind := kindValue
		if detail == "section" {
			kind = kindKeyword
		}
		items = append(items, completionItem{Label: w, Kind: kind, Detail: detail, TextEdit: &textEdit{Range: typed, NewText: w}})
	}
	return completionList{Items: items}, nil
}

// dialectOf is the dialect a linter's options read reports in.
func dialectOf(opts contract.Options) *contract.Dialect {
	if opts.Dialect != nil {
		return opts.Dialect
	}
	return contract.DefaultDialect()
}

// isVerdictKey reports whether a line opens with a verdict key and its
// colon, the value still being typed.
func isVerdictKey(line string, keys []string) bool {
	t := strings.ToLower(strings.TrimLeft(line, "*_ "))
	for _, k := range keys {
		if rest, ok := strings.CutPrefix(t, strings.ToLower(k)); ok {
			rest = strings.TrimLeft(rest, "*_ ")
			if strings.HasPrefix(rest, ":") && !strings.Contains(strings.TrimSpace(rest[1:]), " ") {
				return true
			}
		}
	}
	return false
}

// sectionAt names the section line lies in: the kind of the nearest
// heading above it that names one, by the dialect's names.
func sectionAt(text string, starts []int, line int, spec contract.DialectSpec) string {
	for i := line - 1; i >= 0; i-- {
		l := strings.TrimSpace(text[starts[i]:lineEnd(text, starts, i)])
		if !strings.HasPrefix(l, "#") && !(strings.HasPrefix(l, "**") && strings.HasSuffix(l, "**")) {
			continue
		}
		name := strings.ToLower(strings.Trim(strings.TrimLeft(l, "# "), "*:_ "))
		for _, kind := range contract.SectionKinds {
			for _, n := range spec.Sections[kind] {
				if strings.ToLower(n) == name {
					return kind
				}
			}
		}
		if strings.HasPrefix(l, "## ") || strings.HasPrefix(l, "# ") {
			return ""
		}
	}
	return ""
}
