// Package check enforces reviewlint's rules on commits that already exist,
// where `git commit --no-verify` cannot skip them: a range in CI
// (`reviewlint check --range A..B`) and the commits a push brings to a
// server (the pre-receive and update hooks, in package hooks).
//
// For a list of commits it lints every report and verdict file those
// commits add or change, as the newest commit (the head) holds it, under
// the rules of the change's target, never those the commits bring
// (engine.TargetRules); runs the commit-message checks of package
// commitmsg on every commit, a report "staged" by a commit being one that
// commit changes; and checks evidence-stale against the head, or a commit
// whose code is the head's (only review artifacts changed since).
//
// It reads git objects only, through package gitrepo, so it works in a
// bare repository and never looks at a working tree. It does not print:
// callers hand the diagnostics to package output.
package check
