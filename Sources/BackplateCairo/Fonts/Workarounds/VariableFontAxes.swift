import Foundation
internal import CPangoCairo

/// The variation axes of a shared FreeType face, and the variations cairo is asked to draw a
/// font of it with: never exactly the face's default instance, so a PDF embeds every variable
/// font instance as the outlines it draws.
///
/// Why (a workaround): cairo 1.16 embeds a variable font in a PDF as a subset of the file (its
/// default instance) or as the outlines it drew, choosing by the shared FreeType face's
/// *current* coordinates when the document is finished, which any thread's last glyph load set
/// (docs/text-fonts-images.md, "Variable fonts in PDF"; test: `PDFVariableFontTests`).
///
/// The fix: a font at every axis's default (regular system text at 17 pt and below) is drawn
/// with one axis two 65536ths of its range off (Inter's `opsz` 14.00055), the smallest move
/// FreeType's normalisation keeps, so cairo always embeds the outlines it drew. Layout is
/// unchanged (HarfBuzz shapes with Pango's own variations) and so is every reference image.
package struct VariableFontAxes: Sendable {
    /// One axis of a face's `fvar` table, in design units.
    package struct Axis: Equatable, Sendable {
        package var tag: String
        package var minimum: Double
        package var defaultValue: Double
        package var maximum: Double
    }

    /// The axes, in the font's order.
    package var axes: [Axis]
    /// The coordinates cairo starts from for this face: the named instance's for a
    /// named-instance face index (`instance << 16`), the axis defaults otherwise.
    package var start: [Double]

    /// How far the one moved axis is moved, as a fraction of its range above (or below) the
    /// default: two units of FreeType's normalised 16.16 coordinates (one can round to none).
    static let nudge = 2.0 / 65536

    /// Reads the axes of `face` (opened from face index `index`); `nil` for a face without
    /// variations. Call before the face is shared: FreeType loads its variation tables on the
    /// first call.
    static func read(_ face: FT_Face, index: Int32, library: FT_Library) -> VariableFontAxes? {
        guard face.pointee.face_flags & FT_Long(FT_FACE_FLAG_MULTIPLE_MASTERS) != 0 else { return nil }
        var master: UnsafeMutablePointer<FT_MM_Var>?
        guard FT_Get_MM_Var(face, &master) == 0, let mm = master else { return nil }
        defer { FT_Done_MM_Var(library, mm) }
        var axes: [Axis] = []
        for i in 0..<Int(mm.pointee.num_axis) {
            let a = mm.pointee.axis[i]
            axes.append(Axis(tag: tagString(a.tag), minimum: fixed(a.minimum), defaultValue: fixed(a.def), maximum: fixed(a.maximum)))
        }
        var start = axes.map(\.defaultValue)
        let instance = Int(index >> 16)
        if instance > 0, instance <= Int(mm.pointee.num_namedstyles), let coords = mm.pointee.namedstyle[instance - 1].coords {
            start = (0..<axes.count).map { fixed(coords[$0]) }
        }
        return VariableFontAxes(axes: axes, start: start)
    }

    /// The variations to draw with: `variations` (cairo's `tag=value` list, as Pango writes
    /// it into a font's pattern) when it moves some axis off its default; otherwise the same
    /// list with the first axis that can move set a `nudge` above (or below) its default.
    package func drawingVariations(_ variations: String?) -> String? {
        var coords = start
        for (tag, value) in Self.parse(variations ?? "") {
            if let i = axes.firstIndex(where: { $0.tag == tag }) { coords[i] = value }
        }
        guard zip(coords, axes).allSatisfy({ $0 == $1.defaultValue }) else { return variations }
        guard let axis = axes.first(where: { $0.maximum > $0.defaultValue || $0.minimum < $0.defaultValue }) else { return variations }
        let moved = axis.maximum > axis.defaultValue
            ? axis.defaultValue + (axis.maximum - axis.defaultValue) * Self.nudge
            : axis.defaultValue - (axis.defaultValue - axis.minimum) * Self.nudge
        let entry = "\(axis.tag)=\(String(format: "%.6f", moved))"
        guard let variations, !variations.isEmpty else { return entry }
        return variations + "," + entry
    }

    /// The `tag=value` pairs of a variations list (separated by commas or spaces; the last
    /// value of a tag wins, as in cairo).
    static func parse(_ list: String) -> [(String, Double)] {
        list.split(whereSeparator: { $0 == "," || $0 == " " }).compactMap { item in
            let parts = item.split(separator: "=", maxSplits: 1)
            guard parts.count == 2, parts[0].count == 4, let value = Double(parts[1]) else { return nil }
            return (String(parts[0]), value)
        }
    }

    private static func fixed(_ v: FT_Fixed) -> Double { Double(v) / 65536 }

    private static func tagString(_ tag: FT_ULong) -> String {
        let bytes = [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: tag >> $0) }
        return String(decoding: bytes, as: UTF8.self)
    }
}
