#!/usr/bin/env bash
# Compares two builds of `reviewlint derive typecheck` on a real Go
# repository's history: their JSON output and exit status must be the
# same byte for byte on each commit's own range (parent..commit).
#
#   bench/typecheckparity.sh CLONE COMMITS OLD NEW
#
# COMMITS is how many of the last first-parent commits that change .go
# files are compared; OLD and NEW are the two binaries. Prints each
# commit's verdict and exits 1 when any differs.
#
# Works in bench/work/typecheckparity/ (gitignored), or in WORK=DIR;
# nothing of CLONE is kept in the repository.
set -euo pipefail
if [ $# -ne 4 ]; then
	echo "usage: bench/typecheckparity.sh CLONE COMMITS OLD NEW" >&2
	exit 2
fi
src=$1 n=$2
abs() { echo "$(cd "$(dirname "$1")" && pwd)/$(basename "$1")"; }
old=$(abs "$3") new=$(abs "$4")
here=$(cd "$(dirname "$0")" && pwd)
work=${WORK:-"$here/work/typecheckparity"}
rm -rf "$work" && mkdir -p "$work"
unset GIT_DIR GIT_WORK_TREE GIT_INDEX_FILE
git -c advice.detachedHead=false clone -q "$src" "$work/repo" # a detached HEAD is no news
differ=0
for c in $(git -C "$work/repo" log --first-parent --format=%H -n "$n" -- '*.go'); do
	git -C "$work/repo" checkout -q --detach "$c"
	run() { # BIN OUT
		local rc=0
		(cd "$work/repo" && "$1" derive --base "$c^" --head "$c" typecheck --format json >"$2" 2>&1) || rc=$?
		echo "exit $rc" >>"$2"
	}
	run "$old" "$work/old.json"
	run "$new" "$work/new.json"
	verdict=same
	cmp -s "$work/old.json" "$work/new.json" || verdict=differs
	[ "$verdict" = same ] || differ=1
	echo "${c:0:12} $(tail -1 "$work/old.json"): $verdict"
done
exit $differ
