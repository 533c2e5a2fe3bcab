// Package verdict reads the JSON verdict a review agent emits, lints it
// against the contract, and decides a multi-round review.
//
// An agent's output is prose with one JSON object somewhere in it, often in a
// fenced block and sometimes broken by a raw newline inside a string. The
// package reads the file as a JSON reader would from every '{' (see scan.go;
// one linear pass, not brace matching through prose) and keeps every object
// that bears a verdict key, nested ones and ones that do not parse included.
// The first one not nested in another object is the verdict; it is parsed
// strictly by a small position-tracking parser (encoding/json can report
// neither the line of a key nor a repeated key) whose one leniency is a raw
// control character inside a string, read as if escaped and reported.
// Nothing else is ever repaired, because every further guess is a chance to
// turn a broken or hostile verdict into an approval. Any other
// verdict-bearing object that says something different, or cannot be read,
// makes the file ambiguous.
//
// Three entry points share that pipeline: Lint reports every rule broken
// (Rules is the single definition of those rules), Parse returns the
// normalized verdict or the reason there is none, and Gate folds rounds into
// one decision that approves only when every round approves cleanly.
//
// The contract is data: a Dialect (dialect.go) names the verdict key, the
// values on each side, the finding keys and severity words, and the other
// keys a team's files carry; the functions above read the default one, and
// the methods of the same names read any other. The scan, the look-alike
// keys and every guarantee are the same in each. Presets are the shapes
// seen in public repositories, and Infer builds a dialect from a team's
// existing files, refusing, never guessing, what it cannot place.
//
// It is not a general JSON library, and it does not apply the edits a
// verdict carries; it only judges whether they are safe to apply.
package verdict
