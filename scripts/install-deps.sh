#!/usr/bin/env bash
# Installs the Debian packages Backplate needs, only when something is missing:
# cairo and pango (with zlib) for rendering, libdeflate for PNG compression, libturbojpeg
# and libwebp for JPEG and WebP images and output, libexif and giflib for JPEG orientation and
# GIF images, libheif (with libde265, dav1d, aom) and libtiff for HEIC, AVIF and TIFF images, librsvg and poppler-glib for asset catalogs' SVG and PDF images, libqrencode for CoreImage's QR code, libxml2 for NSAttributedString's HTML documents, libsqlite3 for `import SQLite3`
# generator, poppler-utils (pdftoppm) for the PDF
# tests, Chromium (headless, for the `backplate serve` page test), libcurl (Foundation's
# URLSession, which `import Combine` and so `import SwiftUI` re-export, loads it), wamerican (the
# word list UITextChecker checks spelling against); then Backplate's pinned
# fonts with scripts/install-fonts.sh (Debian's DejaVu, Material Icons and Noto Color Emoji;
# Inter 4, Source Serif 4, Montserrat and Material Design Icons 7 from PyPI; the two files
# derived from them).
set -euo pipefail

need=()
pkg-config --exists cairo 2>/dev/null || need+=(libcairo2-dev)
pkg-config --exists pangocairo 2>/dev/null || need+=(libpango1.0-dev)
pkg-config --exists zlib 2>/dev/null || need+=(zlib1g-dev)
pkg-config --exists libturbojpeg 2>/dev/null || need+=(libturbojpeg0-dev)
pkg-config --exists libdeflate 2>/dev/null || need+=(libdeflate-dev)
pkg-config --exists libwebp 2>/dev/null || need+=(libwebp-dev)
pkg-config --exists libheif 2>/dev/null || need+=(libheif-dev)
pkg-config --exists libtiff-4 2>/dev/null || need+=(libtiff-dev)
pkg-config --exists libexif 2>/dev/null || need+=(libexif-dev)
[ -f /usr/include/gif_lib.h ] || need+=(libgif-dev)
pkg-config --exists librsvg-2.0 2>/dev/null || need+=(librsvg2-dev)
pkg-config --exists poppler-glib 2>/dev/null || need+=(libpoppler-glib-dev)
pkg-config --exists libqrencode 2>/dev/null || need+=(libqrencode-dev)
pkg-config --exists libxml-2.0 2>/dev/null || need+=(libxml2-dev)
pkg-config --exists sqlite3 2>/dev/null || need+=(libsqlite3-dev)
command -v pdftoppm >/dev/null 2>&1 || need+=(poppler-utils)
command -v fc-list >/dev/null 2>&1 || need+=(fontconfig)
command -v chromium >/dev/null 2>&1 || need+=(chromium)
ldconfig -p 2>/dev/null | grep -q 'libcurl\.so\.4' || need+=(libcurl4)
[ -f /usr/share/dict/american-english ] || need+=(wamerican)
if [ ${#need[@]} -gt 0 ]; then
    echo "Installing Debian packages: ${need[*]}"
    SUDO=""
    if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
    $SUDO apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null
fi

# Backplate's pinned fonts (PyPI, derived) into its font folder.
bash "$(dirname "$0")/install-fonts.sh"
