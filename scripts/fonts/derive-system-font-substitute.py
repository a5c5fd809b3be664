#!/usr/bin/env python3
"""Derives Backplate's system-font substitute from Inter 4 (OFL-1.1).

Inter's word space is wider than SF's: at Inter's display end (opsz 32, regular) it is
512/2048 em, 499 units once Backplate narrows display sizes to SF's widths (x 0.975), where
SF Display's space is 420/2048 em (0.205 em; HarfBuzz's macOS shaping tests record it for
SFNS.ttf and for SFNSDisplay.ttf of macOS 10.13 and 10.14). This script writes a copy of
Inter whose space and no-break space are narrowed at the display end of the optical-size axis
by SPACE_SCALE, so that there they are 420 units after Backplate's 0.975 width factor, and
unchanged at the text end (opsz 14: no published SF Text space to aim at). Between the two
ends the advance is interpolated by the font's own variation, as Backplate's optical size is.
Every weight is scaled by the same ratio at the display end.

Only the advance deltas of those two glyphs change (HVAR, and gvar's phantom points so
FreeType agrees with HarfBuzz). The lowercase letters' outlines are then warped vertically to
SF's x-height, ascenders and descenders (lowercase_zones.py), the underscore is widened to SF's
(underscore_width.py) and Inter's arrow ligatures ("->" as one arrow) are turned off, as SF has
none (arrow_ligatures.py); other widths, kerning, capitals and every other metric are Inter's. The
family is renamed "Inter Backplate" (the OFL lets a modified version keep the name, as Inter
declares no Reserved Font Name, but a different name keeps the patched file apart from a user's
own Inter).

Usage: derive-system-font-substitute.py FONT_DIR   (reads Inter[opsz,wght].ttf and
Inter-Italic[opsz,wght].ttf there, writes InterBackplate[opsz,wght].ttf and
InterBackplate-Italic[opsz,wght].ttf beside them). Exits non-zero, writing nothing, when
the font's variation layout is not the one this script understands.
"""
import os
import sys

from fontTools.ttLib import TTFont
import fontTools.varLib.builder  # noqa: F401  (adds VarData.calculateNumShorts)

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lowercase_zones import check_inter, warp_lowercase  # noqa: E402
from underscore_width import widen_underscore  # noqa: E402
from arrow_ligatures import drop_arrow_ligatures  # noqa: E402

UNITS = 2048
SF_DISPLAY_SPACE = 420          # units of 2048, SF Display (opsz 28 and up), regular
DISPLAY_WIDTH_FACTOR = 0.975    # Backplate's horizontal glyph scale at display sizes, regular
INTER_DISPLAY_SPACE = 512       # Inter 4's space at opsz 32, wght 400 (checked below)
SPACE_SCALE = SF_DISPLAY_SPACE / DISPLAY_WIDTH_FACTOR / INTER_DISPLAY_SPACE
GLYPHS = ("space", "uni00A0")
FAMILY = "Inter Backplate"
PS_FAMILY = "InterBackplate"


def fail(message):
    print("derive-system-font-substitute: " + message, file=sys.stderr)
    sys.exit(1)


def axis_peaks(region, tags):
    """The peak of each axis of an HVAR region, by tag."""
    return {tag: axis.PeakCoord for tag, axis in zip(tags, region.VarRegionAxis)}


def rescale(deltas_by_peaks, default):
    """New deltas for one glyph's advance.

    deltas_by_peaks maps (opsz peak, wght peak) to a delta; opsz peaks are 0 or 1 (the display
    end), wght peaks -1, 0 or 1. At opsz 0 the advance stays; at opsz 1 every weight's advance
    is multiplied by SPACE_SCALE.
    """
    out = dict(deltas_by_peaks)
    def at_text(w):
        return default + (deltas_by_peaks.get((0, w), 0) if w else 0)
    def at_display(w):
        v = default + deltas_by_peaks.get((1, 0), 0)
        if w:
            v += deltas_by_peaks.get((0, w), 0) + deltas_by_peaks.get((1, w), 0)
        return v
    new_opsz = SPACE_SCALE * at_display(0) - at_text(0)
    out[(1, 0)] = new_opsz
    for w in (-1, 1):
        if (1, w) in deltas_by_peaks or (0, w) in deltas_by_peaks:
            out[(1, w)] = SPACE_SCALE * at_display(w) - at_text(w) - new_opsz
    return {k: int(round(v)) for k, v in out.items()}


