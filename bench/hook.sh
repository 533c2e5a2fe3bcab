#!/usr/bin/env bash
# Times the pre-commit hook on repositories of 20,000 and 200,000 tracked
# files with 10 staged reports, side by side with git reading its own
# index (the floor) and lefthook running a no-op command on the same
# staged files. Goals: the hook within 1.25x git's time at 20,000 files,
# 1.1x at 200,000.
#
#   bench/hook.sh            # build, set up once, measure
#   FILES=50000 bench/hook.sh
#
# Everything lands in bench/work/ (gitignored). Uses hyperfine when it is
# installed (apt-get install hyperfine), else a timing loop.
set -euo pipefail

here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/.." && pwd)
work="$here/work"
runs=${RUNS:-30}
mkdir -p "$work"
# A module of its own, so that `go test ./...` never walks the generated trees.
[ -f "$work/go.mod" ] || printf 'module benchwork\n' > "$work/go.mod"

echo "building reviewlint"
(cd "$root" && go build -tags urfave_cli_no_docs -o "$work/reviewlint" ./cmd/reviewlint)

if [ ! -x "$work/node_modules/.bin/lefthook" ]; then
	# --ignore-scripts: its postinstall would run `lefthook install` in the
	# enclosing repository (this one), writing hooks and a lefthook.yml here.
	echo "installing lefthook@2.2.1 into $work"
	(cd "$work" && npm install --silent --no-audit --no-fund --ignore-scripts lefthook@2.2.1 >/dev/null)
fi
# The native binary: the npm shim would add node's start-up to lefthook's time.
lefthook="$work/node_modules/lefthook-linux-x64/bin/lefthook"

report() {
	cat <<MD
# Review $1

## Coverage statement
- the change keeps behaviour $1: VERIFIED INDEPENDENTLY

## Findings
None

## Verdict reason
Nothing blocks change $1.

Verdict: PASS
MD
}

# bench FILES GOAL builds (once) a repository of FILES files and measures.
bench() {
	local files=$1 goal=$2
	local repo="$work/repo-$files"
	echo "== $files files (load average $(cut -d' ' -f1-3 /proc/loadavg))"
	if [ ! -d "$repo/.git" ]; then
		echo "building a repository of $files files in $repo"
		rm -rf "$repo.tmp" && mkdir -p "$repo.tmp"
		(
			cd "$repo.tmp"
			git init -q
			git config user.name bench && git config user.email bench@example.com
			awk -v n="$files" 'BEGIN { for (d = 0; d < n / 100; d++) {
				system("mkdir -p src/pkg" d)
				for (f = 0; f < 100; f++) { out = "src/pkg" d "/file" f ".go"
					print "package pkg" d " // file " f > out; close(out) } } }'
			git add -A && git commit -q -m "$files files"
			mkdir -p reviews
			for ((r = 0; r < 10; r++)); do report "$r" >"reviews/change-$r.md"; done
			git add reviews
		)
		mv "$repo.tmp" "$repo"
	fi

	cd "$repo"
	cat >lefthook.yml <<-'YML'
	pre-commit:
	  jobs:
	    - name: no-op
	      glob: "reviews/*.md"
	      run: "true {staged_files}"
	YML
	echo "staged: $(git diff --cached --name-only | wc -l) files of $(git ls-files | wc -l)"
	"$work/reviewlint" hook pre-commit # must pass: the staged reports are good
	# The first run syncs lefthook's hooks; it must run the job, not skip it.
	"$lefthook" run pre-commit --no-tty 2>&1 | grep -q '✔️ no-op' ||
		{ echo "lefthook did not run its job on the staged reports" >&2; exit 1; }

	git_cmd="git diff --cached --name-only -z"
	rl_cmd="$work/reviewlint hook pre-commit"
	lh_cmd="$lefthook run pre-commit --no-tty"

	if command -v hyperfine >/dev/null; then
		local before=()
		# BEFORE=/path/to/an/older/reviewlint measures it in the same run.
		[ -n "${BEFORE:-}" ] && before=(-n before "$BEFORE hook pre-commit")
		hyperfine -N --warmup 3 --runs "$runs" --export-json "$work/hook.json" \
			-n git "$git_cmd" -n reviewlint "$rl_cmd" -n lefthook "$lh_cmd" "${before[@]}"
		python3 - "$work/hook.json" "$goal" <<-'PY'
	import json, sys
	r = {x["command"]: x for x in json.load(open(sys.argv[1]))["results"]}
	g = r["git"]["median"]
	gc = r["git"]["user"] + r["git"]["system"]
	for name in r:
	    m, cpu = r[name]["median"], r[name]["user"] + r[name]["system"]
	    print(f"{name:<11} median wall {m*1000:7.2f} ms  {m/g:5.2f}x git   "
	          f"mean cpu (user+sys) {cpu*1000:7.2f} ms  {cpu/gc:5.2f}x git")
	rl, lh = r["reviewlint"]["median"], r["lefthook"]["median"]
	print(f"reviewlint / git      = {rl/g:.2f}  (goal <= {sys.argv[2]})")
	print(f"reviewlint / lefthook = {rl/lh:.2f}  (goal < 1.00)")
	PY
	else
		median() { # command… → median wall time in ms over $runs runs
			local t=() s e
			for ((i = 0; i < runs; i++)); do
				s=$(date +%s%N); "$@" >/dev/null 2>&1 || true; e=$(date +%s%N)
				t+=($(((e - s) / 1000)))
			done
			printf '%s\n' "${t[@]}" | sort -n | awk '{a[NR]=$1} END {printf "%.2f\n", a[int((NR+1)/2)]/1000}'
		}
		g=$(median $git_cmd); r=$(median $rl_cmd); l=$(median $lh_cmd)
		echo "git        median $g ms"
		echo "reviewlint median $r ms"
		echo "lefthook   median $l ms"
		awk -v g="$g" -v r="$r" -v l="$l" -v goal="$goal" 'BEGIN {
			printf "reviewlint / git      = %.2f  (goal <= %s)\n", r / g, goal
			printf "reviewlint / lefthook = %.2f  (goal < 1.00)\n", r / l }'
	fi
}

for n in ${FILES:-20000 200000}; do
	case $n in 20000) g=1.25 ;; 200000) g=1.10 ;; *) g=1.25 ;; esac
	(bench "$n" "$g")
done
