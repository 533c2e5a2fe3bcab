// Package factstest holds the golden tests of the symbols, pointers and
// evidence analyzers run through derive: real repositories, and the text,
// JSON and coverage output compared with testdata/*.golden (regenerate
// with go test -update). It has no non-test code.
package factstest
