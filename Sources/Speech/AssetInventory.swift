import BackplateCore
import Foundation

/// The speech assets on the device and the app's locale reservations (iOS 26+). A render's
/// device supports the iPhone's dictation locales but has none installed: modules for them are
/// `.supported`, others `.unsupported`; reservations are kept for the process.
public final class AssetInventory {
    private init() {}

    private static let reservations = LockedState([Locale]())

    /// Where a module's assets are on the device.
    public enum Status: Hashable, Comparable, Sendable {
        /// The module cannot work with its configuration.
        case unsupported
        /// The module can work once its assets are downloaded: a supported module in a render.
        case supported
        /// The assets are downloading. Never in a render.
        case downloading
        /// The assets are installed and the module is ready. Never in a render (for a transcriber).
        case installed
    }

    /// How many locales the app may reserve: 4 in a render (Apple's varies with the device).
    public static var maximumReservedLocales: Int { 4 }

    /// The app's reserved asset locales, oldest first.
    public static var reservedLocales: [Locale] {
        get async { reservations.withLock { $0 } }
    }

    /// The least ready status among `modules`, in the order unsupported, downloading, supported,
    /// installed. A transcriber is `.supported` for a supported locale, else `.unsupported`.
    public static func status(forModules modules: [any SpeechModule]) async -> AssetInventory.Status {
        let statuses = modules.map(status(of:))
        for status in [Status.unsupported, .downloading, .supported] where statuses.contains(status) { return status }
        return .installed
    }

    /// A request to install `modules`' assets, or nil when they are installed; reserves their
    /// locales first. Throws `SFSpeechError.cannotAllocateUnsupportedLocale` for an unsupported
    /// locale and `.tooManyAssetLocalesAllocated` past `maximumReservedLocales`.
    public static func assetInstallationRequest(supporting modules: [any SpeechModule]) async throws
        -> AssetInstallationRequest? {
        let locales = modules.flatMap(selectedLocales(of:))
        guard locales.allSatisfy({ SpeechLocales.supportedIdentifier(for: $0) != nil }) else {
            throw SFSpeechError(.cannotAllocateUnsupportedLocale)
        }
        for locale in locales { _ = try reserveSupported(locale) }
        return await status(forModules: modules) == .installed ? nil : AssetInstallationRequest()
    }

    /// Reserves `locale`'s assets for the app; false if it was already reserved. Throws
    /// `SFSpeechError.cannotAllocateUnsupportedLocale` for an unsupported locale and
    /// `.tooManyAssetLocalesAllocated` past `maximumReservedLocales`.
    @discardableResult
    public static func reserve(locale: Locale) async throws -> Bool {
        try reserveSupported(locale)
    }

    /// Releases a reservation; false if `reservedLocale` was not reserved.
    @discardableResult
    public static func release(reservedLocale: Locale) async -> Bool {
        guard let identifier = SpeechLocales.supportedIdentifier(for: reservedLocale) else { return false }
        return reservations.withLock { reserved in
            guard let index = reserved.firstIndex(where: { $0.identifier == identifier }) else { return false }
            reserved.remove(at: index)
            return true
        }
    }

    private static func reserveSupported(_ locale: Locale) throws -> Bool {
        guard let identifier = SpeechLocales.supportedIdentifier(for: locale) else {
            throw SFSpeechError(.cannotAllocateUnsupportedLocale)
        }
        let maximum = maximumReservedLocales
        return try reservations.withLock { reserved throws(SFSpeechError) -> Bool in
            guard !reserved.contains(where: { $0.identifier == identifier }) else { return false }
            guard reserved.count < maximum else { throw SFSpeechError(.tooManyAssetLocalesAllocated) }
            reserved.append(Locale(identifier: identifier))
            return true
        }
    }

    private static func selectedLocales(of module: any SpeechModule) -> [Locale] {
        (module as? any LocaleDependentSpeechModule)?.selectedLocales ?? []
    }

    private static func status(of module: any SpeechModule) -> Status {
        guard let localized = module as? any LocaleDependentSpeechModule else { return .installed }
        let supported = localized.selectedLocales.allSatisfy { SpeechLocales.supportedIdentifier(for: $0) != nil }
        return supported ? .supported : .unsupported
    }
}
