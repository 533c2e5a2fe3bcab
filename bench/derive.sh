#!/usr/bin/env bash
# Benchmark `reviewlint derive deleted-ranges` against
# `git diff -U0 --minimal --no-renames` on the same range, side by side.
#
# Builds (or reuses) bench/work/derive-repo: 400 files of 300 lines, then a
# commit changing every file (>= 20,000 changed lines), then a commit that
# rewrites a 50,000-line file completely (the pathological case). Builds
# (or reuses) bench/work/derive-large: 4,000 files of 300 lines edited the
# same way (a large range, packed with deltas), a 50,000-line file whose
# lines are shuffled (the worst case for a minimal diff: every line moves),
# and a 1,200,000-line file changed in one line (more distinct lines than
# the diff takes on, all but one in the common prefix and suffix); and
# bench/work/derive-repeat: a 50,000-line file shuffled whose every text
# occurs twice.
# Prints wall time and peak RSS of both tools and the ratios.
# Goal: within 1.5x git's wall time and 3x its peak memory; git's wall time
# on the large range.
#
# usage: bench/derive.sh [CLONE...]
# Each CLONE (a local clone of a real repository; nothing of it is kept
# here) is measured too, on two of its ranges: the last 100 first-parent
# commits, and its whole history from the root commit; or, with
# RANGES="A..B C..D", on those ranges instead. SYNTHETIC=0 skips the
# generated repositories. BEFORE=BIN measures an older build beside
# this one, on the same ranges in the same run.
set -euo pipefail
clones=()
for c in "$@"; do clones+=("$(cd "$c" && pwd)"); done
cd "$(dirname "$0")/.."
work=bench/work
repo=$work/derive-repo
bin=$work/reviewlint
runs=${RUNS:-5}
mkdir -p "$work"
go build -tags urfave_cli_no_docs -o "$bin" ./cmd/reviewlint
binpath=$(pwd)/$bin

export GIT_CONFIG_NOSYSTEM=1 GIT_AUTHOR_NAME=bench GIT_AUTHOR_EMAIL=bench@example.com \
	GIT_COMMITTER_NAME=bench GIT_COMMITTER_EMAIL=bench@example.com
unset GIT_DIR GIT_WORK_TREE GIT_INDEX_FILE

