#!/usr/bin/env bash
# Benchmark `reviewlint derive deleted-ranges` against
# `git diff -U0 --minimal --no-renames` on the same range, side by side.
#
# Builds (or reuses) bench/work/derive-repo: 400 files of 300 lines, then a
# commit changing every file (>= 20,000 changed lines), then a commit that
# rewrites a 50,000-line file completely (the pathological case).
# Prints wall time and peak RSS of both tools and the ratios.
# Goal: within 1.5x git's wall time and 3x its peak memory.
set -euo pipefail
cd "$(dirname "$0")/.."
work=bench/work
repo=$work/derive-repo
bin=$work/reviewlint
runs=${RUNS:-5}
mkdir -p "$work"
go build -o "$bin" ./cmd/reviewlint

export GIT_CONFIG_NOSYSTEM=1 GIT_AUTHOR_NAME=bench GIT_AUTHOR_EMAIL=bench@example.com \
	GIT_COMMITTER_NAME=bench GIT_COMMITTER_EMAIL=bench@example.com
unset GIT_DIR GIT_WORK_TREE GIT_INDEX_FILE

if [ ! -f "$repo/.built" ]; then
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

range="HEAD~3..HEAD~2"
stat=$(git -C "$repo" diff --shortstat --no-renames "$range")
echo "range $range:$stat"
git_res=$(measure git -C "$repo" diff -U0 --minimal --no-renames HEAD~3 HEAD~2)
rl_res=$(cd "$repo" && measure "../reviewlint" derive --base HEAD~3 --head HEAD~2 deleted-ranges)
printf '%-40s %6s s wall %8s KiB %6s s user\n' "git diff -U0 --minimal --no-renames" ${git_res}
printf '%-40s %6s s wall %8s KiB %6s s user\n' "reviewlint derive deleted-ranges" ${rl_res}
awk -v g="$git_res" -v r="$rl_res" 'BEGIN { split(g, G, " "); split(r, R, " ");
	printf "ratio: wall %.2fx (goal <= 1.5x), peak memory %.2fx (goal <= 3x), user CPU %.2fx\n", R[1]/(G[1] > 0 ? G[1] : 0.01), R[2]/G[2], R[3]/(G[3] > 0 ? G[3] : 0.01) }'

echo "pathological: 50,000-line file, every line changed (HEAD~1..HEAD)"
git_res=$(measure git -C "$repo" diff -U0 --minimal --no-renames HEAD~1 HEAD)
rl_res=$(cd "$repo" && measure "../reviewlint" derive --base HEAD~1 --head HEAD deleted-ranges)
printf '%-40s %6s s wall %8s KiB %6s s user\n' "git diff -U0 --minimal --no-renames" ${git_res}
printf '%-40s %6s s wall %8s KiB %6s s user\n' "reviewlint derive deleted-ranges" ${rl_res}
