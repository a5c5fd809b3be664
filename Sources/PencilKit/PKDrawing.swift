import Foundation

/// A drawing's strokes, as a value (iOS 13+): what a canvas view shows and keeps. A still
/// render has no touches, so a drawing holds the strokes code made or loaded, and a canvas
/// shows them.
public struct PKDrawing: Sendable, Equatable, CustomStringConvertible {
    /// The strokes, back to front.
    public var strokes: [PKStroke]

    /// An empty drawing.
    public init() { strokes = [] }

    /// A drawing of `strokes`, back to front.
    public init<S: Sequence>(strokes: S) where S.Element == PKStroke {
        self.strokes = Array(strokes)
    }

    /// The drawing `dataRepresentation()` wrote. Backplate reads its own JSON encoding only, not
    /// the data iOS writes; anything else (empty data, another format) throws a `CocoaError`
    /// (`.coderReadCorrupt`) whose debug description says what was wrong.
    public init(data: Data) throws {
        strokes = try PKDrawingArchive.strokes(from: data)
    }

    /// The drawing as data `init(data:)` reads back: Backplate's own JSON encoding (not Apple's
    /// format, which iOS cannot read). Colours keep their light appearance; a stroke's mask keeps
    /// its bounding rectangle.
    public func dataRepresentation() -> Data {
        PKDrawingArchive.data(of: strokes)
    }

    /// The area the strokes cover (the union of their `renderBounds`); `CGRect.null` when the
    /// drawing is empty, as on iOS.
    public var bounds: CGRect {
        strokes.reduce(CGRect.null) { $0.union($1.renderBounds) }
    }

    /// The strokes inside `rect` drawn into an image of `rect`'s size at `scale` pixels per point
    /// (a scale that is not positive: the main screen's), transparent where nothing is drawn.
    /// Each stroke is round-capped lines between its control points in the ink's colour.
    public func image(from rect: CGRect, scale: CGFloat) -> UIImage {
        PKStrokeDrawing.image(of: strokes, in: rect, scale: scale)
    }

    /// Moves every stroke by `transform`, after the stroke's own transform.
    public mutating func transform(using transform: CGAffineTransform) {
        for index in strokes.indices {
            strokes[index].transform = strokes[index].transform.concatenating(transform)
        }
    }

    /// A copy with every stroke moved by `transform`.
    public func transformed(using transform: CGAffineTransform) -> PKDrawing {
        var copy = self
        copy.transform(using: transform)
        return copy
    }

    /// Adds `drawing`'s strokes in front of this drawing's.
    public mutating func append(_ drawing: PKDrawing) {
        strokes.append(contentsOf: drawing.strokes)
    }

    /// A copy with `drawing`'s strokes added in front.
    public func appending(_ drawing: PKDrawing) -> PKDrawing {
        var copy = self
        copy.append(drawing)
        return copy
    }

    /// The PencilKit version the drawing's inks need (iOS 17+): `.version1` for an empty drawing.
    public var requiredContentVersion: PKContentVersion {
        strokes.map(\.requiredContentVersion).max { $0.rawValue < $1.rawValue } ?? .version1
    }

    /// Whether both drawings have the same strokes in the same order: inks (type and colour
    /// components), paths, transforms, masks and seeds.
    public static func == (lhs: PKDrawing, rhs: PKDrawing) -> Bool {
        lhs.strokes.count == rhs.strokes.count && zip(lhs.strokes, rhs.strokes).allSatisfy { $0.isSame(as: $1) }
    }

    /// `PKDrawing(<count> strokes, bounds: <bounds>)`.
    public var description: String { "PKDrawing(\(strokes.count) strokes, bounds: \(bounds))" }
}

extension PKDrawing: Codable {
    /// A drawing from the data `encode(to:)` wrote (see `init(data:)`).
    public init(from decoder: any Decoder) throws {
        let data = try decoder.singleValueContainer().decode(Data.self)
        do {
            try self.init(data: data)
        } catch {
            throw DecodingError.dataCorrupted(DecodingError.Context(codingPath: decoder.codingPath,
                                                                    debugDescription: "Not a PKDrawing", underlyingError: error))
        }
    }

    /// Encodes `dataRepresentation()` as a single value.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(dataRepresentation())
    }
}
