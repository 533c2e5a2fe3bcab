package verdict

import "testing"

// TestGradeLabelAsSeen: a blocking grade opening a non-blocking
// finding's text is a label however a reader sees it set off (a space
// before the colon, a full-width colon, a spaced hyphen, a dash with no
// space, brackets with no separator) and however its letters are drawn (full-width, a letter of
// another script, a combining mark, an invisible character): beside an
// approval it is refused in every preset with findings. A grade the
// text goes on from, or a label answered no, stays clean.
func TestGradeLabelAsSeen(t *testing.T) {
	blocking := []string{
		"BLOCKER : the migration drops a column",
		"⛔ BLOCKER: the migration drops a column",
		"🔴 Critical — the migration drops a column",
		"🔴\uFE0F **Critical**: the migration drops a column",
		"1. BLOCKER: the migration drops a column",
		"2) Critical — the migration drops a column",
		"Severity: BLOCKER — the migration drops a column",
		"Severity: Critical",
		"**Priority:** Critical. The migration drops a column",
		"Severity: **Critical**: the migration drops a column",
		"BLOCKER： the migration drops a column",
		"BLOCKER：the migration drops a column",
		"BLOCKER - the migration drops a column",
		"BLOCKER -\tthe migration drops a column",
		"BLOCKER—the migration drops a column",
		"BLOCKER\u00a0: the migration drops a column",
		"**BLOCKER** : the migration drops a column",
		"[BLOCKER] － the migration drops a column",
		"ＢＬＯＣＫＥＲ: the migration drops a column",
		"Сritical: the migration drops a column", // a Cyrillic С
		"B\u200bLOCKER: the migration drops a column",
		"Cri\u0301tical: the migration drops a column",
		"Must  fix: the migration drops a column",
		"Ｐ０: the migration drops a column",
		"high severity ― the migration drops a column",
		"Must-fix: the migration drops a column",
		"MUST_FIX: the migration drops a column",
		"High-severity — the migration drops a column",
		"[P0] the migration drops a column",
		"[blocker] the migration drops a column",
		"(Critical) the migration drops a column",
		"**[BLOCKER]** the migration drops a column",
		"- [ Critical ] the migration drops a column",
		"Blocking issue: the migration drops a column",
		"**Critical findings** — the migration drops a column",
	}
	clean := []string{
		"High-water mark is read twice",
		"High‑water mark is read twice",
		"Critical path logging repeats a line",
		"1. Critical path logging repeats a line",
		"⛔ Blocker: none",
		"Severity: minor — the helper could be named better",
		"Severity: Critical path logging repeats a line",
		"Priority: low",
		"Blocker : no, the log line is only noisy",
		"BLOCKER： none",
		"Critical issue count is logged twice",
		"Critical-path: the log line repeats",
		"High-water: the log line repeats",
		"Non-blocking: the log line repeats",
		"(Critical path) logging repeats a line",
		"[Blocker] none",
		"[High-water] mark is read twice",
		"Critical) the log line repeats",
		"Blocking issues: none",
		"Critical issues found: none",
	}
	expectFindingTexts(t, blocking, clean)
}
