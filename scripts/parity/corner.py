#!/usr/bin/env python3
"""The profile of a filled rounded corner in a PNG: for each pixel row from the shape's top
edge, how far in (points) the fill starts at the left edge, from the pixels' coverage
(assumes a flat fill on a flat background). Usage:
  corner.py PNG SCALE TOP_Y_PT LEFT_X_PT [ROWS]
Prints depth (pixel-row centre) and inset, in points."""
import os, sys
sys.path.insert(0, os.path.dirname(__file__))
from pngread import read_png

path, s, top, left = sys.argv[1], float(sys.argv[2]), float(sys.argv[3]), float(sys.argv[4])
rows = int(sys.argv[5]) if len(sys.argv) > 5 else 54
img = read_png(path).astype(float)
y0, x0 = int(round(top * s)), int(round(left * s))
bg, fill = img[y0 - 2, x0 + int(60 * s)][0], img[y0 + int(30 * s), x0 + int(60 * s)][0]
span = int(40 * s)
for d in range(rows):
    row = img[y0 + d, x0:x0 + span, 0]
    cov = ((bg - row) / (bg - fill)).clip(0, 1)
    print("%.3f %.3f" % ((d + 0.5) / s, span / s - cov.sum() / s))
