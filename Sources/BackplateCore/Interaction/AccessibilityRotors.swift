import Foundation

// Accessibility rotors (iOS 15): named lists of places VoiceOver's rotor jumps between. A still
// render runs no VoiceOver, so rotors draw nothing and change no layout; their entries are
// built (so a rotor's closure still runs as on iOS) and dropped.

/// A rotor the system knows by its kind (links, headings...), which VoiceOver names itself.
public struct AccessibilitySystemRotor: Sendable {
    let kind: String

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
public struct AccessibilityRotorEntry<ID: Hashable>: AccessibilityRotorContent {
    let label: Text?

    /// An entry for the view with identifier `id`, labelled with a text view.
    public init(_ label: Text, id: ID, textRange: Range<String.Index>? = nil, prepare: @escaping () -> Void = {}) { self.label = label }
    /// An entry for the view with identifier `id` in a namespace, labelled with a text view.
    public init(_ label: Text, id: ID, in namespace: Namespace.ID, textRange: Range<String.Index>? = nil,
                prepare: @escaping () -> Void = {}) { self.label = label }
    /// An entry for the view with identifier `id`, labelled with a localized key.
    public init(_ labelKey: LocalizedStringKey, id: ID, textRange: Range<String.Index>? = nil, prepare: @escaping () -> Void = {}) {
        label = Text(labelKey)
    }
    /// An entry for the view with identifier `id`, labelled with a string.
    @_disfavoredOverload
    public init<L: StringProtocol>(_ label: L, id: ID, textRange: Range<String.Index>? = nil, prepare: @escaping () -> Void = {}) {
        self.label = Text(label)
    }
    /// An entry for the view with identifier `id` in a namespace, labelled with a localized key.
    public init(_ labelKey: LocalizedStringKey, id: ID, in namespace: Namespace.ID, textRange: Range<String.Index>? = nil,
                prepare: @escaping () -> Void = {}) { label = Text(labelKey) }
    /// An entry for the view with identifier `id` in a namespace, labelled with a string.
    @_disfavoredOverload
    public init<L: StringProtocol>(_ label: L, _ id: ID, in namespace: Namespace.ID, textRange: Range<String.Index>? = nil,
                                   prepare: @escaping () -> Void = {}) { self.label = Text(label) }
    /// A rotor content has no body of its own.
    public var body: Never { return fatalError("AccessibilityRotorEntry has no body") }
}

extension AccessibilityRotorEntry where ID == Never {
    /// An entry for a range of text, labelled with a text view.
    public init(_ label: Text?, textRange: Range<String.Index>, prepare: @escaping () -> Void = {}) { self.label = label }
    /// An entry for a range of text, labelled with a localized key.
    public init(_ labelKey: LocalizedStringKey, textRange: Range<String.Index>, prepare: @escaping () -> Void = {}) {
        label = Text(labelKey)
    }
    /// An entry for a range of text, labelled with a string.
    @_disfavoredOverload
    public init<L: StringProtocol>(_ label: L, textRange: Range<String.Index>, prepare: @escaping () -> Void = {}) {
        self.label = Text(label)
    }
}

/// Rotor entries a builder collected.
public struct _AccessibilityRotorEntries: AccessibilityRotorContent {
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
        _AccessibilityRotorEntries()
    }
    /// The content of an `if` branch.
    public static func buildEither<T: AccessibilityRotorContent>(first: T) -> _AccessibilityRotorEntries {
        _AccessibilityRotorEntries()
    }
    /// The content of an `else` branch.
    public static func buildEither<F: AccessibilityRotorContent>(second: F) -> _AccessibilityRotorEntries {
        _AccessibilityRotorEntries()
    }
    /// 1 piece of rotor content in order.
    public static func buildBlock<C0: AccessibilityRotorContent>(_ c0: C0) -> some AccessibilityRotorContent {
        _AccessibilityRotorEntries()
    }
    /// 2 pieces of rotor content in order.
    public static func buildBlock<C0: AccessibilityRotorContent, C1: AccessibilityRotorContent>(_ c0: C0, _ c1: C1) -> some AccessibilityRotorContent {
        _AccessibilityRotorEntries()
    }
    /// 3 pieces of rotor content in order.
    public static func buildBlock<C0: AccessibilityRotorContent, C1: AccessibilityRotorContent, C2: AccessibilityRotorContent>(_ c0: C0, _ c1: C1, _ c2: C2) -> some AccessibilityRotorContent {
        _AccessibilityRotorEntries()
    }
    /// 4 pieces of rotor content in order.
    public static func buildBlock<C0: AccessibilityRotorContent, C1: AccessibilityRotorContent, C2: AccessibilityRotorContent, C3: AccessibilityRotorContent>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3) -> some AccessibilityRotorContent {
        _AccessibilityRotorEntries()
    }
    /// 5 pieces of rotor content in order.
    public static func buildBlock<C0: AccessibilityRotorContent, C1: AccessibilityRotorContent, C2: AccessibilityRotorContent, C3: AccessibilityRotorContent, C4: AccessibilityRotorContent>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4) -> some AccessibilityRotorContent {
        _AccessibilityRotorEntries()
    }
    /// 6 pieces of rotor content in order.
    public static func buildBlock<C0: AccessibilityRotorContent, C1: AccessibilityRotorContent, C2: AccessibilityRotorContent, C3: AccessibilityRotorContent, C4: AccessibilityRotorContent, C5: AccessibilityRotorContent>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5) -> some AccessibilityRotorContent {
        _AccessibilityRotorEntries()
    }
    /// 7 pieces of rotor content in order.
    public static func buildBlock<C0: AccessibilityRotorContent, C1: AccessibilityRotorContent, C2: AccessibilityRotorContent, C3: AccessibilityRotorContent, C4: AccessibilityRotorContent, C5: AccessibilityRotorContent, C6: AccessibilityRotorContent>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6) -> some AccessibilityRotorContent {
        _AccessibilityRotorEntries()
    }
    /// 8 pieces of rotor content in order.
    public static func buildBlock<C0: AccessibilityRotorContent, C1: AccessibilityRotorContent, C2: AccessibilityRotorContent, C3: AccessibilityRotorContent, C4: AccessibilityRotorContent, C5: AccessibilityRotorContent, C6: AccessibilityRotorContent, C7: AccessibilityRotorContent>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7) -> some AccessibilityRotorContent {
        _AccessibilityRotorEntries()
    }
    /// 9 pieces of rotor content in order.
    public static func buildBlock<C0: AccessibilityRotorContent, C1: AccessibilityRotorContent, C2: AccessibilityRotorContent, C3: AccessibilityRotorContent, C4: AccessibilityRotorContent, C5: AccessibilityRotorContent, C6: AccessibilityRotorContent, C7: AccessibilityRotorContent, C8: AccessibilityRotorContent>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8) -> some AccessibilityRotorContent {
        _AccessibilityRotorEntries()
    }
    /// 10 pieces of rotor content in order.
    public static func buildBlock<C0: AccessibilityRotorContent, C1: AccessibilityRotorContent, C2: AccessibilityRotorContent, C3: AccessibilityRotorContent, C4: AccessibilityRotorContent, C5: AccessibilityRotorContent, C6: AccessibilityRotorContent, C7: AccessibilityRotorContent, C8: AccessibilityRotorContent, C9: AccessibilityRotorContent>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8, _ c9: C9) -> some AccessibilityRotorContent {
        _AccessibilityRotorEntries()
    }
}

