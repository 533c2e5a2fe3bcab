#!/usr/bin/env bash
# Evaluates `reviewlint derive typecheck` on a real Go repository's history:
#
#   bench/typecheck.sh CLONE [COMMITS]     # CLONE: a path or URL git can clone
#
# REVIEWLINT=BIN runs BIN instead of the tree's own build, so that two
# builds are judged on the same commits; BUILD_TIMEOUT=SECONDS (300) bounds
# the go command's check of a commit on a busy machine.
#
# For the last COMMITS (default 30) first-parent commits that change .go
# files, it checks with the go command whether the commit builds (`go test
# -run '^$' ./...` compiles packages and tests), then runs derive typecheck
# on the commit's own range (parent..commit) twice: with the module cache
# holding the dependencies, and with an empty module cache (the reviewer's
# machine without them). A commit that builds must show 0 new error sites
# both times. Then, on top of every commit that builds, it plants one type
# error of each kind bench/typeinject knows in a .go file the commit
# changed, commits it, and checks that derive reports a new site at the
# planted line (or, for a renamed function, a new site anywhere: its callers
# may all be in the packages that import it).
# Prints each run, then the totals and the time per range (wall clock of
# one derive run, both sides checked).
#
# Works in bench/work/typecheck/ (gitignored), or in WORK=DIR; nothing of
# CLONE is kept in the repository.
set -euo pipefail
if [ $# -lt 1 ]; then
	echo "usage: bench/typecheck.sh CLONE [COMMITS]" >&2
	exit 2
fi
src=$1
n=${2:-30}
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/.." && pwd)
work=${WORK:-"$here/work/typecheck"}
rm -rf "$work" && mkdir -p "$work"
(cd "$root" && go build -o "$work/typeinject" ./bench/typeinject)
if [ -n "${REVIEWLINT:-}" ]; then
	rl=$(cd "$(dirname "$REVIEWLINT")" && pwd)/$(basename "$REVIEWLINT")
else
	(cd "$root" && go build -tags urfave_cli_no_docs -o "$work/reviewlint" ./cmd/reviewlint)
	rl="$work/reviewlint"
fi
inject="$work/typeinject"
export GIT_CONFIG_NOSYSTEM=1 GIT_AUTHOR_NAME=bench GIT_AUTHOR_EMAIL=bench@example.com \
	GIT_COMMITTER_NAME=bench GIT_COMMITTER_EMAIL=bench@example.com GOFLAGS=-mod=mod
unset GIT_DIR GIT_WORK_TREE GIT_INDEX_FILE
repo="$work/repo"
git -c advice.detachedHead=false clone -q "$src" "$repo" # a detached HEAD is no news
empty="$work/empty-modcache"
mkdir -p "$empty"
times="$work/times"
: >"$times"

# derive BASE HEAD [MODCACHE] → prints "base head new unresolved" and the text
derive() {
	local out t0 t1
	t0=$(date +%s%N)
	out=$(cd "$repo" && GOMODCACHE=${3:-$(go env GOMODCACHE)} "$rl" derive --base "$1" --head "$2" typecheck 2>&1) || true
	t1=$(date +%s%N)
	echo $(((t1 - t0) / 1000000)) >>"$times"
	printf '%s\n' "$out" >"$work/last.txt"
	printf '%s\n' "$out" | sed -n 's/^by go\/types.*: base \([0-9]*\), head \([0-9]*\), \([0-9]*\) new.*/\1 \2 \3/p' | head -1
}

built=0 notbuilt=0 clean=0 dirty=0 cleanbare=0 dirtybare=0 planted=0 found=0 missed=0
for c in $(git -C "$repo" rev-list --first-parent --no-merges -n "$n" HEAD -- '*.go'); do
	short=${c:0:12}
	git -C "$repo" checkout -q --force --detach "$c"
	git -C "$repo" clean -qfdx
	if ! (cd "$repo" && timeout "${BUILD_TIMEOUT:-300}" go test -count=1 -run '^$' ./... >/dev/null 2>&1); then
		echo "$short does not build, skipped"
		notbuilt=$((notbuilt + 1))
		continue
	fi
	git -C "$repo" checkout -q --force --detach "$c" # go test may touch go.sum
	built=$((built + 1))
	parent=$(git -C "$repo" rev-parse "$c^")
	read -r b h new <<<"$(derive "$parent" "$c")" || true
	read -r bb hb newb <<<"$(derive "$parent" "$c" "$empty")" || true
	echo "$short builds: with deps base ${b:-?} head ${h:-?} new ${new:-?}; without deps base ${bb:-?} head ${hb:-?} new ${newb:-?}"
	if [ "${new:-x}" = 0 ]; then clean=$((clean + 1)); else dirty=$((dirty + 1)); cat "$work/last.txt"; fi
	if [ "${newb:-x}" = 0 ]; then cleanbare=$((cleanbare + 1)); else dirtybare=$((dirtybare + 1)); fi
	file=$(git -C "$repo" diff-tree --no-commit-id --name-only --diff-filter=AM -r "$c" -- '*.go' | grep -v '_test.go$' | grep -v '/testdata/' | head -1 || true)
	[ -n "$file" ] || file=$(git -C "$repo" diff-tree --no-commit-id --name-only --diff-filter=AM -r "$c" -- '*.go' | head -1 || true)
	[ -n "$file" ] || continue
	for kind in assign undefined import rename arity; do
		git -C "$repo" checkout -q --force --detach "$c"
		line=$("$inject" "$kind" "$repo/$file" 2>/dev/null) || continue
		git -C "$repo" commit -qam "plant $kind"
		planted_at=$(git -C "$repo" rev-parse HEAD)
		for cache in "" "$empty"; do
			planted=$((planted + 1))
			derive "$c" "$planted_at" $cache >/dev/null
			if [ "$line" = - ]; then
				hit=$(grep -c "^  new " "$work/last.txt" || true)
			else
				hit=$(grep -c "^  new $file:$line:" "$work/last.txt" || true)
			fi
			if [ "$hit" -gt 0 ]; then
				found=$((found + 1))
			else
				missed=$((missed + 1))
				echo "MISSED $kind in $file at line $line (module cache: ${cache:-full})"
				cat "$work/last.txt"
			fi
		done
	done
done
sort -n "$times" >"$times.sorted"
runs=$(wc -l <"$times.sorted")
echo
echo "commits: $built build, $notbuilt do not"
echo "commits that build with 0 new sites: $clean of $built with the dependencies, $cleanbare of $built without"
echo "planted errors found: $found of $planted ($missed missed)"
if [ "$runs" -gt 0 ]; then
	echo "time per range (ms, $runs derive runs): median $(sed -n "$(((runs + 1) / 2))p" "$times.sorted"), max $(tail -1 "$times.sorted"), mean $(awk '{s+=$1} END {printf "%d", s/NR}' "$times.sorted")"
fi
