#!/usr/bin/env python3
"""Ranks every installed icon glyph against chosen SF Symbols' silhouettes, to pick a better
glyph per name by score (docs/symbol-measurements.md, "Choosing the glyphs, measured").

Usage: rank_glyphs.py GIT_DIR NAME[=RECIPE,RECIPE...]... (PYTHONPATH=.tools/python)

GIT_DIR is marcprux/symbols (SF Symbols 5 templates). For each NAME: the intersection over union
(compare_glyph_sources.py's 64 x 64 silhouettes) of the glyph Backplate draws today (the
generated table's single glyph, else the curated one) and the best-scoring glyphs of Material
Icons and Material Design Icons 7, by glyph name, for a person to choose among by meaning.
A RECIPE after the name is scored too: glyphs joined by `+`, each `F:GLYPH[*SCALE][%DEGREES][>DX][^DY]` (F `m`
Material Design Icons by name, `g` Material Icons by name), fitted into the template's ink box as
PangoSymbols.fittedGlyph places them (`scale` of the box, centred, moved by DX and DY of it).
Only numbers and glyph names are printed; no outline is kept."""
import os, re, sys
import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import measure_templates as mt
import name_tables
from compare_glyph_sources import glyph_mask, iou, template_mask

ROOT = os.path.abspath(os.path.join(HERE, "..", ".."))
MI_FONT = "/usr/share/fonts/truetype/material-design-icons-iconfont/MaterialIcons-Regular.ttf"
SCSS = "/usr/share/fonts-material-design-icons-iconfont/scss/_variables.scss"


def drawn_today(name, spec, mi_codes):
    """('m' or 'g', code point) of the one glyph a name draws, or None (layers, references)."""
    table = open(os.path.join(ROOT, "Sources/BackplateCairo/Text/SymbolGlyphTable.swift")).read()
    m = re.search(r"(?:^|[|\s])" + re.escape(name) + r" ([mg]):([0-9A-F]+)(?=[|\n])", table)
    if m:
        return m.group(1), int(m.group(2), 16)
    if name in spec and spec[name] in mi_codes:
        return "g", mi_codes[spec[name]]
    return None


def recipe_mask(recipe, box, fonts, mi_codes):
    """The silhouette of a composed recipe fitted into an ink box of proportions `box` (w, h)."""
    from compare_glyph_sources import PolygonPen, raster
    W, H = box
    layers = []
    for part in recipe.split("+"):
        m = re.fullmatch(r"([mg]):([a-z0-9_-]+)(?:\*([\d.]+))?(?:%(-?[\d.]+))?(?:>(-?[\d.]+))?(?:\^(-?[\d.]+))?(?:/\d)?(![kxbo])?(?:~[a-z]+)?", part)
        f, g = m.group(1), m.group(2)
        scale, degrees = float(m.group(3) or 1), float(m.group(4) or 0)
        dx, dy = float(m.group(5) or 0), float(m.group(6) or 0)
        font = fonts[f]
        code = mi_codes[g] if f == "g" else font.codes[g]
        pen = PolygonPen(font.glyphs)
        font.glyphs[font.font.getBestCmap()[code]].draw(pen)
        pts = np.concatenate([np.array(q) for q in pen.polys])
        x0, y0 = pts.min(0)
        x1, y1 = pts.max(0)
        # Turned clockwise on the page about the ink's centre (y up here), fitted by the box
        # round the turned ink rectangle, as PangoSymbols.fittedGlyph fits it.
        t = np.radians(degrees)
        c, s_ = abs(np.cos(t)), abs(np.sin(t))
        w, h = x1 - x0, y1 - y0
        k = min(W * scale / (w * c + h * s_), H * scale / (w * s_ + h * c))
        turn = np.array([[np.cos(t), -np.sin(t)], [np.sin(t), np.cos(t)]])
        cx, cy = W / 2 + dx * W, H / 2 - dy * H     # y up: down is minus
        polys = []
        for q in pen.polys:
            a = (np.array(q) - [(x0 + x1) / 2, (y0 + y1) / 2]) @ turn * k
            polys.append(list(zip(a[:, 0] + cx, a[:, 1] + cy)))
        layers.append((polys, m.group(7) in ("!k", "!x")))
    # Fitted by the drawn layers' ink; a cut layer (`!k`, `!x`) is a hole in the layers before it.
    pts = np.concatenate([np.array(q) for polys, cut in layers if not cut for q in polys])
    fit = (*pts.min(0), *pts.max(0))
    out = np.zeros((64, 64), bool)
    for polys, cut in layers:
        mask = raster(polys, flip=True, box=fit)
        out = (out & ~mask) if cut else (out | mask)
    return out


