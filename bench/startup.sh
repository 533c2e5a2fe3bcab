#!/usr/bin/env bash
# Times `reviewlint --version` side by side with a Go hello-world built by
# the same toolchain and `git --version`, in one hyperfine run, and prints
# medians, CPU time and the ratio to the hello-world (goal <= 2.00).
# Also prints the package initialisation the binary does before main
# (GODEBUG=inittrace=1): allocations and bytes, which do not vary from run
# to run, and the costliest packages.
#
#   bench/startup.sh                 # build this tree and measure it
#   BIN=/path/to/reviewlint bench/startup.sh   # measure another build too
#   RUNS=500 bench/startup.sh
#   INTERLEAVED=300 bench/startup.sh   # also N rounds of one run each, in turn
#
# hyperfine runs each command's runs back to back, so on a shared machine
# a change of load between them moves the ratio; INTERLEAVED runs hello,
# reviewlint (and BIN) one after another in each round and prints the
# median wall time, mean and median CPU and median minor page faults of
# each over all rounds.
#
# Needs hyperfine (apt-get install hyperfine) and python3.
set -euo pipefail
cd "$(dirname "$0")/.."
work=bench/work
runs=${RUNS:-300}
mkdir -p "$work/hello"
[ -f "$work/go.mod" ] || printf 'module benchwork\n' >"$work/go.mod"
go build -tags urfave_cli_no_docs -o "$work/reviewlint" ./cmd/reviewlint
cat >"$work/hello/main.go" <<'GO'
package main

import "fmt"

func main() { fmt.Println("hello, world") }
GO
(cd "$work" && go build -o hello/hello ./hello)

cmds=(-n hello "$work/hello/hello" -n git "git --version" -n reviewlint "$work/reviewlint --version")
if [ -n "${BIN:-}" ]; then cmds+=(-n other "$BIN --version"); fi
echo "load average: $(cut -d" " -f1-3 /proc/loadavg)"
hyperfine -N --warmup 10 --runs "$runs" --export-json "$work/startup.json" "${cmds[@]}" >"$work/hyperfine.log" 2>&1 || { cat "$work/hyperfine.log"; exit 1; }
python3 - "$work/startup.json" <<'PY'
import json, statistics, sys
res = {r["command"]: r for r in json.load(open(sys.argv[1]))["results"]}
h = res["hello"]["median"]
for name, r in res.items():
    cpu = r["user"] + r["system"]
    print(f"{name:<11} median {r['median']*1000:6.2f} ms  {r['median']/h:5.2f}x hello   "
          f"mean cpu {cpu*1000:6.2f} ms (user {r['user']*1000:5.2f}, sys {r['system']*1000:5.2f})")
print(f"reviewlint / hello = {res['reviewlint']['median']/h:.2f}  (goal <= 2.00)")
PY
if [ -n "${INTERLEAVED:-}" ]; then
	inter=("$work/hello/hello" "$work/reviewlint --version")
	if [ -n "${BIN:-}" ]; then inter+=("$BIN --version"); fi
	echo "interleaved, $INTERLEAVED rounds:"
	python3 - "$INTERLEAVED" "${inter[@]}" <<'PY'
import os, resource, statistics, subprocess, sys, time
rounds, cmds = int(sys.argv[1]), [c.split() for c in sys.argv[2:]]
names = ["hello", "reviewlint", "other"][:len(cmds)]
wall, cpu, faults = [[] for _ in cmds], [[] for _ in cmds], [[] for _ in cmds]
with open(os.devnull, "w") as null:
    for i in range(rounds + 10):  # the first 10 rounds warm up
        for j, c in enumerate(cmds):
            r0 = resource.getrusage(resource.RUSAGE_CHILDREN)
            t0 = time.perf_counter()
            subprocess.run(c, stdout=null, stderr=null, check=True)
            t1 = time.perf_counter()
            r1 = resource.getrusage(resource.RUSAGE_CHILDREN)
            if i >= 10:
                wall[j].append(t1 - t0)
                cpu[j].append(r1.ru_utime - r0.ru_utime + r1.ru_stime - r0.ru_stime)
                faults[j].append(r1.ru_minflt - r0.ru_minflt)
hw, hc, hm = statistics.median(wall[0]), statistics.mean(cpu[0]), statistics.median(cpu[0])
for n, w, c, f in zip(names, wall, cpu, faults):
    print(f"{n:<11} median {statistics.median(w)*1000:6.2f} ms  {statistics.median(w)/hw:5.2f}x hello   "
          f"mean cpu {statistics.mean(c)*1000:6.2f} ms  {statistics.mean(c)/hc:5.2f}x hello   "
          f"median cpu {statistics.median(c)*1000:6.2f} ms  {statistics.median(c)/hm:5.2f}x   "
          f"page faults {statistics.median(f):.0f}")
PY
fi
inits() { # BIN: package initialisation summed over one run
	GODEBUG=inittrace=1 "$1" --version 2>&1 >/dev/null |
		awk '/^init /{n++; ms += $5; b += $8; a += $10; print $5, $8, $10, $2 > "/dev/stderr"}
			END {printf "init: %d packages, %.2f ms, %d bytes, %d allocations\n", n, ms, b, a}'
}
echo "reviewlint $(inits "$work/reviewlint" 2>"$work/inittrace.txt")"
echo "costliest by allocations:"
sort -k3 -nr "$work/inittrace.txt" | head -8 | awk '{printf "  %6d allocs %8d bytes  %s\n", $3, $2, $4}'
if [ -n "${BIN:-}" ]; then echo "other $(inits "$BIN" 2>/dev/null)"; fi
