#!/usr/bin/env bash
# Installs the fonts Backplate draws with, pinned by version and SHA-256 (the same hashes as
# Sources/BackplateCairo/Fonts/FontManifest.swift; a test keeps the two lists equal):
# Debian 12's DejaVu, Material Icons (SF Symbols' stand-in), Noto Color Emoji, Noto UI and Noto
# CJK packages;
# from PyPI, Inter 4.1 (the system font's substitute), Source Serif 4.4 (New York's),
# Montserrat 9.0 (seed 002) and Material Design Icons 7.2 (most SF Symbols names' glyphs) into
# Backplate's font folder; and the two files derived from Inter
# and Noto with fontTools 4.68.0 (into the package's own .tools/python). A file already there
# with its pinned content is kept; a missing or different one is fetched again.
#
# Backplate's font folder is `.fonts` at the root of this checkout, which is also where a package
# that depends on Backplate finds them (its checkout under .build/checkouts/); BACKPLATE_FONT_DIR
# names another folder, for example a server's `~/.local/share/backplate/fonts`. Every font
# installed here is OFL or Apache licensed; Apple's SF fonts are never downloaded or shipped.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"

need=()
command -v fc-list >/dev/null 2>&1 || need+=(fontconfig)
[ -f /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf ] || need+=(fonts-dejavu-core)
[ -f /usr/share/fonts/truetype/material-design-icons-iconfont/MaterialIcons-Regular.ttf ] || need+=(fonts-material-design-icons-iconfont)
[ -f /usr/share/fonts/truetype/noto/NotoColorEmoji.ttf ] || need+=(fonts-noto-color-emoji)
# Scripts Inter and DejaVu lack, which iOS draws from its system fonts: Noto's UI faces for
# Arabic (pinned in FontManifest.swift), Indic scripts, Thai, Lao, Khmer and Myanmar, and Noto
# Sans CJK for Chinese, Japanese and Korean (by package version: hashing its 40 MB at every
# process's first text would cost 0.3 s).
[ -f /usr/share/fonts/truetype/noto/NotoSansArabicUI-Regular.ttf ] || need+=(fonts-noto-ui-core)
[ -f /usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc ] || need+=(fonts-noto-cjk)
if [ ${#need[@]} -gt 0 ]; then
    echo "Installing Debian packages: ${need[*]}"
    SUDO=""
    if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
    $SUDO apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null
fi

fonts_dir="${BACKPLATE_FONT_DIR:-$root/.fonts}"
# A stale symlink in its place (one pointing nowhere, or at itself) would make mkdir fail.
if [ -L "$fonts_dir" ] && [ ! -d "$fonts_dir" ]; then rm -f "$fonts_dir"; fi
mkdir -p "$fonts_dir"

# Whether a file in the font folder has its pinned SHA-256.
pinned() { [ -f "$fonts_dir/$1" ] && [ "$(sha256sum < "$fonts_dir/$1" | cut -d' ' -f1)" = "$2" ]; }

install_pypi_font() {  # package==version, keep-italics (0/1), note when it fails
    local package="$1" italics="$2" note="$3" tmp
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
    else
        echo "note: could not fetch $package from PyPI; $note" >&2
    fi
    rm -rf "$tmp"
}

inter_roman=29160a80ff49ddcab2c97711247e08b1fab27a484a329ce8b813d820dc559031
inter_italic=acd98e64795781b2058f07b18475e0ecee2a0fe2b42a49e2f9e37d0d6bf66ce6
pinned 'Montserrat[wght].ttf' 0f7b311b2f3279e4eef9b2f968bcdbab6e28f4daeb1f049f4f278a902bcd82f7 \
    || install_pypi_font fontpkg-montserrat==9.0 0 "seed 002 falls back to the system font"
{ pinned 'Inter[opsz,wght].ttf' $inter_roman && pinned 'Inter-Italic[opsz,wght].ttf' $inter_italic; } \
    || install_pypi_font fontpkg-inter==4.1.post1 1 "the system font falls back to DejaVu Sans"
{ pinned 'SourceSerif4[opsz,wght].ttf' 97b2d4da6e3cb494b5a1e66ae176914d852ccabef49e0c02c0df25f3e39aca0b \
  && pinned 'SourceSerif4-Italic[opsz,wght].ttf' 15fbc7e4679489a501998c3669272637a6646388ef7e4bd77eebb5bf967a1f42; } \
    || install_pypi_font fontpkg-source-serif-4==4.4 1 "the .serif design falls back to DejaVu Serif"
# Material Design Icons 7.2 (Pictogrammers; icons Apache 2.0, font OFL), about 7,300 glyphs in the
# wheel of superqt's fonticon-materialdesignicons7: the glyphs of the SF Symbols names outside
# the curated Material Icons table (scripts/symbols/resolve.py).
pinned materialdesignicons-webfont.ttf a58ecb54f45eec1afadbc21314d1f0932cf009e5cbc7f3225d7e4a4e1b71ef6b \
    || install_pypi_font fonticon-materialdesignicons7==7.2.96 0 "SF Symbols outside the curated table draw nothing"

# fontTools, pinned (the derived files' bytes depend on its version), in the package's own
# .tools/python, never in the system's Python.
pylib="$root/.tools/python"
fonttools_ok() { [ -d "$pylib/fonttools-4.68.0.dist-info" ]; }
ensure_fonttools() {
    fonttools_ok && return 0
    rm -rf "$pylib/fontTools" "$pylib"/fonttools-*.dist-info
    python3 -m pip install --quiet --disable-pip-version-check --target "$pylib" 'fonttools==4.68.0' >/dev/null 2>&1 \
        || echo "note: could not install fontTools 4.68.0 from PyPI; the derived fonts are not written" >&2
    fonttools_ok
}

# The system font's substitute as Backplate draws it: Inter 4 with SF Display's word space at
# the display end of its optical-size axis (scripts/fonts/derive-system-font-substitute.py),
# written beside Inter as InterBackplate[opsz,wght].ttf and its italic. Without it Backplate
# draws Inter 4 as published.
if [ -f "$fonts_dir/Inter[opsz,wght].ttf" ] \
   && ! { pinned 'InterBackplate[opsz,wght].ttf' d9a1ac85e29bf672da2695a09faae92ae192413621165b2219ade071bc5f9008 \
          && pinned 'InterBackplate-Italic[opsz,wght].ttf' 7db7cf2684ee66b22446643ed0603fef9133b59f8e545483a1c0d7d67e579ddf; }; then
    if ! { ensure_fonttools && PYTHONPATH="$pylib" python3 "$root/scripts/fonts/derive-system-font-substitute.py" "$fonts_dir"; }; then
        echo "note: the derived system-font substitute was not written; Backplate uses Inter 4 as published" >&2
    fi
fi

# Colour emoji at Apple's image size: a copy of Debian's Noto Color Emoji whose advance is
# narrowed from 136 to 128 pixels with each bitmap re-centred (scripts/fonts/derive-emoji.py),
# written as NotoColorEmojiBackplate.ttf, so Backplate draws the picture 1 em tall at SwiftUI's
# 1-em advance (art 0.93 to 0.95 em across; Noto as published gives 0.88).
emoji_source=/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf
if [ -f "$emoji_source" ] \
   && ! pinned NotoColorEmojiBackplate.ttf 8c7e3d598dbe0e361dfd8d1eac1e4cfeb519b96be531f8df6346da2dd7ffc20a; then
    if ! { ensure_fonttools && PYTHONPATH="$pylib" python3 "$root/scripts/fonts/derive-emoji.py" "$fonts_dir" "$emoji_source"; }; then
        echo "note: the derived emoji face was not written; emoji draw at Noto's own size (0.88 em)" >&2
    fi
fi
