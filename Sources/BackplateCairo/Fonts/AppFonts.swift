import Foundation
import BackplateCore
internal import CPangoCairo

/// The font folders and files added to fontconfig's application fonts, in order, so one file
/// can be taken out again: fontconfig removes no single font, so unregistering clears them
/// all and adds back the rest. Called only by the writer of `FontRegistrationLock`.
enum AppFonts {
    enum Entry: Equatable, Sendable {
        case directory(String)
        case file(String)
    }

    private static let entries = LockedState<[Entry]>([])

    /// Adds a folder's fonts.
    static func addDirectory(_ url: URL) -> Bool {
        let ok = add(.directory(url.path))
        if ok { entries.withLock { $0.append(.directory(url.path)) } }
        return ok
    }

    /// Adds one font file; `false` when fontconfig cannot read a font from it.
    static func addFile(_ url: URL) -> Bool {
        let entry = Entry.file(url.standardizedFileURL.path)
        guard !entries.withLock({ $0.contains(entry) }) else { return true }
        let ok = add(entry)
        if ok { entries.withLock { $0.append(entry) } }
        return ok
    }

    /// Takes one file's fonts out; `false` when it was not added.
    static func removeFile(_ url: URL) -> Bool {
        let entry = Entry.file(url.standardizedFileURL.path)
        let rest: [Entry]? = entries.withLock { list in
            guard let at = list.firstIndex(of: entry) else { return nil }
            list.remove(at: at)
            return list
        }
        guard let rest else { return false }
        FcConfigAppFontClear(nil)
        for other in rest { _ = add(other) }
        return true
    }

    /// Whether a file was added and not removed.
    static func contains(file url: URL) -> Bool {
        entries.withLock { $0.contains(.file(url.standardizedFileURL.path)) }
    }

    private static func add(_ entry: Entry) -> Bool {
        switch entry {
        case .directory(let path):
            return path.withCString { FcConfigAppFontAddDir(nil, UnsafeRawPointer($0).assumingMemoryBound(to: FcChar8.self)) } != 0
        case .file(let path):
            return path.withCString { FcConfigAppFontAddFile(nil, UnsafeRawPointer($0).assumingMemoryBound(to: FcChar8.self)) } != 0
        }
    }
}

extension PangoTextEngine {
    /// Makes the fonts of one file available by family, PostScript and full name, as
    /// CoreText's `CTFontManagerRegisterFontsForURL` does on iOS; every engine sees them (as
    /// `registerFonts(in:)`, whose waiting rules apply). `false` when the file holds no font.
    @discardableResult
    package func registerFontFile(at url: URL) -> Bool {
        let applied = FontRegistrationLock.shared.writing { [self] in applyFontChange { AppFonts.addFile(url) } }
        return applied ?? FileManager.default.fileExists(atPath: url.path)
    }

    /// Takes a file registered by `registerFontFile(at:)` out again; `false` when it was not
    /// registered. Text drawn afterwards in its names falls back to the system font.
    @discardableResult
    package func unregisterFontFile(at url: URL) -> Bool {
        guard AppFonts.contains(file: url) else { return false }
        let applied = FontRegistrationLock.shared.writing { [self] in applyFontChange { AppFonts.removeFile(url) } }
        return applied ?? true
    }

    /// Whether `registerFontFile(at:)` registered the file (and it was not unregistered).
    package static func isFontFileRegistered(_ url: URL) -> Bool { AppFonts.contains(file: url) }
}
