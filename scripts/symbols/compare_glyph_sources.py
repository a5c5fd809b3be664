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
whether picking the form by the name's `.fill` matters.

With `--sets DIR` (the wheels of candidate_sets.WHEELS unpacked into DIR), the open-licence sets
there are scored the same way: each SF name is mapped by meaning to a set's name (SET_NAMES for
common names, then the name's words with SET_WORDS' synonyms, then the Material Design Icons
glyph resolve.py picks, translated by MDI_WORDS), in the set's outline or filled form as the
name asks, and compared with the glyph Backplate draws today (curated Material Icons, else the
direct MDI glyph) on the names both have, separately for outline and `.fill` names and for the
parity suite's known-issue names (KNOWN). Only numbers are printed; no outline is kept."""
import os, re, subprocess, sys
import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import measure_templates as mt
from fontTools.pens.basePen import BasePen
from fontTools.ttLib import TTFont
from resolve import Resolver
import name_tables
from candidate_sets import cubic_points

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
        self.cur.extend(cubic_points(self.cur[-1], p1, p2, p3))

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


def raster(polys, flip, box=None):
    """A GRID x GRID silhouette (non-zero winding) of polygons fitted by their ink box (or by
    `box`, (x0, y0, x1, y1), to place parts of one drawing alike)."""
    pts = np.concatenate([np.array(p) for p in polys])
    x0, y0 = pts.min(0)
    x1, y1 = pts.max(0)
    if box is not None:
        x0, y0, x1, y1 = box
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


# The parity suite's known-issue symbols (docs/pixel-differences.md, row 2).
KNOWN = ["location", "book.pages.fill", "person.fill.badge.plus", "tag.fill", "tray", "heart", "newspaper.fill",
         "chevron.right", "chevron.up.chevron.down", "plus", "minus"]
