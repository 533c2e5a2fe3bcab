// Package analysis defines the interface between an analyzer and derive,
// the driver that runs it (package analyzers): the Analyzer value, the Pass
// it runs with, and what a pass records (facts and failed checks). It also
// holds the claim wording every analyzer shares (CodePath, ShortSide) and
// how a change's content is read and named (SideContent, StatusWord).
//
// It knows no analyzer: each lives in its own package under analyzers/ and
// imports this one.
package analysis
