import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Synchronization

/// The `URLSessionConfiguration` settings iOS has and Linux's Foundation marks unavailable or
/// lacks, kept per configuration object so that they read back as set. Nothing in a still render
/// connects to a network, so none of them changes what is drawn.
extension URLSessionConfiguration {
    /// Whether the session's tasks wait for connectivity instead of failing at once (default
    /// `false`). Kept and read back; a still render makes no connection.
    @_disfavoredOverload
    public var waitsForConnectivity: Bool {
        get { ConfigurationSettingsTable.settings(of: self).waitsForConnectivity }
        set { ConfigurationSettingsTable.update(self) { $0.waitsForConnectivity = newValue } }
    }

    /// Whether connections may use an expensive interface such as cellular data (default
    /// `true`). Kept and read back; a still render makes no connection.
    public var allowsExpensiveNetworkAccess: Bool {
        get { ConfigurationSettingsTable.settings(of: self).allowsExpensiveNetworkAccess }
        set { ConfigurationSettingsTable.update(self) { $0.allowsExpensiveNetworkAccess = newValue } }
    }

    /// Whether connections may use a network in Low Data Mode (default `true`). Kept and read
    /// back; a still render makes no connection.
    public var allowsConstrainedNetworkAccess: Bool {
        get { ConfigurationSettingsTable.settings(of: self).allowsConstrainedNetworkAccess }
        set { ConfigurationSettingsTable.update(self) { $0.allowsConstrainedNetworkAccess = newValue } }
    }

    /// Whether a background session's finished transfers relaunch the app (default `true`).
    /// Kept and read back; a still render runs no background session.
    public var sessionSendsLaunchEvents: Bool {
        get { ConfigurationSettingsTable.settings(of: self).sessionSendsLaunchEvents }
        set { ConfigurationSettingsTable.update(self) { $0.sessionSendsLaunchEvents = newValue } }
    }

    /// Whether name lookups must be validated with DNSSEC (default `false`). Kept and read back;
    /// a still render looks up no name.
    public var requiresDNSSECValidation: Bool {
        get { ConfigurationSettingsTable.settings(of: self).requiresDNSSECValidation }
        set { ConfigurationSettingsTable.update(self) { $0.requiresDNSSECValidation = newValue } }
    }
}

/// The settings above for each live configuration, with iOS's defaults; entries whose
/// configuration is gone are dropped at the next write, so the table holds live objects only.
package enum ConfigurationSettingsTable {
    package struct Settings {
        package var waitsForConnectivity = false
        package var allowsExpensiveNetworkAccess = true
        package var allowsConstrainedNetworkAccess = true
        package var sessionSendsLaunchEvents = true
        package var requiresDNSSECValidation = false
    }

    private struct Entry {
        weak var configuration: URLSessionConfiguration?
        var settings: Settings
    }

    private static let table = Mutex<[ObjectIdentifier: Entry]>([:])

    package static func settings(of configuration: URLSessionConfiguration) -> Settings {
        table.withLock { entries in
            guard let entry = entries[ObjectIdentifier(configuration)], entry.configuration === configuration
            else { return Settings() }
            return entry.settings
        }
    }

    /// How many configurations the table holds settings for: the live ones, and those released
    /// since the last write.
    package static var entryCount: Int { table.withLock { $0.count } }

    package static func update(_ configuration: URLSessionConfiguration, _ change: (inout Settings) -> Void) {
        table.withLock { entries in
            entries = entries.filter { $0.value.configuration != nil }
            let key = ObjectIdentifier(configuration)
            // Only live entries are left: one under this identifier is this configuration's.
            var settings = entries[key]?.settings ?? Settings()
            change(&settings)
            entries[key] = Entry(configuration: configuration, settings: settings)
        }
    }
}
