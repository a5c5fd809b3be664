#!/usr/bin/env bash
# Builds Debian 12's cairo (1.16.0-7, its own patches) with Backplate's fix for the leak that
# remains on a long-running server (scripts/cairo/*.patch: a scaled font's copy of its font's
# variations was never freed) into .cairo/lib. Only what Backplate draws with: image, PDF,
# SVG and PostScript surfaces, FreeType and fontconfig; the same pixels as Debian's build.
# A server uses it with LD_LIBRARY_PATH=.cairo/lib (docs/memory.md); nothing else changes.
set -euo pipefail
cd "$(dirname "$0")/.."
root="$PWD"
out="$root/.cairo"
if [ -f "$out/lib/libcairo.so.2" ] && [ "$(cat "$out/stamp" 2>/dev/null)" = "$(cat scripts/cairo/*.patch scripts/build-cairo.sh | sha256sum)" ]; then
    echo "cairo already built in .cairo/lib"; exit 0
fi

pool=http://deb.debian.org/debian/pool/main/c/cairo
snapshot=https://snapshot.debian.org/archive/debian/20250520T000000Z/pool/main/c/cairo
files=("cairo_1.16.0.orig.tar.xz 5e7b29b3f113ef870d1e3ecf8adf21f923396401604bda16d44be45e66052331"
       "cairo_1.16.0-7.debian.tar.xz af666a040fd54df96885907d0e9a74883396218a620ae03d173f1a3fee4980ea")
fetch() { python3 -c 'import sys, urllib.request; urllib.request.urlretrieve(sys.argv[1], sys.argv[2])' "$1" "$2"; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
for entry in "${files[@]}"; do
    set -- $entry
    fetch "$pool/$1" "$work/$1" || fetch "$snapshot/$1" "$work/$1"
    echo "$2  $work/$1" | sha256sum -c --quiet
done

# Build-system packages the configure step needs, only when missing.
need=()
command -v make >/dev/null 2>&1 || need+=(make)
command -v cc >/dev/null 2>&1 || need+=(gcc)
command -v patch >/dev/null 2>&1 || need+=(patch)
command -v xz >/dev/null 2>&1 || need+=(xz-utils)
pkg-config --exists pixman-1 fontconfig freetype2 libpng 2>/dev/null || need+=(libpixman-1-dev libfontconfig-dev libfreetype-dev libpng-dev)
if [ ${#need[@]} -gt 0 ]; then
    SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
    $SUDO apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null
fi

cd "$work"
tar -xf cairo_1.16.0.orig.tar.xz
tar -xf cairo_1.16.0-7.debian.tar.xz -C cairo-1.16.0
cd cairo-1.16.0
# Debian's source fixes (its build-system patches need autoreconf and change no code drawn).
for p in git-pdf-add-missing-flush ft-Use-FT_Done_MM_Var-instead-of-free-when-available-in-c \
         Fix-mask-usage-in-image-compositor Minor-cleanups; do
    patch -s -p1 < "debian/patches/$p.patch"
done
for p in "$root"/scripts/cairo/*.patch; do patch -s -p1 < "$p"; done
./configure -q --prefix="$out" --disable-static --disable-xlib --disable-xcb --disable-gl \
    --disable-gobject --disable-trace --disable-interpreter --disable-script \
    --enable-ft --enable-fc --enable-png --enable-pdf --enable-ps --enable-svg \
    CFLAGS="-g -O2 -fstack-protector-strong" >/dev/null 2>&1
make -s -j"$(nproc)" -C src >/dev/null 2>&1 || make -j1 -C src
rm -rf "$out"
make -s -C src install >/dev/null 2>&1
cat "$root"/scripts/cairo/*.patch "$root"/scripts/build-cairo.sh | sha256sum > "$out/stamp"
echo "cairo 1.16.0 (Debian 1.16.0-7 + Backplate's fix) in .cairo/lib"
