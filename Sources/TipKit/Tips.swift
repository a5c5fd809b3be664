import BackplateCore
import Foundation

/// TipKit's namespace: configuration, the datastore, testing switches, and the types tips are
/// made of (`Tips.Action`, `Tips.Rule`, `Tips.Parameter`, `Tips.Event`...).
///
/// Backplate keeps the datastore in memory for the life of the process, empty at launch: a
/// render shows every tip as a freshly installed app shows it, with each `@Parameter` at its
/// default value (unless the program set it), no event donations (unless the program donated
/// some), and nothing invalidated. A render also assumes the app configured TipKit at launch
/// (its `App.init` or root `.task` would have called `Tips.configure()`, and neither runs
/// when one view is rendered), so `configure` is not needed for a tip to show; it records its
/// options. The display frequency does not hold back tips: on a fresh install no tip has been
/// shown yet, so none is waiting out an interval.
@frozen public enum Tips {
    /// Loads and configures the persistent state of all tips in the app. In Backplate it
    /// records the options (`Tips.configuration`); throws `TipKitError.tipsDatastoreAlreadyConfigured`
    /// when called twice without `resetDatastore()` in between, as TipKit does.
    public static func configure(_ configuration: [ConfigurationOption] = []) throws {
        try TipDatastore.shared.configure(configuration)
    }

    /// Deletes every tip's stored state: parameters go back to their defaults, donations and
    /// invalidations are forgotten, and `configure` may be called again.
    public static func resetDatastore() throws {
        TipDatastore.shared.reset()
    }

    /// Shows every tip whatever its rules, display frequency or invalidation, for UI tests.
    public static func showAllTipsForTesting() {
        TipDatastore.shared.setTesting(.showAll)
    }

    /// Shows the tips of these types whatever their rules, for UI tests.
    public static func showTipsForTesting(_ tips: [any Tip.Type]) {
        TipDatastore.shared.setTesting(.show(Set(tips.map { String(reflecting: $0) })))
    }

    /// Hides the tips of these types whatever their rules, for UI tests.
    public static func hideTipsForTesting(_ tips: [any Tip.Type]) {
        TipDatastore.shared.setTesting(.hide(Set(tips.map { String(reflecting: $0) })))
    }

    /// Hides every tip whatever its rules, for UI tests.
    public static func hideAllTipsForTesting() {
        TipDatastore.shared.setTesting(.hideAll)
    }

    /// The options the last `configure(_:)` call gave, or nil when TipKit is not configured
    /// (Backplate's own, for tests: TipKit does not expose its configuration).
    public static var configuration: [ConfigurationOption]? { TipDatastore.shared.configuration }

    /// Whether a tip may show, is waiting for its rules, or was invalidated.
    public enum Status: Hashable, Sendable {
        /// The tip's rules do not hold yet.
        case pending
        /// The tip may show.
        case available
        /// The tip was invalidated, permanently, for this reason.
        case invalidated(InvalidationReason)
    }

    /// Why a tip was permanently invalidated.
    public enum InvalidationReason: Equatable, Hashable, Sendable {
        /// The person performed the action the tip describes.
        case actionPerformed
        /// The tip was shown its maximum number of times.
        case displayCountExceeded
        /// The tip was shown for its maximum duration.
        case displayDurationExceeded
        /// The person closed the tip.
        case tipClosed
    }

    /// An option given to `Tips.configure(_:)`.
    public struct ConfigurationOption: Sendable {
        enum Kind: Sendable, Equatable {
            case datastoreLocation(DatastoreLocation)
            case displayFrequency(DisplayFrequency)
            case cloudKitContainer(CloudKitContainer?)
        }
        let kind: Kind

        /// Where the datastore lives (recorded only: Backplate's datastore is in memory).
        public static func datastoreLocation(_ location: DatastoreLocation) -> ConfigurationOption {
            ConfigurationOption(kind: .datastoreLocation(location))
        }
        /// How long after one tip shows before another may show.
        public static func displayFrequency(_ frequency: DisplayFrequency) -> ConfigurationOption {
            ConfigurationOption(kind: .displayFrequency(frequency))
        }
        /// The CloudKit container tips sync through (recorded only).
        public static func cloudKitContainer(_ container: CloudKitContainer?) -> ConfigurationOption {
            ConfigurationOption(kind: .cloudKitContainer(container))
        }

        /// The display frequency this option sets, if it sets one (Backplate's own, for tests).
        public var displayFrequency: DisplayFrequency? {
            if case .displayFrequency(let frequency) = kind { return frequency }
            return nil
        }

        /// Where the tips datastore is kept.
        public struct DatastoreLocation: Sendable, Equatable {
            let description: String
            /// The app's default location.
            public static let applicationDefault = DatastoreLocation(description: "applicationDefault")
            /// A shared app-group container.
            public static func groupContainer(identifier: String) throws -> DatastoreLocation {
                DatastoreLocation(description: "group:\(identifier)")
            }
            /// A directory of the app's choosing.
            public static func url(_ url: URL) -> DatastoreLocation { DatastoreLocation(description: url.path) }
            init(description: String) { self.description = description }
        }

