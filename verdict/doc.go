// Package verdict reads the JSON verdict a review agent emits, lints it
// against the contract, and decides a multi-round review.
//
// An agent's output is prose with one JSON object somewhere in it, often in a
// fenced block and sometimes broken by a raw newline inside a string. The
// package finds the first object whose own top-level keys include "verdict",
// parses it strictly with a small position-tracking scanner (encoding/json can
// report neither the line of a key nor a repeated key), and only when that
// fails applies one narrow repair: escaping raw control characters inside
// strings. Nothing else is ever repaired, because every further guess is a
// chance to turn a broken or hostile verdict into an approval.
//
// Three entry points share that pipeline: Lint reports every rule broken
// (Rules is the single definition of those rules), Parse returns the
// normalized verdict or the reason there is none, and Gate folds rounds into
// one decision that approves only when every round approves cleanly.
//
// It is not a general JSON library, and it does not apply the edits a
// verdict carries; it only judges whether they are safe to apply.
package verdict
