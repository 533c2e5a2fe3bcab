// Package reviewlint holds the files the whole module embeds: the default
// rules.toml and the verdict JSON Schema. They live at the root (rules.toml)
// and in docs/ where users read them, and go:embed cannot reach a parent
// folder, so this one file sits at the root instead of under internal/.
package reviewlint

import _ "embed"

// DefaultRules is the content of the repository's rules.toml.
//
//go:embed rules.toml
var DefaultRules []byte

// VerdictSchema is the JSON Schema of a verdict file, docs/verdict.schema.json,
// embedded so that `reviewlint prompt --verdict` prints exactly the file a
// test holds to what the verdict linter accepts.
//
//go:embed docs/verdict.schema.json
var VerdictSchema []byte