nonisolated extension View {
    /// Adds a rotor named by a text view whose entries the builder makes. No VoiceOver runs in a
    /// still render: no visible effect.
    public func accessibilityRotor<Content: AccessibilityRotorContent>(_ label: Text,
        @AccessibilityRotorContentBuilder entries: @escaping () -> Content) -> some View {
        modifier(_InertModifier())
    }
    /// Adds a rotor named by a text view over identifiable entries. No visible effect.
    public func accessibilityRotor<EntryModel: Identifiable>(_ label: Text, entries: [EntryModel],
        entryLabel: KeyPath<EntryModel, String>) -> some View {
        modifier(_InertModifier())
    }
    /// Adds a rotor named by a text view over entries with identifiers. No visible effect.
    public func accessibilityRotor<EntryModel, ID: Hashable>(_ label: Text, entries: [EntryModel],
        entryID: KeyPath<EntryModel, ID>, entryLabel: KeyPath<EntryModel, String>) -> some View {
        modifier(_InertModifier())
    }
    /// Adds a rotor named by a text view over ranges of the view's text. No visible effect.
    public func accessibilityRotor(_ label: Text, textRanges: [Range<String.Index>]) -> some View {
        modifier(_InertModifier())
    }
    /// Adds a rotor named by a system rotor kind whose entries the builder makes. No VoiceOver runs in a
    /// still render: no visible effect.
    public func accessibilityRotor<Content: AccessibilityRotorContent>(_ systemRotor: AccessibilitySystemRotor,
        @AccessibilityRotorContentBuilder entries: @escaping () -> Content) -> some View {
        modifier(_InertModifier())
    }
    /// Adds a rotor named by a system rotor kind over identifiable entries. No visible effect.
    public func accessibilityRotor<EntryModel: Identifiable>(_ systemRotor: AccessibilitySystemRotor, entries: [EntryModel],
        entryLabel: KeyPath<EntryModel, String>) -> some View {
        modifier(_InertModifier())
    }
    /// Adds a rotor named by a system rotor kind over entries with identifiers. No visible effect.
    public func accessibilityRotor<EntryModel, ID: Hashable>(_ systemRotor: AccessibilitySystemRotor, entries: [EntryModel],
        entryID: KeyPath<EntryModel, ID>, entryLabel: KeyPath<EntryModel, String>) -> some View {
        modifier(_InertModifier())
    }
    /// Adds a rotor named by a system rotor kind over ranges of the view's text. No visible effect.
    public func accessibilityRotor(_ systemRotor: AccessibilitySystemRotor, textRanges: [Range<String.Index>]) -> some View {
        modifier(_InertModifier())
    }
    /// Adds a rotor named by a localized key whose entries the builder makes. No VoiceOver runs in a
    /// still render: no visible effect.
    public func accessibilityRotor<Content: AccessibilityRotorContent>(_ labelKey: LocalizedStringKey,
        @AccessibilityRotorContentBuilder entries: @escaping () -> Content) -> some View {
        modifier(_InertModifier())
    }
    /// Adds a rotor named by a localized key over identifiable entries. No visible effect.
    public func accessibilityRotor<EntryModel: Identifiable>(_ labelKey: LocalizedStringKey, entries: [EntryModel],
        entryLabel: KeyPath<EntryModel, String>) -> some View {
        modifier(_InertModifier())
    }
    /// Adds a rotor named by a localized key over entries with identifiers. No visible effect.
    public func accessibilityRotor<EntryModel, ID: Hashable>(_ labelKey: LocalizedStringKey, entries: [EntryModel],
        entryID: KeyPath<EntryModel, ID>, entryLabel: KeyPath<EntryModel, String>) -> some View {
        modifier(_InertModifier())
    }
    /// Adds a rotor named by a localized key over ranges of the view's text. No visible effect.
    public func accessibilityRotor(_ labelKey: LocalizedStringKey, textRanges: [Range<String.Index>]) -> some View {
        modifier(_InertModifier())
    }
    /// Adds a rotor named by a string whose entries the builder makes. No VoiceOver runs in a
    /// still render: no visible effect.
    @_disfavoredOverload
    public func accessibilityRotor<L: StringProtocol, Content: AccessibilityRotorContent>(_ label: L,
        @AccessibilityRotorContentBuilder entries: @escaping () -> Content) -> some View {
        modifier(_InertModifier())
    }
    /// Adds a rotor named by a string over identifiable entries. No visible effect.
    @_disfavoredOverload
    public func accessibilityRotor<L: StringProtocol, EntryModel: Identifiable>(_ label: L, entries: [EntryModel],
        entryLabel: KeyPath<EntryModel, String>) -> some View {
        modifier(_InertModifier())
    }
    /// Adds a rotor named by a string over entries with identifiers. No visible effect.
    @_disfavoredOverload
    public func accessibilityRotor<L: StringProtocol, EntryModel, ID: Hashable>(_ label: L, entries: [EntryModel],
        entryID: KeyPath<EntryModel, ID>, entryLabel: KeyPath<EntryModel, String>) -> some View {
        modifier(_InertModifier())
    }
    /// Adds a rotor named by a string over ranges of the view's text. No visible effect.
    @_disfavoredOverload
    public func accessibilityRotor<L: StringProtocol>(_ label: L, textRanges: [Range<String.Index>]) -> some View {
        modifier(_InertModifier())
    }
    /// Names the view as the target of rotor entries with this identifier. No visible effect.
    public func accessibilityRotorEntry<ID: Hashable>(id: ID, in namespace: Namespace.ID) -> some View {
        modifier(_InertModifier())
    }
}
