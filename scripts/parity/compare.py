#!/usr/bin/env python3
"""Pixel agreement of Backplate's renders against the iOS reference PNGs: the share of pixels
whose every channel is within 8/255. Render first with
  PARITY_OUT=/tmp/parity swift test --skip-build --filter ParityTests
then: python3 scripts/parity/compare.py /tmp/parity REFERENCE_DIR
(REFERENCE_DIR may instead be given as BACKPLATE_IOS_REFERENCES)."""
import os, sys, statistics
sys.path.insert(0, os.path.dirname(__file__))
from pngread import read_png
from measure import agreement
from references import reference_dir

USAGE = "compare.py RENDER_DIR REFERENCE_DIR"
if len(sys.argv) < 2:
    sys.exit("usage: " + USAGE)
out = sys.argv[1]
ref = reference_dir(sys.argv[2] if len(sys.argv) > 2 else None, USAGE)
shares = []
for f in sorted(os.listdir(out)):
    if not f.endswith(".png") or not os.path.exists(os.path.join(ref, f)):
        continue
    a, b = read_png(os.path.join(out, f)), read_png(os.path.join(ref, f))
    share = agreement(a, b)
    shares.append(share)
    size = "" if a.shape == b.shape else " (size %dx%d, reference %dx%d)" % (a.shape[1], a.shape[0], b.shape[1], b.shape[0])
    print("%-52s %.4f%s" % (f[:-4], share, size))
if shares:
    print("%-52s %.4f (%d cases)" % ("median", statistics.median(shares), len(shares)))
