"""Open-licence icon sets scored against SF Symbols' silhouettes by compare_glyph_sources.py
(docs/symbol-measurements.md, "Choosing the glyphs, measured").

Each set is read from the PyPI wheel it is published in (unpacked into one folder; versions in
WHEELS): SVG sets drawn with fills or with round-capped strokes, and icon fonts with a charmap.
A glyph becomes filled polygons plus stroked polylines (with their width); `mask` fits their ink
box into the same GRID x GRID box as compare_glyph_sources.raster and fills them (non-zero
winding) or paints every cell centre within half the stroke width of a stroked line."""
import json, os, re, zipfile
import numpy as np
from fontTools.pens.basePen import BasePen
from fontTools.svgLib.path import parse_path
from fontTools.ttLib import TTFont

GRID = 64
# Wheels read (fetch_candidate_sets.sh pins them by SHA-256); the icons are MIT (Phosphor, Tabler,
# Bootstrap, Ionicons), ISC (Lucide), Apache 2.0 (Remix) or CC BY 4.0 with an OFL font (Font
# Awesome 6 Free, Codicons): all allow redistribution and embedding.
WHEELS = {
    "py-phosphor-icons==0.1.1": "Phosphor Icons 2.1.0 SVGs, six weights (MIT)",
    "qtawesome==1.4.2": "fonts: Phosphor 1.3.0 (MIT), Remix Icon 2.5.0 (Apache 2.0), Font Awesome 6.7.2 Free (OFL font, CC BY icons), Codicons 0.0.36 (CC BY)",
    "pytablericons==1.0.1": "Tabler Icons SVGs, outline and filled (MIT)",
    "lucide==1.1.4": "Lucide SVGs, outline only (ISC)",
    "bsicons==25.1": "Bootstrap Icons SVGs, outline and -fill (MIT)",
    "ionicons-python==1.0.3": "Ionicons 5 SVGs, filled, -outline and -sharp (MIT)",
}


def cubic_points(p0, p1, p2, p3):
    """A cubic Bézier from p0 flattened to 8 segments: the points at t = 1/8 … 1."""
    points = []
    for t in np.linspace(0.125, 1, 8):
        u = 1 - t
        points.append((u ** 3 * p0[0] + 3 * u * u * t * p1[0] + 3 * u * t * t * p2[0] + t ** 3 * p3[0],
                       u ** 3 * p0[1] + 3 * u * u * t * p1[1] + 3 * u * t * t * p2[1] + t ** 3 * p3[1]))
    return points


class ShapePen(BasePen):
    """Contours as polylines (curves flattened to 8 segments), open ones kept."""

    def __init__(self):
        super().__init__(None)
        self.paths, self.cur = [], []

    def _moveTo(self, p):
        self._flush(False)
        self.cur = [p]

    def _lineTo(self, p):
        self.cur.append(p)

    def _curveToOne(self, p1, p2, p3):
        self.cur.extend(cubic_points(self.cur[-1], p1, p2, p3))

    def _flush(self, closed):
        if len(self.cur) >= 2 or (self.cur and not closed):
            self.paths.append((self.cur, closed))
        self.cur = []

    def _closePath(self):
        self._flush(True)

    def _endPath(self):
        self._flush(False)


def _num(attrs, key, default=0.0):
    v = attrs.get(key)
    return float(re.sub(r"[a-z%]+$", "", v)) if v else default


def _element_path(tag, a):
    """An SVG element's outline as path data."""
    if tag == "path":
        return a.get("d", "")
    if tag == "circle" or tag == "ellipse":
        cx, cy = _num(a, "cx"), _num(a, "cy")
        rx = _num(a, "r") if tag == "circle" else _num(a, "rx")
        ry = _num(a, "r") if tag == "circle" else _num(a, "ry")
        return f"M{cx - rx},{cy}a{rx},{ry} 0 1,0 {2 * rx},0a{rx},{ry} 0 1,0 {-2 * rx},0z"
    if tag == "rect":
        x, y, w, h = _num(a, "x"), _num(a, "y"), _num(a, "width"), _num(a, "height")
        rx = min(_num(a, "rx", _num(a, "ry")), w / 2)
        ry = min(_num(a, "ry", rx), h / 2)
        if rx <= 0:
            return f"M{x},{y}h{w}v{h}h{-w}z"
        return (f"M{x + rx},{y}h{w - 2 * rx}a{rx},{ry} 0 0 1 {rx},{ry}v{h - 2 * ry}a{rx},{ry} 0 0 1 {-rx},{ry}"
                f"h{-(w - 2 * rx)}a{rx},{ry} 0 0 1 {-rx},{-ry}v{-(h - 2 * ry)}a{rx},{ry} 0 0 1 {rx},{-ry}z")
    if tag == "line":
        return f"M{_num(a, 'x1')},{_num(a, 'y1')}L{_num(a, 'x2')},{_num(a, 'y2')}"
    if tag in ("polyline", "polygon"):
        pts = re.findall(r"-?[\d.]+(?:e-?\d+)?", a.get("points", ""))
        d = "M" + " ".join(f"{pts[i]},{pts[i + 1]}" for i in range(0, len(pts) - 1, 2))
        return d + ("z" if tag == "polygon" else "")
    return ""


