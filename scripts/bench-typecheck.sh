#!/usr/bin/env bash
# Times Swift's type checker on app code written against Backplate: the AppFiles target's
# files (type-checked together, in Swift 5 mode as apps are), Benchmarks/TypeCheck's file of
# known-hard expressions (long modifier chains, colour and font ternaries, arithmetic in stacks),
# its result-builder bodies (toolbars, a widget bundle), its transition feeds, SwiftData key paths
# and edit form, and its arithmetic file with Foundation alone and with Backplate. Prints the best wall and CPU
# time of ROUNDS runs of each, the slowest expressions and function bodies
# (-debug-time-expression-type-checking, -debug-time-function-bodies) and every expression over
# WARN_MS (150). Needs a debug build of Backplate (`swift build --target Backplate`).
#
# Usage: scripts/bench-typecheck.sh [rounds] [top]      (defaults 1 and 10; the app-file target
#        takes minutes per round on a loaded 2-core machine)
#        ONLY=HardExpressions scripts/bench-typecheck.sh   (the Benchmarks/TypeCheck files but ResultBuilders
#                                                          and MissingTypeDiagnosis)
#        ONLY=ResultBuilders scripts/bench-typecheck.sh    (the result-builder bodies only)
#        ONLY=AppFiles scripts/bench-typecheck.sh          (the app files only)
#        ONLY=MissingTypeDiagnosis scripts/bench-typecheck.sh   (a body with a missing type: the diagnosis)
# Each Benchmarks/TypeCheck file must check in LIMIT_S (5) CPU seconds, best of the rounds (about
# 0.3 s for HardExpressions): over it, or killed after KILL_S (60) s, the script exits 1 (issue 29).
# MissingTypeDiagnosis must fail with its error within DIAG_LIMIT_S (60) CPU seconds (DIAG_KILL_S 600).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
rounds="${1:-1}"
top="${2:-10}"
warn_ms="${WARN_MS:-150}"
limit_s="${LIMIT_S:-5}"
kill_s="${KILL_S:-60}"
diag_limit_s="${DIAG_LIMIT_S:-60}"
diag_kill_s="${DIAG_KILL_S:-600}"
over_limit=()
mapfile -t flags < <(scripts/api-surface/swiftc-flags.sh)
# The test files use Backplate's `package` API: SwiftPM's package name is the checkout folder's.
flags+=(-package-name "$(basename "$root" | tr 'A-Z-' 'a-z_')")
out="$root/.build/bench-typecheck"
mkdir -p "$out"

time_target() {  # [--limit] [--expect-error=TEXT] name, files...: best wall/user seconds of $rounds runs; keeps the last run's timings
    local limited="" expected="" limit="$limit_s" kill="$kill_s"
    if [ "$1" = --limit ]; then limited=1; shift; fi
    # A file that must fail with TEXT: the time is the compiler's diagnosis (its own limits).
    case "$1" in --expect-error=*) expected="${1#--expect-error=}"; limit="$diag_limit_s"; kill="$diag_kill_s"; shift ;; esac
    local name="$1"; shift
    local best_wall="" best_user="" guard=()
    if [ -n "$limited" ]; then guard=(timeout "$kill"); fi
    for _ in $(seq "$rounds"); do
        local rc=0
        "${guard[@]}" /usr/bin/time -f "%e %U" -o "$out/$name.time" swiftc -typecheck -swift-version 5 -parse-as-library \
            -module-name "$name" "${flags[@]}" \
            -Xfrontend -debug-time-expression-type-checking -Xfrontend -debug-time-function-bodies \
            -Xfrontend -warn-long-expression-type-checking="$warn_ms" "$@" > "$out/$name.log" 2>&1 || rc=$?
        if [ "$rc" = 124 ] && [ -n "$limited" ]; then
            echo "$name: type-checking killed after ${kill} s (limit ${limit} s CPU)"; exit 1
        elif [ -n "$expected" ]; then
            if [ "$rc" = 0 ] || ! grep -q "error: $expected" "$out/$name.log"; then
                echo "$name did not fail with \"$expected\":"; grep -m 20 "error:" "$out/$name.log"; exit 1
            fi
        elif [ "$rc" != 0 ]; then
            echo "$name failed to type-check:"; grep -m 20 "error:" "$out/$name.log"; exit 1
        fi
        read -r wall user < <(tail -n 1 "$out/$name.time")
        if [ -z "$best_wall" ] || awk "BEGIN{exit !($wall < $best_wall)}"; then best_wall="$wall"; fi
        if [ -z "$best_user" ] || awk "BEGIN{exit !($user < $best_user)}"; then best_user="$user"; fi
    done
    local exprs total files=0 arg
    for arg in "$@"; do case "$arg" in *.swift) files=$((files + 1)) ;; esac; done
    # Expression lines have two tab-separated fields, function-body lines three.
    exprs=$(awk -F'\t' '/^[0-9.]+ms\t/ && NF == 2' "$out/$name.log" | wc -l)
    total=$(awk -F'\t' '/^[0-9.]+ms\t/ && NF == 2 {s += $1} END {printf "%.0f", s}' "$out/$name.log")
    printf '%-20s %3d files  wall %6.2f s  cpu %6.2f s  (best of %d)  expressions: %s ms in %s\n' \
        "$name" "$files" "$best_wall" "$best_user" "$rounds" "$total" "$exprs"
    echo "  slowest (expressions and function bodies):"
    grep -E '^[0-9.]+ms\s' "$out/$name.log" | sed "s|$root/||" | sort -rn | head -n "$top" | sed 's/^/    /' || true
    echo "  slowest in view files (not *Tests.swift, not macro expansions):"
    grep -E '^[0-9.]+ms\s' "$out/$name.log" | sed "s|$root/||" | grep -v -e 'Tests\.swift:' -e '@__swiftmacro' \
        | sort -rn | head -n "$top" | sed 's/^/    /' || true
    local slow
    slow=$(grep -c "^[^ ].*warning: expression took" "$out/$name.log" || true)
    echo "  expressions over ${warn_ms} ms: $slow"
    grep "^[^ ].*warning: expression took" "$out/$name.log" | sed "s|$root/||" | sed 's/^/    /' || true
    if [ -n "$limited" ] && awk "BEGIN{exit !($best_user > $limit)}"; then
        echo "  OVER THE LIMIT: ${best_user} s CPU > ${limit} s"
        over_limit+=("$name")
    fi
}

