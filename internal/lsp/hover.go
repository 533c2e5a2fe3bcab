package lsp

import (
	"encoding/json"
	"strings"

	"github.com/reviewlint/reviewlint/internal/catalog"
)

// hover explains the rule of each diagnostic at the position, as
// `reviewlint explain` does, under the diagnostic's own message.
func (s *Server) hover(params json.RawMessage) (any, error) {
	var p positionParams
	if err := decode(params, &p); err != nil {
		return nil, err
	}
	sn, ok := s.snapshotOf(p.TextDocument.URI)
	if !ok {
		return nil, nil
	}
	var parts []string
	var at *lspRange
	for _, d := range sn.lspDiagnostics(sn.diagnostics()) {
		if before(p.Position, d.Range.Start) || before(d.Range.End, p.Position) {
			continue
		}
		// Plain text: the message quotes the report, whose markup must
		// not turn into links or formatting in the editor.
		text := d.Message
		if r, ok := catalog.Lookup(d.Code); ok {
			text += "\n\n" + strings.TrimRight(catalog.Explain(r), "\n")
		}
		parts = append(parts, text)
		if at == nil {
			r := d.Range
			at = &r
		}
	}
	if len(parts) == 0 {
		return nil, nil
	}
	return hover{Contents: markupContent{Kind: "plaintext", Value: strings.Join(parts, "\n\n")}, Range: at}, nil
}
