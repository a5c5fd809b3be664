#!/usr/bin/env python3
"""Derives symbol frame numbers from SF Symbols templates.

Usage:
    measure_templates.py GIT_DIR            write scripts/symbols/template-frames.csv
    measure_templates.py GIT_DIR --check    check that the CSV matches the templates and the
                                            spec the CSV
    measure_templates.py --apply            write the CSV's numbers into symbols.spec (then run
                                            generate.py)

GIT_DIR is a git directory of marcprux/symbols (commit 7d75966: one SF Symbols "Template v.5.0"
SVG per system symbol, exported by Apple's SF Symbols app at 100 pt). Only numbers are read and
written: the ink extents of the small-scale glyphs and the positions of their margin guides.
No outline or template file is copied into this repository.

For every name in symbols.spec that has a template, at the small scale (the templates' only
scale with margin guides) and 100 pt:
  - the ink box of the `Regular-S` outlines (exact extrema of their lines and Bezier curves),
  - the left and right margins: ink edge to `left-margin-Regular-S` / `right-margin-Regular-S`,
  - the same margins at Ultralight and Black (SF Symbols keeps them fixed across weights),
  - the ink's vertical centre above half the cap height (`Baseline-S` to `Capline-S`).
The CSV also holds the numbers in Backplate's units, circle.fill's Regular-S ink diameter
(78.857 pt): ink width and height, the mean side margin and the centre offset (`cy=` in
symbols.spec, stored there where it exceeds 0.004). `--apply` also writes the ink's horizontal
offset (`dx=`) and how the ink and margins change at Ultralight and Black (`wt=`).
"""
import csv, math, os, re, subprocess, sys

HERE = os.path.dirname(os.path.abspath(__file__))
SPEC = os.path.join(HERE, "symbols.spec")
CSV = os.path.join(HERE, "template-frames.csv")
WEIGHTS = ("Ultralight", "Regular", "Black")
# The spec's top and bottom margin: 1 pt at 17 pt medium, measured on three iOS frames
# (docs/symbol-measurements.md); the templates have no vertical margin guides.
MARGIN_Y = 0.0591
# Names SF Symbols 5 renamed: the spec's (older or newer) name and the template's.
ALIASES = {
    "battery.0": "battery.0percent", "battery.25": "battery.25percent",
    "battery.50": "battery.50percent", "battery.75": "battery.75percent", "battery.100": "battery.100percent",
    "battery.100.bolt": "battery.100percent.bolt",
    "thermometer": "thermometer.medium", "snow": "snowflake",
    "wrench": "wrench.adjustable", "wrench.fill": "wrench.adjustable.fill",
    "face.smiling.fill": "face.smiling.inverse",
    "terminal": "apple.terminal", "terminal.fill": "apple.terminal.fill",
    "camera.rotate": "arrow.triangle.2.circlepath.camera",
    "document.on.document.fill": "doc.on.doc.fill",
    "line.horizontal.3": "line.3.horizontal",
    "line.horizontal.3.decrease": "line.3.horizontal.decrease",
    "line.horizontal.3.decrease.circle": "line.3.horizontal.decrease.circle",
    "speedometer": "gauge.with.dots.needle.67percent",
    "gauge": "gauge.with.dots.needle.33percent",
    "cube.box": "shippingbox", "cube.box.fill": "shippingbox.fill",
    "box.truck": "truck.box", "box.truck.fill": "truck.box.fill",
    "person.crop.circle.badge.xmark.fill": "person.crop.circle.fill.badge.xmark",
}
# Entries --apply leaves alone: frames or inks measured on iOS at medium scale, which the
# templates' small glyph scaled by the circle does not reproduce (`person`). The controls'
# chevrons keep their own fitted ink boxes in Swift (`ControlGlyphInk`).
KEEP = {"person", "chevron.compact.down"}
# Inks measured on iOS (AccessibilitySnapshot, 17 pt medium): keep the ink, take the margins.
KEEP_INK = {"mic", "mic.fill"}
# circle.fill's Ultralight-S and Black-S ink widths at 100 pt (the regular one is read from the
# template each run): the weights' circles, SymbolLayoutRequest.nominalSize's 74.46% and 83.98%.
CIRCLE_ULTRALIGHT, CIRCLE_BLACK = 74.453, 83.984
# A weight's ink factors and margin are stored (`wt=`) when a factor differs from 1 by more than
# WEIGHT_THRESHOLD or the margin from the regular one by more than MARGIN_THRESHOLD (circle
# diameters: 0.04 pt at 100 pt).
WEIGHT_THRESHOLD, MARGIN_THRESHOLD = 0.005, 0.0005
# A centre offset smaller than this (in circle diameters; 0.07 pt at 17 pt) is not stored.
RAISE_THRESHOLD = 0.004

