package typecheck

import (
	"reflect"
	"testing"

	"github.com/reviewlint/reviewlint/analyzers/analysis"
	"github.com/reviewlint/reviewlint/internal/gitrepo"
)

// The analyzer's Start asks the go command before the change is read,
// and the check takes that answer; one let go is never taken by a later
// check, which asks anew.
func TestTypecheckTakesTheEnvStartBegan(t *testing.T) {
	release := Analyzer.Start(analysis.Options{}, goChange)
	earlyEnv.Lock()
	began := earlyEnv.answer
	earlyEnv.Unlock()
	if began == nil {
		t.Fatal("Start asked nothing")
	}
	if got := takeLocalGoEnv(); got != (<-chan GoEnv)(began) {
		t.Error("the check did not take the answer Start began")
	}
	if env := <-began; !reflect.DeepEqual(env, LocalGoEnv()) {
		t.Errorf("answer %+v, want LocalGoEnv's", env)
	}
	release()

	release = Analyzer.Start(analysis.Options{}, goChange)
	earlyEnv.Lock()
	began = earlyEnv.answer
	earlyEnv.Unlock()
	release()
	got := takeLocalGoEnv()
	if got == (<-chan GoEnv)(began) {
		t.Error("a check took an answer let go")
	}
	<-got

	// Looked at before release, which would clear what Start began.
	release = Analyzer.Start(analysis.Options{Checker: "go vet ./..."}, goChange)
	earlyEnv.Lock()
	asked := earlyEnv.answer != nil
	earlyEnv.Unlock()
	release()
	if asked {
		t.Error("Start asked the go command for a run with --checker")
	}
}

// goChange is a change Start asks the go command for.
var goChange = []gitrepo.Change{{Path: "p/p.go"}}