def svg_shapes(text):
    """(fills, strokes): filled polygons and (polyline, closed, width) of an SVG icon (y down)."""
    text = re.sub(r"<!--.*?-->", "", text, flags=re.S)
    root = re.search(r"<svg\b([^>]*)>", text)
    inherit = dict(re.findall(r'([\w-]+)="([^"]*)"', root.group(1))) if root else {}
    fills, strokes = [], []
    for tag, body in re.findall(r"<(path|circle|ellipse|rect|line|polyline|polygon)\b([^>]*)/?>", text):
        a = dict(inherit)
        a.pop("width", None), a.pop("height", None)
        a.update(re.findall(r'([\w-]+)="([^"]*)"', body))
        for k, v in re.findall(r"([\w-]+)\s*:\s*([^;]+)", a.get("style", "")):
            a[k] = v.strip()
        if tag == "rect" and a.get("fill") == "none" and a.get("stroke") in (None, "none"):
            continue
        fill = a.get("fill", "currentColor") not in ("none", "transparent")
        stroke = a.get("stroke", "none") not in ("none", "transparent")
        if not (fill or stroke) or (a.get("opacity") and float(a["opacity"]) < 0.5):
            continue
        pen = ShapePen()
        try:
            parse_path(_element_path(tag, a), pen)
        except Exception:
            continue
        pen._flush(False)
        for pts, closed in pen.paths:
            if fill and len(pts) > 2:
                fills.append(pts)
            if stroke:
                strokes.append((pts, closed, _num(a, "stroke-width", 1.0)))
    return fills, strokes


def mask(fills, strokes, flip=False):
    """A GRID x GRID silhouette of filled polygons and stroked polylines fitted by their ink box
    (the same fit as compare_glyph_sources.raster)."""
    boxes = [np.array(p) for p in fills]
    boxes += [np.concatenate([np.array(p) - w / 2, np.array(p) + w / 2]) for p, _, w in strokes]
    if not boxes:
        return None
    pts = np.concatenate(boxes)
    x0, y0 = pts.min(0)
    x1, y1 = pts.max(0)
    s = (GRID - 2) / max(x1 - x0, y1 - y0, 1e-9)
    ox, oy = (GRID - (x1 - x0) * s) / 2, (GRID - (y1 - y0) * s) / 2

    def place(p):
        a = np.array(p, float)
        return np.stack([(a[:, 0] - x0) * s + ox, ((y1 - a[:, 1]) if flip else (a[:, 1] - y0)) * s + oy], 1)
    out = np.zeros((GRID, GRID), bool)
    xs = np.arange(GRID) + 0.5
    if fills:
        e = np.concatenate([np.stack([a, np.roll(a, -1, 0)], 1) for a in map(place, fills)])
        for row in range(GRID):
            yc = row + 0.5
            ya, yb = e[:, 0, 1], e[:, 1, 1]
            hit = (ya <= yc) != (yb <= yc)
            if hit.any():
                t = (yc - ya[hit]) / (yb[hit] - ya[hit])
                cx = e[hit, 0, 0] + t * (e[hit, 1, 0] - e[hit, 0, 0])
                w = np.where(yb[hit] > ya[hit], 1, -1)
                out[row] |= (w[None, :] * (cx[None, :] < xs[:, None])).sum(1) != 0
    if strokes:
        cy, cx = np.meshgrid(xs, xs, indexing="ij")
        c = np.stack([cx.ravel(), cy.ravel()], 1)
        for p, closed, w in strokes:
            a = place(p)
            if closed:
                a = np.concatenate([a, a[:1]])
            if len(a) == 1:
                a = np.concatenate([a, a])
            p0, p1 = a[:-1], a[1:]
            d = p1 - p0
            ll = np.maximum((d ** 2).sum(1), 1e-12)
            t = np.clip(((c[:, None, :] - p0[None]) * d[None]).sum(2) / ll[None], 0, 1)
            near = c[:, None, :] - (p0[None] + t[..., None] * d[None])
            dist = np.sqrt((near ** 2).sum(2)).min(1)
            out |= (dist <= w / 2 * s).reshape(GRID, GRID)
    return out


