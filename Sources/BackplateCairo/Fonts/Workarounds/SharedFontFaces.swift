import Foundation
import BackplateCore
internal import CCairo
internal import CPangoCairo

/// The FreeType faces cairo draws every engine's text with: opened once per font file and
/// face index, by Backplate, and never closed.
///
/// Why (a workaround): cairo 1.16 keeps at most ten FreeType faces open, calling `FT_New_Face`
/// outside its table lock and `FT_Done_Face` without the lock of the face it closes; FreeType
/// 2.12 allows neither, so threads drawing more than ten faces crashed now and then. cairo also
/// makes and frees its font faces in a list it walks without a lock (docs/text-fonts-images.md,
/// "Fonts and threads"). No C reproducer in the repository; tests: `FontFaceSharingTests`,
/// `FontFaceListTests`.
///
/// The fix: `createFontFace` replaces Pango's `create_font_face` once per process and passes
/// cairo the pattern plus an `FC_FT_FACE` opened here under one lock, which cairo never opens
/// or closes but still locks around every use; cairo's faces are made and freed under that lock
/// too (see `hold`). Glyphs are the same bytes; each distinct face stays open for the process.
package enum SharedFontFaces {
    private struct Key: Hashable {
        var file: String
        var index: Int32
    }

    private struct Opened {
        var library: CHandle<FT_Library>?
        /// Opened faces by file and index; `nil` for a file FreeType cannot open (cairo's own
        /// path is used then, as before).
        var faces: [Key: CHandle<FT_Face>?] = [:]
        /// The variation axes of the opened faces that have them (read when a face is opened).
        var axes: [Key: VariableFontAxes] = [:]
        /// Pango's own `create_font_face`, for fonts whose pattern names no file.
        var pangoCreator: CHandle<BPCairoFontFaceCreator>?
    }
    private static let opened = LockedState(Opened())

    /// The face for a file and face index, opened on first use and kept open.
    static func face(file: String, index: Int32) -> FT_Face? {
        let key = Key(file: file, index: index)
        let face = opened.withLock { opened -> CHandle<FT_Face>? in
            if let known = opened.faces[key] { return known }
            if opened.library == nil {
                var made: FT_Library?
                guard FT_Init_FreeType(&made) == 0, let made else { return nil }
                opened.library = CHandle(made)
            }
            var face: FT_Face?
            if FT_New_Face(opened.library?.pointer, file, FT_Long(index), &face) != 0 { face = nil }
            let handle = face.map { CHandle($0) }
            opened.faces[key] = handle
            if let face, let library = opened.library?.pointer,
               let read = VariableFontAxes.read(face, index: index, library: library) { opened.axes[key] = read }
            return handle
        }
        return face?.pointer
    }

    /// The variation axes of an opened face, or `nil` for a face without variations.
    static func variableAxes(file: String, index: Int32) -> VariableFontAxes? {
        opened.withLock { $0.axes[Key(file: file, index: index)] }
    }

    /// The variation axes of any opened face of `file` (for tests).
    package static func variableAxesOfAnyFace(file: String) -> VariableFontAxes? {
        opened.withLock { $0.axes.first { $0.key.file == file }?.value }
    }

    /// How many faces are open (for tests).
    package static var openFaceCount: Int {
        opened.withLock { $0.faces.values.count { $0 != nil } }
    }

    /// Whether Pango's fonts make their cairo faces through `createFontFace` (for tests).
    package static var isInstalled: Bool {
        opened.withLock { $0.pangoCreator != nil }
    }

    /// Replaces Pango's `create_font_face`, once per process, using a font loaded from `map`
    /// (the class is registered when Pango makes its first font). Call before any engine draws.
    static func install(map: UnsafeMutablePointer<PangoFontMap>, context: OpaquePointer) {
        opened.withLock { opened in
            guard opened.pangoCreator == nil else { return }
            PangoTextEngine.withClassSampleFont(map: map, context: context) { font in
                opened.pangoCreator = bp_replace_cairo_font_face_creator(font, { SharedFontFaces.createFontFace($0) }).map { CHandle($0) }
            }
        }
    }

    /// Makes the cairo face of a Pango font: its pattern with the shared FreeType face added,
    /// or Pango's own function when the pattern names no file FreeType opens.
    private static func createFontFace(_ font: OpaquePointer?) -> OpaquePointer? {
        let handle = heldFaces.withLock { held -> CHandle<OpaquePointer>? in
            let made = makeFontFace(font)
            hold(made, in: &held)
            return made.map { CHandle($0) }
        }
        let made = handle?.pointer
        // The font's scaled font lives until no thread draws (cairo 1.16 deadlock).
        HeldScaledFonts.holdFont(font)
        return made
    }

    /// `createFontFace`'s work, under `heldFaces`' lock.
    private static func makeFontFace(_ font: OpaquePointer?) -> OpaquePointer? {
        // Written by `install` under the same lock, held until it is: a face made meanwhile waits.
        let pangoCreator = opened.withLock { $0.pangoCreator }?.pointer
        let fcFont = UnsafeMutableRawPointer(font).map { $0.assumingMemoryBound(to: PangoFcFont.self) }
        guard let fcFont, let pattern = pango_fc_font_get_pattern(fcFont) else { return pangoCreator?(font) }
        var fileName: UnsafeMutablePointer<FcChar8>?
        var index: Int32 = 0
        guard FcPatternGetString(pattern, FC_FILE, 0, &fileName) == FcResultMatch, let fileName else { return pangoCreator?(font) }
        if FcPatternGetInteger(pattern, FC_INDEX, 0, &index) != FcResultMatch { index = 0 }
        let file = String(cString: UnsafeRawPointer(fileName).assumingMemoryBound(to: CChar.self))
        guard let face = face(file: file, index: index), let copy = FcPatternDuplicate(pattern) else { return pangoCreator?(font) }
        defer { FcPatternDestroy(copy) }
        FcPatternDel(copy, FC_FT_FACE)
        guard FcPatternAddFTFace(copy, FC_FT_FACE, face) != 0 else { return pangoCreator?(font) }
        // Never the face's default instance, so PDFs embed each instance's own outlines
        // (`VariableFontAxes`).
        if let axes = variableAxes(file: file, index: index) {
            var current: UnsafeMutablePointer<FcChar8>?
            let variations = FcPatternGetString(copy, FC_FONT_VARIATIONS, 0, &current) == FcResultMatch
                ? current.map { String(cString: UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self)) } : nil
            if let drawn = axes.drawingVariations(variations), drawn != variations {
                FcPatternDel(copy, FC_FONT_VARIATIONS)
                _ = drawn.withCString { FcPatternAddString(copy, FC_FONT_VARIATIONS, UnsafeRawPointer($0).assumingMemoryBound(to: FcChar8.self)) }
            }
        }
        return cairo_ft_font_face_create_for_pattern(copy)
    }

    // cairo walks and unlinks the faces made from one FreeType face without a lock (the type's
    // "why"): faces are made only under `heldFaces`' lock, and one is freed only when `hold`
    // drops Backplate's reference under that lock and no one else holds the face.

    private struct HeldFaces {
        /// The faces Backplate holds a reference to.
        var faces: Set<CHandle<OpaquePointer>> = []
        /// When `faces` reaches this count, faces no one else holds are released.
        var sweepThreshold = heldFaceLimit
    }
    private static let heldFaces = LockedState(HeldFaces())
    /// Faces held before the unused ones are released (each is a few hundred bytes).
    package static let heldFaceLimit = 256

    /// Holds a reference to a face just made (under `heldFaces`' lock), and releases the faces
    /// only Backplate holds once more than `sweepThreshold` are held.
    private static func hold(_ made: OpaquePointer?, in held: inout HeldFaces) {
        guard let made, cairo_font_face_status(made) == CAIRO_STATUS_SUCCESS,
              !held.faces.contains(CHandle(made)) else { return }
        cairo_font_face_reference(made)
        held.faces.insert(CHandle(made))
        guard held.faces.count >= held.sweepThreshold else { return }
        for face in held.faces where cairo_font_face_get_reference_count(face.pointer) == 1 {
            held.faces.remove(face)
            cairo_font_face_destroy(face.pointer)
        }
        held.sweepThreshold = max(heldFaceLimit, held.faces.count * 2)
    }

    /// How many of the held faces no one but Backplate holds (for tests).
    package static var facesOnlyBackplateHolds: Int {
        heldFaces.withLock { $0.faces.count { cairo_font_face_get_reference_count($0.pointer) == 1 } }
    }

    /// How many font faces Backplate holds (for tests).
    package static var heldFaceCount: Int {
        heldFaces.withLock { $0.faces.count }
    }
}
