package reviewlint

import _ "embed"

// VerdictSchema is the JSON Schema of a verdict file, docs/verdict.schema.json,
// embedded so that `reviewlint prompt --verdict` prints exactly the file a
// test holds to what the verdict linter accepts.
//
//go:embed docs/verdict.schema.json
var VerdictSchema []byte
