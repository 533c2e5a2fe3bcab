// Package sideword holds the words that tell a reader which side a
// team's verdict word or severity falls on where the tool must not
// guess: the stems that hold an approval back or refuse it, the nouns
// of a problem a negation denies, and the grades no reader takes for
// anything but blocking. Both readers of a dialect ask it, the markdown
// contract's (a pass word) and the JSON verdict's (an approve value, a
// non-blocking severity, a finding's label), so that one word is judged
// the same in every dialect and every format.
//
// It knows words only, lower case, one at a time or a grade's phrase;
// splitting a value into words and folding what a reader sees into
// ASCII is the caller's.
package sideword
