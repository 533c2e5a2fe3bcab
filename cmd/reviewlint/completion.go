package main

import (
	"fmt"
	"slices"

	"github.com/urfave/cli/v2"
)

// The completion scripts are thin: each asks the binary the user typed
// (`reviewlint __complete WORDS… CURRENT`) for the candidates, so verbs,
// flags, --format values, analyzer names and rule ids are always those of
// the installed version, and each falls back to the shell's own file
// completion when the binary answers completeFiles.
var completionScripts = map[string]string{
	"bash": `# bash completion for reviewlint; load it with
#   source <(reviewlint completion bash)
# or save it as ~/.local/share/bash-completion/completions/reviewlint
_reviewlint() {
	local IFS=$'\n' i w word cur prefix
	local -a args words
	# bash splits --format=js into --format, = and js (= is in
	# COMP_WORDBREAKS): join them back, so that the binary sees the words
	# as typed, and complete only the part after the =, the word bash
	# replaces.
	for ((i = 1; i <= COMP_CWORD; i++)); do
		w=${COMP_WORDS[i]}
		if ((${#args[@]})) && [[ ${args[${#args[@]}-1]} == -* ]] &&
			[[ ($w == = && ${args[${#args[@]}-1]} != *=*) || ${args[${#args[@]}-1]} == *= ]]; then
			args[${#args[@]}-1]+=$w
		else
			args+=("$w")
		fi
	done
	cur=${args[${#args[@]}-1]}
	word=${COMP_WORDS[COMP_CWORD]}
	[[ $word == = ]] && word=
	prefix=${cur:0:${#cur}-${#word}}
	words=($("${COMP_WORDS[0]}" __complete "${args[@]}" 2>/dev/null))
	if [[ ${words[0]} == :files ]]; then
		compopt -o filenames 2>/dev/null
		COMPREPLY=($(compgen -f -- "$word"))
		return
	fi
	COMPREPLY=()
	for w in "${words[@]}"; do
		[[ $w == "$prefix"* ]] && COMPREPLY+=("${w#"$prefix"}")
	done
	COMPREPLY=($(compgen -W "${COMPREPLY[*]}" -- "$word"))
}
complete -o bashdefault -o default -F _reviewlint reviewlint
`,
	"zsh": `#compdef reviewlint
# zsh completion for reviewlint; load it with
#   source <(reviewlint completion zsh)
# (after compinit), or save it as _reviewlint in a folder of $fpath
_reviewlint() {
	local -a candidates
	candidates=("${(@f)$("${words[1]}" __complete "${(@)words[2,CURRENT-1]}" "${words[CURRENT]}" 2>/dev/null)}")
	if [[ ${candidates[1]} == :files ]]; then
		# --config=FILE: complete the file after the =.
		[[ ${words[CURRENT]} == -*=* ]] && compset -P '*='
		_files
		return
	fi
	compadd -a candidates
}
if [[ $funcstack[1] == _reviewlint ]]; then
	_reviewlint "$@"
else
	compdef _reviewlint reviewlint
fi
`,
	"fish": `# fish completion for reviewlint; load it with
#   reviewlint completion fish | source
# or save it as ~/.config/fish/completions/reviewlint.fish
function __reviewlint_complete
	set -l words (commandline -opc)
	set -l cur (commandline -ct)
	set -l candidates ($words[1] __complete $words[2..-1] $cur 2>/dev/null)
	if test "$candidates[1]" = ":files"
		if string match -qr -- '^-[^=]*=' $cur
			# --config=FILE: complete the file after the =.
			set -l flag (string replace -r -- '=.*' '=' $cur)
			printf '%s\n' $flag(__fish_complete_path (string replace -r -- '^[^=]*=' '' $cur))
		else
			__fish_complete_path $cur
		end
	else
		printf '%s\n' $candidates
	end
end
complete -c reviewlint -f -a '(__reviewlint_complete)'
`,
}

// shells are the shells completion prints a script for.
var shells = []string{"bash", "zsh", "fish"}

// completionCommand binds `reviewlint completion bash|zsh|fish`.
func completionCommand() *cli.Command {
	return &cli.Command{
		Name:      "completion",
		Usage:     "print a shell's completion script",
		ArgsUsage: "bash|zsh|fish",
		Action: func(c *cli.Context) error {
			if c.NArg() != 1 || !slices.Contains(shells, c.Args().First()) {
				return usagef("completion takes the shell's name: bash, zsh or fish")
			}
			_, err := fmt.Fprint(c.App.Writer, completionScripts[c.Args().First()])
			return asUsage(err)
		},
	}
}
