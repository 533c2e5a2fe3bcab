package main

import (
	"fmt"

	"github.com/urfave/cli/v2"
)

// bashCompletion asks the binary itself for the candidates through
// urfave/cli's hidden --generate-bash-completion flag, so verbs, subverbs
// and flags are always those of the installed version.
const bashCompletion = `# bash completion for reviewlint; load it with
#   source <(reviewlint completion bash)
# or save it as ~/.local/share/bash-completion/completions/reviewlint
_reviewlint() {
	local cur=${COMP_WORDS[COMP_CWORD]} words
	if [[ $cur == -* ]]; then
		words=$("${COMP_WORDS[@]:0:COMP_CWORD}" "$cur" --generate-bash-completion 2>/dev/null)
	else
		words=$("${COMP_WORDS[@]:0:COMP_CWORD}" --generate-bash-completion 2>/dev/null)
	fi
	COMPREPLY=($(compgen -W "$words" -- "$cur"))
}
complete -o bashdefault -o default -F _reviewlint reviewlint
`

// completionCommand binds `reviewlint completion bash`.
func completionCommand() *cli.Command {
	return &cli.Command{
		Name:      "completion",
		Usage:     "print the shell completion script (bash)",
		ArgsUsage: "bash",
		Action: func(c *cli.Context) error {
			if c.NArg() != 1 || c.Args().First() != "bash" {
				return usagef("completion takes the shell's name: bash")
			}
			_, err := fmt.Fprint(c.App.Writer, bashCompletion)
			return asUsage(err)
		},
	}
}
