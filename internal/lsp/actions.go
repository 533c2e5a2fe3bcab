package lsp

import (
	"encoding/json"
	"slices"
	"strconv"
	"strings"

	"github.com/reviewlint/reviewlint/contract"
	"github.com/reviewlint/reviewlint/internal/diag"
	"github.com/reviewlint/reviewlint/internal/lint"
)

// fixAllKind is the code action that applies every fix, as `lint --fix`
// does; editors run it on save when asked (source.fixAll).
const fixAllKind = "source.fixAll.reviewlint"

// codeAction offers the fixes of `lint --fix` as quick fixes: each fix
// whose diagnostic the client names, or whose edit lies in the range
// asked about, and one action that applies them all.
func (s *Server) codeAction(params json.RawMessage) (any, error) {
	var p codeActionParams
	if err := decode(params, &p); err != nil {
		return nil, err
	}
	sn, ok := s.snapshotOf(p.TextDocument.URI)
	if !ok || !sn.fixable() {
		return []codeAction{}, nil
	}
	content := []byte(sn.text)
	inForce := func(rule string) bool { return sn.scope.linter.Config().Severity(rule, sn.rel) != diag.Off }
	opts := sn.scope.linter.ReportOptions()
	actions := []codeAction{}
	wantQuick := len(p.Context.Only) == 0 || slices.Contains(p.Context.Only, "quickfix")
	fixes := contract.Fixes(content, opts, inForce)
	for _, f := range fixes {
		if !wantQuick {
			continue
		}
		named := namedDiagnostics(p.Context.Diagnostics, f, sn)
		edit := sn.edit(f.Start, f.End, f.Replacement)
		if len(named) == 0 && !overlaps(edit.Range, p.Range) {
			continue
		}
		actions = append(actions, codeAction{
			Title: "reviewlint: " + f.Title, Kind: "quickfix", Diagnostics: named, IsPreferred: true,
			Edit: workspaceEdit{Changes: map[string][]textEdit{sn.uri: {edit}}},
		})
	}
	// Fixing all starts with the same fixes: with none, it has nothing
	// to do, and the report need not be read again.
	if len(fixes) > 0 && wantsFixAll(p.Context.Only) {
		if fixed, fixes := contract.FixAll(content, opts, inForce); len(fixes) > 0 {
			start, end, repl := changedSpan(content, fixed)
			actions = append(actions, codeAction{
				Title: "reviewlint: fix all (" + strconv.Itoa(len(fixes)) + ")", Kind: fixAllKind,
				Edit: workspaceEdit{Changes: map[string][]textEdit{sn.uri: {sn.edit(start, end, repl)}}},
			})
		}
	}
	return actions, nil
}

// namedDiagnostics are the client's diagnostics that f resolves.
func namedDiagnostics(ds []diagnostic, f contract.Fix, sn snapshot) []diagnostic {
	var out []diagnostic
	at := sn.lineRange(f.Line, f.Column).Start
	for _, d := range ds {
		if d.Code == f.Rule && d.Range.Start == at {
			out = append(out, d)
		}
	}
	return out
}

// wantsFixAll reports whether the client asked for source actions, or
// for no kind in particular.
func wantsFixAll(only []string) bool {
	if len(only) == 0 {
		return true
	}
	for _, k := range only {
		if k == "source" || k == "source.fixAll" || k == fixAllKind {
			return true
		}
	}
	return false
}

// edit is a text edit replacing the bytes [start, end) of the snapshot.
func (sn snapshot) edit(start, end int, repl string) textEdit {
	return textEdit{
		Range:   lspRange{Start: positionOf(sn.text, sn.starts, start, sn.enc), End: positionOf(sn.text, sn.starts, end, sn.enc)},
		NewText: repl,
	}
}

// changedSpan is the one span of old that differs from new, and what
// replaces it: what lies before and after the changes is kept.
func changedSpan(old, new []byte) (start, end int, repl string) {
	for start < len(old) && start < len(new) && old[start] == new[start] {
		start++
	}
	tail := 0
	for tail < len(old)-start && tail < len(new)-start && old[len(old)-1-tail] == new[len(new)-1-tail] {
		tail++
	}
	// Never split a character: back up to a rune boundary on both sides.
	// start is len(old) when the change only adds to the end.
	for start > 0 && start < len(old) && !isRuneStart(old[start]) {
		start--
	}
	for tail > 0 && !isRuneStart(old[len(old)-tail]) {
		tail--
	}
	return start, len(old) - tail, string(new[start : len(new)-tail])
}

func isRuneStart(b byte) bool { return b&0xC0 != 0x80 }

// overlaps reports whether two ranges share a position.
func overlaps(a, b lspRange) bool {
	return !before(a.End, b.Start) && !before(b.End, a.Start)
}

func before(p, q position) bool {
	return p.Line < q.Line || p.Line == q.Line && p.Character < q.Character
}

// fixable reports whether the snapshot is a report lint reads whole:
// within the size limit and not binary, as lint --fix requires.
func (sn snapshot) fixable() bool {
	return sn.kind == lint.Report && int64(len(sn.text)) <= sn.scope.linter.Config().Limits.MaxFileBytes &&
		!strings.Contains(sn.text, "\x00")
}
