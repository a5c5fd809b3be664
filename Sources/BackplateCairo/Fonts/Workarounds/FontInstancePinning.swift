import Foundation
import BackplateCore
internal import CPangoCairo

/// Draws the bundled variable fonts through named-instance faces, so a glyph rasterises the
/// same on every engine, in every render, whatever the process drew before.
///
/// Why (a workaround): cairo 1.16 shares one FreeType face per font file and index between
/// every engine, and FreeType 2.12 rasterises a variable font's default instance along a
/// different path once that face's coordinates have ever been changed (1-4 levels on round
/// overshoots). Regular text at 17 pt and less (Inter at its default instance) therefore drew
/// differently depending on what the process drew before. Reproducer:
/// `scripts/repro/glyph-face-history.c`; test: `GlyphDeterminismTests`.
///
/// The fix: FreeType always draws a named-instance face (fontconfig's index `instance << 16`)
/// on the variation path, so the substitution hook asks for the named instance nearest the
/// weight other than index 0; Pango's full `opsz`/`wght` variations still apply on top, so
/// layout is unchanged.
enum NamedInstancePinning {
    /// A named instance of a variable font file, as fontconfig lists it.
    struct Instance: Equatable {
        /// The face index (`instance << 16 | face`).
        var index: Int32
        /// Fontconfig's weight of the instance (0 thin ... 210 black).
        var weight: Double
    }

    /// The instances listed so far, by file.
    private static let cache = LockedState<[String: [Instance]]>([:])

    /// The named instances of a file that FreeType loads along the variation path (face index
    /// above 0xFFFF), lightest first; empty for a static font or a file fontconfig does not know
    /// (not kept then: asked before its folder is registered, a later call finds them).
    static func instances(ofFile file: String) -> [Instance] {
        if let known = cache.withLock({ $0[file] }) { return known }
        guard let found = listInstances(file) else { return [] }
        cache.withLock { $0[file] = found }
        return found
    }

    /// The file's instances off index 0; `nil` when fontconfig lists no face of the file.
    private static func listInstances(_ file: String) -> [Instance]? {
        guard let pattern = FcPatternCreate() else { return [] }
        defer { FcPatternDestroy(pattern) }
        _ = file.withCString { FcPatternAddString(pattern, FC_FILE, UnsafeRawPointer($0).assumingMemoryBound(to: FcChar8.self)) }
        guard let objects = FcObjectSetCreate() else { return [] }
        defer { FcObjectSetDestroy(objects) }
        for name in [FC_INDEX, FC_WEIGHT, FC_VARIABLE] { _ = FcObjectSetAdd(objects, name) }
        guard let set = FcFontList(nil, pattern, objects) else { return [] }
        defer { FcFontSetDestroy(set) }
        guard set.pointee.nfont > 0 else { return nil }
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
