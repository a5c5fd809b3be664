#!/usr/bin/env python3
"""Compares candidate glyph sets with SF Symbols' own silhouettes (docs/symbol-measurements.md,
"Choosing the glyphs").

Usage: compare_glyph_sources.py GIT_DIR [FONT...]

GIT_DIR is marcprux/symbols (SF Symbols 5 templates, as for measure_templates.py). For every
SF name with a template and a glyph in a candidate set, the template's Regular-S outline and the
candidate glyph are each scaled to fit a 64 x 64 grid by their ink boxes (proportions kept,
centred) and filled (non-zero winding); the score is the intersection over union of the two
silhouettes. Candidates: Google's Material Icons as symbols.spec maps each name (the curated
table), and Material Design Icons 7 as resolve.py maps it (its direct glyph), in the name's own
form and in the opposite form (outline for a filled name and the reverse), which measures
whether picking the form by the name's `.fill` matters. Only numbers are printed; no outline is
kept."""
import os, re, subprocess, sys
import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import measure_templates as mt
from fontTools.pens.basePen import BasePen
from fontTools.ttLib import TTFont
from resolve import Resolver
import name_tables

GRID = 64


class PolygonPen(BasePen):
    """A glyph's contours as polygons (curves flattened to 8 segments)."""

    def __init__(self, glyphs):
        super().__init__(glyphs)
        self.polys, self.cur = [], []

    def _moveTo(self, p):
        self.cur = [p]

    def _lineTo(self, p):
        self.cur.append(p)

    def _curveToOne(self, p1, p2, p3):
        p0 = self.cur[-1]
        for t in np.linspace(0.125, 1, 8):
            u = 1 - t
            self.cur.append((u ** 3 * p0[0] + 3 * u * u * t * p1[0] + 3 * u * t * t * p2[0] + t ** 3 * p3[0],
                             u ** 3 * p0[1] + 3 * u * u * t * p1[1] + 3 * u * t * t * p2[1] + t ** 3 * p3[1]))

    def _closePath(self):
        if len(self.cur) > 2:
            self.polys.append(self.cur)
        self.cur = []

    _endPath = _closePath


def svg_polygons(d):
    """An SVG path's contours as polygons (the commands measure_templates.path_bounds reads)."""
    pen = PolygonPen(None)
    tokens = mt.TOKEN.findall(d)
    i, cmd, x, y, sx, sy, last = 0, None, 0.0, 0.0, 0.0, 0.0, None

    def nums(n):
        nonlocal i
        v = [float(t) for t in tokens[i:i + n]]
        i += n
        return v
    while i < len(tokens):
        if tokens[i].isalpha():
            cmd = tokens[i]
            i += 1
            if cmd in "Zz":
                pen.closePath()
                x, y, last = sx, sy, None
                continue
        rel, c = cmd.islower(), cmd.upper()
        ox, oy = (x, y) if rel else (0.0, 0.0)
        if c == "M":
            if pen.cur:
                pen.closePath()
            px, py = nums(2)
            x, y = ox + px, oy + py
            sx, sy = x, y
            pen.moveTo((x, y))
            cmd, last = ("l" if rel else "L"), None
        elif c in "LHV":
            if c == "L":
                px, py = nums(2); x, y = ox + px, oy + py
            elif c == "H":
                (px,) = nums(1); x = ox + px
            else:
                (py,) = nums(1); y = oy + py
            pen.lineTo((x, y)); last = None
        elif c in "CS":
            if c == "C":
                x1, y1, x2, y2, ex, ey = nums(6); x1, y1 = ox + x1, oy + y1
            else:
                x2, y2, ex, ey = nums(4)
                x1, y1 = (2 * x - last[0], 2 * y - last[1]) if last else (x, y)
            x2, y2, ex, ey = ox + x2, oy + y2, ox + ex, oy + ey
            pen.curveTo((x1, y1), (x2, y2), (ex, ey)); last, x, y = (x2, y2), ex, ey
        elif c in "QT":
            if c == "Q":
                qx, qy, ex, ey = nums(4); qx, qy = ox + qx, oy + qy
            else:
                ex, ey = nums(2)
                qx, qy = (2 * x - last[0], 2 * y - last[1]) if last else (x, y)
            ex, ey = ox + ex, oy + ey
            pen.curveTo((x + 2 / 3 * (qx - x), y + 2 / 3 * (qy - y)), (ex + 2 / 3 * (qx - ex), ey + 2 / 3 * (qy - ey)), (ex, ey))
            last, x, y = (qx, qy), ex, ey
    if pen.cur:
        pen.closePath()
    return pen.polys


