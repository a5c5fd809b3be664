import BackplateCore
import Foundation

/// Context that may inform analysis, shared among analyzers (iOS 26+): contextual strings and
/// app data. Kept as set; a render analyzes nothing. Safe from any thread.
public final class AnalysisContext: Sendable {
    private struct Storage {
        var contextualStrings: [ContextualStringsTag: [String]] = [:]
        var userData: [UserDataTag: any Sendable] = [:]
    }

    private let storage = LockedState(Storage())

    /// An empty context.
    public init() {}

    /// Words or phrases to recognize even outside the system vocabulary, grouped by tag.
    public final var contextualStrings: [ContextualStringsTag: [String]] {
        get { storage.withLock { $0.contextualStrings } }
        set { storage.withLock { $0.contextualStrings = newValue } }
    }

    /// App-specific information, by tag.
    public final var userData: [UserDataTag: any Sendable] {
        get { storage.withLock { $0.userData } }
        set { storage.withLock { $0.userData = newValue } }
    }

    /// A group of contextual strings.
    public struct ContextualStringsTag: RawRepresentable, Hashable, Sendable {
        /// The tag's name.
        public let rawValue: String
        /// A tag named `rawValue`.
        public init(_ rawValue: String) { self.rawValue = rawValue }
        /// A tag named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The tag for apps with a single set of contextual strings.
        public static let general = ContextualStringsTag("general")
    }

    /// A key of app-specific information.
    public struct UserDataTag: RawRepresentable, Hashable, Sendable {
        /// The tag's name.
        public let rawValue: String
        /// A tag named `rawValue`.
        public init(_ rawValue: String) { self.rawValue = rawValue }
        /// A tag named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
    }
}