def patch(path_in, path_out):
    # The source's modified date is kept, so the derived file is the same bytes on every
    # machine (PDFs embed subsets of it, and their bytes then match across machines).
    font = TTFont(path_in, recalcTimestamp=False)
    if font["head"].unitsPerEm != UNITS or "fvar" not in font or "HVAR" not in font:
        fail(f"{path_in}: not Inter 4's variable font")
    tags = [a.axisTag for a in font["fvar"].axes]
    if tags != ["opsz", "wght"]:
        fail(f"{path_in}: axes {tags}, expected opsz and wght")
    hvar = font["HVAR"].table
    store = hvar.VarStore
    regions = store.VarRegionList.Region
    hmtx = font["hmtx"]
    for glyph in GLYPHS:
        if glyph not in hmtx.metrics:
            fail(f"{path_in}: no {glyph} glyph")
    # Each glyph's own HVAR row (the two glyphs share one in Inter 4: patched once).
    rows = {}
    for glyph in GLYPHS:
        if hvar.AdvWidthMap is not None:
            index = hvar.AdvWidthMap.mapping[glyph]
            outer, inner = index >> 16, index & 0xFFFF
        else:
            outer, inner = 0, font.getGlyphID(glyph)
        rows.setdefault((outer, inner), []).append(glyph)
    for (outer, inner), glyphs in rows.items():
        data = store.VarData[outer]
        sharing = [g for g, i in (hvar.AdvWidthMap.mapping.items() if hvar.AdvWidthMap else [])
                   if i == (outer << 16 | inner)]
        if hvar.AdvWidthMap is not None and set(sharing) - set(GLYPHS):
            fail(f"{path_in}: the space's advance row is shared with {sorted(set(sharing) - set(GLYPHS))}")
        default = hmtx.metrics[glyphs[0]][0]
        by_peaks = {}
        slots = {}
        for slot, region_index in enumerate(data.VarRegionIndex):
            peaks = axis_peaks(regions[region_index], tags)
            key = (peaks["opsz"], peaks["wght"])
            if key[0] not in (0, 1) or key[1] not in (-1, 0, 1) or key in by_peaks:
                fail(f"{path_in}: unexpected variation region {peaks}")
            by_peaks[key] = data.Item[inner][slot]
            slots[key] = slot
        display_regular = default + by_peaks.get((1, 0), 0)
        if display_regular != INTER_DISPLAY_SPACE:
            fail(f"{path_in}: space at opsz 32 is {display_regular}, expected {INTER_DISPLAY_SPACE}")
        new = rescale(by_peaks, default)
        for key, value in new.items():
            if key not in slots:
                fail(f"{path_in}: no region for {key}")
            data.Item[inner][slots[key]] = value
        # Wider deltas may need 16-bit columns.
        data.calculateNumShorts(optimize=True)
        # gvar's phantom points (index 1 is the advance) follow the same deltas.
        if "gvar" in font:
            gvar = font["gvar"]
            for glyph in glyphs:
                for variation in gvar.variations.get(glyph, []):
                    peaks = {tag: variation.axes.get(tag, (0, 0, 0))[1] for tag in tags}
                    key = (peaks["opsz"], peaks["wght"])
                    coords = variation.coordinates
                    if key in new and len(coords) >= 2 and coords[1] is not None:
                        coords[1] = (new[key], coords[1][1])
    # The underscore at SF's width (underscore_width.py).
    widen_underscore(font, lambda message: fail(f"{path_in}: {message}"))
    drop_arrow_ligatures(font, lambda message: fail(f"{path_in}: {message}"))
    # Lowercase ink at SF's heights (lowercase_zones.py).
    inter, found = check_inter(font)
    if not inter:
        fail(f"{path_in}: lowercase heights {found}, not Inter 4's")
    warp_lowercase(font)
    # A family name of its own.
    for record in font["name"].names:
        if record.nameID in (1, 4, 16, 21):
            text = record.toUnicode()
            if text.startswith("Inter"):
                record.string = FAMILY + text[len("Inter"):]
        elif record.nameID in (3, 6, 25):
            text = record.toUnicode()
            if text.startswith("Inter"):
                record.string = PS_FAMILY + text[len("Inter"):]
    tmp = path_out + ".tmp"
    font.save(tmp)
    os.replace(tmp, path_out)


def main():
    if len(sys.argv) != 2:
        fail("usage: derive-system-font-substitute.py FONT_DIR")
    folder = sys.argv[1]
    pairs = [("Inter[opsz,wght].ttf", "InterBackplate[opsz,wght].ttf"),
             ("Inter-Italic[opsz,wght].ttf", "InterBackplate-Italic[opsz,wght].ttf")]
    done = 0
    for source, target in pairs:
        src = os.path.join(folder, source)
        if os.path.exists(src):
            patch(src, os.path.join(folder, target))
            done += 1
    if done == 0:
        fail(f"no Inter 4 file in {folder}")
    print(f"derived {done} system-font substitute file(s), space x {SPACE_SCALE:.4f} at opsz 32")


if __name__ == "__main__":
    main()
