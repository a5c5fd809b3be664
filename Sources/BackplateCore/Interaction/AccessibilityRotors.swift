import Foundation

// Accessibility rotors (iOS 15): named lists of places VoiceOver's rotor jumps between. They
// draw nothing and change no layout; the accessibility tree lists each rotor on its element
// with the elements its entries reach (AccessibilityRotorModifiers.swift).

/// A rotor the system knows by its kind (links, headings...), which VoiceOver names itself.
public struct AccessibilitySystemRotor: Sendable {
    let kind: String

    /// The name VoiceOver shows for the rotor, in AccessibilitySnapshot's English words ("Headings",
    /// "Heading 2", "Visited Links"); UIKit has no unvisited-links rotor, so that one shows "Links".
    var displayName: String {
        if kind.hasPrefix("headings"), let level = Int(kind.dropFirst("headings".count)), level > 0 { return "Heading \(level)" }
        switch kind {
        case "links", "unvisitedLinks": return "Links"
        case "visitedLinks": return "Visited Links"
        case "headings", "headings0": return "Headings"
        case "boldText": return "Bold Text"
        case "italicText": return "Italic Text"
        case "underlineText": return "Underlined Text"
        case "misspelledWords": return "Misspelled Words"
        case "images": return "Images"
        case "textFields": return "Text Fields"
        case "tables": return "Tables"
        case "lists": return "Lists"
        default: return "Landmarks"
        }
    }

    /// Links, visited or not.
    public static func links(visited: Bool) -> AccessibilitySystemRotor { AccessibilitySystemRotor(kind: visited ? "visitedLinks" : "unvisitedLinks") }
    /// Every link.
    public static var links: AccessibilitySystemRotor { AccessibilitySystemRotor(kind: "links") }
    /// Headings of one level.
    public static func headings(level: AccessibilityHeadingLevel) -> AccessibilitySystemRotor { AccessibilitySystemRotor(kind: "headings\(level.rawValue)") }
    /// Every heading.
    public static var headings: AccessibilitySystemRotor { AccessibilitySystemRotor(kind: "headings") }
    /// Bold text.
    public static var boldText: AccessibilitySystemRotor { AccessibilitySystemRotor(kind: "boldText") }
    /// Italic text.
    public static var italicText: AccessibilitySystemRotor { AccessibilitySystemRotor(kind: "italicText") }
    /// Underlined text.
    public static var underlineText: AccessibilitySystemRotor { AccessibilitySystemRotor(kind: "underlineText") }
    /// Misspelled words.
    public static var misspelledWords: AccessibilitySystemRotor { AccessibilitySystemRotor(kind: "misspelledWords") }
    /// Images.
    public static var images: AccessibilitySystemRotor { AccessibilitySystemRotor(kind: "images") }
    /// Text fields.
    public static var textFields: AccessibilitySystemRotor { AccessibilitySystemRotor(kind: "textFields") }
    /// Tables.
    public static var tables: AccessibilitySystemRotor { AccessibilitySystemRotor(kind: "tables") }
    /// Lists.
    public static var lists: AccessibilitySystemRotor { AccessibilitySystemRotor(kind: "lists") }
    /// Landmarks.
    public static var landmarks: AccessibilitySystemRotor { AccessibilitySystemRotor(kind: "landmarks") }
}

/// Content of an accessibility rotor: entries, built with `AccessibilityRotorContentBuilder`.
public protocol AccessibilityRotorContent {
    /// The content this content is made of.
    associatedtype Body: AccessibilityRotorContent
    /// The rotor content this content is made of.
    @AccessibilityRotorContentBuilder var body: Body { get }
}

extension Never: AccessibilityRotorContent {}

/// One place an accessibility rotor jumps to: a label and the identifier of a view (or a
/// range of text). Nothing of it is drawn.
public struct AccessibilityRotorEntry<ID: Hashable>: AccessibilityRotorContent, AccessibilityRotorEntryCollection {
    let label: Text?
    var record = AccessibilityRotorEntryRecord()