        /// The least time between one tip showing and the next becoming eligible.
        public struct DisplayFrequency: Sendable, Equatable {
            /// The interval in seconds (0 for `.immediate`; Backplate's own, for tests).
            public let interval: TimeInterval
            /// No wait between tips.
            public static let immediate = DisplayFrequency(interval: 0)
            /// One tip an hour.
            public static let hourly = DisplayFrequency(interval: 3_600)
            /// One tip a day.
            public static let daily = DisplayFrequency(interval: 86_400)
            /// One tip a week.
            public static let weekly = DisplayFrequency(interval: 604_800)
            /// One tip a month (30 days).
            public static let monthly = DisplayFrequency(interval: 2_592_000)
            init(interval: TimeInterval) { self.interval = interval }
        }

        /// A CloudKit container identifier.
        public struct CloudKitContainer: Sendable, Equatable {
            let identifier: String
            /// The container with this identifier.
            public static func named(_ identifier: String) -> CloudKitContainer { CloudKitContainer(identifier: identifier) }
        }
    }
}

/// TipKit's errors, as TipKit's `TipKitError`: each kind a static value, matched with `==` or
/// in a `catch`. Backplate throws `.tipsDatastoreAlreadyConfigured` (a second `configure`).
public struct TipKitError: Error, Equatable, Hashable, Sendable, LocalizedError, CustomStringConvertible {
    private let kind: String
    private init(_ kind: String) { self.kind = kind }

    /// `configure` was called a second time.
    public static let tipsDatastoreAlreadyConfigured = TipKitError("tipsDatastoreAlreadyConfigured")
    /// A rule compares a parameter or event value of a type TipKit can't store.
    public static let invalidPredicateValueType = TipKitError("invalidPredicateValueType")
    /// The datastore's group container needs an entitlement the app lacks.
    public static let missingGroupContainerEntitlements = TipKitError("missingGroupContainerEntitlements")

    /// The kind's name (`"tipsDatastoreAlreadyConfigured"`).
    public var description: String { kind }
    /// The kind's name, as the error's description.
    public var errorDescription: String? { kind }
}

/// The in-memory tips datastore: parameter values, event donations, invalidations, the
/// configuration and the testing switch. One per process, as TipKit's is one per app.
final class TipDatastore: Sendable {
    static let shared = TipDatastore()

    enum Testing: Equatable { case none, showAll, hideAll, show(Set<String>), hide(Set<String>) }

    private struct State {
        var parameters: [String: any Sendable] = [:]
        var donations: [String: [(date: Date, info: any Sendable)]] = [:]
        var invalidations: [String: Tips.InvalidationReason] = [:]
        var testing = Testing.none
        var configuration: [Tips.ConfigurationOption]?
    }

    private let state = LockedState(State())

    private(set) var configuration: [Tips.ConfigurationOption]? {
        get { state.withLock { $0.configuration } }
        set { state.withLock { $0.configuration = newValue } }
    }

    func configure(_ options: [Tips.ConfigurationOption]) throws {
        try state.withLock { (state) throws(TipKitError) in
            if state.configuration != nil { throw TipKitError.tipsDatastoreAlreadyConfigured }
            state.configuration = options
        }
    }

    func reset() { state.withLock { $0 = State() } }

    func setTesting(_ value: Testing) { state.withLock { $0.testing = value } }

    func value<Value: Sendable>(of key: String, default value: Value) -> Value {
        state.withLock { $0.parameters[key] as? Value ?? value }
    }

    func set<Value: Sendable>(_ value: Value, for key: String) { state.withLock { $0.parameters[key] = value } }

    func donate(_ info: any Sendable, to event: String, at date: Date = Date()) {
        state.withLock { $0.donations[event, default: []].append((date, info)) }
    }

    func donations(of event: String) -> [(date: Date, info: any Sendable)] { state.withLock { $0.donations[event] ?? [] } }

    func invalidate(_ id: String, reason: Tips.InvalidationReason?) { state.withLock { $0.invalidations[id] = reason } }

    /// A tip's status: the testing switch first, then its invalidation, then its
    /// `MaxDisplayCount` (a count of 0 or less never shows), then its rules.
    func status<T: Tip>(of tip: T) -> Tips.Status {
        if let erased = tip as? AnyTip {
            func open<Base: Tip>(_ base: Base) -> Tips.Status { status(of: base) }
            return open(erased.base)
        }
        let (testing, invalidation) = state.withLock { ($0.testing, $0.invalidations[tip.id]) }
        switch testing {
        case .hideAll: return .pending
        case .showAll: return .available
        case .show(let types) where types.contains(String(reflecting: T.self)): return .available
        case .hide(let types) where types.contains(String(reflecting: T.self)): return .pending
        default: break
        }
        if let invalidation { return .invalidated(invalidation) }
        if tip.options.contains(where: { ($0 as? Tips.MaxDisplayCount).map { $0.count <= 0 } ?? false }) {
            return .invalidated(.displayCountExceeded)
        }
        return tip.rules.allSatisfy { $0.isSatisfied() } ? .available : .pending
    }
}
