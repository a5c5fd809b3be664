import BackplateCore
import Foundation

/// One moment of a widget: the date it applies from, and the data the view shows.
public protocol TimelineEntry {
    /// When the entry applies.
    var date: Date { get }
    /// How relevant the entry is (for Smart Stacks); nil by default.
    var relevance: TimelineEntryRelevance? { get }
}

extension TimelineEntry {
    /// No relevance.
    public var relevance: TimelineEntryRelevance? { nil }
}

/// How relevant an entry is.
public struct TimelineEntryRelevance: Hashable, Codable, Sendable {
    /// The score (higher is more relevant).
    public let score: Float
    /// How long the score holds.
    public let duration: TimeInterval
    /// A relevance score for a duration.
    public init(score: Float, duration: TimeInterval = 0) { self.score = score; self.duration = duration }
}

/// When the system asks for a new timeline.
public struct TimelineReloadPolicy: Sendable, Equatable {
    let kind: Int
    let date: Date?
    /// After the last entry.
    public static let atEnd = TimelineReloadPolicy(kind: 0, date: nil)
    /// Never (until the app asks).
    public static let never = TimelineReloadPolicy(kind: 1, date: nil)
    /// After a date.
    public static func after(_ date: Date) -> TimelineReloadPolicy { TimelineReloadPolicy(kind: 2, date: date) }
}

/// Entries in date order and when to reload.
public struct Timeline<EntryType: TimelineEntry> {
    /// The entries.
    public let entries: [EntryType]
    /// When to ask for the next timeline.
    public let policy: TimelineReloadPolicy
    /// A timeline of entries.
    public init(entries: [EntryType], policy: TimelineReloadPolicy) { self.entries = entries; self.policy = policy }
}

/// What a provider is told about the widget it makes entries for.
public struct TimelineProviderContext: Sendable {
    /// The widget's size class.
    public let family: WidgetFamily
    /// Whether the widget is shown in the gallery (false in a render).
    public let isPreview: Bool
    /// The widget's size in points on the device.
    public let displaySize: CGSize
    /// The environment values the system draws the widget with more than one of: none, as a
    /// render draws each widget once, in one environment.
    public var environmentVariants: EnvironmentVariants { EnvironmentVariants() }

    /// The environment the widget is drawn in (recorded as the family's size only).
    init(family: WidgetFamily) {
        self.family = family
        isPreview = false
        displaySize = family.size
    }
}

extension TimelineProviderContext {
    /// The values of environment properties the widget may be drawn with, read by key path
    /// (`context.environmentVariants.colorScheme`): `nil` for every property in a render.
    @dynamicMemberLookup
    public struct EnvironmentVariants: Sendable {
        /// The values the property may take, or `nil` when the widget is drawn with one value.
        public subscript<T>(dynamicMember keyPath: WritableKeyPath<EnvironmentValues, T>) -> [T]? { nil }
        /// The values the property may take, or `nil` when the widget is drawn with one value.
        public subscript<T>(keyPath: WritableKeyPath<EnvironmentValues, T>) -> [T]? { nil }
    }
}

/// Makes a widget's entries: a placeholder, a snapshot and a timeline.
public protocol TimelineProvider {
    /// The type of entry.
    associatedtype Entry: TimelineEntry
    /// The context type the methods receive.
    typealias Context = TimelineProviderContext
    /// An entry for the placeholder (drawn redacted while the widget loads).
    func placeholder(in context: Context) -> Entry
    /// One entry for a quick display.
    func getSnapshot(in context: Context, completion: @escaping (Entry) -> Void)
    /// The entries to show over time.
    func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> Void)
}

/// A widget's size class. Sizes are the iPhone 15 Pro's (a 393-point-wide screen), from
/// Apple's Human Interface Guidelines: small 170 × 170, medium 364 × 170, large 364 × 382.
public enum WidgetFamily: RawRepresentable, CaseIterable, Sendable, CustomStringConvertible {
    /// Two by two icons.
    case systemSmall
    /// Four by two icons.
    case systemMedium
    /// Four by four icons.
    case systemLarge
    /// Eight by four icons (iPad only; drawn at the large size on an iPhone).
    case systemExtraLarge
    /// A circular Lock Screen widget.
    case accessoryCircular
    /// A rectangular Lock Screen widget.
    case accessoryRectangular
    /// A line of Lock Screen text.
    case accessoryInline

    /// The family's size in points on an iPhone 15 Pro (Lock Screen sizes: circular 76 × 76,
    /// rectangular 172 × 76, inline 257 × 26, from the HIG's tables for this screen size).
    public var size: CGSize {
        switch self {
        case .systemSmall: CGSize(width: 170, height: 170)
        case .systemMedium: CGSize(width: 364, height: 170)
        case .systemLarge, .systemExtraLarge: CGSize(width: 364, height: 382)
        case .accessoryCircular: CGSize(width: 76, height: 76)
        case .accessoryRectangular: CGSize(width: 172, height: 76)
        case .accessoryInline: CGSize(width: 257, height: 26)
        }
    }

