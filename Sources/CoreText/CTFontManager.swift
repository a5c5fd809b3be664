// The module a file's `import CoreText` finds on Linux (UIKit re-exports it, as on iOS): the
// font manager's run-time registration, drawn by Backplate's text engine once registered.
@_exported import CoreGraphics
import Foundation
import BackplateCore
import BackplateCairo

/// The scope a font registration lasts for. Backplate registers every scope but `.none` for
/// the process (a still render has no other processes or sessions).
public enum CTFontManagerScope: UInt32, Sendable {
    /// No scope: not valid for registering (`unsupportedScope`).
    case none = 0
    /// The current process, until unregistered.
    case process = 1
    /// All processes of the user's session, and later sessions.
    case persistent = 2
    /// The current user session.
    case session = 3
    /// The same as `.persistent`.
    public static var user: CTFontManagerScope { .persistent }
}

/// Why a font registration or unregistration failed: the code of the `CFError` the font
/// manager's functions hand back (domain `kCTFontManagerErrorDomain`).
public enum CTFontManagerError: CFIndex, Sendable {
    case fileNotFound = 101
    case insufficientPermissions = 102
    case unrecognizedFormat = 103
    case invalidFontData = 104
    case alreadyRegistered = 105
    case exceededResourceLimit = 106
    case assetNotFound = 107
    case notRegistered = 201
    case inUse = 202
    case systemRequired = 203
    case registrationFailed = 301
    case missingEntitlement = 302
    case insufficientInfo = 303
    case cancelledByUser = 304
    case duplicatedName = 305
    case invalidFilePath = 306
    case unsupportedScope = 307
}

/// The domain of the font manager's errors.
public let kCTFontManagerErrorDomain: CFString = "com.apple.CoreText.CTFontManagerErrorDomain"

/// Registers the fonts of a font file (TTF, OTF or a collection) for `scope`, so
/// `Font.custom(_:size:)` and `UIFont(name:size:)` find them by family, PostScript or full
/// name and text draws with them. `false`, with `error` set, for a missing or unreadable file,
/// a file already registered or the `.none` scope, as iOS answers.
public func CTFontManagerRegisterFontsForURL(_ fontURL: CFURL, _ scope: CTFontManagerScope,
                                             _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?) -> Bool {
    FontManagerRegistry.registerFile(fontURL, scope: scope, error: error)
}

/// Takes back the fonts `CTFontManagerRegisterFontsForURL` registered from a file; `false`
/// with `notRegistered` when it was not registered.
public func CTFontManagerUnregisterFontsForURL(_ fontURL: CFURL, _ scope: CTFontManagerScope,
                                               _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?) -> Bool {
    FontManagerRegistry.unregisterFile(fontURL, error: error)
}

/// Registers a font made from bytes or a file (`CGFont(_:)`) for the process, so it is found by
/// its PostScript, full or family name. `false` with `duplicatedName` when a font of the same
/// PostScript name is already registered or installed, as iOS answers.
public func CTFontManagerRegisterGraphicsFont(_ font: CGFont, _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?) -> Bool {
    FontManagerRegistry.registerGraphicsFont(font, error: error)
}

/// Takes back a font `CTFontManagerRegisterGraphicsFont` registered; `false` with
/// `notRegistered` when it was not registered.
public func CTFontManagerUnregisterGraphicsFont(_ font: CGFont, _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?) -> Bool {
    FontManagerRegistry.unregisterGraphicsFont(font, error: error)
}

/// Registers several font files; calls `registrationHandler` once at the end with the errors
/// (an array of `CFError`, empty when all succeeded) and `true` for done.
public func CTFontManagerRegisterFontURLs(_ fontURLs: CFArray, _ scope: CTFontManagerScope, _ enabled: Bool,
                                          _ registrationHandler: ((CFArray, Bool) -> Bool)?) {
    var errors: [CFError] = []
    for case let url as URL in fontURLs {
        var failure: Unmanaged<CFError>?
        if !CTFontManagerRegisterFontsForURL(url as CFURL, scope, &failure), let failure { errors.append(failure.takeRetainedValue()) }
    }
    _ = registrationHandler?(errors, true)
}
