package lsp

import (
	"github.com/reviewlint/reviewlint/internal/diag"
	"github.com/reviewlint/reviewlint/internal/lint"
)

// snapshot is an open document as it stood when a request or a lint
// began, with how the configuration reads it.
type snapshot struct {
	uri     string
	version int
	text    string
	starts  []int
	enc     encoding
	scope   *scope
	rel     string
	kind    lint.Kind
}

// snapshotOf takes a document's state; false when it is not open.
func (s *Server) snapshotOf(uri string) (snapshot, bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	d := s.docs[uri]
	if d == nil {
		return snapshot{}, false
	}
	return s.snapshotLocked(d), true
}

// snapshotLocked is snapshotOf with s.mu held.
func (s *Server) snapshotLocked(d *document) snapshot {
	sc, rel, kind := s.ws.target(d.path)
	return snapshot{uri: d.uri, version: d.version, text: d.text, starts: d.starts, enc: s.enc, scope: sc, rel: rel, kind: kind}
}

// diagnostics lints the snapshot's text: the buffer, not the file.
func (sn snapshot) diagnostics() []diag.Diagnostic {
	if sn.kind == lint.None {
		return nil
	}
	return sn.scope.linter.Lint(sn.rel, []byte(sn.text), sn.kind)
}

// published is what the editor is shown for the snapshot: its
// diagnostics, or, while the configuration cannot be read, that error on
// its first line. An empty list would show a report that is not linted
// as a clean one.
func (sn snapshot) published() []diagnostic {
	if sn.scope != nil && sn.scope.err != nil {
		return []diagnostic{{
			Range:    sn.lineRange(1, 1),
			Severity: lspSeverity(diag.Error),
			Source:   "reviewlint",
			Message:  "not linted: " + sn.scope.err.Error() + ": fix the configuration",
		}}
	}
	return sn.lspDiagnostics(sn.diagnostics())
}

// lintAndPublish lints a document and publishes its diagnostics, unless
// it changed or closed meanwhile: then the latest text is linted next.
func (s *Server) lintAndPublish(d *document) {
	s.mu.Lock()
	if s.docs[d.uri] != d {
		s.mu.Unlock()
		return // closed, or opened again as another document
	}
	if d.linting {
		// A timer that fired as a change stopped it, while a lint
		// runs: that lint starts the next when it ends.
		d.again = true
		s.mu.Unlock()
		return
	}
	d.linting, d.again = true, false
	sn := s.snapshotLocked(d)
	s.mu.Unlock()

	out := sn.published()

	s.mu.Lock()
	defer s.mu.Unlock()
	d.linting = false
	if s.docs[d.uri] != d {
		return
	}
	if d.again || d.version != sn.version {
		s.schedule(d, 0)
		return
	}
	v := sn.version
	s.conn.notify("textDocument/publishDiagnostics", publishDiagnosticsParams{URI: d.uri, Version: &v, Diagnostics: out})
}

// lspDiagnostics turns diagnostics into the protocol's: each spans from
// its column to the end of its line, its rule as the code.
func (sn snapshot) lspDiagnostics(ds []diag.Diagnostic) []diagnostic {
	out := make([]diagnostic, 0, len(ds))
	for _, d := range ds {
		out = append(out, diagnostic{
			Range:    sn.lineRange(d.Line, d.Column),
			Severity: lspSeverity(d.Severity),
			Code:     d.Rule,
			Source:   "reviewlint",
			Message:  d.Message,
		})
	}
	return out
}

// lineRange is the range from a 1-based line and byte column to the end
// of that line, clamped to the text.
func (sn snapshot) lineRange(line, col int) lspRange {
	i := min(max(line-1, 0), len(sn.starts)-1)
	start := min(sn.starts[i]+max(col-1, 0), lineEnd(sn.text, sn.starts, i))
	from := positionOf(sn.text, sn.starts, start, sn.enc)
	return lspRange{
		Start: from,
		End:   positionOf(sn.text, sn.starts, lineEnd(sn.text, sn.starts, from.Line), sn.enc),
	}
}

func lspSeverity(s diag.Severity) int {
	switch s {
	case diag.Error:
		return 1
	case diag.Warning:
		return 2
	}
	return 3
}
