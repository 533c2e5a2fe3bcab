// Package lint decides which files are review reports and which are verdict
// files, runs the matching contract over each, and applies rules.toml: the
// file-level checks (size, binary, encoding), per-rule severities and
// per-path overrides. Every entry point (the lint verb, the hooks, check)
// goes through here, so they all say the same thing about the same bytes.
package lint
