// Package reviewlint holds what the whole module shares at its root: the
// default rules.toml, embedded so that the binary works with no file on disk
// and `reviewlint init` writes exactly what the binary uses.
package reviewlint

import _ "embed"

// DefaultRules is the content of the repository's rules.toml.
//
//go:embed rules.toml
var DefaultRules []byte
