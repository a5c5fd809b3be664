import Foundation
import BackplateCore
internal import CPangoCairo

/// Draws the bundled variable fonts through named-instance faces, so a glyph rasterises the
/// same on every engine, in every render, whatever the process drew before.
///
/// Why: cairo 1.16 opens one FreeType face per font file and face index and shares it between
/// every scaled font of every engine; it sets that face's variation coordinates lazily, just
/// before it loads a glyph (and closes faces at random when more than ten are open, reopening
/// them later). FreeType 2.12 loads the glyphs of a variable TrueType font's *default
/// instance* along one of two scaling paths: the plain one while the face has never been
/// moved off its default coordinates, and the "unrounded" variation path once any call has
/// changed them, even when they are later set back to exactly the defaults (the face's
/// `FT_FACE_FLAG_VARIATION` stays set; a call that changes nothing does not set it). The two
/// paths place outline points up to about 1/64 pixel apart, which moves the antialiasing of
/// round glyphs' overshoots by 1-4 levels. The system substitute's default instance (Inter at
/// `opsz` 14, `wght` 400) is what every regular-weight text of 17 pt and less draws with, and
/// fontconfig matches regular weight to face index 0, the default instance itself. So whether
/// a fresh engine drew such text on the plain or the variation path depended on whether other
/// text (a larger regular title, say) had moved the shared face since cairo last opened it:
/// two engines could draw the same glyph differently (`ParallelRenderTests`, CI, twice).
/// Measured in a C program against the same libraries, with no threads at all: draw 13 pt
/// Inter on a fresh face, draw anything at another weight, then draw 13 pt Inter with a new
/// font map: 200 pixels of a 520 × 90 render differ, by at most 4 levels.
///
/// The fix: fontconfig lists each named instance of a variable font as its own face index
/// (`instance << 16`), and FreeType always loads a named-instance face along the variation
/// path, whatever was set on it before. The substitution hook therefore asks, for a pinned
/// variable file, for the named instance nearest the requested weight other than the one at
/// index 0 (Regular for Inter and Source Serif 4), and never for the variable pattern. The
/// coordinates drawn do not change: Pango passes the full `opsz`/`wght` variations, which cairo
/// and HarfBuzz apply on top of the instance. Layout is unchanged; the pixels are those of the
/// variation path, which is what a render drew whenever the face had been moved before (nearly
/// always in a process that draws more than one size).
enum NamedInstancePinning {
    /// A named instance of a variable font file, as fontconfig lists it.
    struct Instance: Equatable {
        /// The face index (`instance << 16 | face`).
        var index: Int32
        /// Fontconfig's weight of the instance (0 thin ... 210 black).
        var weight: Double
    }

    private static let lock = NSLock()
    // nonisolated(unsafe): read and written only under `lock`.
    nonisolated(unsafe) private static var cache: [String: [Instance]] = [:]

    /// The named instances of a file that FreeType loads along the variation path (face index
    /// above 0xFFFF), lightest first; empty for a static font or a file fontconfig does not know.
    static func instances(ofFile file: String) -> [Instance] {
        lock.lock()
        if let known = cache[file] { lock.unlock(); return known }
        lock.unlock()
        let found = listInstances(file)
        lock.lock(); defer { lock.unlock() }
        cache[file] = found
        return found
    }

    private static func listInstances(_ file: String) -> [Instance] {
        guard let pattern = FcPatternCreate() else { return [] }
        defer { FcPatternDestroy(pattern) }
        _ = file.withCString { FcPatternAddString(pattern, FC_FILE, UnsafeRawPointer($0).assumingMemoryBound(to: FcChar8.self)) }
        guard let objects = FcObjectSetCreate() else { return [] }
        defer { FcObjectSetDestroy(objects) }
        for name in [FC_INDEX, FC_WEIGHT, FC_VARIABLE] { _ = FcObjectSetAdd(objects, name) }
        guard let set = FcFontList(nil, pattern, objects) else { return [] }
        defer { FcFontSetDestroy(set) }
        var out: [Instance] = []
        for i in 0..<Int(set.pointee.nfont) {
            guard let font = set.pointee.fonts[i] else { continue }
            var index: Int32 = 0, variable: FcBool = 0, weight: Double = 0
            guard FcPatternGetInteger(font, FC_INDEX, 0, &index) == FcResultMatch, index > 0xFFFF else { continue }
            if FcPatternGetBool(font, FC_VARIABLE, 0, &variable) == FcResultMatch, variable != 0 { continue }
            guard let w = number(font, FC_WEIGHT) else { continue }
            weight = w
            out.append(Instance(index: index, weight: weight))
        }
        return out.sorted { ($0.weight, $0.index) < ($1.weight, $1.index) }
    }

    /// A numeric pattern value stored as an integer or a double (fontconfig uses both).
    private static func number(_ pattern: OpaquePointer, _ object: String) -> Double? {
        var d: Double = 0
        if FcPatternGetDouble(pattern, object, 0, &d) == FcResultMatch { return d }
        var n: Int32 = 0
        if FcPatternGetInteger(pattern, object, 0, &n) == FcResultMatch { return Double(n) }
        return nil
    }

    /// The instance chosen for a requested fontconfig weight: the nearest one (the lighter of
    /// two equally near), or `nil` when the file has no instance off index 0.
    static func instance(for requestedWeight: Double, in instances: [Instance]) -> Instance? {
        instances.min { abs($0.weight - requestedWeight) < abs($1.weight - requestedWeight) }
    }

    /// Rewrites a pattern pinned to `file` so fontconfig matches a named instance off index 0:
    /// the requested weight becomes that instance's weight and the variable pattern is excluded.
    /// Patterns of files without such instances are left as they are.
    static func pin(_ pattern: OpaquePointer, file: String) {
        let all = instances(ofFile: file)
        guard !all.isEmpty else { return }
        let requested = number(pattern, FC_WEIGHT) ?? Double(FC_WEIGHT_REGULAR)
        guard let chosen = instance(for: requested, in: all) else { return }
        FcPatternDel(pattern, FC_WEIGHT)
        _ = FcPatternAddDouble(pattern, FC_WEIGHT, chosen.weight)
        FcPatternDel(pattern, FC_VARIABLE)
        _ = FcPatternAddBool(pattern, FC_VARIABLE, 0)
    }
}

extension PangoTextEngine {
    /// The FreeType face index cairo draws `font` with on this engine (`instance << 16 | face`),
    /// or `nil` when no font loads: for tests that check the bundled variable fonts are drawn
    /// through named-instance faces (see `NamedInstancePinning`).
    package func faceIndex(for font: ResolvedFont) -> Int? {
        lock.lock(); defer { lock.unlock() }
        let desc = description(for: font)
        defer { pango_font_description_free(desc) }
        guard let loaded = pango_context_load_font(context, desc) else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(loaded)) }
        guard let pattern = pango_fc_font_get_pattern(UnsafeMutableRawPointer(loaded).assumingMemoryBound(to: PangoFcFont.self)) else { return nil }
        var index: Int32 = 0
        guard FcPatternGetInteger(pattern, FC_INDEX, 0, &index) == FcResultMatch else { return nil }
        return Int(index)
    }
}
