package lsp

import (
	"path/filepath"
	"slices"
	"strings"

	"github.com/reviewlint/reviewlint/internal/config"
	"github.com/reviewlint/reviewlint/internal/engine"
	"github.com/reviewlint/reviewlint/internal/lint"
)

// workspace holds the configuration of each repository a document lies
// in, read as lint reads it from that repository's root, until a
// configuration file changes.
type workspace struct {
	choice engine.Choice
	folder string // the client's root folder, for files outside any repository
	scopes map[string]*scope
	// notice receives the configuration's notices and errors.
	notice func(kind int, msg string)
}

// scope is one configuration and where its globs match from.
type scope struct {
	linter *lint.Linter
	base   string
	err    error
}

// scopeFor returns the configuration for a file, reading it on first use.
func (w *workspace) scopeFor(path string) *scope {
	root := lint.FindRoot(filepath.Dir(path))
	cwd, key := root, root
	if root == "" {
		cwd = w.folder
		if cwd == "" || !within(cwd, path) {
			cwd = filepath.Dir(path)
		}
		key = "folder:" + cwd
	}
	if s, ok := w.scopes[key]; ok {
		return s
	}
	cfg, dir, err := engine.WorkTreeRules(w.choice, cwd, root)
	s := &scope{err: err}
	if err != nil {
		w.notice(messageError, "reviewlint: "+err.Error()+": no file in "+cwd+" is linted until the configuration is fixed")
	} else {
		for _, n := range cfg.Notices {
			w.notice(messageInfo, "reviewlint: "+n)
		}
		s.linter, s.base = lint.New(cfg), root
		if s.base == "" {
			s.base = dir
		}
		if s.base == "" {
			s.base = cwd
		}
	}
	w.scopes[key] = s
	return s
}

// reset forgets every configuration read: the next lint reads them again.
func (w *workspace) reset() { w.scopes = map[string]*scope{} }

// target says how a file is linted: its scope, its path relative to the
// scope's base, and its kind by the globs (lint.None: not linted).
func (w *workspace) target(path string) (*scope, string, lint.Kind) {
	if path == "" {
		return nil, "", lint.None
	}
	s := w.scopeFor(path)
	if s.err != nil {
		return s, "", lint.None
	}
	rel, err := filepath.Rel(s.base, path)
	if err != nil || !within(s.base, path) {
		return s, "", lint.None
	}
	rel = filepath.ToSlash(rel)
	return s, rel, s.linter.KindOf(rel)
}

// within reports whether path lies under dir.
func within(dir, path string) bool {
	rel, err := filepath.Rel(dir, path)
	return err == nil && rel != ".." && !strings.HasPrefix(rel, ".."+string(filepath.Separator)) && !filepath.IsAbs(rel)
}

// isConfigFile reports whether a path names a configuration file.
func isConfigFile(path string) bool {
	return slices.Contains(config.FileNames, filepath.Base(path))
}