NUMBER = re.compile(r"[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?")
TOKEN = re.compile(r"[MmLlHhVvCcSsQqTtZzAa]|[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?")


def cubic_extrema(p0, p1, p2, p3):
    """Values of one coordinate of a cubic Bezier at its ends and its interior extrema."""
    values = [p0, p3]
    a = -p0 + 3 * p1 - 3 * p2 + p3
    b = 2 * (p0 - 2 * p1 + p2)
    c = p1 - p0
    roots = []
    if abs(a) < 1e-12:
        if abs(b) > 1e-12:
            roots.append(-c / b)
    else:
        d = b * b - 4 * a * c
        if d >= 0:
            s = math.sqrt(d)
            roots += [(-b + s) / (2 * a), (-b - s) / (2 * a)]
    for t in roots:
        if 0 < t < 1:
            u = 1 - t
            values.append(u ** 3 * p0 + 3 * u * u * t * p1 + 3 * u * t * t * p2 + t ** 3 * p3)
    return values


def path_bounds(d):
    """(min x, min y, max x, max y) of an SVG path's outline (M, L, H, V, C, S, Q, T, Z)."""
    tokens = TOKEN.findall(d)
    xs, ys = [], []
    i, cmd = 0, None
    x = y = sx = sy = 0.0
    last_ctrl = None

    def nums(n):
        nonlocal i
        vals = [float(t) for t in tokens[i:i + n]]
        i += n
        return vals

    while i < len(tokens):
        if tokens[i].isalpha():
            cmd = tokens[i]
            i += 1
            if cmd in "Zz":
                x, y = sx, sy
                last_ctrl = None
                continue
        rel = cmd.islower()
        c = cmd.upper()
        ox, oy = (x, y) if rel else (0.0, 0.0)
        if c == "M":
            px, py = nums(2)
            x, y = ox + px, oy + py
            sx, sy = x, y
            xs.append(x); ys.append(y)
            cmd = "l" if rel else "L"
            last_ctrl = None
        elif c == "L":
            px, py = nums(2)
            x, y = ox + px, oy + py
            xs.append(x); ys.append(y)
            last_ctrl = None
        elif c == "H":
            (px,) = nums(1)
            x = ox + px
            xs.append(x); ys.append(y)
            last_ctrl = None
        elif c == "V":
            (py,) = nums(1)
            y = oy + py
            xs.append(x); ys.append(y)
            last_ctrl = None
        elif c in "CS":
            if c == "C":
                x1, y1, x2, y2, ex, ey = nums(6)
                x1, y1 = ox + x1, oy + y1
            else:
                x2, y2, ex, ey = nums(4)
                x1, y1 = (2 * x - last_ctrl[0], 2 * y - last_ctrl[1]) if last_ctrl else (x, y)
            x2, y2, ex, ey = ox + x2, oy + y2, ox + ex, oy + ey
            xs += cubic_extrema(x, x1, x2, ex)
            ys += cubic_extrema(y, y1, y2, ey)
            last_ctrl = (x2, y2)
            x, y = ex, ey
        elif c in "QT":
            if c == "Q":
                qx, qy, ex, ey = nums(4)
                qx, qy = ox + qx, oy + qy
            else:
                ex, ey = nums(2)
                qx, qy = (2 * x - last_ctrl[0], 2 * y - last_ctrl[1]) if last_ctrl else (x, y)
            ex, ey = ox + ex, oy + ey
            # a quadratic is the cubic with control points 2/3 of the way to its control point
            c1 = (x + 2 / 3 * (qx - x), y + 2 / 3 * (qy - y))
            c2 = (ex + 2 / 3 * (qx - ex), ey + 2 / 3 * (qy - ey))
            xs += cubic_extrema(x, c1[0], c2[0], ex)
            ys += cubic_extrema(y, c1[1], c2[1], ey)
            last_ctrl = (qx, qy)
            x, y = ex, ey
        else:
            sys.exit(f"unsupported path command {cmd}")
    return min(xs), min(ys), max(xs), max(ys)


def attr(text, name):
    m = re.search(r'\b' + name + r'="([^"]*)"', text)
    return m.group(1) if m else None


def line_x(svg, guide):
    m = re.search(r'<line id="' + re.escape(guide) + r'"[^>]*>', svg)
    return float(attr(m.group(0), "x1")) if m else None


def line_y(svg, guide):
    m = re.search(r'<line id="' + re.escape(guide) + r'"[^>]*>', svg)
    return float(attr(m.group(0), "y1")) if m else None