def template_box(svg):
    from compare_glyph_sources import svg_polygons
    m = re.search(r'<g id="Regular-S" transform="matrix\(([^)]*)\)">(.*?)</g>', svg, re.S)
    pts = np.concatenate([np.array(p) for d in re.findall(r'<path[^>]*\bd="([^"]*)"', m.group(2)) for p in svg_polygons(d)])
    return tuple(pts.max(0) - pts.min(0))


def main():
    git_dir, names = sys.argv[1], sys.argv[2:]
    spec = {}
    for line in open(os.path.join(HERE, "symbols.spec")):
        if line.strip() and not line.startswith("#"):
            p = [x.strip() for x in line.split("|")]
            spec[p[0]] = p[1]
    mi_codes = dict((m.group(1), int(m.group(2), 16)) for m in re.finditer(r'"([a-z0-9_]+)":\s*([0-9a-f]+)', open(SCSS).read()))
    fonts = {"g": name_tables.IconFont(MI_FONT, "circle"),
             "m": name_tables.IconFont(name_tables.mdi_font_path(), "checkbox-blank-circle")}
    names_of = {"g": {c: n for n, c in mi_codes.items()}, "m": {c: n for n, c in fonts["m"].codes.items()}}
    cache = "/tmp/backplate-glyph-masks.npz"
    if os.path.exists(cache):
        z = np.load(cache, allow_pickle=True)
        keys, masks = list(z["keys"]), z["masks"]
    else:
        keys, masks = [], []
        for f, font in fonts.items():
            for code in sorted(set(names_of[f])):
                g = glyph_mask(font, code)
                if g is not None:
                    keys.append((f, code))
                    masks.append(g)
        masks = np.array(masks)
        np.savez_compressed(cache, keys=np.array(keys, dtype=object), masks=masks)
    flat = masks.reshape(len(masks), -1)
    recipes = {a.split("=")[0]: a.split("=", 1)[1].split(",") for a in names if "=" in a}
    names = [a.split("=")[0] for a in names]
    svgs = mt.read_templates(git_dir, names)
    for n in names:
        if n not in svgs:
            print(f"{n}: no template")
            continue
        sf = template_mask(svgs[n]).ravel()
        scores = (flat & sf).sum(1) / np.maximum((flat | sf).sum(1), 1)
        today = drawn_today(n, spec, mi_codes)
        now = ""
        if today:
            i = [k for k, (f, c) in enumerate(keys) if (f, int(c)) == today]
            now = f"today {today[0]}:{names_of[today[0]].get(today[1], hex(today[1]))} {scores[i[0]]:.3f}" if i else f"today {today}"
        top = np.argsort(-scores)[:12]
        print(f"{n}: {now}\n   " + ", ".join(f"{keys[k][0]}:{names_of[keys[k][0]].get(int(keys[k][1]), '?')} {scores[k]:.3f}" for k in top))
        for rec in recipes.get(n, []):
            try:
                v = iou(sf.reshape(64, 64), recipe_mask(rec, template_box(svgs[n]), fonts, mi_codes))
                print(f"   {rec}: {v:.3f}")
            except (KeyError, AttributeError) as e:
                print(f"   {rec}: no such glyph ({e})")


if __name__ == "__main__":
    main()
