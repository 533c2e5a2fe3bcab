// Package commitmsg checks the review trailers of a commit message: the
// message file git hands the commit-msg hook, before git cleans it.
//
// It strips what git would strip (comment lines and everything below the
// scissors line), finds the trailer block the way `git interpret-trailers`
// does, and checks Review-Verdict and Review-Report trailers against facts
// about the commit that the caller gathers from the repository.
//
// It does not open repositories or read configuration: package hooks does
// that and passes the results in, which keeps this package pure and
// fuzzable.
package commitmsg
