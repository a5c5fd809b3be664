import Foundation
internal import CPangoCairo

/// One installed face found by its own name: the family, CSS weight (100...900) and slant
/// Pango is asked for in its place.
struct NamedFace: Hashable, Sendable {
    let family: String
    let cssWeight: Int32
    let italic: Bool
}

/// Finds fonts by face name, as `UIFont(name:size:)` and `Font.custom(_:size:)` do on iOS:
/// besides a family name, a face's PostScript name ("Montserrat-Bold") or full name
/// ("Montserrat Bold") names that one face.
///
/// A variable font's named instances answer to fontconfig's PostScript name
/// ("Montserrat_700wght") and to the one the OpenType specification derives (variations
/// prefix, "-", style without spaces: "Montserrat-Bold"), which CoreText reports.
enum FontFaceNames {
    /// Every installed face by lowercased PostScript and full name (the first face listed wins).
    static func index() -> [String: NamedFace] {
        guard let pattern = FcPatternCreate() else { return [:] }
        defer { FcPatternDestroy(pattern) }
        guard let objects = FcObjectSetCreate() else { return [:] }
        defer { FcObjectSetDestroy(objects) }
        for name in [FC_FAMILY, FC_STYLE, FC_POSTSCRIPT_NAME, FC_FULLNAME, FC_WEIGHT, FC_SLANT, FC_VARIABLE] {
            _ = FcObjectSetAdd(objects, name)
        }
        guard let set = FcFontList(nil, pattern, objects) else { return [:] }
        defer { FcFontSetDestroy(set) }
        var out: [String: NamedFace] = [:]
        for i in 0..<Int(set.pointee.nfont) {
            guard let font = set.pointee.fonts[i] else { continue }
            var variable: FcBool = 0
            if FcPatternGetBool(font, FC_VARIABLE, 0, &variable) == FcResultMatch, variable != 0 { continue }
            guard let family = string(font, FC_FAMILY, 0) else { continue }
            var weight: Double = 80, slant: Int32 = 0
            if FcPatternGetDouble(font, FC_WEIGHT, 0, &weight) != FcResultMatch {
                var n: Int32 = 80
                if FcPatternGetInteger(font, FC_WEIGHT, 0, &n) == FcResultMatch { weight = Double(n) }
            }
            _ = FcPatternGetInteger(font, FC_SLANT, 0, &slant)
            let face = NamedFace(family: family, cssWeight: Int32(FcWeightToOpenTypeDouble(weight).rounded()),
                                 italic: slant != Int32(FC_SLANT_ROMAN))
            for name in names(postScript: string(font, FC_POSTSCRIPT_NAME, 0), style: string(font, FC_STYLE, 0),
                              fullNames: (0..<8).compactMap { string(font, FC_FULLNAME, Int32($0)) }) {
                let key = name.lowercased()
                if out[key] == nil { out[key] = face }
            }
        }
        return out
    }

    /// The names a face answers to: its PostScript name, its full names and, for a variable
    /// font's instance ("Prefix_700wght"), the specification's "Prefix-Style".
    static func names(postScript: String?, style: String?, fullNames: [String]) -> [String] {
        var names = fullNames
        if let ps = postScript, !ps.isEmpty {
            names.append(ps)
            if let cut = ps.lastIndex(of: "_"), ps[ps.index(after: cut)...].hasSuffix("wght"), let style, !style.isEmpty {
                names.append(ps[..<cut] + "-" + style.filter { $0 != " " })
            }
        }
        return names
    }

    private static func string(_ pattern: OpaquePointer, _ object: String, _ n: Int32) -> String? {
        var value: UnsafeMutablePointer<FcChar8>?
        guard FcPatternGetString(pattern, object, n, &value) == FcResultMatch, let value else { return nil }
        return String(cString: UnsafeRawPointer(value).assumingMemoryBound(to: CChar.self))
    }
}

extension PangoTextEngine {
    /// The face a custom font name stands for when it is not a family name (`nil`: a family,
    /// or no installed face has that PostScript or full name). Runs under the engine's lock.
    func namedFace(_ name: String) -> NamedFace? {
        if faceNameIndex == nil { faceNameIndex = FontFaceNames.index() }
        return faceNameIndex?[name.lowercased()]
    }
}
