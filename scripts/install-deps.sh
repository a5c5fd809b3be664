#!/usr/bin/env bash
# Installs the Debian packages Backplate needs, only when something is missing:
# cairo and pango (with zlib) for rendering, libdeflate for PNG compression, libturbojpeg
# and libwebp for JPEG and WebP images and output, Inter 3 (the fallback for SF Pro),
# DejaVu, Material Icons (SF Symbols' stand-in) and Noto Color Emoji fonts, poppler-utils
# (pdftoppm) for the PDF tests, Chromium (headless, for the `backplate serve` page test);
# then, from PyPI, Inter 4 (the SF Pro substitute, with its
# optical-size axis), Source Serif 4 (New York's substitute), Montserrat (seed 002) and Material
# Design Icons 7 (the glyphs of most SF Symbols names) into
# Backplate's font folder, and derives the system font's substitute from Inter 4 (below).
#
# Backplate's font folder is `.fonts` at the package root (BACKPLATE_FONT_DIR names another,
# for example a server's `~/.local/share/backplate/fonts`). Every font installed here is
# OFL-licensed; Apple's SF fonts are never downloaded or shipped (see docs/text-fonts-images.md).
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
# Colour emoji (OFL), drawn through cairo.
if ! command -v fc-list >/dev/null 2>&1 || ! fc-list : family | grep -qi 'Noto Color Emoji'; then need+=(fonts-noto-color-emoji); fi

if [ ${#need[@]} -gt 0 ]; then
    echo "Installing Debian packages: ${need[*]}"
    SUDO=""
    if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
    $SUDO apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null
fi

# OFL fonts from PyPI's fontpkg packages into Backplate's font folder, each once (a marker
# file per package). Italic files are skipped except where listed.
fonts_dir="${BACKPLATE_FONT_DIR:-$(cd "$(dirname "$0")/.." && pwd)/.fonts}"
# A stale symlink in its place (one pointing nowhere, or at itself) would make mkdir fail.
if [ -L "$fonts_dir" ] && [ ! -d "$fonts_dir" ]; then rm -f "$fonts_dir"; fi
mkdir -p "$fonts_dir"

install_pypi_font() {  # package, marker, keep-italics (0/1), note when it fails
    local package="$1" marker="$fonts_dir/$2" italics="$3" note="$4"
    [ -f "$marker" ] && return 0
    local tmp
    tmp="$(mktemp -d)"
    if python3 -m pip download --quiet --no-deps -d "$tmp" "$package" >/dev/null 2>&1; then
        python3 - "$tmp" "$fonts_dir" "$italics" <<'PY'
import sys, zipfile, glob, os
src, dst, italics = sys.argv[1], sys.argv[2], sys.argv[3] == "1"
for wheel in glob.glob(os.path.join(src, "*.whl")):
    with zipfile.ZipFile(wheel) as z:
        for name in z.namelist():
            base = os.path.basename(name)
            if base.lower().endswith((".ttf", ".otf")) and (italics or "italic" not in base.lower()):
                with open(os.path.join(dst, base), "wb") as f:
                    f.write(z.read(name))
            elif base == "LICENSE" and "dist-info" not in name:
                # The font's licence beside it (OFL-1.1).
                with open(os.path.join(dst, "LICENSE-" + os.path.basename(wheel).split("-")[0] + ".txt"), "wb") as f:
                    f.write(z.read(name))
PY
        touch "$marker"
    else
        echo "note: could not fetch $package from PyPI; $note" >&2
    fi
    rm -rf "$tmp"
}

# Montserrat (OFL) for seed 002's BoxView header (marker kept from earlier installs).
install_pypi_font fontpkg-montserrat .installed 0 "seed 002 falls back to the system font"
# Inter 4 (OFL), the system font's substitute: Inter[opsz,wght].ttf and its italic.
install_pypi_font fontpkg-inter .installed-inter4 1 "the system font falls back to Debian's Inter 3 (about 5% wider than SF)"
# Source Serif 4 (OFL), the .serif design's substitute for New York: SourceSerif4[opsz,wght].ttf
# and its italic.
install_pypi_font fontpkg-source-serif-4 .installed-source-serif4 1 "the .serif design falls back to DejaVu Serif"
# Material Design Icons 7.2 (Pictogrammers; icons Apache 2.0, font OFL), about 7,300 glyphs in the
# wheel of superqt's fonticon-materialdesignicons7: the glyphs of the SF Symbols names outside
# Backplate's curated Material Icons table (scripts/symbols/resolve.py).
install_pypi_font fonticon-materialdesignicons7==7.2.96 .installed-mdi7 0 "SF Symbols outside the curated table draw nothing"

# The system font's substitute as Backplate draws it: Inter 4 with SF Display's word space at
# the display end of its optical-size axis (scripts/fonts/derive-system-font-substitute.py),
# written beside Inter as InterBackplate[opsz,wght].ttf and its italic. fontTools (from PyPI)
# is installed into the package's own .tools/python, never into the system's Python. Redone
# when the script changes (its checksum is the marker); without it Backplate uses Inter 4.
root="$(cd "$(dirname "$0")/.." && pwd)"
derive="$root/scripts/fonts/derive-system-font-substitute.py"
marker="$fonts_dir/.derived-$(cksum < "$derive" | cut -d' ' -f1)"
if [ -f "$fonts_dir/Inter[opsz,wght].ttf" ] && { [ ! -f "$marker" ] || [ ! -f "$fonts_dir/InterBackplate[opsz,wght].ttf" ]; }; then
    pylib="$root/.tools/python"
    if [ ! -d "$pylib/fontTools" ]; then
        python3 -m pip install --quiet --disable-pip-version-check --target "$pylib" 'fonttools>=4.40' >/dev/null 2>&1 \
            || echo "note: could not install fontTools from PyPI; the system font keeps Inter's wider word space" >&2
    fi
    if [ -d "$pylib/fontTools" ] && PYTHONPATH="$pylib" python3 "$derive" "$fonts_dir"; then
        rm -f "$fonts_dir"/.derived-*
        touch "$marker"
    else
        echo "note: the derived system-font substitute was not written; Backplate uses Inter 4 as published" >&2
    fi
fi

# Colour emoji at Apple's image size: a copy of Debian's Noto Color Emoji whose advance is
# narrowed from 136 to 128 pixels with each bitmap re-centred (scripts/fonts/derive-emoji.py),
# written as NotoColorEmojiBackplate.ttf, so Backplate draws the picture 1 em tall at SwiftUI's
# 1-em advance (art 0.93 to 0.95 em across; Noto as published gives 0.88). Redone when the script
# changes; without it Backplate draws Noto as published.
emoji_derive="$root/scripts/fonts/derive-emoji.py"
emoji_source="$(fc-match -f '%{file}' 'Noto Color Emoji' 2>/dev/null)"
emoji_marker="$fonts_dir/.emoji-$(cksum < "$emoji_derive" | cut -d' ' -f1)"
if [ -f "$emoji_source" ] && [ -d "$root/.tools/python/fontTools" ] \
   && { [ ! -f "$emoji_marker" ] || [ ! -f "$fonts_dir/NotoColorEmojiBackplate.ttf" ]; }; then
    if PYTHONPATH="$root/.tools/python" python3 "$emoji_derive" "$fonts_dir" "$emoji_source"; then
        rm -f "$fonts_dir"/.emoji-*
        touch "$emoji_marker"
    else
        echo "note: the derived emoji face was not written; emoji draw at Noto's own size (0.88 em)" >&2
    fi
fi
