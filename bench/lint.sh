#!/usr/bin/env bash
# Lints the same generated corpus (10,000 review reports, about 27 MB) with
# reviewlint and with markdownlint-cli2, side by side, and prints the ratio.
# Needs Go, and npm for markdownlint-cli2 (installed into bench/work/).
# Usage: [BASE=older/reviewlint [OUTSIDE=1]] bench/lint.sh [N_REPORTS]
set -euo pipefail
cd "$(dirname "$0")/.."
n=${1:-10000}
work=bench/work
mkdir -p "$work"
# A module of its own, so that `go test ./...` never walks the generated trees.
[ -f "$work/go.mod" ] || printf 'module benchwork\n' > "$work/go.mod"

go build -tags urfave_cli_no_docs -o "$work/reviewlint" ./cmd/reviewlint
if [ ! -d "$work/corpus-$n" ]; then
  go run ./bench/gencorpus "$work/corpus-$n" "$n" >/dev/null
fi
bytes=$(cat "$work"/corpus-"$n"/*/*.md | wc -c)

if [ ! -x "$work/node_modules/.bin/markdownlint-cli2" ]; then
  (cd "$work" && npm install --silent --no-audit --no-fund markdownlint-cli2@0.24.1 >/dev/null)
fi

# A build to compare with (BASE=path/to/reviewlint): both are run by
# turns, and their CPU time (user + system, which other work on the
# machine moves less than wall time) is printed as a ratio.
base=${BASE:-}

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

# The reports are named, through xargs, with the built-in rules: a folder
# of them matches no [files] glob, and the repository's rules.toml is
# not the corpus's.
find "$work/corpus-$n" -name '*.md' | sort > "$work/corpus-$n.files"
rl_ms=$(best_of 3 xargs -a "$work/corpus-$n.files" "$work/reviewlint" lint --no-config)
# markdownlint-cli2 runs its default rules; it is the ordinary markdown
# linter a team would otherwise run over the same reports.
ml_ms=$(best_of 1 "$work/node_modules/.bin/markdownlint-cli2" "$work/corpus-$n/**/*.md")

mbps() { awk -v b="$bytes" -v ms="$1" 'BEGIN { printf "%.1f", b / 1e6 / (ms / 1000) }'; }
printf 'corpus: %d reports, %.1f MB, %d cores\n' "$n" "$(awk -v b="$bytes" 'BEGIN{print b/1e6}')" "$(nproc)"
printf '%-20s %8d ms  %7s MB/s\n' "reviewlint lint" "$rl_ms" "$(mbps "$rl_ms")"
printf '%-20s %8d ms  %7s MB/s\n' "markdownlint-cli2" "$ml_ms" "$(mbps "$ml_ms")"
awk -v a="$ml_ms" -v b="$rl_ms" 'BEGIN { printf "reviewlint is %.1fx faster than markdownlint-cli2\n", a / b }'

# cpu_ms BIN: user + system milliseconds of one lint of the corpus, from
# the corpus folder's parent (this repository), or with OUTSIDE=1 from a
# copy of the corpus outside any repository: inside one, lint also reads
# each path as a commit would store it.
where=$PWD
if [ "${OUTSIDE:-}" = 1 ]; then
  where=$(mktemp -d)
  trap 'rm -rf "$where"' EXIT
  mkdir -p "$where/$work"
  cp -r "$work/corpus-$n" "$where/$work/"
  cp "$work/corpus-$n.files" "$where/$work/"
fi
abs() { case $1 in /*) echo "$1" ;; *) echo "$PWD/$1" ;; esac; }
cpu_ms() {
  local bin time_out
  bin=$(abs "$1") time_out=$(abs "$work/time.out")
  (cd "$where" && /usr/bin/time -f '%U %S' -o "$time_out" xargs -a "$work/corpus-$n.files" "$bin" lint --no-config >/dev/null 2>&1) || true
  awk '{ printf "%d", ($1 + $2) * 1000 }' "$work/time.out"
}
if [ -n "$base" ]; then
  new_cpu=() base_cpu=()
  for _ in 1 2 3 4 5; do
    new_cpu+=("$(cpu_ms "$work/reviewlint")")
    base_cpu+=("$(cpu_ms "$base")")
  done
  median() { printf '%s\n' "$@" | sort -n | sed -n 3p; }
  a=$(median "${new_cpu[@]}") b=$(median "${base_cpu[@]}")
  printf 'CPU, median of 5 by turns: this build %d ms, %s %d ms: %.2fx\n' "$a" "$base" "$b" "$(awk -v a="$a" -v b="$b" 'BEGIN { print a / b }')"
fi