    /// An entry for the view with identifier `id`, labelled with a text view.
    public init(_ label: Text, id: ID, textRange: Range<String.Index>? = nil, prepare: @escaping () -> Void = {}) {
        self.label = label
        record = Self.entryRecord(to: id, in: nil, textRange: textRange)
    }
    /// An entry for the view with identifier `id` in a namespace, labelled with a text view.
    public init(_ label: Text, id: ID, in namespace: Namespace.ID, textRange: Range<String.Index>? = nil,
                prepare: @escaping () -> Void = {}) {
        self.label = label
        record = Self.entryRecord(to: id, in: namespace, textRange: textRange)
    }
    /// An entry for the view with identifier `id`, labelled with a localized key.
    public init(_ labelKey: LocalizedStringKey, id: ID, textRange: Range<String.Index>? = nil, prepare: @escaping () -> Void = {}) {
        label = Text(labelKey)
        record = Self.entryRecord(to: id, in: nil, textRange: textRange)
    }
    /// An entry for the view with identifier `id`, labelled with a string.
    @_disfavoredOverload
    public init<L: StringProtocol>(_ label: L, id: ID, textRange: Range<String.Index>? = nil, prepare: @escaping () -> Void = {}) {
        self.label = Text(label)
        record = Self.entryRecord(to: id, in: nil, textRange: textRange)
    }
    /// An entry for the view with identifier `id` in a namespace, labelled with a localized key.
    public init(_ labelKey: LocalizedStringKey, id: ID, in namespace: Namespace.ID, textRange: Range<String.Index>? = nil,
                prepare: @escaping () -> Void = {}) {
        label = Text(labelKey)
        record = Self.entryRecord(to: id, in: namespace, textRange: textRange)
    }
    /// An entry for the view with identifier `id` in a namespace, labelled with a string.
    @_disfavoredOverload
    public init<L: StringProtocol>(_ label: L, _ id: ID, in namespace: Namespace.ID, textRange: Range<String.Index>? = nil,
                                   prepare: @escaping () -> Void = {}) {
        self.label = Text(label)
        record = Self.entryRecord(to: id, in: namespace, textRange: textRange)
    }
    /// A rotor content has no body of its own.
    public var body: Never { return fatalError("AccessibilityRotorEntry has no body") }

    var rotorEntries: [AccessibilityRotorEntryRecord] { [record] }

    /// This entry leading to the view with `id` (in `namespace`), or to `textRange` of its text.
    private static func entryRecord(to id: ID, in namespace: Namespace.ID?, textRange: Range<String.Index>?) -> AccessibilityRotorEntryRecord {
        AccessibilityRotorEntryRecord(target: AccessibilityRotorTarget(id: AnyHashable(id), namespace: namespace.map { AnyHashable($0) }), textRange: textRange)
    }
}

extension AccessibilityRotorEntry where ID == Never {
    /// An entry for a range of text, labelled with a text view.
    public init(_ label: Text?, textRange: Range<String.Index>, prepare: @escaping () -> Void = {}) {
        self.label = label
        record.textRange = textRange
    }
    /// An entry for a range of text, labelled with a localized key.
    public init(_ labelKey: LocalizedStringKey, textRange: Range<String.Index>, prepare: @escaping () -> Void = {}) {
        label = Text(labelKey)
        record.textRange = textRange
    }
    /// An entry for a range of text, labelled with a string.
    @_disfavoredOverload
    public init<L: StringProtocol>(_ label: L, textRange: Range<String.Index>, prepare: @escaping () -> Void = {}) {
        self.label = Text(label)
        record.textRange = textRange
    }
}

/// Rotor entries a builder collected.
public struct _AccessibilityRotorEntries: AccessibilityRotorContent, AccessibilityRotorEntryCollection {
    let rotorEntries: [AccessibilityRotorEntryRecord]
    /// Collected content has no body of its own.
    public var body: Never { return fatalError("_AccessibilityRotorEntries has no body") }
}

