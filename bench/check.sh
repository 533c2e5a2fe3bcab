#!/usr/bin/env bash
# Times `reviewlint check --range` over 1,000 commits that touch 500
# reports (each report changed twice, every other commit carrying
# Review-Verdict and Review-Report trailers), in a repository that also
# holds 5,000 unrelated files. The goal is at most 2 s.
#
#   bench/check.sh                  # build, set up once, measure
#   COMMITS=5000 REPORTS=2000 bench/check.sh
#
# Everything lands in bench/work/ (gitignored). The history is written with
# git fast-import; setting up takes about half a minute, once. Uses hyperfine when
# it is installed, else a timing loop.
set -euo pipefail

here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/.." && pwd)
work="$here/work"
commits=${COMMITS:-1000}
reports=${REPORTS:-500}
runs=${RUNS:-10}
repo="$work/check-$commits-$reports"
mkdir -p "$work"

echo "building reviewlint"
(cd "$root" && go build -tags urfave_cli_no_docs -o "$work/reviewlint" ./cmd/reviewlint)

report() { # number, change → a clean report
	cat <<MD
# Review of change $1.$2

## Coverage statement
- the change keeps behaviour $1 as it was ($2): VERIFIED INDEPENDENTLY

## Findings
- the helper in file $1 is older than this change: NOTE — pre-existing code, outside this change

## Verdict reason
Nothing blocks change $1; the NOTE is about code this change did not touch.

Verdict: PASS
MD
}

blob() { # content on stdin → a fast-import inline data block
	local data
	data=$(cat)
	printf 'data %d\n%s\n' "$(printf '%s' "$data" | wc -c)" "$data"
}

if [ ! -d "$repo" ]; then
	echo "writing $commits commits over $reports reports into $repo"
	rm -rf "$repo.tmp" && git init -q --bare "$repo.tmp"
	{
		t=1700000000
		echo "commit refs/heads/main"
		echo "mark :1"
		echo "committer bench <bench@example.com> $t +0000"
		printf 'base\n' | blob
		for ((d = 0; d < 50; d++)); do
			for ((f = 0; f < 100; f++)); do
				echo "M 100644 inline src/pkg$d/file$f.go"
				printf 'package pkg%d // file %d\n' "$d" "$f" | blob
			done
		done
		for ((i = 0; i < commits; i++)); do
			r=$((i % reports))
			echo "commit refs/heads/main"
			echo "committer bench <bench@example.com> $((t + i + 1)) +0000"
			if ((i % 2 == 0)); then
				printf 'review change %d\n\nReview-Verdict: PASS\nReview-Report: reviews/r%d.md\n' "$r" "$r" | blob
			else
				printf 'review change %d again\n' "$r" | blob
			fi
			echo "M 100644 inline reviews/r$r.md"
			report "$r" "$i" | blob
		done
	} | git -C "$repo.tmp" fast-import --quiet
	git -C "$repo.tmp" tag base main~"$commits"
	git -C "$repo.tmp" gc -q
	mv "$repo.tmp" "$repo"
fi

cd "$repo"
echo "range base..main: $(git rev-list --count base..main) commits," \
	"$(git diff --name-only base main | wc -l) reports changed"
cmd="$work/reviewlint check --range base..main"
$cmd # must pass: every report and message is clean

if command -v hyperfine >/dev/null; then
	hyperfine -N --warmup 2 --runs "$runs" "$cmd"
else
	for ((i = 0; i < runs; i++)); do
		s=$(date +%s%N); $cmd; e=$(date +%s%N)
		echo "$(((e - s) / 1000000)) ms"
	done
fi