def glyph_bounds(svg, weight):
    """Ink box of the `WEIGHT-S` glyph in artboard coordinates (y down)."""
    m = re.search(r'<g id="' + weight + r'-S" transform="matrix\(([^)]*)\)">(.*?)</g>', svg, re.S)
    if not m:
        return None
    a, b, c, d, e, f = [float(v) for v in m.group(1).split()]
    if (a, b, c, d) != (1, 0, 0, 1):
        sys.exit(f"unexpected glyph transform {m.group(1)}")
    boxes = [path_bounds(p) for p in re.findall(r'<path[^>]*\bd="([^"]*)"', m.group(2))]
    return (min(bx[0] for bx in boxes) + e, min(bx[1] for bx in boxes) + f,
            max(bx[2] for bx in boxes) + e, max(bx[3] for bx in boxes) + f)


def measure(svg):
    """Small-scale numbers at 100 pt, in points, or None when a guide is missing."""
    base, cap = line_y(svg, "Baseline-S"), line_y(svg, "Capline-S")
    out = {}
    for weight in WEIGHTS:
        box = glyph_bounds(svg, weight)
        left, right = line_x(svg, f"left-margin-{weight}-S"), line_x(svg, f"right-margin-{weight}-S")
        if box is None or left is None or right is None:
            return None
        out[weight] = dict(advance=right - left, ink_w=box[2] - box[0], ink_h=box[3] - box[1],
                           left=box[0] - left, right=right - box[2],
                           centre=(base - (box[1] + box[3]) / 2) - (base - cap) / 2)
    return out


def spec_names():
    names = []
    for line in open(SPEC):
        line = line.strip()
        if line and not line.startswith("#"):
            names.append(line.split("|")[0].strip())
    return names


def read_templates(git_dir, names):
    """{name: svg text} for the names that have a template in the repository's HEAD."""
    listed = set(subprocess.run(["git", "--git-dir", git_dir, "ls-tree", "--name-only", "HEAD"],
                                capture_output=True, text=True, check=True).stdout.split("\n"))
    wanted = [n for n in names if ALIASES.get(n, n) + ".svg" in listed]
    svgs = {}
    if wanted:
        batch = subprocess.run(["git", "--git-dir", git_dir, "cat-file", "--batch"],
                               input="".join(f"HEAD:{ALIASES.get(n, n)}.svg\n" for n in wanted).encode(),
                               capture_output=True, check=True).stdout
        pos = 0
        for n in wanted:
            header_end = batch.index(b"\n", pos)
            size = int(batch[pos:header_end].split()[2])
            svgs[n] = batch[header_end + 1:header_end + 1 + size].decode()
            pos = header_end + 1 + size + 1
    return svgs


COLUMNS = ["name", "template", "advance", "ink_w", "ink_h", "margin_l", "margin_r", "centre",
           "ultralight_advance", "ultralight_margin_l", "ultralight_margin_r",
           "black_advance", "black_margin_l", "black_margin_r",
           "ultralight_ink_w", "ultralight_ink_h", "black_ink_w", "black_ink_h",
           "width", "height", "margin_x", "raise"]


def rows(git_dir):
    names = spec_names()
    svgs = read_templates(git_dir, names + ["circle.fill"])
    circle = measure(svgs["circle.fill"])["Regular"]["ink_w"]
    out = []
    for name in names:
        if name not in svgs:
            continue
        m = measure(svgs[name])
        if m is None:
            continue
        r, ul, bl = m["Regular"], m["Ultralight"], m["Black"]
        out.append([name, ALIASES.get(name, name)] + [f"{v:.3f}" for v in (
            r["advance"], r["ink_w"], r["ink_h"], r["left"], r["right"], r["centre"],
            ul["advance"], ul["left"], ul["right"], bl["advance"], bl["left"], bl["right"],
            ul["ink_w"], ul["ink_h"], bl["ink_w"], bl["ink_h"])] +
            [f"{v:.4f}" for v in (r["ink_w"] / circle, r["ink_h"] / circle,
                                  (r["left"] + r["right"]) / 2 / circle, r["centre"] / circle)])
    return circle, out


def fmt(v):
    return f"{v:.4f}"


def read_csv():
    with open(CSV) as f:
        return list(csv.DictReader(line for line in f if not line.startswith("#")))