    /// The family numbered `rawValue` (its position in declaration order), or `nil`.
    public init?(rawValue: Int) {
        guard Self.allCases.indices.contains(rawValue) else { return nil }
        self = Self.allCases[rawValue]
    }

    /// The family's number: its position in declaration order (`systemSmall` is 0).
    public var rawValue: Int {
        switch self {
        case .systemSmall: 0
        case .systemMedium: 1
        case .systemLarge: 2
        case .systemExtraLarge: 3
        case .accessoryCircular: 4
        case .accessoryRectangular: 5
        case .accessoryInline: 6
        }
    }

    /// The case's name (`"systemSmall"`).
    public var description: String {
        switch self {
        case .systemSmall: "systemSmall"
        case .systemMedium: "systemMedium"
        case .systemLarge: "systemLarge"
        case .systemExtraLarge: "systemExtraLarge"
        case .accessoryCircular: "accessoryCircular"
        case .accessoryRectangular: "accessoryRectangular"
        case .accessoryInline: "accessoryInline"
        }
    }

    var isSystem: Bool { description.hasPrefix("system") }
}

/// Asks the system to reload widgets' timelines (nothing to reload in a render).
public final class WidgetCenter: Sendable {
    /// The shared centre.
    public static let shared = WidgetCenter()
    private init() {}
    /// Reloads every widget's timeline (no effect in a render).
    public func reloadAllTimelines() {}
    /// Reloads the timelines of widgets of a kind (no effect in a render).
    public func reloadTimelines(ofKind kind: String) {}

    /// The keys of the `userInfo` of the `NSUserActivity` an app receives when a widget is
    /// tapped (none arrives in a render).
    public struct UserInfoKey {
        /// The tapped widget's kind.
        public static let kind = "WGWidgetUserInfoKeyKind"
        /// The tapped widget's family.
        public static let family = "WGWidgetUserInfoKeyFamily"
        /// The identifier of the tapped Live Activity.
        public static let activityID = "WGWidgetUserInfoKeyActivityID"
    }
}

/// Builds the entries of a widget preview's `timeline:` closure.
@resultBuilder
public struct PreviewTimelineBuilder {
    /// One entry.
    public static func buildExpression<E: TimelineEntry>(_ entry: E) -> [any TimelineEntry] { [entry] }
    /// Several entries.
    public static func buildExpression<E: TimelineEntry>(_ entries: [E]) -> [any TimelineEntry] { entries }
    /// Entries listed one after another.
    public static func buildBlock(_ parts: [any TimelineEntry]...) -> [any TimelineEntry] { parts.flatMap { $0 } }
    /// The first statement's entries.
    public static func buildPartialBlock(first: [any TimelineEntry]) -> [any TimelineEntry] { first }
    /// The entries so far, then the next statement's.
    public static func buildPartialBlock(accumulated: [any TimelineEntry], next: [any TimelineEntry]) -> [any TimelineEntry] {
        accumulated + next
    }
    /// Entries from a `for` loop.
    public static func buildArray(_ parts: [[any TimelineEntry]]) -> [any TimelineEntry] { parts.flatMap { $0 } }
    /// An `if` without `else`.
    public static func buildOptional(_ part: [any TimelineEntry]?) -> [any TimelineEntry] { part ?? [] }
    /// The first branch of an `if`/`else`.
    public static func buildEither(first: [any TimelineEntry]) -> [any TimelineEntry] { first }
    /// The second branch of an `if`/`else`.
    public static func buildEither(second: [any TimelineEntry]) -> [any TimelineEntry] { second }
}

/// The entries a `#Preview(as:)` timeline closure lists (what the macro calls).
public func _previewEntries(@PreviewTimelineBuilder _ build: () -> [any TimelineEntry]) -> [any TimelineEntry] { build() }

/// The entries of a timeline closure that awaits: none, as a still render cannot await, so
/// the placeholder is drawn, with a runtime warning.
@_disfavoredOverload
public func _previewEntries(@PreviewTimelineBuilder _ build: @escaping () async -> [any TimelineEntry]) -> [any TimelineEntry] {
    RuntimeWarning.emit("#Preview(as:widget:timeline:): a timeline that awaits is not run; the placeholder is drawn")
    return []
}

extension WidgetFamily: CustomDebugStringConvertible {
    /// The family's name (`systemSmall`, `accessoryCircular`, ...).
    public var debugDescription: String { description }
}
