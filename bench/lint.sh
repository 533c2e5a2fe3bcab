#!/usr/bin/env bash
# Lints the same generated corpus (10,000 review reports, about 27 MB) with
# reviewlint and with markdownlint-cli2, side by side, and prints the ratio.
# Needs Go, and npm for markdownlint-cli2 (installed into bench/work/).
# Usage: bench/lint.sh [N_REPORTS]
set -euo pipefail
cd "$(dirname "$0")/.."
n=${1:-10000}
work=bench/work
mkdir -p "$work"
# A module of its own, so that `go test ./...` never walks the generated trees.
[ -f "$work/go.mod" ] || printf 'module benchwork\n' > "$work/go.mod"

go build -o "$work/reviewlint" ./cmd/reviewlint
if [ ! -d "$work/corpus-$n" ]; then
  go run ./bench/gencorpus "$work/corpus-$n" "$n" >/dev/null
fi
bytes=$(cat "$work"/corpus-"$n"/*/*.md | wc -c)

if [ ! -x "$work/node_modules/.bin/markdownlint-cli2" ]; then
  (cd "$work" && npm install --silent --no-audit --no-fund markdownlint-cli2@0.24.1 >/dev/null)
fi

# now_ms prints a monotonic-enough wall clock in milliseconds.
now_ms() { date +%s%3N; }

# best_of N CMD…: the fastest of N runs, in milliseconds.
best_of() {
  local runs=$1 best=
  shift
  for _ in $(seq "$runs"); do
    local t0 t1
    t0=$(now_ms)
    "$@" >/dev/null 2>&1 || true
    t1=$(now_ms)
    if [ -z "$best" ] || [ $((t1 - t0)) -lt "$best" ]; then best=$((t1 - t0)); fi
  done
  echo "$best"
}

rl_ms=$(best_of 3 "$work/reviewlint" lint "$work/corpus-$n")
# markdownlint-cli2 runs its default rules; it is the ordinary markdown
# linter a team would otherwise run over the same reports.
ml_ms=$(best_of 1 "$work/node_modules/.bin/markdownlint-cli2" "$work/corpus-$n/**/*.md")

mbps() { awk -v b="$bytes" -v ms="$1" 'BEGIN { printf "%.1f", b / 1e6 / (ms / 1000) }'; }
printf 'corpus: %d reports, %.1f MB, %d cores\n' "$n" "$(awk -v b="$bytes" 'BEGIN{print b/1e6}')" "$(nproc)"
printf '%-20s %8d ms  %7s MB/s\n' "reviewlint lint" "$rl_ms" "$(mbps "$rl_ms")"
printf '%-20s %8d ms  %7s MB/s\n' "markdownlint-cli2" "$ml_ms" "$(mbps "$ml_ms")"
awk -v a="$ml_ms" -v b="$rl_ms" 'BEGIN { printf "reviewlint is %.1fx faster than markdownlint-cli2\n", a / b }'
