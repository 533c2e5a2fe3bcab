#!/usr/bin/env bash
# Writes every review document named in manifest.tsv to OUT/<repo>/<commit>/<path>,
# read from bare git snapshots under MIRRORS (MIRRORS/<owner>+<name>/repo).
# No third-party text is kept in this repository: this script is how the
# corpus is rebuilt. It stops at the first document it cannot read.
# Usage: bench/dialects/extract.sh MIRRORS OUT
set -euo pipefail
if [ $# -ne 2 ]; then
  echo "usage: $0 MIRRORS OUT" >&2
  exit 2
fi
mirrors=$1
out=$2
manifest="$(dirname "$0")/manifest.tsv"

n=0
# The manifest's first line names the columns; the first three are used.
while IFS=$'\t' read -r repo commit path _; do
  gitdir="$mirrors/${repo/\//+}/repo"
  if [ ! -d "$gitdir" ]; then
    echo "extract: no snapshot of $repo at $gitdir (fetch it first)" >&2
    exit 1
  fi
  if ! git --git-dir="$gitdir" cat-file -e "$commit:$path" 2>/dev/null; then
    echo "extract: $repo has no $path at $commit (the snapshot is older or different)" >&2
    exit 1
  fi
  dest="$out/$repo/$commit/$path"
  mkdir -p "$(dirname "$dest")"
  git --git-dir="$gitdir" show "$commit:$path" > "$dest"
  n=$((n + 1))
done < <(tail -n +2 "$manifest")
echo "extract: wrote $n documents under $out"
