#!/usr/bin/env bash
# Times the pre-receive hook on a repository of 100,000 commits:
#   1. an update of main by 10 commits, each adding a report with a
#      Review-Verdict trailer;
#   2. an update of main by one commit whose message is 640 KB of folded
#      trailer lines.
# Each is timed as the hook git runs (`reviewlint hook pre-receive` with the
# `OLD NEW REF` line on standard input, the pushed objects already stored and
# no ref reaching them), and once end to end as a real `git push` through
# the installed hook.
#
#   bench/receive.sh                  # build, set up once, measure
#   COMMITS=20000 bench/receive.sh
#   OLD=/path/to/older/reviewlint bench/receive.sh   # the same for another build
#
# Everything lands in bench/work/ (gitignored). The history is written with
# git fast-import; setting up takes about a minute, once.
set -euo pipefail

here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/.." && pwd)
work="$here/work"
commits=${COMMITS:-100000}
runs=${RUNS:-5}
base="$work/receive-$commits"
mkdir -p "$work"

echo "building reviewlint"
(cd "$root" && go build -tags urfave_cli_no_docs -o "$work/reviewlint" ./cmd/reviewlint)
bin=${OLD:-$work/reviewlint}

if [ ! -d "$base" ]; then
	echo "writing $commits commits into $base"
	rm -rf "$base.tmp" && mkdir -p "$base.tmp"
	git init -q --bare "$base.tmp/server.git"
	awk -v n="$commits" 'BEGIN {
		for (i = 1; i <= n; i++) {
			print "commit refs/heads/main"
			printf "committer bench <bench@example.com> %d +0000\n", 1600000000 + i
			msg = "change " i
			printf "data %d\n%s\n", length(msg), msg
			content = "line " i
			printf "M 100644 inline src/f%d.txt\ndata %d\n%s\n", i % 100, length(content), content
		}
	}' | git -C "$base.tmp/server.git" fast-import --quiet
	git -C "$base.tmp/server.git" symbolic-ref HEAD refs/heads/main
	git -C "$base.tmp/server.git" gc -q
	git clone -q "$base.tmp/server.git" "$base.tmp/work"
	(
		cd "$base.tmp/work"
		git checkout -q main
		mkdir -p reviews
		for i in $(seq 1 10); do
			cat > "reviews/r$i.md" <<MD
# Review $i

## Coverage statement
- the change keeps behaviour $i: VERIFIED INDEPENDENTLY

## Findings
None

## Verdict reason
Nothing blocks change $i.

Verdict: PASS
MD
			git add "reviews/r$i.md"
			git -c user.name=b -c user.email=b@e \
				commit -q -m "review $i" -m "Review-Verdict: PASS" -m "Review-Report: reviews/r$i.md"
		done
		git branch -q ten
		git reset -q --hard origin/main
		awk 'BEGIN { printf "a long message\n\nReview-Note: start\n"; for (i = 0; i < 163840; i++) print "  x"; print "Review-Verdict: PASS" }' > ../long.txt
		git -c user.name=b -c user.email=b@e commit -q --allow-empty -F ../long.txt
		git branch -q long
		# Store the objects on the server with no ref reaching them.
		git push -q origin ten:refs/bench/ten long:refs/bench/long
		git -C ../server.git update-ref -d refs/bench/ten
		git -C ../server.git update-ref -d refs/bench/long
	)
	mv "$base.tmp" "$base"
	git -C "$base/work" remote set-url origin "$base/server.git"
fi

cd "$base/server.git"
old=$(git rev-parse main)
ten=$(git -C ../work rev-parse ten)
long=$(git -C ../work rev-parse long)
echo "repository: $(git rev-list --count main) commits; pushing $(git rev-list --count "$old..$ten") commits, then one with a $(git cat-file -s "$long")-byte commit object"

time_hook() { # label, new id
	local start end best=""
	for ((r = 0; r < runs; r++)); do
		start=$(date +%s%N)
		echo "$old $2 refs/heads/main" | "$bin" hook pre-receive >/dev/null 2>&1 || true
		end=$(date +%s%N)
		ms=$(((end - start) / 1000000))
		if [ -z "$best" ] || [ "$ms" -lt "$best" ]; then best=$ms; fi
	done
	echo "$1: best of $runs: ${best} ms"
}
time_hook "pre-receive, 10 commits" "$ten"
echo "$old $long refs/heads/main" | "$bin" hook pre-receive || true
time_hook "pre-receive, 640 KB message" "$long"

# End to end: a real push through the installed hook, then main put back.
rm -f hooks/pre-receive
PATH="$(dirname "$bin"):$PATH" "$bin" install >/dev/null
for b in ten long; do
	start=$(date +%s%N)
	if git -C ../work push -q origin "$b:main" 2>/dev/null; then outcome=accepted; else outcome=refused; fi
	end=$(date +%s%N)
	echo "git push of $b with the hook ($outcome): $(((end - start) / 1000000)) ms"
	git update-ref refs/heads/main "$old"
done
rm -f hooks/pre-receive
