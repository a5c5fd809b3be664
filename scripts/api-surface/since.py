#!/usr/bin/env python3
"""Keeps the declarations of a newer SDK's list that an older list does not measure.

Usage: since.py BASE.tsv NEWER.tsv > ADDED.tsv
A row of NEWER is kept when it was introduced after the base SDK's version (BASE's header names
it, `arm64-apple-ios17.4`), or when the base list has no declaration of that container and name
(API first made public in the newer SDK with an older availability, such as `TextRenderer` or a
macro). A declaration whose signature changed between the SDKs stays measured by the base list.
"""
import csv
import re
import sys


def version(text):
    try:
        return tuple(int(p) for p in text.split("."))
    except ValueError:
        return None


def rows(path):
    with open(path, encoding="utf-8") as f:
        lines = f.readlines()
    header = [l for l in lines if l.startswith("#")]
    body = [l for l in lines if not l.startswith("#")]
    return header, body[0], list(csv.DictReader(body, delimiter="\t", quoting=csv.QUOTE_NONE))


def main(argv):
    if len(argv) != 3:
        sys.exit(__doc__)
    base_header, _, base = rows(argv[1])
    m = re.search(r"ios(\d+(?:\.\d+)*)", "".join(base_header))
    base_version = version(m.group(1)) if m else (17, 4)
    names = {(r["module"], r["container"], r["name"]) for r in base}
    header, columns, newer = rows(argv[2])
    sys.stdout.write("".join(header) + columns)
    for r in newer:
        v = version(r["ios"])
        if (v is not None and v > base_version) or (r["module"], r["container"], r["name"]) not in names:
            sys.stdout.write("\t".join(r[k] for k in columns.rstrip("\n").split("\t")) + "\n")


if __name__ == "__main__":
    main(sys.argv)
