#!/usr/bin/env python3
"""Records the parity suite's reference facts from the iOS reference PNGs (a folder given as the
argument or as BACKPLATE_IOS_REFERENCES; Tests/ParityTests cites each image's public source):
prints each case's boxes and colours, and for corner cases the first 30 pixel rows' coverage
insets (corner.py's method), the numbers Tests/ParityTests keep (the images themselves are
never committed).
Usage: python3 scripts/parity/record.py REFERENCE_DIR"""
import os, sys
sys.path.insert(0, os.path.dirname(__file__))
from pngread import read_png
from measure import box, colour, corner_profile
from cases import CASES
from references import reference_dir

ref = reference_dir(sys.argv[1] if len(sys.argv) > 1 else None, "record.py REFERENCE_DIR")
for name, case in CASES.items():
    img = read_png(os.path.join(ref, name + ".png"))
    s = case["scale"]
    print(name)
    for label, region, pred in case["boxes"]:
        print("  box %-20s %s" % (label, box(img, s, region, pred)))
    for label, point in case["colours"]:
        print("  colour %-17s %s at %s" % (label, colour(img, s, point), point))
    if "corner" in case:
        top, left = case["corner"]
        print("  corner rows at (%s, %s): %s" % (left, top, ", ".join("%.3f" % v for v in corner_profile(img, s, top, left))))
