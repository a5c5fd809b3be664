"""Writes the tables of every SF Symbols name outside symbols.spec (generate.py calls it):
Sources/BackplateCore/Image/Symbols/SymbolNameTable.swift (every public name and its frame) and
Sources/BackplateCairo/Text/SymbolGlyphTable.swift (the glyphs each draws), both as compact text
parsed on first use, and scripts/symbols/coverage.txt (how each name is drawn)."""
import os
from collections import Counter

from fontTools.pens.areaPen import AreaPen
from fontTools.pens.boundsPen import BoundsPen
from fontTools.ttLib import TTFont

import forms
from resolve import Resolver

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.abspath(os.path.join(HERE, "..", ".."))
FONT_CODES = {"g": "g", "m": "m", "t": "t"}


class IconFont:
    """A glyph font's code points, ink boxes (in its circle glyph's diameters) and solidity."""

    def __init__(self, path, circle):
        self.font = TTFont(path)
        self.glyphs = self.font.getGlyphSet()
        self.codes = {name: code for code, name in self.font.getBestCmap().items()}
        circle = circle if circle in self.glyphs else self.font.getBestCmap()[0xEF4A]
        self.circle = self.bounds(circle)[2] - self.bounds(circle)[0]

    def bounds(self, name):
        pen = BoundsPen(self.glyphs)
        self.glyphs[name].draw(pen)
        return pen.bounds or (0, 0, 0, 0)

    def box(self, name):
        x0, y0, x1, y1 = self.bounds(name)
        return (x1 - x0) / self.circle, (y1 - y0) / self.circle

    def solidity(self, name):
        """Ink area over the ink box's area: near 1 for a filled silhouette, low for line art."""
        pen = AreaPen(self.glyphs)
        self.glyphs[name].draw(pen)
        x0, y0, x1, y1 = self.bounds(name)
        return abs(pen.value) / max((x1 - x0) * (y1 - y0), 1)


def fmt(v):
    s = f"{v:.4f}".rstrip("0").rstrip(".")
    return s if s not in ("", "-0") else "0"


def encode_layer(l, mdi):
    """FONT:GLYPH[*scale][>dx][^dy][/level][!flag] with GLYPH a hex code point (text: hex scalars
    joined by '_')."""
    if l["font"] == "t":
        glyph = "_".join(f"{ord(c):X}" for c in l["glyph"])
    elif l["font"] == "m":
        glyph = f"{mdi.codes[l['glyph']]:X}"
    else:
        glyph = f"{l['glyph']:X}"
    s = f"{l['font']}:{glyph}"
    if l["scale"] != 1:
        s += "*" + fmt(l["scale"])
    if l["dx"]:
        s += ">" + fmt(l["dx"])
    if l["dy"]:
        s += "^" + fmt(l["dy"])
    if l["level"]:
        s += f"/{l['level']}"
    if l["flag"] != "-":
        s += "!" + l["flag"]
    return s


def pack(entries, width=2000):
    """Entries joined by '|' in lines of about `width` characters (Swift source lines)."""
    lines, line = [], ""
    for e in entries:
        if line and len(line) + len(e) + 1 > width:
            lines.append(line)
            line = ""
        line += ("|" if line else "") + e
    if line:
        lines.append(line)
    return lines


def distinguish(resolved, names, mdi, refs):
    """Outline and filled names never share a glyph: where a name and its `.fill` resolved to
    the same glyphs (the font has one form only), the outline form of a solid silhouette is
    hollowed (flag `o`: drawn as a band of SF's stroke width inside its own edge) and a line-art
    glyph's filled form is bold."""
    changed = 0
    for n in names:
        f = refs.get(n + ".fill", n + ".fill")   # `cart.badge.minus.fill` is `cart.fill.badge.minus`
        if n not in resolved or f not in resolved or resolved[n][1] != resolved[f][1]:
            continue
        kind, layers = resolved[n]
        first = layers[0]
        if len(layers) == 1 and first["font"] == "m" and mdi.solidity(first["glyph"]) > 0.42:
            resolved[n] = (kind, [dict(first, flag="o")])
        else:
            resolved[f] = (resolved[f][0], [dict(layers[0], flag="b")] + layers[1:])
        changed += 1
    return changed


