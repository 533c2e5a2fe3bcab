#!/usr/bin/env bash
# Lints the generated corpus (10,000 reports) with the seed's Node
# validator and with reviewlint, both through xargs, by turns, and prints
# median wall and CPU time of each and the ratios (goal: reviewlint <= 0.5x
# the seed's wall time).
#
#   bench/seedlint.sh SEED_FILE [N_REPORTS]
#
# SEED_FILE is the seed validator as it reached us (review-contract.ts with
# its whitespace collapsed); nothing of it is committed. restore.cjs puts
# its line breaks back at run time. The seed imports two modules the seeds
# do not hold; seedlint/*.stub.ts stand in for them (the acceptance-evidence
# markers reviewlint uses, and `Verdict: PASS|FAIL` with optional #, * or _).
# Needs Go, node and npm (typescript is installed into bench/work/),
# python3 and GNU time (/usr/bin/time -f).
set -euo pipefail
seed=${1:?seed validator file}
n=${2:-10000}
cd "$(dirname "$0")/.."
work=bench/work
mkdir -p "$work"
[ -f "$work/go.mod" ] || printf 'module benchwork\n' >"$work/go.mod"
[ -d "$work/node_modules/typescript" ] || (cd "$work" && npm install --silent --no-audit --no-fund typescript@5.7.3 >/dev/null)
export NODE_PATH=$PWD/$work/node_modules
go build -tags urfave_cli_no_docs -o "$work/reviewlint" ./cmd/reviewlint
[ -d "$work/corpus-$n" ] || go run ./bench/gencorpus "$work/corpus-$n" "$n" >/dev/null
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
node bench/seedlint/restore.cjs "$seed" "$tmp/review-contract.ts" >/dev/null
cp bench/seedlint/verdict.stub.ts "$tmp/verdict.ts"
cp bench/seedlint/acceptance-evidence.stub.ts "$tmp/acceptance-evidence.ts"
cp bench/seedlint/build.cjs bench/seedlint/cli.cjs "$tmp/"
(cd "$tmp" && node build.cjs)
find "$PWD/$work/corpus-$n" -name '*.md' | sort >"$tmp/files"
bin=$PWD/$work/reviewlint
echo "load average: $(cut -d' ' -f1-3 /proc/loadavg)"
for _ in 1 2 3 4 5 6 7; do
	/usr/bin/time -f "seed %e %U %S" -a -o "$tmp/times" bash -c "cd '$tmp' && xargs node cli.cjs <files >/dev/null" || true
	/usr/bin/time -f "reviewlint %e %U %S" -a -o "$tmp/times" bash -c "xargs '$bin' lint --no-config <'$tmp/files' >/dev/null 2>&1" || true
done
python3 - "$tmp/times" <<'PY'
import statistics, sys
rows = {}
for line in open(sys.argv[1]):
    f = line.split()
    if len(f) != 4 or f[0] not in ("seed", "reviewlint"):
        continue  # `Command exited with non-zero status`
    k, e, u, s = f
    rows.setdefault(k, []).append((float(e), float(u) + float(s)))
med = {k: (statistics.median(e for e, _ in v), statistics.median(c for _, c in v)) for k, v in rows.items()}
for k, (w, c) in med.items():
    print(f"{k:10s} median wall {w:.2f} s, median CPU {c:.2f} s")
print(f"reviewlint / seed: wall {med['reviewlint'][0] / med['seed'][0]:.2f}x (goal <= 0.50), CPU {med['reviewlint'][1] / med['seed'][1]:.2f}x")
PY
