// Package commitmsg checks the review trailers of a commit message: the
// message file git hands the commit-msg hook, before git cleans it
// (ReadFile), or a message git already recorded (Parse).
//
// Trailers are found the way `git interpret-trailers` and
// `git log --format=%(trailers)` find them: comment lines are skipped where
// git looks for the title and the trailer block, not deleted first, and
// nothing below a scissors line counts. For the hook's file, which git
// cleans only afterwards, ReadFile returns each message git may record, and
// CheckAll refuses when any of them breaks a rule. Merges and reverts are
// told by git's own signals (MERGE_HEAD or two parents; the "This reverts
// commit" line), never by the subject.
//
// It does not open repositories or read configuration: packages hooks and
// check do that and pass the results in, which keeps this package pure and
// fuzzable.
package commitmsg