/// Builds accessibility rotor content from entries, `ForEach`es and conditions.
@resultBuilder
public struct AccessibilityRotorContentBuilder {
    /// One piece of rotor content.
    public static func buildExpression<Content: AccessibilityRotorContent>(_ content: Content) -> Content { content }
    /// Content shown when a condition holds.
    public static func buildIf<Content: AccessibilityRotorContent>(_ content: Content?) -> some AccessibilityRotorContent {
        _AccessibilityRotorEntries(rotorEntries: content.map(accessibilityRotorEntries) ?? [])
    }
    /// The content of an `if` branch.
    public static func buildEither<T: AccessibilityRotorContent>(first: T) -> _AccessibilityRotorEntries {
        _AccessibilityRotorEntries(rotorEntries: accessibilityRotorEntries(first))
    }
    /// The content of an `else` branch.
    public static func buildEither<F: AccessibilityRotorContent>(second: F) -> _AccessibilityRotorEntries {
        _AccessibilityRotorEntries(rotorEntries: accessibilityRotorEntries(second))
    }
    /// 1 piece of rotor content in order.
    public static func buildBlock<C0: AccessibilityRotorContent>(_ c0: C0) -> some AccessibilityRotorContent {
        _AccessibilityRotorEntries(rotorEntries: accessibilityRotorEntries(c0))
    }
    /// 2 pieces of rotor content in order.
    public static func buildBlock<C0: AccessibilityRotorContent, C1: AccessibilityRotorContent>(_ c0: C0, _ c1: C1) -> some AccessibilityRotorContent {
        _AccessibilityRotorEntries(rotorEntries: [accessibilityRotorEntries(c0), accessibilityRotorEntries(c1)].flatMap { $0 })
    }
    /// 3 pieces of rotor content in order.
    public static func buildBlock<C0: AccessibilityRotorContent, C1: AccessibilityRotorContent, C2: AccessibilityRotorContent>(_ c0: C0, _ c1: C1, _ c2: C2) -> some AccessibilityRotorContent {
        _AccessibilityRotorEntries(rotorEntries: [accessibilityRotorEntries(c0), accessibilityRotorEntries(c1), accessibilityRotorEntries(c2)].flatMap { $0 })
    }
    /// 4 pieces of rotor content in order.
    public static func buildBlock<C0: AccessibilityRotorContent, C1: AccessibilityRotorContent, C2: AccessibilityRotorContent, C3: AccessibilityRotorContent>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3) -> some AccessibilityRotorContent {
        _AccessibilityRotorEntries(rotorEntries: [accessibilityRotorEntries(c0), accessibilityRotorEntries(c1), accessibilityRotorEntries(c2), accessibilityRotorEntries(c3)].flatMap { $0 })
    }
    /// 5 pieces of rotor content in order.
    public static func buildBlock<C0: AccessibilityRotorContent, C1: AccessibilityRotorContent, C2: AccessibilityRotorContent, C3: AccessibilityRotorContent, C4: AccessibilityRotorContent>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4) -> some AccessibilityRotorContent {
        _AccessibilityRotorEntries(rotorEntries: [accessibilityRotorEntries(c0), accessibilityRotorEntries(c1), accessibilityRotorEntries(c2), accessibilityRotorEntries(c3), accessibilityRotorEntries(c4)].flatMap { $0 })
    }
    /// 6 pieces of rotor content in order.
    public static func buildBlock<C0: AccessibilityRotorContent, C1: AccessibilityRotorContent, C2: AccessibilityRotorContent, C3: AccessibilityRotorContent, C4: AccessibilityRotorContent, C5: AccessibilityRotorContent>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5) -> some AccessibilityRotorContent {
        _AccessibilityRotorEntries(rotorEntries: [accessibilityRotorEntries(c0), accessibilityRotorEntries(c1), accessibilityRotorEntries(c2), accessibilityRotorEntries(c3), accessibilityRotorEntries(c4), accessibilityRotorEntries(c5)].flatMap { $0 })
    }
    /// 7 pieces of rotor content in order.
    public static func buildBlock<C0: AccessibilityRotorContent, C1: AccessibilityRotorContent, C2: AccessibilityRotorContent, C3: AccessibilityRotorContent, C4: AccessibilityRotorContent, C5: AccessibilityRotorContent, C6: AccessibilityRotorContent>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6) -> some AccessibilityRotorContent {
        _AccessibilityRotorEntries(rotorEntries: [accessibilityRotorEntries(c0), accessibilityRotorEntries(c1), accessibilityRotorEntries(c2), accessibilityRotorEntries(c3), accessibilityRotorEntries(c4), accessibilityRotorEntries(c5), accessibilityRotorEntries(c6)].flatMap { $0 })
    }
    /// 8 pieces of rotor content in order.
    public static func buildBlock<C0: AccessibilityRotorContent, C1: AccessibilityRotorContent, C2: AccessibilityRotorContent, C3: AccessibilityRotorContent, C4: AccessibilityRotorContent, C5: AccessibilityRotorContent, C6: AccessibilityRotorContent, C7: AccessibilityRotorContent>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7) -> some AccessibilityRotorContent {
        _AccessibilityRotorEntries(rotorEntries: [accessibilityRotorEntries(c0), accessibilityRotorEntries(c1), accessibilityRotorEntries(c2), accessibilityRotorEntries(c3), accessibilityRotorEntries(c4), accessibilityRotorEntries(c5), accessibilityRotorEntries(c6), accessibilityRotorEntries(c7)].flatMap { $0 })
    }
    /// 9 pieces of rotor content in order.
    public static func buildBlock<C0: AccessibilityRotorContent, C1: AccessibilityRotorContent, C2: AccessibilityRotorContent, C3: AccessibilityRotorContent, C4: AccessibilityRotorContent, C5: AccessibilityRotorContent, C6: AccessibilityRotorContent, C7: AccessibilityRotorContent, C8: AccessibilityRotorContent>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8) -> some AccessibilityRotorContent {
        _AccessibilityRotorEntries(rotorEntries: [accessibilityRotorEntries(c0), accessibilityRotorEntries(c1), accessibilityRotorEntries(c2), accessibilityRotorEntries(c3), accessibilityRotorEntries(c4), accessibilityRotorEntries(c5), accessibilityRotorEntries(c6), accessibilityRotorEntries(c7), accessibilityRotorEntries(c8)].flatMap { $0 })
    }
    /// 10 pieces of rotor content in order.
    public static func buildBlock<C0: AccessibilityRotorContent, C1: AccessibilityRotorContent, C2: AccessibilityRotorContent, C3: AccessibilityRotorContent, C4: AccessibilityRotorContent, C5: AccessibilityRotorContent, C6: AccessibilityRotorContent, C7: AccessibilityRotorContent, C8: AccessibilityRotorContent, C9: AccessibilityRotorContent>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8, _ c9: C9) -> some AccessibilityRotorContent {
        _AccessibilityRotorEntries(rotorEntries: [accessibilityRotorEntries(c0), accessibilityRotorEntries(c1), accessibilityRotorEntries(c2), accessibilityRotorEntries(c3), accessibilityRotorEntries(c4), accessibilityRotorEntries(c5), accessibilityRotorEntries(c6), accessibilityRotorEntries(c7), accessibilityRotorEntries(c8), accessibilityRotorEntries(c9)].flatMap { $0 })
    }
}

