package verdict

import "encoding/json"

// approvalWithReview is an approving verdict file in preset's shape
// whose review or summary is review, written as a JSON string by
// encoding/json: line breaks and quotes in it stay inside the string.
func approvalWithReview(preset, review string) []byte {
	text, err := json.Marshal(review)
	if err != nil {
		panic(err)
	}
	q := string(text)
	switch preset {
	case "forest":
		return []byte(`{"schema":"forest.verdict.v1","revision":"57bb557","verdict":"approve","summary":` + q + `,"time":"2026-08-21T23:06:23Z"}`)
	case "github-review":
		return []byte(`{"verdict":"APPROVE","schema_version":1,"summary":` + q + `,"findings":[]}`)
	case "pass-fail":
		return []byte(`{"iteration":44,"verdict":"PASS","summary":` + q + `}`)
	}
	return []byte(`{"verdict":"approve","review":` + q + `,"findings":[]}`)
}
