#!/usr/bin/env bash
# unreferenced.sh BIN CLONE N [COMMIT...]: the "unreferenced" claims of
# `derive symbols`, one line each (commit, language, symbol, place), over
# each of the last N first-parent non-merge commits of CLONE (or over the
# COMMITs given), each commit against its parent. The claims are for a
# person to judge (bench/symbols.md says how they were judged).
set -eu
bin=$1 clone=$2 n=$3
shift 3
cd "$clone"
commits=("$@")
if [ ${#commits[@]} -eq 0 ]; then
	mapfile -t commits < <(git rev-list --first-parent --no-merges -n "$n" HEAD)
fi
for c in "${commits[@]}"; do
	git rev-parse -q --verify "$c^" >/dev/null || continue
	"$bin" derive --base "$c^" --head "$c" --no-merge-base --format json symbols |
		python3 -c '
import json, sys
c = sys.argv[1][:10]
for f in json.load(sys.stdin)["results"]["symbols"].get("facts") or []:
    if f["kind"] == "unreferenced":
        print(c, f["language"], f["symbol"], "%s:%d" % (f["defined"]["path"], f["defined"]["line"]))
' "$c" || true
done
