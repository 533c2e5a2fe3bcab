package diag

import "fmt"

// Severity is how much a finding matters. Off disables a rule entirely.
type Severity int

// The severities, ordered so that a larger value is more severe.
const (
	Off Severity = iota
	Warning
	Error
)

// String returns the spelling used in rules.toml and in every output format.
func (s Severity) String() string {
	switch s {
	case Off:
		return "off"
	case Warning:
		return "warning"
	case Error:
		return "error"
	}
	return fmt.Sprintf("severity(%d)", int(s))
}

// ParseSeverity reads the spelling used in rules.toml.
func ParseSeverity(s string) (Severity, error) {
	switch s {
	case "off":
		return Off, nil
	case "warning":
		return Warning, nil
	case "error":
		return Error, nil
	}
	return Off, fmt.Errorf("unknown severity %q (want \"error\", \"warning\" or \"off\")", s)
}

// MarshalText makes a Severity print as its name in JSON.
func (s Severity) MarshalText() ([]byte, error) { return []byte(s.String()), nil }

// UnmarshalText reads a severity from rules.toml or JSON, rejecting any
// spelling but the three.
func (s *Severity) UnmarshalText(b []byte) error {
	v, err := ParseSeverity(string(b))
	if err != nil {
		return err
	}
	*s = v
	return nil
}