def write(spec_names, spec_outline_fixes, spec_entries, material, keep):
    """Writes the tables; `spec_entries` are the spec names' curated drawings as table entries,
    `spec_outline_fixes` the ones that replace them, `keep` names forms.balance leaves alone."""
    mdi = IconFont(mdi_font_path(), "checkbox-blank-circle")
    templates = {}
    for line in open(os.path.join(HERE, "template-frames-all.tsv")):
        if not line.startswith("#"):
            p = line.rstrip("\n").split("\t")
            templates[p[0]] = tuple(float(x) for x in p[1:])
    r = Resolver(mdi.codes, spec_names, templates)
    names = r.all_names()
    resolved, refs, kinds = {}, {}, Counter()
    for n in names:
        b = r.base_of(n)
        if b in r.spec:
            if n != b:
                refs[n] = b
            kinds["spec"] += 1
            continue
        if b != n:
            refs[n] = b
            continue
        resolved[n] = r.resolve(r.stem(n))
    hollowed = distinguish(resolved, names, mdi, refs)
    drawn = {n: ";".join(encode_layer(l, mdi) for l in layers) for n, (_, layers) in resolved.items()}
    drawn.update(spec_entries)
    drawn.update(spec_outline_fixes)
    balanced, report = forms.balance(drawn, names, refs, {"g": material, "m": mdi}, r, keep)
    for n, entry in balanced.items():
        if n in resolved:
            drawn[n] = entry
        else:
            spec_outline_fixes[n] = entry
    for n, (kind, _) in resolved.items():
        kinds[kind] += 1
    for n, b in refs.items():
        kinds[resolved[b][0] if b in resolved else "spec"] += 0
    frames = {}
    for n, (kind, layers) in resolved.items():
        frames[n] = r.frame(r.stem(n), layers, lambda l: mdi.box(l["glyph"]))

    # Core: names and frames.
    shared = {}
    entries = []
    for n in names:
        if n in refs:
            entries.append(f"{n}@{refs[n]}")
        elif n in frames:
            key = " ".join(fmt(v) for v in frames[n])
            if key in shared:
                entries.append(f"{n}@{shared[key]}")
            else:
                shared[key] = n
                entries.append(f"{n} {key}")
    with open(os.path.join(ROOT, "Sources/BackplateCore/Image/Symbols/SymbolNameTable.swift"), "w") as f:
        f.write(CORE_HEADER)
        f.write("\n".join("        " + l for l in pack(entries)))
        f.write('\n        """\n}\n')

    # Backend: glyphs.
    entries = []
    for n in names:
        if n in spec_outline_fixes:   # written once, below
            continue
        if n in refs:
            entries.append(f"{n}@{refs[n]}")
        elif n in resolved:
            entries.append(n + " " + drawn[n])
    for n, glyph in sorted(spec_outline_fixes.items()):
        entries.append(n + " " + glyph)
    with open(os.path.join(ROOT, "Sources/BackplateCairo/Text/SymbolGlyphTable.swift"), "w") as f:
        f.write(BACKEND_HEADER)
        f.write("\n".join("        " + l for l in pack(entries)))
        f.write('\n        """\n}\n')

    total = len(names)
    with open(os.path.join(HERE, "coverage.txt"), "w") as f:
        f.write("# How each SF Symbols name is drawn (scripts/symbols/name_tables.py): spec (curated in symbols.spec),\n"
                "# direct (one glyph of the name's meaning), composed (built from parts), related (the glyph of its\n"
                "# leading words), category (its SF Symbols category's glyph); '@NAME' draws as NAME.\n")
        for n in names:
            if n in refs:
                f.write(f"{n}\t@{refs[n]}\n")
            elif n in resolved:
                f.write(f"{n}\t{resolved[n][0]}\n")
            else:
                f.write(f"{n}\tspec\n")
    by_kind = Counter()
    for n in names:
        b = refs.get(n, n)
        by_kind["spec" if b in r.spec else resolved[b][0]] += 1
    print(f"{total} names: " + ", ".join(f"{k} {v}" for k, v in by_kind.most_common()) +
          f"; {hollowed} outline/fill pairs told apart, {len(balanced)} names re-drawn by depth (forms.py)")
    with open(os.path.join(HERE, "forms.txt"), "w") as f:
        f.write("# Outline/fill pairs re-drawn by forms.py: NAME: outline / fill before -> after (their depths before), or kept.\n")
        f.write("\n".join(report) + "\n")
    return by_kind


def mdi_font_path():
    for d in (os.environ.get("BACKPLATE_FONT_DIR"), os.path.join(ROOT, ".fonts")):
        if d and os.path.exists(os.path.join(d, "materialdesignicons-webfont.ttf")):
            return os.path.join(d, "materialdesignicons-webfont.ttf")
    raise SystemExit("materialdesignicons-webfont.ttf not in .fonts (run scripts/install-deps.sh)")


CORE_HEADER = '''// Generated by scripts/symbols/generate.py (name_tables.py) from scripts/symbols/sf-symbols.tsv; do not edit.

/// Every public SF Symbols name (SF Symbols 7.2, with localized variants and renamed names)
/// that `SymbolTable.frames` does not list, with its frame: entries are separated by `|`, each
/// `NAME W H MX MY CY DX` (ink width and height, side and top margins, centre raise and ink
/// shift, in `circle.fill` diameters, as `SymbolFrameInfo`) or `NAME@OTHER` (OTHER's frame).
enum SymbolNameTable {
    static let text = """
'''

BACKEND_HEADER = '''// Generated by scripts/symbols/generate.py (name_tables.py) from scripts/symbols/sf-symbols.tsv; do not edit.

/// The glyphs of every SF Symbols name `SymbolCatalog.recipes` does not list: entries separated
/// by `|`, each `NAME@OTHER` (drawn as OTHER) or `NAME LAYER;LAYER...`, a layer being
/// `FONT:GLYPH[*SCALE][%DEGREES][>DX][^DY][/LEVEL][!FLAG][~COLOUR]`: FONT `m` Material Design Icons, `g` Material
/// Icons, `t` text in the system font (GLYPH the hex scalars joined by `_`), else a hex code
/// point; DEGREES turns the glyph clockwise about its ink's centre; FLAG `k` cut out in monochrome, `x` always cut out,
/// `b` bold, `o` hollowed (a band of SF's stroke width inside its edge); COLOUR the multicolour layer's system colour (`SymbolGlyph`).
enum SymbolGlyphTable {
    static let text = """
'''
