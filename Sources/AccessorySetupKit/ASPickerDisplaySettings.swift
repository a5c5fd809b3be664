import BackplateCore
import Foundation

/// How the picker would run (iOS 26): how long it looks for accessories and whether the app
/// filters what it finds. A render keeps the settings a session is given; no picker runs.
@available(iOS 26.0, *)
public final class ASPickerDisplaySettings: NSObject, Sendable {
    /// How long the picker looks for accessories before it gives up, in seconds. Apple gives
    /// the constants' durations only roughly; these are the durations it gives.
    public struct DiscoveryTimeout: RawRepresentable, Hashable, Sendable {
        /// The timeout in seconds.
        public let rawValue: TimeInterval
        /// A timeout of `rawValue` seconds.
        public init(rawValue: TimeInterval) { self.rawValue = rawValue }
        /// About a minute: 60 seconds.
        public static let short = DiscoveryTimeout(rawValue: 60)
        /// About two minutes: 120 seconds.
        public static let medium = DiscoveryTimeout(rawValue: 120)
        /// About five minutes: 300 seconds.
        public static let long = DiscoveryTimeout(rawValue: 300)
        /// No timeout until the app calls `finishPickerDiscovery(completionHandler:)`: infinity.
        @available(iOS 26.1, *)
        public static let unbounded = DiscoveryTimeout(rawValue: .infinity)
    }

    /// The picker's custom behaviours (AccessorySetupKit's bits).
    @available(iOS 26.1, *)
    public struct Options: OptionSet, Hashable, Sendable {
        /// The option bits.
        public let rawValue: UInt
        /// Options from their bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Hand discovered accessories to the app (`.accessoryDiscovered` events) to filter.
        public static let filterDiscoveryResults = Options(rawValue: 1 << 0)
    }

    /// The settings' values: a 30-second timeout (the picker's default) and no options.
    private struct Values {
        var discoveryTimeout = DiscoveryTimeout(rawValue: 30)
        var options: UInt = 0
    }
    private let values = LockedState(Values())

    /// Settings with the picker's defaults.
    public override init() { super.init() }

    /// New settings with the picker's defaults, to adjust.
    public class var `default`: ASPickerDisplaySettings { ASPickerDisplaySettings() }

    /// How long the picker looks for accessories (30 seconds unless set).
    public var discoveryTimeout: DiscoveryTimeout {
        get { values.withLock { $0.discoveryTimeout } }
        set { values.withLock { $0.discoveryTimeout = newValue } }
    }

    /// The picker's custom behaviours (none unless set).
    @available(iOS 26.1, *)
    public var options: Options {
        get { Options(rawValue: values.withLock { $0.options }) }
        set { values.withLock { $0.options = newValue.rawValue } }
    }

    /// Independent settings with the same values: what a session keeps of the settings it is
    /// given, as AccessorySetupKit copies them.
    func copied() -> ASPickerDisplaySettings {
        let copy = ASPickerDisplaySettings()
        let current = values.withLock { ($0.discoveryTimeout, $0.options) }
        copy.values.withLock { $0.discoveryTimeout = current.0; $0.options = current.1 }
        return copy
    }
}
