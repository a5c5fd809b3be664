import Foundation
import BackplateCore
import BackplateCairo

/// What the font manager registered: files by path and graphics fonts by PostScript name,
/// with the file each graphics font was written to for fontconfig (which reads only files).
enum FontManagerRegistry {
    private static let graphicsFonts = LockedState<[String: URL]>([:])

    static func registerFile(_ url: URL, scope: CTFontManagerScope, error: UnsafeMutablePointer<Unmanaged<CFError>?>?) -> Bool {
        guard scope != .none else { return fail(.unsupportedScope, "The scope is not supported.", error) }
        guard url.isFileURL, FileManager.default.fileExists(atPath: url.path) else {
            return fail(.fileNotFound, "The file \(url.lastPathComponent) does not exist.", error)
        }
        guard let provider = CGDataProvider(url: url), CGFont(provider) != nil else {
            return fail(.unrecognizedFormat, "The file \(url.lastPathComponent) is not a recognized font file.", error)
        }
        guard !PangoTextEngine.isFontFileRegistered(url) else {
            return fail(.alreadyRegistered, "The file \(url.lastPathComponent) is already registered.", error)
        }
        guard PangoTextEngine.shared.registerFontFile(at: url) else {
            return fail(.invalidFontData, "The file \(url.lastPathComponent) holds no font Backplate can read.", error)
        }
        return true
    }

    static func unregisterFile(_ url: URL, error: UnsafeMutablePointer<Unmanaged<CFError>?>?) -> Bool {
        guard PangoTextEngine.shared.unregisterFontFile(at: url) else {
            return fail(.notRegistered, "The file \(url.lastPathComponent) is not registered.", error)
        }
        return true
    }

    static func registerGraphicsFont(_ font: CGFont, error: UnsafeMutablePointer<Unmanaged<CFError>?>?) -> Bool {
        guard let name = font.postScriptName, !name.isEmpty else {
            return fail(.insufficientInfo, "The font has no PostScript name.", error)
        }
        let taken = graphicsFonts.withLock { $0[name] != nil } || PangoTextEngine.shared.hasFamily(name)
        guard !taken else { return fail(.duplicatedName, "A font named \(name) is already registered.", error) }
        guard let file = font.fileURL ?? write(font, named: name) else {
            return fail(.registrationFailed, "The font \(name) could not be written for registration.", error)
        }
        guard PangoTextEngine.shared.registerFontFile(at: file) else {
            return fail(.invalidFontData, "The font \(name) holds no font Backplate can read.", error)
        }
        graphicsFonts.withLock { $0[name] = file }
        return true
    }

    static func unregisterGraphicsFont(_ font: CGFont, error: UnsafeMutablePointer<Unmanaged<CFError>?>?) -> Bool {
        let file = font.postScriptName.flatMap { name in graphicsFonts.withLock { $0.removeValue(forKey: name) } }
        guard let file, PangoTextEngine.shared.unregisterFontFile(at: file) else {
            return fail(.notRegistered, "The font is not registered.", error)
        }
        return true
    }

    /// The bytes of a font made in memory, in a file of this process's temporary folder.
    private static func write(_ font: CGFont, named name: String) -> URL? {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("backplate-fonts-\(getpid())", isDirectory: true)
        let safe = String(name.map { $0.isLetter || $0.isNumber || $0 == "-" ? $0 : "_" })
        let file = folder.appendingPathComponent("\(safe)-\(font.data.count).otf")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try font.data.write(to: file, options: .atomic)
            return file
        } catch {
            return nil
        }
    }

    private static func fail(_ code: CTFontManagerError, _ message: String, _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?) -> Bool {
        error?.pointee = Unmanaged.passRetained(CFError(domain: kCTFontManagerErrorDomain, code: code.rawValue, message: message))
        return false
    }
}
