package capture

import (
	"fmt"
	"strings"
	"time"

	"github.com/reviewlint/reviewlint/contract"
)

// Block is the acceptance-evidence block for a run at commit sha.
// environment is Environment()'s text with what the caller adds (a work
// tree that differed from the commit). Values are kept on one line and
// free of HTML comment markers, which would swallow the report after
// them.
func Block(sha, environment string, r Result, at time.Time) string {
	var b strings.Builder
	line := func(key, value string) { fmt.Fprintf(&b, "%s: %s\n", key, oneLine(value)) }
	b.WriteString(contract.EvidenceStart + "\n")
	line("sha", sha)
	line("environment", environment)
	line("command", r.Command)
	line("result", r.Status)
	line("duration", r.Duration.Round(time.Millisecond).String())
	line("summary", r.Summary)
	out := fmt.Sprintf("sha256 %s over %d bytes of stdout and stderr", r.Digest, r.Bytes)
	if r.KeptAs != "" {
		out += ", kept in " + r.KeptAs
	}
	line("output", out)
	line("captured", at.UTC().Format(time.RFC3339)+" by reviewlint evidence capture")
	b.WriteString(contract.EvidenceEnd + "\n")
	return b.String()
}

var markers = strings.NewReplacer("<!--", "<! --", "-->", "-- >", "\n", " ", "\r", " ")

func oneLine(s string) string {
	s = strings.TrimSpace(markers.Replace(clean(s)))
	if r := []rune(s); len(r) > 300 {
		s = string(r[:300]) + "…"
	}
	if s == "" {
		return "(none)"
	}
	return s
}