# SF names whose meaning the open sets spell differently (first match a set has wins).
SET_NAMES = {
    "square.and.arrow.up": ["share", "upload", "export", "box-arrow-up", "share-2"],
    "square.and.arrow.down": ["download", "box-arrow-in-down", "download-simple"],
    "square.and.pencil": ["note-pencil", "pencil-square", "edit", "square-pen"],
    "magnifyingglass": ["magnifying-glass", "search"],
    "gearshape": ["gear-six", "settings", "gear"], "gear": ["gear", "settings"],
    "ellipsis": ["dots-three", "dots", "ellipsis", "three-dots"], "ellipsis.circle": ["dots-three-circle", "dots-circle-horizontal", "circle-ellipsis"],
    "line.3.horizontal": ["list", "menu-2", "menu", "list-ul"], "list.bullet": ["list-bullets", "list", "list-ul"],
    "slider.horizontal.3": ["sliders-horizontal", "sliders", "adjustments-horizontal", "sliders-horizontal"],
    "arrow.clockwise": ["arrow-clockwise", "rotate-cw", "refresh", "reload"],
    "arrow.counterclockwise": ["arrow-counter-clockwise", "rotate-ccw", "arrow-back-up"],
    "exclamationmark.triangle": ["warning", "alert-triangle", "triangle-alert", "exclamation-triangle"],
    "questionmark.circle": ["question", "help-circle", "circle-help", "question-circle"],
    "info.circle": ["info", "info-circle", "circle-info"], "location": ["navigation-arrow", "navigation", "location-arrow", "send"],
    "location.north": ["navigation-arrow", "navigation-2"], "tray": ["tray", "inbox"], "tray.full": ["tray", "inbox"],
    "newspaper": ["newspaper", "news"], "book.pages": ["book-open", "book-open-text", "book-2"],
    "person.badge.plus": ["user-plus", "person-plus", "person-add"], "person.crop.circle": ["user-circle", "circle-user", "person-circle"],
    "person.2": ["users", "people", "users-three"], "person": ["user", "person"],
    "chevron.up.chevron.down": ["caret-up-down", "selector", "chevrons-up-down", "chevron-expand", "unfold-more-line"],
    "speaker.wave.2": ["speaker-high", "volume-2", "volume"], "speaker.slash": ["speaker-slash", "volume-off", "volume-x", "volume-mute"],
    "bubble.left": ["chat", "message-circle", "chat-left"], "bubble.right": ["chat", "message-circle", "chat-right"],
    "bubble.left.and.bubble.right": ["chats", "messages", "chat-left-text"], "message": ["chat-circle", "message-circle"],
    "paperplane": ["paper-plane-tilt", "send", "paper-plane", "send-2"], "hand.thumbsup": ["thumbs-up", "hand-thumbs-up"],
    "hand.thumbsdown": ["thumbs-down", "hand-thumbs-down"], "eye.slash": ["eye-slash", "eye-off", "eye-closed"],
    "figure.walk": ["person-simple-walk", "walk", "footprints"], "cup.and.saucer": ["coffee", "cup"],
    "house": ["house", "home"], "envelope": ["envelope", "mail"], "trash": ["trash"], "xmark": ["x"], "checkmark": ["check"],
    "doc": ["file", "file-text"], "doc.text": ["file-text", "file-description"], "doc.on.doc": ["copy", "files"],
    "photo": ["image", "photo"], "photo.on.rectangle": ["images", "photos"], "mappin": ["map-pin", "pin"],
    "mappin.and.ellipse": ["map-pin-line", "map-pin", "pin"], "cart": ["shopping-cart", "cart"], "bag": ["bag", "shopping-bag", "handbag"],
    "creditcard": ["credit-card"], "bolt": ["lightning", "bolt", "zap"], "flame": ["fire", "flame"], "drop": ["drop", "droplet"],
    "mic": ["microphone", "mic"], "video": ["video-camera", "video"], "play": ["play"], "pause": ["pause"], "stop": ["stop", "square"],
    "forward": ["fast-forward", "player-track-next"], "backward": ["rewind", "player-track-prev"],
    "sun.max": ["sun"], "moon": ["moon"], "cloud": ["cloud"], "bell": ["bell"], "clock": ["clock"], "calendar": ["calendar", "calendar-blank"],
    "chart.bar": ["chart-bar", "bar-chart"], "lock": ["lock", "lock-simple"], "lock.open": ["lock-open", "unlock"],
    "globe": ["globe", "world"], "link": ["link"], "folder": ["folder"], "archivebox": ["archive-box", "archive"],
    "bookmark": ["bookmark-simple", "bookmark"], "tag": ["tag"], "key": ["key"], "wifi": ["wifi-high", "wifi"],
    "camera": ["camera"], "phone": ["phone"], "printer": ["printer"], "scissors": ["scissors", "cut"], "paperclip": ["paperclip"],
    "music.note": ["music-note", "music"], "headphones": ["headphones"], "airplane": ["airplane", "plane", "airplane-tilt"],
    "car": ["car"], "bicycle": ["bicycle", "bike"], "gift": ["gift"], "trophy": ["trophy"], "flag": ["flag"], "star": ["star"],
    "heart": ["heart"], "plus": ["plus"], "minus": ["minus"], "pencil": ["pencil", "pencil-simple", "edit-2"],
    "square.grid.2x2": ["squares-four", "grid-2x2", "layout-grid", "grid"], "map": ["map-trifold", "map"],
    "person.crop.circle.badge.plus": ["user-circle-plus", "circle-user-plus"], "globe.americas": ["globe-hemisphere-west", "globe"],
}
# SF words and the words the open sets use for them.
SET_WORDS = {"person": ["user", "person"], "xmark": ["x", "xmark"], "checkmark": ["check"], "magnifyingglass": ["magnifying-glass", "search"],
             "gearshape": ["gear"], "house": ["house", "home"], "envelope": ["envelope", "mail"], "ellipsis": ["dots-three", "dots"],
             "bubble": ["chat", "message"], "doc": ["file"], "photo": ["image"], "mappin": ["map-pin"], "paperplane": ["paper-plane"],
             "bolt": ["lightning", "bolt"], "flame": ["fire", "flame"], "drop": ["drop", "droplet"], "cart": ["shopping-cart", "cart"],
             "creditcard": ["credit-card"], "mic": ["microphone", "mic"], "speaker": ["speaker", "volume"], "trash": ["trash"],
             "questionmark": ["question"], "exclamationmark": ["exclamation", "warning"], "arrowtriangle": ["caret", "triangle"],
             "rectangle": ["rectangle"], "plus": ["plus"], "minus": ["minus"]}
