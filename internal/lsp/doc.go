// Package lsp is reviewlint's language server: it speaks the Language
// Server Protocol 3.17 (JSON-RPC 2.0 framed by Content-Length headers)
// over a reader and a writer, and shows an editor what `lint` says of the
// review reports and verdict files it has open, as they are typed:
// diagnostics on open and on every change (the buffer, not the file on
// disk), the fixes of `lint --fix` as quick fixes, a rule's explanation on
// hover, and section headings and status words as completions.
//
// A file is linted when the configuration's globs select it, as lint
// selects the files of a work tree; the configuration is read again when
// .reviewlint.toml or rules.toml changes. Nothing but protocol messages is
// written to the writer; logs go to the log writer (stderr) and to the
// client's log.
//
// It is hand-written on encoding/json: the subset of the protocol it
// needs is small, and the maintained Go implementations of the protocol
// either are internal to gopls or bring a tree of dependencies.
package lsp