if [ "${SYNTHETIC:-1}" != 0 ] && [ ! -f "$repo/.built" ]; then
	rm -rf "$repo" && mkdir -p "$repo"
	git -C "$repo" init -q -b main
	for i in $(seq 1 400); do
		d="$repo/src/pkg$((i % 20))"
		mkdir -p "$d"
		awk -v f="$i" 'BEGIN { for (l = 1; l <= 300; l++) printf "file %d line %d: value = %d\n", f, l, (f*l) % 97 }' >"$d/file$i.txt"
	done
	git -C "$repo" add -A && git -C "$repo" commit -q -m base
	for f in "$repo"/src/*/*.txt; do
		awk -v seed="${f//[^0-9]/}" 'BEGIN { srand(seed) }
			{ r = rand()
			  if (r < 0.08) print "changed " $0
			  else if (r < 0.12) next
			  else if (r < 0.16) { print; print "inserted after " NR }
			  else print }' "$f" >"$f.new" && mv "$f.new" "$f"
	done
	git -C "$repo" add -A && git -C "$repo" commit -q -m edits
	awk 'BEGIN { for (l = 1; l <= 50000; l++) printf "pathological line %d\n", l }' >"$repo/big.txt"
	git -C "$repo" add -A && git -C "$repo" commit -q -m big
	awk 'BEGIN { for (l = 1; l <= 50000; l++) printf "pathological line %d, every one changed\n", l }' >"$repo/big.txt"
	git -C "$repo" add -A && git -C "$repo" commit -q -m every-line
	git -C "$repo" gc -q
	touch "$repo/.built"
fi

large=$work/derive-large
if [ "${SYNTHETIC:-1}" != 0 ] && [ ! -f "$large/.built" ]; then
	rm -rf "$large" && mkdir -p "$large"
	git -C "$large" init -q -b main
	git -C "$large" config gc.auto 0 # one gc at the end, not one in the background
	awk -v dir="$large" 'BEGIN { for (f = 1; f <= 4000; f++) {
		d = sprintf("%s/src/pkg%d", dir, f % 40); if (f <= 40) system("mkdir -p " d)
		out = sprintf("%s/file%d.txt", d, f)
		for (l = 1; l <= 300; l++) printf "file %d line %d: value = %d\n", f, l, (f*l) % 97 > out
		close(out) } }'
	git -C "$large" add -A && git -C "$large" commit -q -m base
	awk -v dir="$large" 'BEGIN { srand(7); for (f = 1; f <= 4000; f++) {
		out = sprintf("%s/src/pkg%d/file%d.txt", dir, f % 40, f)
		for (l = 1; l <= 300; l++) { line = sprintf("file %d line %d: value = %d", f, l, (f*l) % 97); r = rand()
			if (r < 0.08) printf "changed %s\n", line > out
			else if (r < 0.12) continue
			else if (r < 0.16) printf "%s\ninserted after %d\n", line, l > out
			else printf "%s\n", line > out }
		close(out) } }'
	git -C "$large" add -A && git -C "$large" commit -q -m edits
	awk 'BEGIN { for (l = 1; l <= 50000; l++) printf "line %d of the shuffled file\n", l }' >"$large/shuffled.txt"
	git -C "$large" add -A && git -C "$large" commit -q -m ordered
	awk 'BEGIN { srand(11); n = 50000; for (i = 1; i <= n; i++) p[i] = i
		for (i = n; i > 1; i--) { j = int(rand() * i) + 1; t = p[i]; p[i] = p[j]; p[j] = t }
		for (i = 1; i <= n; i++) printf "line %d of the shuffled file\n", p[i] }' >"$large/shuffled.txt"
	git -C "$large" add -A && git -C "$large" commit -q -m shuffled
	awk 'BEGIN { for (l = 1; l <= 1200000; l++) printf "%d\n", l }' >"$large/huge.txt"
	git -C "$large" add -A && git -C "$large" commit -q -m huge
	sed -i 's/^600000$/six hundred thousand/' "$large/huge.txt"
	git -C "$large" add -A && git -C "$large" commit -q -m one-line
	git -C "$large" gc -q
	touch "$large/.built"
fi

# The same shuffle where every text occurs twice: repeated lines keep the
# diff on Myers' search, the worst case left once distinct lines are
# matched by increasing subsequence.
repeat=$work/derive-repeat
if [ "${SYNTHETIC:-1}" != 0 ] && [ ! -f "$repeat/.built" ]; then
	rm -rf "$repeat" && mkdir -p "$repeat"
	git -C "$repeat" init -q -b main
	awk 'BEGIN { for (l = 1; l <= 50000; l++) printf "line %d of the shuffled file\n", int((l + 1) / 2) }' >"$repeat/shuffled.txt"
	git -C "$repeat" add -A && git -C "$repeat" commit -q -m ordered
	awk 'BEGIN { srand(11); n = 50000; for (i = 1; i <= n; i++) p[i] = int((i + 1) / 2)
		for (i = n; i > 1; i--) { j = int(rand() * i) + 1; t = p[i]; p[i] = p[j]; p[j] = t }
		for (i = 1; i <= n; i++) printf "line %d of the shuffled file\n", p[i] }' >"$repeat/shuffled.txt"
	git -C "$repeat" add -A && git -C "$repeat" commit -q -m shuffled
	git -C "$repeat" gc -q
	touch "$repeat/.built"
fi

# measure CMD... prints "wall_s maxrss_kb user_s" of the fastest of $runs runs
# (user CPU is printed too: wall time is noisy on a shared machine).
measure() {
	local best="" line
	for _ in $(seq "$runs"); do
		line=$( { /usr/bin/time -f "%e %M %U" "$@" >/dev/null; } 2>&1 | tail -1)
		if [ -z "$best" ] || awk -v a="${line%% *}" -v b="${best%% *}" 'BEGIN { exit !(a < b) }'; then
			best=$line
		fi
	done
	echo "$best"
}

# compare REPO BASE HEAD TITLE runs both tools on one range, side by side.
compare() {
	local dir=$1 base=$2 head=$3
	echo "$4 ($base..$head):$(git -C "$dir" diff --shortstat --no-renames --minimal "$base" "$head")"
	# base...head: git finds the merge base too, as derive --base does.
	git_res=$(measure git -C "$dir" diff -U0 --minimal --no-renames "$base...$head")
	rl_res=$(cd "$dir" && measure "$binpath" derive --base "$base" --head "$head" deleted-ranges)
	printf '  %-42s %6s s wall %8s KiB %6s s user\n' "git diff -U0 --minimal --no-renames A...B" ${git_res}
	printf '  %-42s %6s s wall %8s KiB %6s s user\n' "reviewlint derive deleted-ranges" ${rl_res}
	awk -v g="$git_res" -v r="$rl_res" 'BEGIN { split(g, G, " "); split(r, R, " ");
		printf "  ratio: wall %.2fx (goal <= 1.5x), peak memory %.2fx (goal <= 3x), user CPU %.2fx\n", R[1]/(G[1] > 0 ? G[1] : 0.01), R[2]/G[2], R[3]/(G[3] > 0 ? G[3] : 0.01) }'
	if [ -n "${BEFORE:-}" ]; then
		before_res=$(cd "$dir" && measure "$BEFORE" derive --base "$base" --head "$head" deleted-ranges)
		printf '  %-42s %6s s wall %8s KiB %6s s user\n' "before ($BEFORE)" ${before_res}
		awk -v g="$git_res" -v r="$before_res" 'BEGIN { split(g, G, " "); split(r, R, " ");
			printf "  before: wall %.2fx, peak memory %.2fx, user CPU %.2fx\n", R[1]/(G[1] > 0 ? G[1] : 0.01), R[2]/G[2], R[3]/(G[3] > 0 ? G[3] : 0.01) }'
	fi
}

for c in ${clones[@]+"${clones[@]}"}; do
	name=$(basename "$c")
	if [ -n "${RANGES:-}" ]; then
		for r in $RANGES; do
			compare "$c" "$(git -C "$c" rev-parse "${r%%..*}^{commit}")" "$(git -C "$c" rev-parse "${r##*..}^{commit}")" "$name: $r"
		done
		continue
	fi
	recent=$(git -C "$c" rev-list --first-parent -n 101 HEAD | tail -1)
	root=$(git -C "$c" rev-list --max-parents=0 HEAD | tail -1)
	compare "$c" "$recent" "$(git -C "$c" rev-parse HEAD)" "$name: last 100 first-parent commits"
	compare "$c" "$root" "$(git -C "$c" rev-parse HEAD)" "$name: whole history from the root commit"
done
[ "${SYNTHETIC:-1}" = 0 ] && exit 0

compare "$repo" HEAD~3 HEAD~2 "400 files edited"
compare "$repo" HEAD~1 HEAD "pathological: 50,000-line file, every line changed"
compare "$large" HEAD~5 HEAD~4 "large range: 4,000 files edited"
compare "$large" HEAD~3 HEAD~2 "worst case: 50,000 lines shuffled"
compare "$repeat" HEAD~1 HEAD "worst case left: 50,000 lines shuffled, each text twice"
compare "$large" HEAD~1 HEAD "1,200,000 distinct lines, one changed"
(cd "$large" && "$binpath" derive --base HEAD~1 deleted-ranges | grep -q '^modified huge.txt -1 +1$') &&
	echo "  huge.txt diffed: -1 +1" || echo "  huge.txt NOT diffed"

