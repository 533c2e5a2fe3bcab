#!/usr/bin/env bash
# Measures `reviewlint derive typecheck` on one range of a real Go
# repository: CPU time, wall time and peak resident memory of each run.
#
#   bench/typecheckperf.sh CLONE BASE HEAD [RUNS]    # RUNS: 5
#
# CLONE is a path or URL git can clone; BASE and HEAD name the range
# (derive --base BASE --head HEAD). The module cache should hold the
# dependencies (`go mod download` in the clone at HEAD), as on a
# developer's machine. REVIEWLINT=BIN runs BIN instead of the tree's own
# build, so that two builds are measured on the same range: run it once
# per build and compare the medians. On a shared machine prefer CPU time
# (user + system) to wall time; the load average is printed with each run.
# PRIORITY=rt runs each check at real-time priority (chrt -r, as root),
# ahead of the machine's other work: its wall times are then those of an
# idle machine whatever the load, where at a load of several per core
# they vary by half. Round-robin, not FIFO: under FIFO a Go runtime
# thread that spins can starve another thread of the same process at
# the same priority, and a run of a second hung for minutes. Each run is
# also killed after five minutes.
#
# Works in bench/work/typecheckperf/ (gitignored), or in WORK=DIR, which
# two runs at once need (each empties its directory first); nothing of
# CLONE is kept in the repository.
set -euo pipefail
if [ $# -lt 3 ]; then
	echo "usage: bench/typecheckperf.sh CLONE BASE HEAD [RUNS]" >&2
	exit 2
fi
src=$1 base=$2 head=$3 runs=${4:-5}
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/.." && pwd)
work=${WORK:-"$here/work/typecheckperf"}
rm -rf "$work" && mkdir -p "$work"
if [ -n "${REVIEWLINT:-}" ]; then
	rl=$(cd "$(dirname "$REVIEWLINT")" && pwd)/$(basename "$REVIEWLINT")
else
	(cd "$root" && go build -tags urfave_cli_no_docs -o "$work/reviewlint" ./cmd/reviewlint)
	rl="$work/reviewlint"
fi
unset GIT_DIR GIT_WORK_TREE GIT_INDEX_FILE
git -c advice.detachedHead=false clone -q "$src" "$work/repo" # a detached HEAD is no news
git -C "$work/repo" checkout -q --detach "$head"
: >"$work/runs"
prio=()
if [ "${PRIORITY:-}" = rt ]; then
	prio=(timeout -s KILL 300 chrt -r 50)
fi
for i in $(seq "$runs"); do
	load=$(cut -d' ' -f1 /proc/loadavg 2>/dev/null || echo ?)
	(cd "$work/repo" && "${prio[@]}" /usr/bin/time -v "$rl" derive --base "$base" --head "$head" typecheck --format json >"$work/out.json" 2>"$work/time.txt") || true
	user=$(sed -n 's/.*User time (seconds): //p' "$work/time.txt")
	sys=$(sed -n 's/.*System time (seconds): //p' "$work/time.txt")
	wall=$(sed -n 's/.*Elapsed (wall clock) time (h:mm:ss or m:ss): //p' "$work/time.txt")
	rss=$(sed -n 's/.*Maximum resident set size (kbytes): //p' "$work/time.txt")
	cpu=$(awk -v u="$user" -v s="$sys" 'BEGIN {printf "%.2f", u + s}')
	secs=$(echo "$wall" | awk -F: '{s = 0; for (i = 1; i <= NF; i++) s = s * 60 + $i; printf "%.2f", s}')
	echo "run $i: cpu ${cpu}s (user $user, sys $sys), wall $wall, peak RSS $((rss / 1024)) MB, load $load"
	echo "$cpu $rss $secs" >>"$work/runs"
done
summary=$(python3 -c 'import json,sys; r=json.load(open(sys.argv[1]))["results"]["typecheck"]; print("%d packages, %d importers; base %d, head %d, %d new, %d fixed" % (len(r.get("packages") or []), len(r.get("importers") or []), r["base"], r["head"], r["new"], r["fixed"]))' "$work/out.json" 2>/dev/null || echo "no result")
echo "$summary"
echo "median of $runs: cpu $(cut -d' ' -f1 "$work/runs" | sort -n | sed -n "$(((runs + 1) / 2))p")s, wall $(cut -d' ' -f3 "$work/runs" | sort -n | sed -n "$(((runs + 1) / 2))p")s, peak RSS $(($(cut -d' ' -f2 "$work/runs" | sort -n | sed -n "$(((runs + 1) / 2))p") / 1024)) MB"
