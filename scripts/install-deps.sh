#!/usr/bin/env bash
# Installs the Debian packages Backplate needs, only when something is missing:
# cairo and pango (with zlib) for rendering, libdeflate for PNG compression, libturbojpeg
# and libwebp for JPEG and WebP images and output, Inter (SF Pro's
# stand-in), DejaVu and Material Icons (SF Symbols' stand-in) fonts,
# poppler-utils (pdftoppm) for the PDF tests, Chromium (headless, for the `backplate serve`
# page test), and Montserrat (seed 002) from PyPI.
set -euo pipefail

need=()
pkg-config --exists cairo 2>/dev/null || need+=(libcairo2-dev)
pkg-config --exists pangocairo 2>/dev/null || need+=(libpango1.0-dev)
pkg-config --exists zlib 2>/dev/null || need+=(zlib1g-dev)
pkg-config --exists libturbojpeg 2>/dev/null || need+=(libturbojpeg0-dev)
pkg-config --exists libdeflate 2>/dev/null || need+=(libdeflate-dev)
pkg-config --exists libwebp 2>/dev/null || need+=(libwebp-dev)
command -v pdftoppm >/dev/null 2>&1 || need+=(poppler-utils)
command -v fc-list >/dev/null 2>&1 || need+=(fontconfig)
command -v chromium >/dev/null 2>&1 || need+=(chromium)
if ! command -v fc-list >/dev/null 2>&1 || ! fc-list : family | grep -qi '^Inter'; then need+=(fonts-inter); fi
if ! command -v fc-list >/dev/null 2>&1 || ! fc-list : family | grep -qi 'DejaVu Sans'; then need+=(fonts-dejavu-core); fi
# Image(systemName:) draws SF Symbols names with Google's Material Icons (Apache 2.0).
if ! command -v fc-list >/dev/null 2>&1 || ! fc-list : family | grep -qi 'Material Icons'; then need+=(fonts-material-design-icons-iconfont); fi

if [ ${#need[@]} -gt 0 ]; then
    echo "Installing Debian packages: ${need[*]}"
    SUDO=""
    if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
    $SUDO apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null
fi

# Montserrat (OFL) for seed 002's BoxView header, into the project's font folder.
fonts_dir="$(cd "$(dirname "$0")/.." && pwd)/.fonts"
# A stale symlink in its place (one pointing nowhere, or at itself) would make mkdir fail.
if [ -L "$fonts_dir" ] && [ ! -d "$fonts_dir" ]; then rm -f "$fonts_dir"; fi
if [ ! -f "$fonts_dir/.installed" ]; then
    mkdir -p "$fonts_dir"
    tmp="$(mktemp -d)"
    if python3 -m pip download --quiet --no-deps -d "$tmp" fontpkg-montserrat >/dev/null 2>&1; then
        python3 - "$tmp" "$fonts_dir" <<'PY'
import sys, zipfile, glob, os
src, dst = sys.argv[1], sys.argv[2]
for wheel in glob.glob(os.path.join(src, "*.whl")):
    with zipfile.ZipFile(wheel) as z:
        for name in z.namelist():
            base = os.path.basename(name)
            if base.lower().endswith((".ttf", ".otf")) and "italic" not in base.lower():
                with open(os.path.join(dst, base), "wb") as f:
                    f.write(z.read(name))
PY
        touch "$fonts_dir/.installed"
    else
        echo "note: could not fetch Montserrat from PyPI; seed 002 falls back to the system font" >&2
    fi
    rm -rf "$tmp"
fi
