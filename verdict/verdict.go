package verdict

import "encoding/json"

// The values a verdict and a finding's severity may take.
const (
	Approve     = "approve"
	Block       = "block"
	Blocking    = "blocking"
	NonBlocking = "non-blocking"
)

// Verdict is a review agent's verdict, normalized: every key the contract
// knows, nothing else, findings always a list. `verdict parse` prints it.
// Under any dialect the verdict is Approve or Block and a finding's
// severity Blocking or NonBlocking, whatever words the file uses; the
// dialect's text and location keys are read as Question and Context.
type Verdict struct {
	Verdict  string    `json:"verdict"`
	Findings []Finding `json:"findings"`
	// Review is the human-readable prose; advisory, it never gates.
	Review string `json:"review,omitempty"`
	Edits  []Edit `json:"edits,omitempty"`
	// Edit is a pointer because an empty replacement body is a real request,
	// different from no edit at all.
	Edit                 *string         `json:"edit,omitempty"`
	Questions            []string        `json:"questions,omitempty"`
	UncertainTasks       []UncertainTask `json:"uncertainTasks,omitempty"`
	DecompositionUnclear *Questions      `json:"decompositionUnclear,omitempty"`
	// Extra holds the keys a dialect allows beyond these (schema,
	// revision, time), each as compact JSON. The default has none.
	Extra map[string]json.RawMessage `json:"extra,omitempty"`
}

// Finding is one defect or question the review raised.
type Finding struct {
	Severity string `json:"severity"`
	Question string `json:"question"`
	Context  string `json:"context,omitempty"`
	// Extra holds a finding's further keys a dialect allows, and its text
	// keys after the one read as Question.
	Extra map[string]json.RawMessage `json:"extra,omitempty"`
}

// Edit is a full-content replacement of one repository file.
type Edit struct {
	Path    string `json:"path"`
	Content string `json:"content"`
}

// UncertainTask names a task the review could not judge and why.
type UncertainTask struct {
	Path      string   `json:"path"`
	Questions []string `json:"questions"`
}

// Questions is the body of decompositionUnclear.
type Questions struct {
	Questions []string `json:"questions"`
}

// BlockingFindings returns the findings whose severity is blocking.
func (v *Verdict) BlockingFindings() []Finding {
	var out []Finding
	for _, f := range v.Findings {
		if f.Severity == Blocking {
			out = append(out, f)
		}
	}
	return out
}