def spec_values(row):
    """The spec's numbers for one CSV row: ink width and height, side margin, centre raise and
    the ink's horizontal shift, in circle diameters. A negative margin (a badge or a sun that
    overhangs the advance) counts as zero: the frame keeps the whole ink (unmeasured on iOS)."""
    circle = float(row["ink_w"]) / float(row["width"])
    left, right = max(float(row["margin_l"]), 0), max(float(row["margin_r"]), 0)
    out = dict(w=float(row["width"]), h=float(row["height"]), mx=(left + right) / 2 / circle,
               cy=float(row["raise"]), dx=(left - right) / 2 / circle)
    # Ultralight and Black: the ink relative to that weight's circle over the regular ink
    # relative to the regular circle, and the side margin in regular circle diameters.
    for prefix, weight_circle in (("ultralight_", CIRCLE_ULTRALIGHT), ("black_", CIRCLE_BLACK)):
        out[prefix] = ((float(row[prefix + "ink_w"]) / weight_circle) / (float(row["ink_w"]) / circle),
                       (float(row[prefix + "ink_h"]) / weight_circle) / (float(row["ink_h"]) / circle),
                       (max(float(row[prefix + "margin_l"]), 0) + max(float(row[prefix + "margin_r"]), 0)) / 2 / circle)
    return out


def apply(write=True):
    """Writes the CSV's numbers into symbols.spec: the ink box, `m=` and, where they exceed
    RAISE_THRESHOLD, `cy=` and `dx=`, and where the Ultralight or Black ink or margin differs
    (WEIGHT_THRESHOLD, MARGIN_THRESHOLD), `wt=`; entries in KEEP are left alone, KEEP_INK keep their ink."""
    derived = {row["name"]: spec_values(row) for row in read_csv()}
    lines, changed = [], 0
    for line in open(SPEC):
        text = line.rstrip("\n")
        if not text.strip() or text.lstrip().startswith("#"):
            lines.append(line)
            continue
        name, mono, size, opts = [p.strip() for p in text.split("|")]
        v = derived.get(name)
        if v is None or name in KEEP:
            lines.append(line)
            continue
        kept = [o for o in opts.split() if o.split("=")[0] not in ("m", "cy", "dx", "wt")]
        my = MARGIN_Y
        for o in opts.split():
            if o.startswith("m="):
                my = float(o[2:].split(",")[1])
        if name not in KEEP_INK:
            size = f"{fmt(v['w'])} {fmt(v['h'])}"
        new = kept + [f"m={fmt(v['mx'])},{fmt(my)}"]
        if abs(v["cy"]) > RAISE_THRESHOLD:
            new.append(f"cy={fmt(v['cy'])}")
        if abs(v["dx"]) > RAISE_THRESHOLD:
            new.append(f"dx={fmt(v['dx'])}")
        ul, bl = v["ultralight_"], v["black_"]
        if name not in KEEP_INK and (max(abs(ul[0] - 1), abs(ul[1] - 1), abs(bl[0] - 1), abs(bl[1] - 1)) > WEIGHT_THRESHOLD
                                     or max(abs(ul[2] - v["mx"]), abs(bl[2] - v["mx"])) > MARGIN_THRESHOLD):
            new.append("wt=" + ",".join(fmt(x) for x in ul + bl))
        out = f"{name} | {mono} | {size} | {' '.join(new)}\n"
        changed += out != line
        lines.append(out)
    if write:
        with open(SPEC, "w") as f:
            f.writelines(lines)
        print(f"{SPEC}: {changed} entries changed, {len(derived)} derived from templates")
    return changed


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    if sys.argv[1] == "--apply":
        apply()
        return
    circle, table = rows(sys.argv[1])
    if "--check" in sys.argv:
        with open(CSV) as f:
            stored = [row for row in csv.reader(line for line in f if not line.startswith("#"))][1:]
        if stored != table:
            sys.exit(f"{CSV} differs from the templates: rerun without --check")
        print(f"{CSV}: {len(table)} rows match the templates (circle.fill {circle:.3f} pt)")
        if apply(write=False):
            sys.exit(f"{SPEC} differs from the CSV: run --apply, then generate.py")
        print(f"{SPEC} holds the CSV's numbers")
        return
    with open(CSV, "w", newline="") as f:
        f.write("# Derived by scripts/symbols/measure_templates.py from SF Symbols 5 templates "
                "(marcprux/symbols 7d75966), small scale, 100 pt.\n"
                "# Points: advance, ink, margins to the margin guides, ink centre above half the "
                "cap height. Circles: the same over circle.fill's Regular ink "
                f"({circle:.3f} pt).\n")
        w = csv.writer(f, lineterminator="\n")
        w.writerow(COLUMNS)
        w.writerows(table)
    print(f"wrote {len(table)} rows to {CSV} (circle.fill {circle:.3f} pt)")


if __name__ == "__main__":
    main()
