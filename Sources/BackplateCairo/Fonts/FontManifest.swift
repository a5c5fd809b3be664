import Foundation
import BackplateCore
internal import CPangoCairo

/// The font files Backplate draws with, pinned by content (SHA-256), and the check that the
/// files a process found are those.
///
/// Two machines render the same bytes when they draw with the same files (and the same cairo,
/// pixman, FreeType, HarfBuzz and Pango builds: see `docs/snapshot-testing.md`). The files come
/// from PyPI (pinned versions), from Debian 12's packages, and from two files
/// `scripts/install-fonts.sh` derives with a pinned fontTools. Each is looked for in
/// Backplate's font folders first (`FontSearchPath`), then at its Debian path.
package enum FontManifest {
    /// One pinned file: its name, what it draws, where it comes from and its content hash.
    package struct Entry: Sendable, Equatable {
        package let file: String
        package let role: String
        package let source: String
        package let sha256: String
        /// Where Debian installs it (`nil`: only Backplate's font folders hold it).
        package let systemPath: String?
        /// The family Backplate asks fontconfig for when it finds this file by family, not by
        /// file (DejaVu): then the file fontconfig matches is the one checked, so another
        /// version in a user's font folder is reported rather than drawn silently.
        package var matchedFamily: String? = nil
        /// Whether the family is asked for in bold.
        package var bold = false
    }

    /// A pinned file that is missing, or whose content differs from the pinned one.
    package struct Problem: Sendable, Equatable, CustomStringConvertible {
        package let entry: Entry
        /// The file found (`nil`: none).
        package let foundPath: String?
        /// The found file's SHA-256 (`nil` when none was found or it could not be read).
        package let foundSHA256: String?

        package var description: String {
            let what = "\(entry.file) (\(entry.role); \(entry.source))"
            guard let foundPath else { return "\(what) is missing" }
            var text = "\(foundPath) differs from the pinned \(what): SHA-256 \(foundSHA256 ?? "unreadable"), pinned \(entry.sha256)"
            if let system = entry.systemPath, foundPath != system, FileManager.default.fileExists(atPath: system) {
                text += " (fontconfig prefers it to \(system): remove it)"
            }
            return text
        }
    }

    /// The pinned set: what `scripts/install-fonts.sh` installs on Debian 12 (bookworm).
    package static let entries: [Entry] = [
        Entry(file: "InterBackplate[opsz,wght].ttf", role: "the system font's substitute",
              source: "derived from PyPI fontpkg-inter 4.1.post1 with fontTools 4.68.0",
              sha256: "d9a1ac85e29bf672da2695a09faae92ae192413621165b2219ade071bc5f9008", systemPath: nil),
        Entry(file: "InterBackplate-Italic[opsz,wght].ttf", role: "the system font's italic substitute",
              source: "derived from PyPI fontpkg-inter 4.1.post1 with fontTools 4.68.0",
              sha256: "7db7cf2684ee66b22446643ed0603fef9133b59f8e545483a1c0d7d67e579ddf", systemPath: nil),
        Entry(file: "SourceSerif4[opsz,wght].ttf", role: "the serif design's substitute",
              source: "PyPI fontpkg-source-serif-4 4.4",
              sha256: "97b2d4da6e3cb494b5a1e66ae176914d852ccabef49e0c02c0df25f3e39aca0b", systemPath: nil),
        Entry(file: "SourceSerif4-Italic[opsz,wght].ttf", role: "the serif design's italic substitute",
              source: "PyPI fontpkg-source-serif-4 4.4",
              sha256: "15fbc7e4679489a501998c3669272637a6646388ef7e4bd77eebb5bf967a1f42", systemPath: nil),
        Entry(file: "Montserrat[wght].ttf", role: "Font.custom(\"Montserrat\") in the gallery and seed 002",
              source: "PyPI fontpkg-montserrat 9.0",
              sha256: "0f7b311b2f3279e4eef9b2f968bcdbab6e28f4daeb1f049f4f278a902bcd82f7", systemPath: nil),
        Entry(file: "NotoColorEmojiBackplate.ttf", role: "colour emoji",
              source: "derived from Debian 12 fonts-noto-color-emoji 2.042-0+deb12u1 with fontTools 4.68.0",
              sha256: "8c7e3d598dbe0e361dfd8d1eac1e4cfeb519b96be531f8df6346da2dd7ffc20a", systemPath: nil),
        Entry(file: "materialdesignicons-webfont.ttf", role: "the glyphs of SF Symbols names outside the curated Material Icons table",
              source: "PyPI fonticon-materialdesignicons7 7.2.96 (Material Design Icons 7.2)",
              sha256: "a58ecb54f45eec1afadbc21314d1f0932cf009e5cbc7f3225d7e4a4e1b71ef6b", systemPath: nil),
        Entry(file: "MaterialIcons-Regular.ttf", role: "SF Symbols' stand-in",
              source: "Debian 12 fonts-material-design-icons-iconfont 6.7.0+dfsg-1",
              sha256: "29c11fa532ebb58db7ef59c860e4eb935bc2921a8654172d8e889e51f85c6004",
              systemPath: "/usr/share/fonts/truetype/material-design-icons-iconfont/MaterialIcons-Regular.ttf"),
        Entry(file: "NotoSansArabicUI-Regular.ttf", role: "Arabic-script text (SF Arabic's substitute)",
              source: "Debian 12 fonts-noto-ui-core 20201225-1",
              sha256: "43a90e0f0e9ca712ff0588dc2b119823d569367a6d0061eb5f7bfb9bfbe8cecc",
              systemPath: "/usr/share/fonts/truetype/noto/NotoSansArabicUI-Regular.ttf", matchedFamily: "Noto Sans Arabic UI"),
        Entry(file: "NotoSansArabicUI-Bold.ttf", role: "Arabic-script text, bold",
              source: "Debian 12 fonts-noto-ui-core 20201225-1",
              sha256: "ef5d9ce3d5b20a83bdc156ef48edc1e159322ada95ebacc133476c92f0bd102a",
              systemPath: "/usr/share/fonts/truetype/noto/NotoSansArabicUI-Bold.ttf", matchedFamily: "Noto Sans Arabic UI", bold: true),
        Entry(file: "DejaVuSans.ttf", role: "fallback for characters Inter lacks",
              source: "Debian 12 fonts-dejavu-core 2.37-6",
              sha256: "abdc775b21b1bc470d50c97e790d276f2054b7504e56e5bd3e64f48d68582322",
              systemPath: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", matchedFamily: "DejaVu Sans"),
        Entry(file: "DejaVuSansMono.ttf", role: "the monospaced design",
              source: "Debian 12 fonts-dejavu-core 2.37-6",
              sha256: "0f5db4f1749979d961019838b160bec74abdf7f9eca69553fe1aa856bbff49a4",
              systemPath: "/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf", matchedFamily: "DejaVu Sans Mono"),
        Entry(file: "DejaVuSansMono-Bold.ttf", role: "the monospaced design, bold",
              source: "Debian 12 fonts-dejavu-core 2.37-6",
              sha256: "2964f6dac8e6e9d71613928340f17bf868e9ea51692cca333c79e74962f02233",
              systemPath: "/usr/share/fonts/truetype/dejavu/DejaVuSansMono-Bold.ttf", matchedFamily: "DejaVu Sans Mono", bold: true),
    ]

    /// The Material Icons file `Image(systemName:)` draws with, pinned by file in the fontconfig
    /// hook (`SystemFontFaces.substitute`), so a "Material Icons" in a user's font folder is
    /// never drawn instead.
    package static let symbolFontFile: String? = entries.first { $0.file == "MaterialIcons-Regular.ttf" }.flatMap { location(of: $0) }

    /// The Material Design Icons 7.2 file of the generated symbol table, pinned by file in the
    /// same hook, so Debian's older `fonts-materialdesignicons-webfont` (same family) is never drawn.
    package static let designIconsFontFile: String? = entries.first { $0.file == "materialdesignicons-webfont.ttf" }.flatMap { location(of: $0) }

    /// The file a pinned entry resolves to: the file fontconfig matches for its family (in
    /// Backplate's configuration), else the first of that name in Backplate's font folders,
    /// else its Debian path.
    package static func location(of entry: Entry, folders: [URL] = FontSearchPath.folders()) -> String? {
        if let family = entry.matchedFamily, FontConfiguration.installed, let matched = matchedFile(family: family, bold: entry.bold) {
            return URL(fileURLWithPath: matched).resolvingSymlinksInPath().path
        }
        if let found = FontSearchPath.firstFile(named: [entry.file], in: folders) { return found }
        if let system = entry.systemPath, FileManager.default.isReadableFile(atPath: system) {
            return URL(fileURLWithPath: system).resolvingSymlinksInPath().path
        }
        return nil
    }

    /// The problems of the files found through `folders` (empty: every pinned file is there
    /// with its pinned content).
    package static func problems(folders: [URL] = FontSearchPath.folders()) -> [Problem] {
        entries.compactMap { entry in
            guard let path = location(of: entry, folders: folders) else {
                return Problem(entry: entry, foundPath: nil, foundSHA256: nil)
            }
            let hash = sha256(ofFile: path)
            return hash == entry.sha256 ? nil : Problem(entry: entry, foundPath: path, foundSHA256: hash)
        }
    }

    /// This process's problems, checked once at first use (hashing about 17 MB).
    package static let processProblems: [Problem] = problems()

    /// The command that installs the pinned set into Backplate's font folder; where the
    /// checkout that built this binary is gone (a deployed server), what to copy instead.
    package static var installCommand: String {
        let script = FontSearchPath.packageFontFolder.deletingLastPathComponent()
            .appendingPathComponent("scripts/install-fonts.sh").path
        guard FileManager.default.fileExists(atPath: script) else {
            return "bash scripts/install-fonts.sh in a Backplate checkout, then copy its .fonts folder to the folder BACKPLATE_FONT_PATH names (docs/server.md)"
        }
        return "bash \(script)"
    }

    /// One message naming every problem and the command that fixes them (`nil`: none).
    package static func report(_ problems: [Problem]) -> String? {
        guard !problems.isEmpty else { return nil }
        let lines = problems.map { "  - \($0)" }.joined(separator: "\n")
        return "the fonts differ from Backplate's pinned set, so renders may differ from another machine's:\n"
            + lines + "\nInstall the pinned fonts with: \(installCommand)"
    }

    /// Emits `report(processProblems)` as a runtime warning, once per process.
    package static let warnedOnce: Bool = {
        if let message = report(processProblems) { RuntimeWarning.emit(message) }
        return true
    }()

    /// The file fontconfig matches for a family (regular or bold), or `nil` when it only has
    /// another family.
    static func matchedFile(family: String, bold: Bool) -> String? {
        guard let pattern = FcPatternCreate() else { return nil }
        defer { FcPatternDestroy(pattern) }
        _ = family.withCString { FcPatternAddString(pattern, FC_FAMILY, UnsafeRawPointer($0).assumingMemoryBound(to: FcChar8.self)) }
        _ = FcPatternAddInteger(pattern, FC_WEIGHT, bold ? FC_WEIGHT_BOLD : FC_WEIGHT_REGULAR)
        FcConfigSubstitute(nil, pattern, FcMatchPattern)
        FcDefaultSubstitute(pattern)
        var result = FcResultNoMatch
        guard let match = FcFontMatch(nil, pattern, &result) else { return nil }
        defer { FcPatternDestroy(match) }
        var name: UnsafeMutablePointer<FcChar8>?, file: UnsafeMutablePointer<FcChar8>?
        guard FcPatternGetString(match, FC_FAMILY, 0, &name) == FcResultMatch, let name,
              String(cString: UnsafeRawPointer(name).assumingMemoryBound(to: CChar.self)).lowercased() == family.lowercased(),
              FcPatternGetString(match, FC_FILE, 0, &file) == FcResultMatch, let file
        else { return nil }
        return String(cString: UnsafeRawPointer(file).assumingMemoryBound(to: CChar.self))
    }

    /// The SHA-256 of a file's content in lowercase hex, or `nil` when it cannot be read.
    package static func sha256(ofFile path: String) -> String? {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        return data.withUnsafeBytes { raw -> String? in
            guard let checksum = g_checksum_new(G_CHECKSUM_SHA256) else { return nil }
            defer { g_checksum_free(checksum) }
            if let base = raw.baseAddress, raw.count > 0 {
                g_checksum_update(checksum, base.assumingMemoryBound(to: guchar.self), raw.count)
            }
            guard let hex = g_checksum_get_string(checksum) else { return nil }
            return String(cString: hex)
        }
    }
}