# A machine's first swiftc builds the C modules Backplate's libraries bring (cairo, pango, librsvg,
# poppler-glib, GLib) into the module cache: done once, untimed, so the limits time type-checking alone;
# a missing include folder fails here with the C module's error (without it, one file took 114 s).
warm="$out/WarmModuleCache.swift"
printf 'import Foundation\nimport Backplate\nimport SwiftData\nimport WidgetKit\n' > "$warm"
if ! timeout 900 swiftc -typecheck -swift-version 5 -parse-as-library -module-name WarmModuleCache "${flags[@]}" \
    "$warm" > "$out/WarmModuleCache.log" 2>&1; then
    echo "the module cache could not be warmed:"; grep -m 20 "error:" "$out/WarmModuleCache.log"; exit 1
fi

if [ "${ONLY:-AppFiles}" = AppFiles ]; then time_target AppFiles Tests/AppFiles/*.swift; fi
if [ "${ONLY:-HardExpressions}" = HardExpressions ]; then
    time_target --limit HardExpressions Benchmarks/TypeCheck/HardExpressions.swift
    # Text literals interpolating numbers, specifiers, format styles and verbatim fallbacks.
    time_target --limit Interpolations Benchmarks/TypeCheck/Interpolations.swift
    # The same arithmetic with Foundation alone and with Backplate's operators in scope too.
    time_target --limit ArithmeticFoundation Benchmarks/TypeCheck/Arithmetic.swift
    time_target --limit ArithmeticBackplate -D WITH_BACKPLATE Benchmarks/TypeCheck/Arithmetic.swift
    # Rows with iOS 17 transitions; accessibility labels on both sides of closure-taking modifiers.
    time_target --limit TransitionFeeds Benchmarks/TypeCheck/TransitionFeeds.swift
    # SwiftData models with their own `id` in key paths of nested `ForEach`s (three `id` members, as
    # with Apple's SwiftData), once more with a toolbar after the list: timed, not limited (2 to 3 s
    # and 4 to 5 s of a body on a loaded machine).
    time_target ModelIdentityKeyPaths Benchmarks/TypeCheck/ModelIdentityKeyPaths.swift
    # An edit form: sections tinted with `listRowBackground(Color.x.opacity(_:))`, pickers, tinted
    # toggles, a ranged date picker, a toolbar (well under a second; docs/type-checking.md, stop 57).
    time_target --limit FormSections Benchmarks/TypeCheck/FormSections.swift
fi
# Toolbars of up to ten items, conditional and customizable toolbars, a widget bundle.
if [ "${ONLY:-ResultBuilders}" = ResultBuilders ]; then time_target --limit ResultBuilders Benchmarks/TypeCheck/ResultBuilders.swift; fi
# A nested list body naming a missing type, and a form naming a missing static member: how long
# the compiler takes to diagnose them.
if [ "${ONLY:-MissingTypeDiagnosis}" = MissingTypeDiagnosis ]; then
    time_target --limit --expect-error="cannot find 'DiagnosisMissingScreen' in scope" MissingTypeDiagnosis \
        Benchmarks/TypeCheck/MissingTypeDiagnosis.swift
fi
if [ ${#over_limit[@]} -gt 0 ]; then
    echo "type-checking over ${limit_s} s CPU: ${over_limit[*]}"; exit 1
fi