# Material Design Icons' words and theirs, for names reached through resolve.py.
MDI_WORDS = {"account": ["user", "person"], "cog": ["gear", "settings"], "magnify": ["magnifying-glass", "search"], "delete": ["trash"],
             "email": ["envelope", "mail"], "home": ["house", "home"], "close": ["x"], "dots-horizontal": ["dots-three", "dots"],
             "message": ["chat", "message"], "file-document": ["file-text"], "image": ["image"], "map-marker": ["map-pin"],
             "send": ["paper-plane-tilt", "send"], "lightning-bolt": ["lightning", "bolt"], "fire": ["fire"], "water": ["drop", "droplet"],
             "cart": ["shopping-cart"], "microphone": ["microphone", "mic"], "volume-high": ["speaker-high", "volume-2"],
             "help-circle": ["question", "help-circle"], "alert": ["warning", "alert-triangle"], "menu": ["caret", "triangle"],
             "checkbox-blank-circle": ["circle"], "square-rounded": ["square"], "check": ["check"]}


def set_bases(name, mdi_name):
    """The base names (no form suffix) an SF name may have in an open set, most specific first."""
    toks = [t for t in name.split(".") if t != "fill"]
    base = ".".join(toks)
    out = list(SET_NAMES.get(base, []))
    variants = [[]]
    for t in toks:
        variants = [v + [w] for v in variants for w in SET_WORDS.get(t, [t])][:16]
    out += ["-".join(v) for v in variants]
    if mdi_name:
        plain = mdi_name.removesuffix("-outline")
        out += [plain] + [plain.replace(k, w, 1) for k, ws in MDI_WORDS.items() if plain.startswith(k) for w in ws]
    seen = set()
    return [b for b in out if not (b in seen or seen.add(b))]


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
    current = {}   # name -> (IoU of the glyph drawn today, its MDI name or None, the SF mask)
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
        mdi_name = found[0] if found and found[1] else None
        if n in spec and spec[n] in mi_codes:
            g = glyph_mask(material, mi_codes[spec[n]])
            if g is not None:
                rows["material"].append(iou(sf, g))
                current[n] = (rows["material"][-1], mdi_name, sf)
                if mdi_score is not None:
                    both.append((rows["material"][-1], mdi_score))
        elif mdi_score is not None:
            current[n] = (mdi_score, mdi_name, sf)
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
    if "--sets" in sys.argv:
        score_sets(sys.argv[sys.argv.index("--sets") + 1], current, med)


def score_sets(root, current, med):
    """Each open set against the glyph drawn today, on the names both have (outline / .fill)."""
    import candidate_sets
    sets = candidate_sets.load(root)
    known = {}
    print(f"\nOpen sets against today's glyphs ({len(current)} templated names with a curated or direct glyph):")
    print("| Set | Outline names: both, today, set, set better | .fill names: both, today, set, set better |")
    print("|---|---|---|")
    per_set = {}
    for key, cs in sets.items():
        res = {False: [], True: []}
        for n, (now, mdi_name, sf) in current.items():
            fill = n.endswith(".fill") or ".fill." in n
            for b in set_bases(n, mdi_name):
                shapes = cs.shapes(b, fill)
                if shapes:
                    m = candidate_sets.mask(*shapes, flip=getattr(cs, "flip", False))
                    if m is not None:
                        v = iou(sf, m)
                        res[fill].append((now, v))
                        per_set.setdefault(key, {})[n] = (b, v)
                        if n in KNOWN:
                            known.setdefault(n, {})[key] = (b, v)
                    break
        cells = []
        for fill in (False, True):
            v = res[fill]
            if v:
                a, b = zip(*v)
                cells.append(f"{len(v)}, {med(a):.3f}, {med(b):.3f}, {sum(1 for x, y in v if y > x)} ({100 * sum(1 for x, y in v if y > x) / len(v):.0f}%)")
            else:
                cells.append("none")
        print(f"| {cs.label} | {cells[0]} | {cells[1]} |")
    print("\nKnown-issue names (IoU today -> each set's glyph):")
    for n in KNOWN:
        if n in current:
            parts = ", ".join(f"{k} {b} {v:.3f}" for k, (b, v) in sorted(known.get(n, {}).items(), key=lambda kv: -kv[1][1]))
            print(f"  {n}: today {current[n][0]:.3f}; {parts}")
        else:
            print(f"  {n}: no template")
    out = os.environ.get("SET_SCORES")
    if out:
        with open(out, "w") as f:
            for key, d in per_set.items():
                for n, (b, v) in sorted(d.items()):
                    f.write(f"{key}\t{n}\t{b}\t{v:.4f}\t{current[n][0]:.4f}\n")




if __name__ == "__main__":
    main()
