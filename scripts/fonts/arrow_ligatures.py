"""Turns off the substitute's arrow ligatures.

Inter's contextual alternates (`calt`, on by default) draw "->", "-->", "<-", "=>" and "<=>"
as single arrow glyphs; SF has no such ligatures, so iOS draws the hyphens, equals signs and
angle brackets as typed (newswiftuilearning's "1.0 m --> 3.28 ft" labels). The `calt` lookups
whose substitutions, direct or called from a chaining rule, produce only arrow glyphs are taken
out of the feature; Inter's other contextual alternates stay.
"""


def _lookup(gsub, index):
    return gsub.LookupList.Lookup[index]


def _subtables(lookup):
    """The lookup's subtables, extension wrappers unwrapped, with their real type."""
    for subtable in lookup.SubTable:
        if lookup.LookupType == 7:
            yield subtable.ExtensionLookupType, subtable.ExtSubTable
        else:
            yield lookup.LookupType, subtable


def _is_arrow(glyph):
    name = glyph.split(".")[0]
    return "arrow" in name.lower() or name in {"uni27F5", "uni27F6", "uni27F7", "uni27F8", "uni27F9", "uni27FA"}


def _makes_only_arrows(gsub, index, seen=()):
    """Whether every substitution lookup `index` makes (following chaining calls) is an arrow."""
    if index in seen:
        return True
    outputs = 0
    for kind, subtable in _subtables(_lookup(gsub, index)):
        if kind == 4:
            for ligatures in subtable.ligatures.values():
                for ligature in ligatures:
                    outputs += 1
                    if not _is_arrow(ligature.LigGlyph):
                        return False
        elif kind == 6:
            for record in subtable.SubstLookupRecord:
                outputs += 1
                if not _makes_only_arrows(gsub, record.LookupListIndex, seen + (index,)):
                    return False
        else:
            return False
    return outputs > 0


def drop_arrow_ligatures(font, fail):
    """Removes the arrow-making lookups from every `calt` feature of a TTFont; fail(message)
    stops when the font has none (the layout this module understands has changed)."""
    gsub = font["GSUB"].table
    removed = set()
    for record in gsub.FeatureList.FeatureRecord:
        if record.FeatureTag != "calt":
            continue
        arrows = [i for i in record.Feature.LookupListIndex if _makes_only_arrows(gsub, i)]
        record.Feature.LookupListIndex = [i for i in record.Feature.LookupListIndex if i not in arrows]
        record.Feature.LookupCount = len(record.Feature.LookupListIndex)
        removed.update(arrows)
    if not removed:
        fail("no arrow ligatures found in calt")
    return sorted(removed)
