package contract

import (
	"strings"

	"github.com/reviewlint/reviewlint/internal/diag"
)

// The reasons render-ambiguous gives for contract text in disguise: in
// letters or marks that look like the plain ones, or split by a
// character no reader sees.
const (
	whyStyled    = "a styled letter (full-width, mathematical, circled or accented) stands in contract text, which a reader reads as the plain letter and a tool does not"
	whyMarkAlike = "a mark that looks like a space, a colon, a dash or an equals sign stands in contract text, which a reader reads as that mark and a tool does not"
	whyScript    = "a letter of another script that looks like a Latin one stands in contract text, which a reader reads as the Latin word and a tool does not"
	whyInvisible = "an invisible character (U+%04X) stands inside contract text, where a reader and a tool split the words differently"
)

// Disguised reports whether d refuses contract text in disguise
// (`𝐅𝐀𝐈𝐋𝐄𝐃`, `fA\u200bIL`, `Ｃritical`): words a reader reads as the
// plain ones wherever they stand, in a report or in any other text. The
// other render-ambiguous refusals are of markup (raw HTML,
// strikethrough, a footnote, an image's alt text) that renderers show
// differently, which only a report's own shape makes matter.
func Disguised(d diag.Diagnostic) bool {
	if d.Rule != RuleRenderAmbiguous {
		return false
	}
	invisible, _, _ := strings.Cut(whyInvisible, "%")
	for _, why := range []string{whyStyled, whyMarkAlike, whyScript, invisible} {
		if strings.HasPrefix(d.Message, why) {
			return true
		}
	}
	return false
}
