"""Moves the substitute's lowercase ink to SF's heights: x-height, ascenders and descenders.

Backplate draws Inter 4 scaled vertically by SF's cap height over Inter's (1443 / 1490), so
capitals end where SF's do. Lowercase letters do not: measured in iOS 16 renders of SF Pro
(`telltime-*` at 17 pt and 34 pt bold, `markdownui-headings-*` at 16 pt and 32 pt; units of
2048 after Backplate's scale), SF's text design has x-height 1078, ascenders 1506 and
descenders -359 where scaled Inter has 1083, 1443 and -405; its display design (28 pt and up)
has x-height about 1066, ascenders about 1450 and descenders about -360 where Inter has 1023,
1443 and -405 (docs/pixel-differences.md, section 4).

Each lowercase glyph (Unicode category Ll, its alternates and ligatures, and the combining
marks drawn over them) is warped vertically, piecewise linearly, at each master of the
variable font: descenders scaled, the x-height zone scaled, the zone from the x-height to the
ascender mapped onto SF's, anything above the ascender moved with it. The text masters
(opsz 14) take the text design's targets, the display masters (opsz 32) the display
design's, and the font's own variation interpolates between them. Horizontal coordinates,
advances, composites and every other glyph are unchanged.
"""
import unicodedata

from fontTools.agl import toUnicode
from fontTools.varLib.models import supportScalar
from fontTools.ttLib.tables._g_l_y_f import GlyphCoordinates

# Backplate's vertical scale of the whole face (FontFaces.swift, substituteVerticalScale).
MATRIX_SCALE = 1443 / 1490
# SF's lowercase heights (units of 2048, as drawn) at the text and the display end.
SF_TEXT = dict(x_height=1078, ascender=1506, descender=-359)
SF_DISPLAY = dict(x_height=1066, ascender=1450, descender=-360)
# Inter 4.1's own heights at opsz 14 and 32, the same at every weight (read with fontTools;
# `check_inter` refuses a font whose default master differs).
INTER_TEXT = dict(x_height=1118, ascender=1490, descender=-418)
INTER_DISPLAY = dict(x_height=1056, ascender=1490, descender=-418)


def zone_map(inter, sf):
    """The vertical warp (font units before Backplate's scale) for one end of the opsz axis."""
    x0, a0, d0 = inter["x_height"], inter["ascender"], inter["descender"]
    x1, a1, d1 = (sf[k] / MATRIX_SCALE for k in ("x_height", "ascender", "descender"))
    def warp(y):
        if y <= 0:
            return y * d1 / d0
        if y <= x0:
            return y * x1 / x0
        if y <= a0:
            return x1 + (y - x0) * (a1 - x1) / (a0 - x0)
        return a1 + (y - a0)
    return warp


def is_lowercase(name, reverse_cmap):
    """Whether a glyph is drawn at lowercase heights: a lowercase letter, its alternates and
    ligatures, or a combining mark not made for capitals (`.case`)."""
    if ".case" in name:
        return False
    chars = reverse_cmap.get(name)
    if not chars:
        base = name.split(".")[0]
        parts = base.split("_")
        chars = set()
        for part in parts:
            mapped = reverse_cmap.get(part) or {ord(c) for c in toUnicode(part)}
            if not mapped:
                return False
            chars |= set(mapped)
    cats = {unicodedata.category(chr(c)) for c in chars}
    return cats == {"Mn"} or ("Ll" in cats and cats <= {"Ll", "Mn"})


def check_inter(font):
    """Fails unless the font's lowercase heights at the default master are Inter 4's."""
    from fontTools.pens.boundsPen import BoundsPen
    glyphs = font.getGlyphSet()
    cmap = font.getBestCmap()
    def bounds(ch):
        pen = BoundsPen(glyphs)
        glyphs[cmap[ord(ch)]].draw(pen)
        return pen.bounds
    found = (bounds("x")[3], bounds("l")[3], bounds("p")[1])
    want = (INTER_TEXT["x_height"], INTER_TEXT["ascender"], INTER_TEXT["descender"])
    return found == want, found


def warp_lowercase(font):
    """Warps every lowercase glyph's outline at every master; returns how many were warped."""
    glyf, gvar, hmtx = font["glyf"], font["gvar"], font["hmtx"].metrics
    tags = [a.axisTag for a in font["fvar"].axes]
    text, display = zone_map(INTER_TEXT, SF_TEXT), zone_map(INTER_DISPLAY, SF_DISPLAY)
    reverse = {}
    for code, name in font.getBestCmap().items():
        reverse.setdefault(name, set()).add(code)
    count = 0
    for name in font.getGlyphOrder():
        glyph = glyf[name]
        if glyph.isComposite() or glyph.numberOfContours <= 0 or not is_lowercase(name, reverse):
            continue
        coords, control = glyf._getCoordinatesAndControls(name, hmtx, None)
        n = len(coords) - 4   # the last four are phantom points
        variations = gvar.variations.get(name, [])
        for v in variations:
            v.calcInferredDeltas(coords, control.endPts)
        # Solve new deltas region by region (single-axis regions first), so each master's
        # outline is the warped outline of the original master.
        order = sorted(variations, key=lambda v: len(v.axes))
        base_y = [coords[i][1] for i in range(n)]
        def warp_at(location):
            opsz = location.get("opsz", 0)
            return lambda y: text(y) + (display(y) - text(y)) * opsz
        new_base = [warp_at({})(y) for y in base_y]
        solved = []
        for v in order:
            peak = {tag: v.axes[tag][1] for tag in v.axes}
            master_y = list(base_y)
            for u in variations:
                s = supportScalar(peak, u.axes)
                if s:
                    for i in range(n):
                        master_y[i] += s * u.coordinates[i][1]
            warp = warp_at(peak)
            target = [warp(y) for y in master_y]
            for u, new in solved:
                s = supportScalar(peak, u.axes)
                if s:
                    target = [t - s * d for t, d in zip(target, new)]
            solved.append((v, [t - b for t, b in zip(target, new_base)]))
        for v, new in solved:
            v.coordinates = [(round(v.coordinates[i][0]), round(new[i])) if i < n
                             else tuple(round(c) for c in v.coordinates[i]) for i in range(len(v.coordinates))]
        glyph.coordinates = GlyphCoordinates([(glyph.coordinates[i][0], round(new_base[i])) for i in range(n)])
        glyph.recalcBounds(glyf)
        count += 1
    return count
