"""Measurements shared by record.py and compare.py: element boxes and fill colours in points.

A box is the bounding box, in points, of the pixels in a region (points) that a predicate
accepts: ("near", (r, g, b), tol) - every channel within tol; ("dark", t) - every channel
below t; ("differs", (r, g, b), t) - some channel more than t from the colour."""
import numpy as np


def mask(img, pred):
    im = img.astype(np.int32)
    kind = pred[0]
    if kind == "near":
        c, tol = np.array(pred[1]), pred[2]
        return (np.abs(im - c) <= tol).all(axis=2)
    if kind == "dark":
        return (im < pred[1]).all(axis=2)
    if kind == "differs":
        c, t = np.array(pred[1]), pred[2]
        return (np.abs(im - c) > t).any(axis=2)
    raise ValueError(kind)


def box(img, scale, region, pred):
    """(minX, minY, maxX, maxY) in points of the accepted pixels inside region, or None."""
    x0, y0, x1, y1 = [int(round(v * scale)) for v in region]
    m = mask(img[y0:y1, x0:x1], pred)
    ys, xs = np.where(m.any(axis=1))[0], np.where(m.any(axis=0))[0]
    if len(ys) == 0:
        return None
    return tuple(round(float(v) / scale, 2) for v in (x0 + xs[0], y0 + ys[0], x0 + xs[-1] + 1, y0 + ys[-1] + 1))


def colour(img, scale, point):
    x, y = point
    return tuple(int(v) for v in img[int(y * scale), int(x * scale)])


def agreement(a, b, tol=8):
    """Share of pixels whose every channel is within tol (images of the same size)."""
    if a.shape != b.shape:
        return 0.0
    return float((np.abs(a.astype(np.int32) - b.astype(np.int32)) <= tol).all(axis=2).mean())


def corner_profile(img, scale, top, left, rows=30):
    """For each pixel row below a filled shape's top edge at `top`, how far in from `left` (points)
    the fill starts, from the pixels' coverage over 40 points (flat fill on a flat page)."""
    im = img.astype(float)[:, :, 0]
    y0, x0, span = int(round(top * scale)), int(round(left * scale)), int(40 * scale)
    page, fill = im[y0 - 2, x0 + int(60 * scale)], im[y0 + int(30 * scale), x0 + int(60 * scale)]
    out = []
    for d in range(rows):
        cov = ((page - im[y0 + d, x0:x0 + span]) / (page - fill)).clip(0, 1)
        out.append(span / scale - cov.sum() / scale)
    return out
