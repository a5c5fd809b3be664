#!/usr/bin/env bash
# Checks the cairo that scripts/build-cairo.sh makes for servers: it builds, it carries the
# fix, and LeakSanitizer finds no leak in scripts/repro/font-options-variations-leak.c (120
# renders of Inter with a weight variation, to an image and to a PDF) where Debian's cairo
# leaks (its count is printed: if Debian's stops leaking, the fix can go).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/build-cairo.sh
nm -D --defined-only .cairo/lib/libcairo.so.2 | grep backplate_cairo_frees_scaled_font_variations >/dev/null \
    || { echo "check-cairo-fix: .cairo/lib/libcairo.so.2 lacks the fix" >&2; exit 1; }
probe=$(mktemp -d); trap 'rm -rf "$probe"' EXIT
cc -O1 -g -fsanitize=address -o "$probe/leak" scripts/repro/font-options-variations-leak.c \
    $(pkg-config --cflags --libs pangocairo cairo-pdf fontconfig)
export ASAN_OPTIONS=detect_leaks=1
[ -f ".fonts/Inter[opsz,wght].ttf" ] || { echo "check-cairo-fix: fonts missing (scripts/install-fonts.sh)" >&2; exit 1; }
for pdf in 0 1; do
    "$probe/leak" 120 $pdf 0 1 > "$probe/debian" 2>&1 || true
    debian=$(grep -o '[0-9]* byte(s) leaked in .*' "$probe/debian" || echo "no leak")
    if ! LD_LIBRARY_PATH="$PWD/.cairo/lib" "$probe/leak" 120 $pdf 0 1 > "$probe/out" 2>&1; then
        cat "$probe/out" >&2; echo "check-cairo-fix: the built cairo leaks (pdf=$pdf)" >&2; exit 1
    fi
    echo "cairo fix, pdf=$pdf: Backplate's build: no leak; Debian's: $debian"
done
