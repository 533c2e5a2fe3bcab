package contract

import (
	"strings"
	"testing"
)

// TestAdversarialInputsFinish lints inputs that make a careless scanner
// quadratic. At these sizes a quadratic scanner runs for minutes (and the
// test binary's timeout fails the run); a linear one takes milliseconds.
// Nothing is timed here: the benchmarks measure speed.
func TestAdversarialInputsFinish(t *testing.T) {
	var runs strings.Builder
	runs.WriteString("a ")
	for n := 1; runs.Len() < 8<<20; n++ {
		runs.WriteString(strings.Repeat("`", n%4000+1) + " x ")
	}
	inputs := map[string]string{
		"list markers nested on one line": strings.Repeat("- ", 2<<20) + "x\n",
		"backtick runs of every length":   runs.String() + "\n",
		"unclosed comment openers":        strings.Repeat("<!--", 1<<20) + "\n",
		"nested quotes":                   strings.Repeat(">", 1<<20) + " x\n",
		"one long line":                   strings.Repeat("x", 10<<20) + "\n",
		"many headings":                   strings.Repeat("## Findings\n", 200000),
		"many items":                      "## Findings\n" + strings.Repeat("- x: NOTE — y\n", 200000),
	}
	for name, input := range inputs {
		t.Run(name, func(t *testing.T) {
			Lint([]byte(input), Options{})
		})
	}
}
