// Package tomldepth bounds how deeply a TOML document nests before a
// parser reads it. BurntSushi/toml keeps a key path per nested level and
// copies it at each one, so a document nested N deep (inline tables
// `{a={a=…}}`, dotted keys `a.a.….a = 1`) costs memory and time in N²: a
// 24 KB file took 1.5 GB. Configuration and manifests come from the
// change under check, written by anyone who can push; a linear scan
// refuses them before the parser sees them.
package tomldepth
