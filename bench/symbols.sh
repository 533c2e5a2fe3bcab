#!/usr/bin/env bash
# Measure the symbols analyzer's dangling claims on clones of real
# repositories, judged by oracles independent of it (bench/symbolseval).
#
#   bench/symbols.sh precision|recall N LANG=CLONE[,CLONE…]…
#
# e.g. bench/symbols.sh recall 25 java=/tmp/javapoet rust=/tmp/ripgrep
#
# CROSS=1 keeps only the deletions of definitions another package uses
# (workspace packages, crates, Go modules): recall across packages.
# CROSS=only keeps, of those, the ones no other file of their own package
# names: deletions that can break nothing but another package.
# precision also judges every "no references remain" claim: false when
# the oracle finds a reference the removal broke.
#
# Each judged claim or deletion worth a look (missed, ambiguous, false)
# prints on its own indented line before the totals (VERBOSE=1: every
# one).
#
# precision: every dangling claim over each clone's last N first-parent
# commits; recall: N deletions per clone of a referenced top-level
# definition. The recall oracle's answers are kept in
# bench/work/symbols-oracle-LANG.jsonl, so measuring another version of
# the analyzer asks it again only for new deletions. The TypeScript oracle
# needs NODE_PATH to reach a node_modules holding typescript 5 (its
# JavaScript API; typescript 7 has none).
#
# Rust is judged by cargo check over the whole Cargo workspace, offline:
# crates.io is replaced by CARGO_REGISTRY (default Debian's
# /usr/share/cargo/registry, filled by apt-get install librust-…-dev),
# in a CARGO_HOME of its own that never touches ~/.cargo. CARGO_STUBS
# (name=version,…) adds empty crates for dependencies the registry
# lacks that nothing checked compiles (optional ones, a benchmark
# crate's). With CARGO_REGISTRY empty or missing, rustc over one crate
# root judges, blind to other crates.
set -euo pipefail
CARGO_REGISTRY=${CARGO_REGISTRY-/usr/share/cargo/registry}
cd "$(dirname "$0")/.."
mode=${1:?precision or recall}; n=${2:?N}; shift 2
work=$PWD/bench/work
mkdir -p "$work"
go build -o "$work/symbolseval" ./bench/symbolseval
case ${CROSS:-} in
'') cross= ;;
only) cross=-cross-only ;;
*) cross=-cross ;;
esac
for spec in "$@"; do
	lang=${spec%%=*}
	IFS=, read -r -a clones <<<"${spec#*=}"
	oracle=$lang
	cargo=()
	if [[ $lang == rust && -d $CARGO_REGISTRY ]]; then
		oracle=rust-cargo
		cargo=(-cargo-registry "$CARGO_REGISTRY" -cargo-stubs "${CARGO_STUBS:-}")
	fi
	"$work/symbolseval" "$mode" -lang "$lang" -n "$n" ${cross:+"$cross"} ${VERBOSE:+-v} -cache "$work/symbols-oracle-$oracle.jsonl" \
		"${cargo[@]}" -work "$work/symbolseval-trees" "${clones[@]}" | grep -E "^($mode |  )"
done
