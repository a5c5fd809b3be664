#!/usr/bin/env python3
"""The profile of a filled rounded corner in a PNG: for each pixel row from the shape's top
edge, how far in (points) the fill starts at the left edge, from the pixels' coverage
(measure.corner_profile; assumes a flat fill on a flat page). Usage:
  corner.py PNG SCALE TOP_Y_PT LEFT_X_PT [ROWS]
Prints depth (pixel-row centre) and inset, in points."""
import os, sys
sys.path.insert(0, os.path.dirname(__file__))
from pngread import read_png
from measure import corner_profile

path, s, top, left = sys.argv[1], float(sys.argv[2]), float(sys.argv[3]), float(sys.argv[4])
rows = int(sys.argv[5]) if len(sys.argv) > 5 else 54
for d, inset in enumerate(corner_profile(read_png(path), s, top, left, rows)):
    print("%.3f %.3f" % ((d + 0.5) / s, inset))
