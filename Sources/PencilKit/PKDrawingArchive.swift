import Foundation

/// Backplate's JSON encoding of a drawing's strokes (`PKDrawing.dataRepresentation()`): a
/// format name, a version and the strokes. Not Apple's binary format, which it cannot read.
struct PKDrawingArchive: Codable {
    /// The format name every archive carries.
    static let formatName = "org.backplate.pencilkit.drawing"
    /// The version this code writes and reads.
    static let currentVersion = 1

    var format: String
    var version: Int
    var strokes: [Stroke]

    /// One stroke: ink, colour, transform (a b c d tx ty), mask rectangle, seed, date, points.
    struct Stroke: Codable {
        var ink: String
        var color: PKColorComponents
        var transform: [Double]
        var maskRect: [Double]?
        var randomSeed: UInt32
        var creationDate: Double
        var points: [Point]
    }

    /// One control point's properties.
    struct Point: Codable {
        var x, y, timeOffset, width, height, opacity, force, azimuth, altitude, secondaryScale: Double
    }

    /// `strokes` as archive data (sorted keys, so equal drawings give equal data).
    static func data(of strokes: [PKStroke]) -> Data {
        let archive = PKDrawingArchive(format: formatName, version: currentVersion, strokes: strokes.map(Stroke.init))
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        encoder.nonConformingFloatEncodingStrategy = .convertToString(positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        return (try? encoder.encode(archive)) ?? Data()
    }

    /// The strokes `data` holds; throws `CocoaError(.coderReadCorrupt)` saying why it cannot.
    static func strokes(from data: Data) throws -> [PKStroke] {
        guard !data.isEmpty else { throw failure("the data is empty") }
        let decoder = JSONDecoder()
        decoder.nonConformingFloatDecodingStrategy = .convertFromString(positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        let archive: PKDrawingArchive
        do {
            archive = try decoder.decode(PKDrawingArchive.self, from: data)
        } catch {
            throw failure("the data is not Backplate's drawing JSON (\(data.count) bytes; Apple's format cannot be read)")
        }
        guard archive.format == formatName else { throw failure("the format is \"\(archive.format)\", not \"\(formatName)\"") }
        guard archive.version <= currentVersion else { throw failure("version \(archive.version) is newer than \(currentVersion)") }
        return try archive.strokes.map { try $0.stroke() }
    }

    private static func failure(_ reason: String) -> CocoaError {
        CocoaError(.coderReadCorrupt, userInfo: [NSDebugDescriptionErrorKey: "PKDrawing(data:): \(reason)"])
    }
}

extension PKDrawingArchive.Stroke {
    /// The archived form of `stroke`.
    init(_ stroke: PKStroke) {
        let t = stroke.transform
        let mask = stroke.mask.map { $0.cgPath.boundingBox }
        self.init(ink: stroke.ink.inkType.rawValue, color: PKColorComponents(stroke.ink.color),
                  transform: [t.a, t.b, t.c, t.d, t.tx, t.ty].map(Double.init),
                  maskRect: mask.map { [$0.minX, $0.minY, $0.width, $0.height].map(Double.init) },
                  randomSeed: stroke.randomSeed, creationDate: stroke.path.creationDate.timeIntervalSinceReferenceDate,
                  points: stroke.path.map(PKDrawingArchive.Point.init))
    }

    /// The stroke this archives; throws for an unknown ink or a malformed transform or mask.
    func stroke() throws -> PKStroke {
        guard let inkType = PKInk.InkType(rawValue: ink) else {
            throw CocoaError(.coderReadCorrupt, userInfo: [NSDebugDescriptionErrorKey: "PKDrawing(data:): unknown ink \"\(ink)\""])
        }
        guard transform.count == 6, maskRect.map({ $0.count == 4 }) ?? true else {
            throw CocoaError(.coderReadCorrupt, userInfo: [NSDebugDescriptionErrorKey: "PKDrawing(data:): a malformed stroke"])
        }
        let t = transform.map { CGFloat($0) }
        let mask = maskRect.map { UIBezierPath(rect: CGRect(x: $0[0], y: $0[1], width: $0[2], height: $0[3])) }
        let path = PKStrokePath(controlPoints: points.map(\.strokePoint),
                                creationDate: Date(timeIntervalSinceReferenceDate: creationDate))
        return PKStroke(ink: PKInk(inkType, color: color.uiColor), path: path,
                        transform: CGAffineTransform(a: t[0], b: t[1], c: t[2], d: t[3], tx: t[4], ty: t[5]),
                        mask: mask, randomSeed: randomSeed)
    }
}

extension PKDrawingArchive.Point {
    /// The archived form of `point`.
    init(_ point: PKStrokePoint) {
        self.init(x: Double(point.location.x), y: Double(point.location.y), timeOffset: point.timeOffset,
                  width: Double(point.size.width), height: Double(point.size.height), opacity: Double(point.opacity),
                  force: Double(point.force), azimuth: Double(point.azimuth), altitude: Double(point.altitude),
                  secondaryScale: Double(point.secondaryScale))
    }

    /// The point this archives.
    var strokePoint: PKStrokePoint {
        PKStrokePoint(location: CGPoint(x: x, y: y), timeOffset: timeOffset, size: CGSize(width: width, height: height),
                      opacity: CGFloat(opacity), force: CGFloat(force), azimuth: CGFloat(azimuth), altitude: CGFloat(altitude),
                      secondaryScale: CGFloat(secondaryScale))
    }
}

/// A colour's sRGB components and opacity in the light appearance, for archiving and comparing
/// inks.
struct PKColorComponents: Codable, Equatable {
    var red, green, blue, alpha: Double

    /// `color`'s light-appearance components.
    init(_ color: UIColor) {
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        _ = color.getRed(&r, green: &g, blue: &b, alpha: &a)
        (red, green, blue, alpha) = (Double(r), Double(g), Double(b), Double(a))
    }

    /// A fixed colour of these components.
    var uiColor: UIColor {
        UIColor(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }
}
