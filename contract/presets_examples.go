package contract

// Each preset's example report: the documentation shows it, and a test
// holds that it lints clean under its preset and is refused without its
// verdict.

const defaultExample = `# Review of the parser change

Verdict: FAIL

## Verdict reason
The parser drops the last line of every input.

## Coverage statement
- the parser's tests pass at HEAD: VERIFIED INDEPENDENTLY
- no file outside the parser changed: COULD NOT CHECK

## Findings
- the parser drops the last line: FAIL — every input loses data
- the lexer allocates per token: NOTE — pre-existing, outside this change

## Do not rebuild
The lexer and its tests are correct.
`

const approvalsExample = `# Code review: retry budget

## Verdict: CHANGES REQUESTED

## Summary
The retry loop is sound, but the budget is never reset between requests.

## Critical Issues

### 1. The retry budget is never reset
` + "`client/retry.go:88`" + ` keeps the budget across requests, so the second request
starts with none.

## Suggestions
- **Nit**: the log line says "retrys"
- [Minor] the backoff constant could be named
`

const severityTableExample = `# Review: export job

**Verdict:** APPROVE

## Acceptance criteria

| # | Criterion | Status | Evidence |
|---|---|---|---|
| 1 | exports stream in pages of 500 | MET | ` + "`export_test.go:41`" + ` |
| 2 | a failed page is retried once | MET | ` + "`export_test.go:77`" + ` |

## Findings

| Severity | Finding | Location |
|---|---|---|
| Minor | the progress log repeats the page number | ` + "`export.go:120`" + ` |
| Info | consider a metric for retries | ` + "`export.go:96`" + ` |
`

const gatesExample = `# Review — 2026-03-31 — commit 8f07f511..d7ce2968

**Verdict: PASS**

## Gate results
- Spec compliance: PASS — no requirement changed
- Test depth: PASS — the new branch has two tests
- Documentation: PASS — the README names the new flag
`
