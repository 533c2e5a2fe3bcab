// Package holdprose reads prose for an approval held back: a hold on the
// merge (`Do not merge until the token fix lands.`, `Ready to merge:
// no`), an approval taken back by a reservation that states an open
// problem (`Approved, but the token leaks.`) or one that waits for work
// not yet done (`Approved once the leak is fixed.`, `LGTM modulo the
// leak fix.`). Beside an approval a reader takes each for a refusal.
// Both readers of reviews, of markdown reports and of JSON verdict
// files, ask it.
//
// It reads plain text, lower case where a function says so, as its
// callers give it; it knows no markdown and no verdict words. What
// records a hold as settled since (`do not merge → fixed`) is the
// caller's to say.
package holdprose
