package analyzers

import "github.com/reviewlint/reviewlint/analyzers/analysis"

// session runs analyzers over one change, each at most once: the result
// of an analyzer that several others require (the snapshots of both
// trees) is computed for the first and shared by the rest.
type session struct {
	newPass func(*analysis.Analyzer) *analysis.Pass
	done    map[*analysis.Analyzer]*action
}

// action is one analyzer's run: its pass and its result, or the error it
// stopped with (its own, or that of an analyzer it requires).
type action struct {
	pass   *analysis.Pass
	result any
	err    error
	failed *analysis.FailedResult
}

func newSession(newPass func(*analysis.Analyzer) *analysis.Pass) *session {
	return &session{newPass: newPass, done: map[*analysis.Analyzer]*action{}}
}

// action runs a, after what it requires, unless it has run already. An
// analyzer whose prerequisite stopped does not run: it stops with the
// same error, which is the error it would have met reading the same
// input itself.
func (s *session) action(a *analysis.Analyzer) *action {
	if act, ok := s.done[a]; ok {
		return act
	}
	act := &action{pass: s.newPass(a)}
	s.done[a] = act
	act.pass.ResultOf = make(map[*analysis.Analyzer]any, len(a.Requires))
	for _, req := range a.Requires {
		dep := s.action(req)
		if dep.err != nil {
			act.err = dep.err
			return act
		}
		act.pass.ResultOf[req] = dep.result
	}
	act.result, act.err = analysis.Run(act.pass)
	return act
}

// reported is what the report shows for a selected analyzer: its result,
// or, once it has stopped, a FailedResult (recorded once, however often
// the analyzer is named).
func (act *action) reported() any {
	if act.err == nil {
		return act.result
	}
	if act.failed == nil {
		act.failed = act.pass.Stopped(act.err)
	}
	return act.failed
}
