#!/usr/bin/env bash
# Measures the per-block maxima of real markdown over the commits listed in
# bench/mdmax/sources.tsv, read from bare git snapshots under MIRRORS
# (MIRRORS/<owner>+<name>/repo), and prints them as a markdown table: once
# over every source, once without tldr-pages (whose 38,000 pages share one
# template), so that neither figure hides the other.
# Usage: bench/mdmax.sh MIRRORS [-tsv]
set -euo pipefail
if [ $# -lt 1 ]; then
  echo "usage: $0 MIRRORS [-tsv]" >&2
  exit 2
fi
mirrors=$1
shift
cd "$(dirname "$0")/.."

all=()
prose=()
while IFS=$'\t' read -r repo commit _; do
  case $repo in '#'*|'') continue ;; esac
  gitdir="$mirrors/${repo/\//+}/repo"
  if ! git --git-dir="$gitdir" cat-file -e "$commit^{commit}" 2>/dev/null; then
    echo "mdmax: no commit $commit of $repo at $gitdir (fetch it first)" >&2
    exit 1
  fi
  all+=("$repo=$gitdir@$commit")
  [ "$repo" = tldr-pages/tldr ] || prose+=("$repo=$gitdir@$commit")
done < bench/mdmax/sources.tsv

go build -o bench/work/mdmax ./bench/mdmax 2>/dev/null || { mkdir -p bench/work && go build -o bench/work/mdmax ./bench/mdmax; }
echo "## Every source"
bench/work/mdmax "$@" "${all[@]}"
echo
echo "## Without tldr-pages"
bench/work/mdmax "$@" "${prose[@]}"
