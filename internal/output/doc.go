// Package output prints diagnostics in the formats people and tools read:
// text (`path:line:col: severity: message [rule]`, coloured only on a
// terminal and never under NO_COLOR) and versioned JSON.
//
// The exit status never depends on the format: callers decide it from the
// diagnostics, not from what was printed.
package output