def raster(polys, flip):
    """A GRID x GRID silhouette (non-zero winding) of polygons fitted by their ink box."""
    pts = np.concatenate([np.array(p) for p in polys])
    x0, y0 = pts.min(0)
    x1, y1 = pts.max(0)
    s = (GRID - 2) / max(x1 - x0, y1 - y0, 1e-9)
    ox, oy = (GRID - (x1 - x0) * s) / 2, (GRID - (y1 - y0) * s) / 2
    edges = []
    for p in polys:
        a = np.array(p)
        a = np.stack([(a[:, 0] - x0) * s + ox, ((y1 - a[:, 1]) if flip else (a[:, 1] - y0)) * s + oy], 1)
        edges.append(np.stack([a, np.roll(a, -1, 0)], 1))
    e = np.concatenate(edges)
    mask = np.zeros((GRID, GRID), bool)
    xs = np.arange(GRID) + 0.5
    for row in range(GRID):
        yc = row + 0.5
        ya, yb = e[:, 0, 1], e[:, 1, 1]
        hit = (ya <= yc) != (yb <= yc)
        if not hit.any():
            continue
        t = (yc - ya[hit]) / (yb[hit] - ya[hit])
        cx = e[hit, 0, 0] + t * (e[hit, 1, 0] - e[hit, 0, 0])
        w = np.where(yb[hit] > ya[hit], 1, -1)
        winding = (w[None, :] * (cx[None, :] < xs[:, None])).sum(1)
        mask[row] = winding != 0
    return mask


def iou(a, b):
    return (a & b).sum() / max((a | b).sum(), 1)


def template_mask(svg):
    m = re.search(r'<g id="Regular-S" transform="matrix\(([^)]*)\)">(.*?)</g>', svg, re.S)
    polys = [p for d in re.findall(r'<path[^>]*\bd="([^"]*)"', m.group(2)) for p in svg_polygons(d)]
    return raster(polys, flip=False) if polys else None


def glyph_mask(font, code):
    name = font.font.getBestCmap().get(code)
    if name is None:
        return None
    pen = PolygonPen(font.glyphs)
    font.glyphs[name].draw(pen)
    return raster(pen.polys, flip=True) if pen.polys else None


def main():
    git_dir = sys.argv[1]
    spec = {}
    for line in open(os.path.join(HERE, "symbols.spec")):
        if line.strip() and not line.startswith("#"):
            p = [x.strip() for x in line.split("|")]
            spec[p[0]] = p[1]
    material = name_tables.IconFont("/usr/share/fonts/truetype/material-design-icons-iconfont/MaterialIcons-Regular.ttf", "circle")
    scss = "/usr/share/fonts-material-design-icons-iconfont/scss/_variables.scss"
    mi_codes = dict((m.group(1), int(m.group(2), 16)) for m in re.finditer(r'"([a-z0-9_]+)":\s*([0-9a-f]+)', open(scss).read()))
    mdi = name_tables.IconFont(name_tables.mdi_font_path(), "checkbox-blank-circle")
    r = Resolver(mdi.codes, [], {})
    names = [n for n in r.names if "." not in n or n.split(".")[-1] not in ("ar", "hi", "he", "ja", "ko", "th", "zh", "rtl")]
    svgs = {}
    for i in range(0, len(names), 500):
        svgs.update(mt.read_templates(git_dir, names[i:i + 500]))
    rows = {"material": [], "mdi": [], "mdi-other-form": []}
    both = []
    for n, svg in svgs.items():
        sf = template_mask(svg)
        if sf is None:
            continue
        fill = n.endswith(".fill") or ".fill." in n
        found = r.word_glyph(n, fill)
        mdi_score = None
        if found and found[1]:
            g = glyph_mask(mdi, mdi.codes[found[0]])
            if g is not None:
                mdi_score = iou(sf, g)
                rows["mdi"].append(mdi_score)
                plain = found[0].removesuffix("-outline")
                other = plain if found[0].endswith("-outline") else plain + "-outline"
                if other in mdi.codes:
                    o = glyph_mask(mdi, mdi.codes[other])
                    rows["mdi-other-form"].append((mdi_score, iou(sf, o)))
        if n in spec and spec[n] in mi_codes:
            g = glyph_mask(material, mi_codes[spec[n]])
            if g is not None:
                rows["material"].append(iou(sf, g))
                if mdi_score is not None:
                    both.append((rows["material"][-1], mdi_score))
    med = lambda v: float(np.median(v)) if len(v) else float("nan")
    print(f"SF templates compared: {len(svgs)}")
    print(f"Material Icons (curated spec): {len(rows['material'])} names, median IoU {med(rows['material']):.3f}")
    print(f"Material Design Icons 7 (direct glyphs): {len(rows['mdi'])} names, median IoU {med(rows['mdi']):.3f}")
    if both:
        a, b = zip(*both)
        print(f"Names with both: {len(both)}, median IoU Material Icons {med(a):.3f}, MDI {med(b):.3f}, "
              f"MDI better on {sum(1 for x, y in both if y > x)}")
    if rows["mdi-other-form"]:
        a, b = zip(*rows["mdi-other-form"])
        print(f"MDI form picked by the name's .fill vs the other form: {len(a)} names, median IoU {med(a):.3f} vs {med(b):.3f}, "
              f"picked form better on {sum(1 for x, y in rows['mdi-other-form'] if x > y)}")


if __name__ == "__main__":
    main()
