"""Widens the substitute's underscore to SF's.

Inter's underscore is 0.47 em wide (961 units of 2048 at semibold). SF's is wider: RSSReader's
iOS 18 renders of the inline title "feed_list_rss_feeds" (three underscores, semibold) are
6.0 pt wider than Backplate's at 17 pt and 7.67 pt at 21 pt, 0.118 and 0.122 em per underscore
(docs/pixel-differences.md, section 1), so SF's is about 1.25 times Inter's at both sizes.

The glyph is scaled horizontally about x = 0 at every master: its outline, its advance (hmtx and
its HVAR row) and gvar's horizontal deltas, phantom points included. The composites that use it
(the overline, the combining low and high lines) scale it back, so only `_` changes.
"""

SCALE = 1.25
GLYPH = "underscore"


def widen_underscore(font, fail):
    """Scales the underscore of a TTFont (Inter 4's variable font) by SCALE; fail(message) stops."""
    glyf, hmtx, hvar = font["glyf"], font["hmtx"], font["HVAR"].table
    glyph = glyf[GLYPH]
    if glyph.isComposite():
        fail("the underscore is a composite")
    glyph.coordinates.scale((SCALE, 1))
    glyph.recalcBounds(glyf)
    advance, lsb = hmtx.metrics[GLYPH]
    hmtx.metrics[GLYPH] = (round(advance * SCALE), round(lsb * SCALE))
    # Its own advance row in HVAR (checked: Inter 4 shares it with no other glyph).
    if hvar.AdvWidthMap is None:
        fail("HVAR has no advance map")
    index = hvar.AdvWidthMap.mapping[GLYPH]
    if sum(1 for v in hvar.AdvWidthMap.mapping.values() if v == index) != 1:
        fail("the underscore's advance row is shared")
    data = hvar.VarStore.VarData[index >> 16]
    row = data.Item[index & 0xFFFF]
    data.Item[index & 0xFFFF] = [round(d * SCALE) for d in row]
    data.calculateNumShorts(optimize=True)
    for variation in font["gvar"].variations.get(GLYPH, []):
        variation.coordinates = [None if c is None else (round(c[0] * SCALE), c[1]) for c in variation.coordinates]
    # Composites built on it keep their drawn width.
    for name in font.getGlyphOrder():
        other = glyf[name]
        if not other.isComposite():
            continue
        for component in other.components:
            if component.glyphName != GLYPH:
                continue
            if hasattr(component, "transform") and component.transform != [[1, 0], [0, 1]]:
                fail(f"{name} already transforms the underscore")
            component.transform = [[1 / SCALE, 0], [0, 1]]
