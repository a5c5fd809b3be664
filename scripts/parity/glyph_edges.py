#!/usr/bin/env python3
"""Per-glyph ink edges of one line of dark text on a flat light background, in points: the
line's columns split into runs of inked columns (a glyph, or touching glyphs), each run's top
and bottom placed inside their pixel rows by coverage (darkness relative to the line's
darkest pixel). How docs/pixel-differences.md section 4 measured SF's x-height, ascenders and
descenders in the iOS references. Usage:
  glyph_edges.py PNG SCALE X0 Y0 X1 Y1 [TEXT]    (the region in points; TEXT labels the runs)
Prints each run's x range, top, bottom and height in points."""
import os, sys
sys.path.insert(0, os.path.dirname(__file__))
from pngread import read_png
import numpy as np


def glyph_edges(img, scale, region, channel=2):
    """(x0, x1, top, bottom) in points for each run of inked columns in region (points)."""
    x0, y0, x1, y1 = [int(round(v * scale)) for v in region]
    sub = img[y0:y1, x0:x1, channel].astype(float)
    span = sub.max() - sub.min()
    if span == 0:
        return []
    dark = (sub.max() - sub) / span
    inked = dark > 0.06
    cols = inked.any(axis=0)
    runs, x, n = [], 0, len(cols)
    while x < n:
        if not cols[x]:
            x += 1
            continue
        start = x
        while x < n and cols[x]:
            x += 1
        profile = dark[:, start:x].max(axis=1)
        rows = np.where(profile > 0.06)[0]
        top = rows[0] + 1 - min(profile[rows[0]], 1)
        bottom = rows[-1] + min(profile[rows[-1]], 1)
        runs.append(((x0 + start) / scale, (x0 + x) / scale, (y0 + top) / scale, (y0 + bottom) / scale))
    return runs


if __name__ == "__main__":
    path, scale = sys.argv[1], float(sys.argv[2])
    region = tuple(float(v) for v in sys.argv[3:7])
    text = sys.argv[7] if len(sys.argv) > 7 else ""
    for i, (a, b, top, bottom) in enumerate(glyph_edges(read_png(path), scale, region)):
        label = text[i] if i < len(text) else "?"
        print("%s x %.2f-%.2f  top %.2f  bottom %.2f  height %.2f" % (label, a, b, top, bottom, bottom - top))
