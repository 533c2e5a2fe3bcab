package contract

import "testing"

// TestFailureRestatedAfterAGrant: beside a failing verdict, prose under
// the verdict key that grants a part before a reservation and demands
// work after it (`Task 1 is COMPLETE and EXCEEDS requirements, but the
// plan documentation requires immediate updating`) restates the
// failure: no conflict, in every dialect. A pass word of the dialect, a
// negation or a pass mark before the reservation, no demand after it,
// approval after it, or a second reservation still conflicts (a pass
// mark makes it a passing part, see TestPartsUnderAVerdict), and such
// prose beside a passing verdict always does.
func TestFailureRestatedAfterAGrant(t *testing.T) {
	const tail = "\n\n{FIND}\n\n{BLOCK}\n"
	restated := []string{
		"{V}: {F}\n\n**Overall {V}**: Task 1 (Containerization) is COMPLETE and EXCEEDS requirements, but plan documentation requires immediate updating to reflect the services." + tail,
		"{V}: {F}\n\n{V}: The parser is excellent; however, the migration must be split." + tail,
	}
	conflicting := []string{
		"{V}: {F}\n\n{V}: The parser is {P}, but the docs require updating." + tail,
		"{V}: {F}\n\n{V}: Nothing blocks, but the docs require updating." + tail,
		"{V}: {F}\n\n{V}: The parser is not broken, but the docs require updating." + tail,
		"{V}: {F}\n\n{V}: The parser is COMPLETE, but the docs are fine." + tail,
		"{V}: {F}\n\n{V}: The parser is COMPLETE, but the docs are long." + tail,
		"{V}: {F}\n\n{V}: The parser is COMPLETE, but nothing requires updating." + tail,
		"{V}: {F}\n\n{V}: The parser is COMPLETE, but the docs require no changes." + tail,
		"{V}: {F}\n\n{V}: The parser is COMPLETE, but the docs, if anything, require a glance." + tail,
		"{V}: {F}\n\n{V}: The parser is COMPLETE, but the docs require updating, which is done." + tail,
		"{V}: {P}\n\n{V}: Task 1 is COMPLETE, but plan documentation requires immediate updating.\n\n{BASE}\n{FIND}\n\nNone.\n",
	}
	checkRestated(t, restated, conflicting)
}
