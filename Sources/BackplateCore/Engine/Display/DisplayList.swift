import Foundation

/// Stage 4's output: an ordered tree of drawing items, back to front, in root coordinates
/// (points). Plain data: `Equatable` (tests compare lists with `==`), printable, free of
/// backend objects (text carries a plain-data `ShapedTextHandle`), and drawable by any
/// backend that conforms to `Renderer`.
package struct DisplayList: Equatable, Sendable, CustomStringConvertible {
    /// The items, back to front.
    package var items: [Item]

    /// Creates a display list.
    package init(items: [Item] = []) { self.items = items }

    /// One drawing item.
    package indirect enum Item: Equatable, Sendable {
        /// A filled or stroked path.
        case shape(ShapeItem)
        /// Shaped text.
        case text(TextItem)
        /// A raster image.
        case image(ImageItem)
        /// Items drawn through an effect.
        case group(GroupItem)
    }

    /// A path filled (`stroke == nil`) or stroked with paint.
    package struct ShapeItem: Equatable, Sendable {
        /// The outline, in root coordinates.
        package var path: Path
        /// The paint.
        package var paint: Paint
        /// The fill rule and antialiasing.
        package var fillStyle: FillStyle
        /// The stroke, if the path is stroked.
        package var stroke: StrokeStyle?
        /// The view's frame (pixel-snapped), which gradients map into.
        package var frame: CGRect
        /// The declaration that produced it (`Rectangle`, `Color`...).
        package var source: String

        /// Creates a shape item.
        package init(path: Path, paint: Paint, fillStyle: FillStyle = FillStyle(), stroke: StrokeStyle? = nil, frame: CGRect, source: String) {
            self.path = path; self.paint = paint; self.fillStyle = fillStyle; self.stroke = stroke; self.frame = frame; self.source = source
        }
    }

    /// Text drawn as it was measured.
    package struct TextItem: Equatable, Sendable {
        /// The laid-out text: its metrics and the handle the backend draws its shaped lines from.
        package var layout: TextLayoutResult
        /// The runs, in order.
        package var runs: [TextRun]
        /// Paint per run.
        package var paints: [Paint]
        /// The text's frame (top-left is the origin of the first line box).
        package var frame: CGRect
        /// The characters, for printing.
        package var string: String
        /// The one line to draw (a text renderer's `draw(line)`); `nil` draws every line.
        package var line: Int?

        /// Creates a text item.
        package init(layout: TextLayoutResult, runs: [TextRun], paints: [Paint], frame: CGRect, string: String, line: Int? = nil) {
            self.layout = layout; self.runs = runs; self.paints = paints; self.frame = frame; self.string = string
            self.line = line
        }
    }

    /// A raster image drawn into a rectangle.
    package struct ImageItem: Equatable, Sendable {
        /// The pixels.
        package var image: RasterImage
        /// Where the image is drawn.
        package var frame: CGRect
        /// Whether to smooth when scaling.
        package var interpolated: Bool
        /// For template images: the paint that replaces the image's colours (its alpha is kept).
        package var templatePaint: Paint?
        /// The declaration that produced it.
        package var source: String
        /// Whether the edges of the image's frame are antialiased (`Image.antialiased(_:)`):
        /// they show only when the frame is not on the pixel grid (rotated, scaled, fractional).
        package var antialiased: Bool
        /// The size of one tile, in points, for a tiled image (`resizingMode: .tile`): the
        /// image repeats from the frame's origin; `nil` stretches it over the frame.
        package var tileSize: CGSize?

        /// Creates an image item.
        package init(image: RasterImage, frame: CGRect, interpolated: Bool = true, templatePaint: Paint? = nil, source: String,
                    antialiased: Bool = true, tileSize: CGSize? = nil) {
            self.image = image; self.frame = frame; self.interpolated = interpolated; self.templatePaint = templatePaint; self.source = source
            self.antialiased = antialiased; self.tileSize = tileSize
        }
    }

    /// Items drawn through one effect.
    package struct GroupItem: Equatable, Sendable {
        /// The effect.
        package var effect: Effect
        /// The bounds of the view that applied the effect.
        package var bounds: CGRect
        /// The items, back to front.
        package var items: [Item]

        /// Creates a group.
        package init(effect: Effect, bounds: CGRect, items: [Item]) {
            self.effect = effect; self.bounds = bounds; self.items = items
        }
    }

    /// A render effect on a group: the one vocabulary of effects. Each effect modifier (in
    /// `Effects/`) maps itself to one case; backends draw each case.
    package enum Effect: Equatable, Sendable {
        /// An affine transform of the group's drawing.
        case transform(CGAffineTransform)
        /// Group opacity.
        case opacity(Double)
        /// Clip to a path.
        case clip(Path, FillStyle)
        /// A Gaussian shadow (σ = radius) of the group's alpha, behind it.
        case shadow(color: RGBAColor, radius: CGFloat, offset: CGSize)
        /// An inner shadow: inside the group's alpha, the Gaussian-blurred (σ = radius) shadow
        /// of everything outside it, offset, in a colour, over the group (`ShadowStyle.inner`).
        case innerShadow(color: RGBAColor, radius: CGFloat, offset: CGSize)
        /// A Gaussian blur (σ = radius) of the group.
        case blur(radius: CGFloat, opaque: Bool)
        /// Compositing with a blend mode.
        case blendMode(BlendMode)
        /// Offscreen compositing.
        case compositingGroup
        /// Offscreen compositing into one image (`drawingGroup`): rasterized in vector output.
        case drawingGroup(opaque: Bool, colorMode: ColorRenderingMode)
        /// A colour matrix applied to every pixel of the group (grayscale, saturation,
        /// brightness, contrast, colour inversion and multiplication, hue rotation,
        /// luminance to alpha): rasterized in vector output, which cannot express it.
        case colorMatrix(ColorMatrix)
        /// Multiply the group by the alpha of another display list.
        case mask(DisplayList)
        /// Liquid Glass's legibility flip: the items are the group's appearance in the light
        /// (`isDark` false) or dark scheme, `other` its appearance in the other; a backend
        /// that can read the backdrop under the bounds draws the one matching its brightness.
        case backdropAdaptive(isDark: Bool, other: DisplayList)
    }

    /// An indented, one-line-per-item listing, bounded as a layout tree's is
    /// (`BoundedListing`): items deeper than 128 groups or past 10,000 lines are counted in a
    /// closing line instead of printed.
    package var description: String {
        var listing = BoundedListing()
        DisplayList.describe(items, depth: 0, into: &listing)
        return listing.text
    }

    private static func describe(_ items: [Item], depth: Int, into listing: inout BoundedListing) {
        for item in items {
            guard listing.prints(depth: depth) else {
                listing.elide(count(item), deep: listing.isTooDeep(depth))
                continue
            }
            switch item {
            case .shape(let s):
                let kind = s.stroke.map { "stroke(\(formatLength($0.lineWidth)))" } ?? "fill"
                listing.append("\(kind) \(s.source) \(formatRect(s.frame)) \(s.paint)", depth: depth)
            case .text(let t):
                listing.append("text \"\(t.string)\" \(formatRect(t.frame)) \(t.paints.first.map { "\($0)" } ?? "")", depth: depth)
            case .image(let i):
                listing.append("image \(i.source) \(i.image.width)x\(i.image.height) \(formatRect(i.frame))", depth: depth)
            case .group(let g):
                listing.append("group \(describe(g.effect)) \(formatRect(g.bounds))", depth: depth)
                describe(g.items, depth: depth + 1, into: &listing)
            }
        }
    }

    /// The items of `item`'s subtree, itself included, counted without recursion.
    private static func count(_ item: Item) -> Int {
        var pending = [item]
        var total = 0
        while let i = pending.popLast() {
            total += 1
            if case .group(let g) = i { pending.append(contentsOf: g.items) }
        }
        return total
    }

    private static func describe(_ e: Effect) -> String {
        switch e {
        case .transform(let t): return "transform(\(formatLength(t.a)), \(formatLength(t.b)), \(formatLength(t.c)), \(formatLength(t.d)), \(formatLength(t.tx)), \(formatLength(t.ty)))"
        case .opacity(let o): return "opacity(\(formatLength(o)))"
        case .clip: return "clip"
        case .shadow(let c, let r, let o): return "shadow(\(c), r\(formatLength(r)), \(formatLength(o.width)), \(formatLength(o.height)))"
        case .blur(let r, _): return "blur(\(formatLength(r)))"
        case .innerShadow(let c, let r, let o): return "innerShadow(\(c), r\(formatLength(r)), \(formatLength(o.width)), \(formatLength(o.height)))"
        case .blendMode(let m): return "blendMode(\(m))"
        case .compositingGroup: return "compositingGroup"
        case .drawingGroup: return "drawingGroup"
        case .colorMatrix(let m): return "colorMatrix(\([m.r1, m.r2, m.r3, m.r4, m.r5, m.g1, m.g2, m.g3, m.g4, m.g5, m.b1, m.b2, m.b3, m.b4, m.b5, m.a1, m.a2, m.a3, m.a4, m.a5].map { formatLength(CGFloat($0)) }.joined(separator: " ")))"
        case .mask: return "mask"
        case .backdropAdaptive(let isDark, _): return "backdropAdaptive(\(isDark ? "dark" : "light"))"
        }
    }

    /// Every leaf item, back to front, with groups flattened (for tests of drawing order).
    package var flattenedLeaves: [Item] {
        var out: [Item] = []
        func walk(_ items: [Item]) {
            for i in items {
                if case .group(let g) = i { walk(g.items) } else { out.append(i) }
            }
        }
        walk(items)
        return out
    }

    /// Each drawn text's characters (its runs joined) and frame, back to front (for tests).
    package var drawnTexts: [(String, CGRect)] {
        flattenedLeaves.compactMap { leaf in
            guard case .text(let t) = leaf else { return nil }
            return (t.runs.isEmpty ? t.string : t.runs.map(\.string).joined(), t.frame)
        }
    }
}

/// Decoded pixels: 8-bit sRGB with straight alpha, row-major RGBA.
public struct RasterImage: Hashable, Sendable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// `width × height × 4` bytes: R, G, B, A per pixel.
    public let rgba: [UInt8]
    /// Points per pixel are `1 / scale`: a 2x image of 200 pixels is 100 points wide.
    public let scale: CGFloat
    /// The outlines these pixels were rendered from (an image set's PDF or SVG), which
    /// renderers draw instead at their own resolution; `nil` for bitmaps.
    package var vector: VectorOriginal?

    /// Creates an image from RGBA bytes; returns `nil` when the byte count does not match.
    public init?(width: Int, height: Int, rgba: [UInt8], scale: CGFloat = 1) {
        guard width > 0, height > 0, rgba.count == width * height * 4, scale > 0 else { return nil }
        self.width = width
        self.height = height
        self.rgba = rgba
        self.scale = scale
    }
}

