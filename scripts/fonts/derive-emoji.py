#!/usr/bin/env python3
"""Derives Backplate's colour-emoji face from Noto Color Emoji (OFL-1.1, Debian's
fonts-noto-color-emoji).

Apple Color Emoji, as iOS typesets it, advances exactly 1 em and draws each picture in a
1 x 1 em image (wh0, "Emoji metrics", 2024: the full-square U+26AB covers -0.150 to 0.850 em).
Noto Color Emoji's pictures are 136 x 128-pixel bitmaps at 109 ppem with a 136-pixel
(2550/2048 em) advance. Drawn at 2048/2550 of the point size, so that its advance is SwiftUI's
1 em, Noto's image is only 0.94 em tall and its art about 0.88 em across: emoji looked 5 to 12%
smaller than on iOS.

This copy narrows every 136-pixel advance to 128 pixels (hmtx 2550 -> 2400 units) and moves
each bitmap 4 pixels left, so the picture stays centred on its advance. Drawn at 2048/2400 of
the point size, the advance is again exactly 1 em and the 128-pixel-tall image is exactly
1 em tall, as Apple's is (the art 0.93 to 0.95 em across). Nothing else changes: the bitmaps, the
ligatures (ZWJ sequences, flags, keycaps) and the vertical metrics are Noto's. The family is
renamed "Noto Color Emoji Backplate" so the copy never stands in for the user's own Noto.

Usage: derive-emoji.py FONT_DIR [SOURCE]   (SOURCE defaults to Debian's NotoColorEmoji.ttf;
writes FONT_DIR/NotoColorEmojiBackplate.ttf). Exits non-zero, writing nothing, when the
source is missing or its layout is not the one this script understands.
"""
import os
import sys

from fontTools.ttLib import TTFont

SOURCE = "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf"
OUT = "NotoColorEmojiBackplate.ttf"
FAMILY = "Noto Color Emoji Backplate"
PS_NAME = "NotoColorEmojiBackplate"
OLD_PX, NEW_PX = 136, 128          # bitmap advance at the strike's ppem, before and after
OLD_UNITS, NEW_UNITS = 2550, 2400  # the same in font units (2048 per em): 2550 * 128 / 136


def fail(message):
    print("derive-emoji: " + message, file=sys.stderr)
    sys.exit(1)


def main():
    if len(sys.argv) < 2:
        fail("usage: derive-emoji.py FONT_DIR [SOURCE]")
    out_dir = sys.argv[1]
    source = sys.argv[2] if len(sys.argv) > 2 else SOURCE
    if not os.path.isfile(source):
        fail("no Noto Color Emoji at " + source)
    # The source's modified date is kept, so the derived file is the same bytes on every
    # machine (PDFs embed subsets of it, and their bytes then match across machines).
    font = TTFont(source, recalcTimestamp=False)
    if "CBDT" not in font or font["head"].unitsPerEm != 2048:
        fail("not the CBDT Noto Color Emoji this script expects")
    shift = (OLD_PX - NEW_PX) // 2
    changed = 0
    for strike in font["CBDT"].strikeData:
        for glyph in strike.values():
            m = getattr(glyph, "metrics", None)
            if m is None:
                glyph.decompile()
                m = glyph.metrics
            if m.Advance == OLD_PX:
                m.Advance = NEW_PX
                m.BearingX -= shift
                changed += 1
    if changed == 0:
        fail("no 136-pixel bitmaps found")
    hmtx = font["hmtx"].metrics
    for name, (advance, lsb) in list(hmtx.items()):
        if advance == OLD_UNITS:
            hmtx[name] = (NEW_UNITS, lsb - (OLD_UNITS - NEW_UNITS) // 2)
    font["hhea"].advanceWidthMax = max(a for a, _ in hmtx.values())
    if font["OS/2"].xAvgCharWidth == OLD_UNITS:
        font["OS/2"].xAvgCharWidth = NEW_UNITS
    for record in font["name"].names:
        if record.nameID in (1, 4, 16):
            record.string = FAMILY
        elif record.nameID == 6:
            record.string = PS_NAME
        elif record.nameID == 3:
            record.string = PS_NAME + ";derived by Backplate"
    path = os.path.join(out_dir, OUT)
    tmp = path + ".tmp"
    font.save(tmp)
    os.replace(tmp, path)
    print(f"derived {OUT}: {changed} bitmaps, advance {OLD_UNITS} -> {NEW_UNITS} units")


if __name__ == "__main__":
    main()
