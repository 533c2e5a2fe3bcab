// Package gittest drives the real git binary in temporary repositories for
// the tests of gitrepo and its packages: git builds the repositories under
// test and is the oracle their answers are compared with (cat-file for
// objects, diff and rev-list for changes and walks). Nothing here imitates
// git.
//
// It is for tests only; production code never imports it.
package gittest