class SvgSet:
    """An SVG icon set: `outline(name)` / `filled(name)` give a glyph's shapes or None."""

    def __init__(self, label, files, outline_name, filled_name):
        self.label, self.files = label, files    # files: {file name: loader()}
        self.outline_name, self.filled_name = outline_name, filled_name

    def shapes(self, base, fill):
        key = (self.filled_name if fill else self.outline_name)(base)
        if key is None or key not in self.files:
            return None
        return svg_shapes(self.files[key]())


def _dir_files(folder, suffix=".svg"):
    if not os.path.isdir(folder):
        return {}
    return {f[:-len(suffix)]: (lambda p=os.path.join(folder, f): open(p).read()) for f in os.listdir(folder) if f.endswith(suffix)}


def _zip_files(path, prefix=""):
    if not os.path.exists(path):
        return {}
    z = zipfile.ZipFile(path)
    return {n[len(prefix):-4]: (lambda n=n: z.read(n).decode()) for n in z.namelist() if n.startswith(prefix) and n.endswith(".svg")}


class FontSet:
    """An icon font with a charmap (name -> code point) and its naming of the two forms."""

    def __init__(self, label, font, charmap, outline_name, filled_name):
        self.label = label
        self.font = TTFont(font)
        self.glyphs = self.font.getGlyphSet()
        self.cmap = self.font.getBestCmap()
        self.codes = {k: int(v, 16) for k, v in json.load(open(charmap)).items()}
        self.outline_name, self.filled_name = outline_name, filled_name

    def shapes(self, base, fill):
        key = (self.filled_name if fill else self.outline_name)(base)
        g = self.cmap.get(self.codes.get(key, -1)) if key else None
        if g is None:
            return None
        pen = ShapePen()
        self.glyphs[g].draw(pen)
        pen._flush(False)
        polys = [p for p, _ in pen.paths if len(p) > 2]
        return (polys, []) if polys else None

    flip = True


def load(root):
    """Every candidate set found unpacked under `root` (the wheels in WHEELS), by label."""
    sets = {}
    ph = os.path.join(root, "py_phosphor_icons", "svgs", "flat")
    for weight in ("thin", "light", "regular", "bold"):
        files = _dir_files(os.path.join(ph, weight))
        suffix = "" if weight == "regular" else "-" + weight
        sets[f"phosphor-{weight}"] = SvgSet(f"Phosphor 2.1 {weight} (fill: Phosphor fill)", {**files, **{
            "fill:" + k: v for k, v in _dir_files(os.path.join(ph, "fill")).items()}},
            lambda b, s=suffix: b + s, lambda b: "fill:" + b + "-fill")
    tab = os.path.join(root, "pytablericons", "icons")
    sets["tabler"] = SvgSet("Tabler (outline / filled)", {**_dir_files(os.path.join(tab, "outline")), **{
        "filled:" + k: v for k, v in _dir_files(os.path.join(tab, "filled")).items()}}, lambda b: b, lambda b: "filled:" + b)
    sets["lucide"] = SvgSet("Lucide (outline only)", _zip_files(os.path.join(root, "lucide", "lucide.zip")), lambda b: b, lambda b: None)
    sets["bootstrap"] = SvgSet("Bootstrap Icons (outline / -fill)", _dir_files(os.path.join(root, "bsicons", "icons")),
                               lambda b: b, lambda b: b + "-fill")
    ion = os.path.join(root, "ionicons_python-1.0.3", "ionicons_python", "icons")
    sets["ionicons"] = SvgSet("Ionicons 5 (-outline / filled)", _dir_files(ion), lambda b: b + "-outline", lambda b: b)
    qt = os.path.join(root, "qtawesome", "fonts")
    if os.path.isdir(qt):
        sets["remix"] = FontSet("Remix Icon 2.5 (-line / -fill)", os.path.join(qt, "remixicon-2.5.0.ttf"),
                                os.path.join(qt, "remixicon-charmap-2.5.0.json"), lambda b: b + "-line", lambda b: b + "-fill")
        sets["fa6"] = FontSet("Font Awesome 6 Free (regular / solid)", os.path.join(qt, "fontawesome6-regular-webfont-6.7.2.ttf"),
                              os.path.join(qt, "fontawesome6-regular-webfont-charmap-6.7.2.json"), lambda b: b, lambda b: None)
    for k in [k for k, s in sets.items() if isinstance(s, SvgSet) and not s.files]:
        del sets[k]
    return sets
