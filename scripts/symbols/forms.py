"""Outline and filled names told apart by measured depth (name_tables.write calls it).

SF draws `NAME` as line art and `NAME.fill` as a silhouette. A glyph's depth is the share of its
ink lying deeper than a stroke from its edge (`depth`): line art has almost none, a silhouette a
third or more. Where a pair's glyphs are within MARGIN of each other's depth, or the outline is
itself a silhouette, the pair is re-drawn by one rule:
  - an outline that is a silhouette beside a line-art filled name trades glyphs with it;
  - where both are silhouettes, the outline takes the font's outline variant of either glyph
    (`x` -> `x-outline`, or the outline glyph of the name's own words) where one is clearly
    shallower, else its own glyph hollowed (flag `o`);
  - a pair of line art gives the filled name the font's filled variant of the glyph
    (`x-outline` -> `x`, or the filled glyph of the name's words) where one is a silhouette.
Only one-glyph drawings are compared; composed ones (badges, enclosures) keep their parts, and
Material Design Icons' own `x-outline` / `x` pairs are taken as drawn."""
import re

import numpy as np

from compare_glyph_sources import glyph_mask

LINE_ART = 0.2  # a glyph with less of its ink deeper than a stroke reads as line art
MARGIN = 0.1    # a filled form is at least this much deeper than its outline
# A stroke: SF's regular stroke (7.5 pt at 100 pt, SymbolStroke.swift) in the 64 x 64 masks,
# whose glyphs span about 0.8 of the point size: 4 pixels of erosion remove it.
STROKE_PIXELS = 4
# SF names whose outline form is itself solid: `pause` is two bars, `pause.fill` two wider ones.
SOLID_OUTLINES = {"pause"}

_LAYER = re.compile(r"([gm]):([0-9A-F]+)((?:[*%>^/][^*%>^/!~]+)*)(?:!([a-z]))?(?:~(\w+))?$")


def parse(entry):
    """(font, code point, placement, flag) of a one-glyph drawing, else None."""
    if ";" in entry:
        return None
    m = _LAYER.fullmatch(entry)
    return (m.group(1), int(m.group(2), 16), m.group(3), m.group(4)) if m else None


def depth(mask):
    """The share of a mask's ink more than STROKE_PIXELS from its edge."""
    core = mask.copy()
    for _ in range(STROKE_PIXELS):
        p = np.pad(core, 1)
        core &= p[:-2, 1:-1] & p[2:, 1:-1] & p[1:-1, :-2] & p[1:-1, 2:]
    return core.sum() / max(mask.sum(), 1)


def balance(drawn, names, refs, fonts, resolver, keep):
    """Overrides {name: entry} for the pairs in `drawn` ({name: entry}) drawn alike; `refs` maps
    a name to the name it draws as, `fonts` {'g': Material, 'm': MDI}, `keep` names not to touch."""
    mdi = fonts["m"]

    def glyph_name(font, code):
        return fonts[font].font.getBestCmap().get(code)

    cache = {}

    def deep(entry):
        """The depth of a one-glyph entry drawn as it is (not hollowed or bold), else None."""
        p = parse(entry)
        if not p or p[3] in ("o", "b"):
            return None
        if p[:2] not in cache:
            mask = glyph_mask(fonts[p[0]], p[1])
            cache[p[:2]] = None if mask is None else depth(mask)
        return cache[p[:2]]

    def designed_outline(entry):
        """Whether an entry is one of Material Design Icons' `x-outline` glyphs."""
        p = parse(entry)
        return p[0] == "m" and glyph_name("m", p[1]).endswith("-outline")

    def mdi_pair(a, b):
        """Whether two entries are Material Design Icons' `x-outline` and `x`."""
        pa, pb = parse(a), parse(b)
        return pa[0] == pb[0] == "m" and glyph_name("m", pa[1]) == glyph_name("m", pb[1]) + "-outline"

    def mdi_entry(glyph, placement=""):
        return f"m:{mdi.codes[glyph]:X}{placement}"

    def flagged(entry, flag):
        """A one-glyph entry with a flag added before its colour, or None where it has one."""
        if parse(entry)[3]:
            return None
        body, tilde, colour = entry.partition("~")
        return f"{body}!{flag}{tilde}{colour}"

    def variant(entry, outline):
        """The MDI glyph's other form (`x` <-> `x-outline`) as an entry, or None."""
        font, code, placement, _ = parse(entry)
        g = glyph_name(font, code) if font == "m" else None
        if not g:
            return None
        other = g + "-outline" if outline and not g.endswith("-outline") else (g[:-8] if not outline and g.endswith("-outline") else None)
        return mdi_entry(other, placement) if other in mdi.codes else None

    def worded(name, outline):
        """The MDI glyph of the name's own words in the form asked, as an entry, or None."""
        found = resolver.word_glyph(name, not outline)
        if not found or not found[1] or found[0].endswith("-outline") != outline:
            return None
        return mdi_entry(found[0])

    out, report, seen = {}, [], set()
    for name in names:
        n, f = refs.get(name, name), refs.get(name + ".fill", name + ".fill")
        if (n, f) in seen:
            continue    # a localized or renamed spelling of a pair already weighed
        seen.add((n, f))
        if n.endswith(".fill") or n in keep or f in keep or n in SOLID_OUTLINES or n not in drawn or f not in drawn:
            continue
        line, full = deep(drawn[n]), deep(drawn[f])
        if line is not None and designed_outline(drawn[n]):
            line = 0.0      # MDI's own outline glyph is line art however solid its parts
        if line is None or full is None or mdi_pair(drawn[n], drawn[f]) or (full >= line + MARGIN and line < LINE_ART):
            continue
        if line >= LINE_ART and full < LINE_ART:
            out[n], out[f] = drawn[f], drawn[n]     # the line art is the outline
        elif line >= LINE_ART:
            lighter = [e for e in (variant(drawn[n], True), variant(drawn[f], True), worded(n, True))
                       if e and deep(e) is not None and deep(e) < min(line, full) - MARGIN]
            hollow = flagged(drawn[n], "o")
            if lighter or hollow:
                out[n] = lighter[0] if lighter else hollow
        else:
            heavier = [e for e in (variant(drawn[f], False), variant(drawn[n], False), worded(n, False))
                       if e and deep(e) is not None and deep(e) >= max(line + MARGIN, LINE_ART)]
            if not heavier:
                report.append(f"{n}: {drawn[n]} / {drawn[f]} kept ({line:.2f} / {full:.2f}): no filled glyph of its meaning")
                continue
            out[f] = heavier[0]
        report.append(f"{n}: {drawn[n]} / {drawn[f]} -> {out.get(n, drawn[n])} / {out.get(f, drawn[f])} ({line:.2f} / {full:.2f})")
    return out, report
