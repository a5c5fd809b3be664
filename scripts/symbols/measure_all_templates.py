#!/usr/bin/env python3
"""Measures every SF Symbols template in GIT_DIR (marcprux/symbols, commit 7d75966: SF Symbols 5
"Template v.5.0" exports at 100 pt) the way measure_templates.py measures the spec's names, at
the Regular weight only, and writes scripts/symbols/template-frames-all.tsv: name, ink width and
height, mean side margin, centre raise and horizontal ink shift, in circle.fill diameters
(78.857 pt). Only numbers are written; no outline is copied. generate.py takes the frames of
names outside symbols.spec from this file.

Usage: measure_all_templates.py GIT_DIR"""
import os, subprocess, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import measure_templates as mt

OUT = os.path.join(mt.HERE, "template-frames-all.tsv")


def main():
    git_dir = sys.argv[1]
    listed = subprocess.run(["git", "--git-dir", git_dir, "ls-tree", "--name-only", "HEAD"],
                            capture_output=True, text=True, check=True).stdout.split("\n")
    names = sorted(n[:-4] for n in listed if n.endswith(".svg"))
    svgs = {}
    for i in range(0, len(names), 500):
        chunk = names[i:i + 500]
        svgs.update(mt.read_templates(git_dir, chunk))
    circle = mt.measure(svgs["circle.fill"])["Regular"]["ink_w"]
    lines = ["# Derived by scripts/symbols/measure_all_templates.py from SF Symbols 5 templates (marcprux/symbols",
             "# 7d75966), Regular-S at 100 pt, in circle.fill diameters: name, ink width, ink height, mean side",
             "# margin (a negative one counts as zero), ink centre above half the cap height, ink shift right of centre."]
    for name in names:
        m = mt.measure(svgs[name]) if name in svgs else None
        if m is None:
            continue
        r = m["Regular"]
        margin = (max(0.0, r["left"]) + max(0.0, r["right"])) / 2 / circle
        shift = (max(0.0, r["left"]) - max(0.0, r["right"])) / 2 / circle
        lines.append(f"{name}\t{r['ink_w'] / circle:.4f}\t{r['ink_h'] / circle:.4f}\t{margin:.4f}\t"
                     f"{r['centre'] / circle:.4f}\t{shift:.4f}")
    with open(OUT, "w") as f:
        f.write("\n".join(lines) + "\n")
    print(len(lines) - 3, "templates measured")


if __name__ == "__main__":
    main()
