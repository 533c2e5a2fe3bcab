// Package repofiles holds the tests that keep the repository's own files
// (README, action.yml, the GitLab template, .pre-commit-hooks.yaml, the
// report template) true to the code. It has no code of its own: the files it
// checks live at the repository root, where GitHub, pre-commit and readers
// expect them.
package repofiles
