package lsp

import (
	"encoding/json"
	"time"
)

// The document notifications: the server keeps each open buffer as the
// editor has it and lints it, at once when it opens and after a pause in
// the changes.

func (s *Server) didOpen(params json.RawMessage) error {
	var p didOpenParams
	if err := decode(params, &p); err != nil {
		return err
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	d := &document{uri: p.TextDocument.URI, path: pathOf(p.TextDocument.URI), version: p.TextDocument.Version}
	d.setText(p.TextDocument.Text)
	if old := s.docs[d.uri]; old != nil && old.timer != nil {
		old.timer.Stop()
	}
	s.docs[d.uri] = d
	s.schedule(d, 0)
	return nil
}

func (s *Server) didChange(params json.RawMessage) error {
	var p didChangeParams
	if err := decode(params, &p); err != nil {
		return err
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	d := s.docs[p.TextDocument.URI]
	if d == nil {
		return nil // a change to a document never opened: nothing to apply it to
	}
	for _, c := range p.ContentChanges {
		d.apply(c, s.enc)
	}
	d.version = p.TextDocument.Version
	s.schedule(d, s.opts.Debounce)
	return nil
}

func (s *Server) didClose(params json.RawMessage) error {
	var p documentParams
	if err := decode(params, &p); err != nil {
		return err
	}
	s.mu.Lock()
	d := s.docs[p.TextDocument.URI]
	delete(s.docs, p.TextDocument.URI)
	s.mu.Unlock()
	if d != nil && d.timer != nil {
		d.timer.Stop()
	}
	// A closed document's diagnostics are the file's business again.
	return s.conn.notify("textDocument/publishDiagnostics", publishDiagnosticsParams{URI: p.TextDocument.URI, Diagnostics: []diagnostic{}})
}

// didSave reads the configuration again when a configuration file is
// saved: a client that cannot watch files still tells of its own saves.
func (s *Server) didSave(params json.RawMessage) error {
	var p documentParams
	if err := decode(params, &p); err != nil {
		return err
	}
	if isConfigFile(pathOf(p.TextDocument.URI)) {
		s.reload()
	}
	return nil
}

func (s *Server) didChangeWatchedFiles(params json.RawMessage) error {
	var p didChangeWatchedFilesParams
	if err := decode(params, &p); err != nil {
		return err
	}
	for _, c := range p.Changes {
		if isConfigFile(pathOf(c.URI)) {
			s.reload()
			return nil
		}
	}
	return nil
}

// reload forgets the configurations and lints every open document again.
func (s *Server) reload() {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.ws.reset()
	for _, d := range s.docs {
		s.schedule(d, 0)
	}
}

// schedule lints d after delay, replacing a lint already waiting; while
// a lint of d runs, the next waits for it to end. So a document is never
// linted twice at once, and a burst of changes costs one lint of the
// latest text. Called with s.mu held.
func (s *Server) schedule(d *document, delay time.Duration) {
	if d.linting {
		d.again = true
		return
	}
	if d.timer != nil {
		d.timer.Stop()
	}
	d.timer = time.AfterFunc(delay, func() { s.lintAndPublish(d) })
}
