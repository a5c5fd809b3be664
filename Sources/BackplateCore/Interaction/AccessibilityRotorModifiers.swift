import Foundation

// The accessibility rotor modifiers: each records a rotor (its name and how to build its
// entries) on the view's element; the tree pass runs the entries and resolves each to the
// element it reaches (AccessibilityTreeBuilder). Nothing is drawn, no layout changes.

/// Rotor content that is entries already (an entry, a builder's result, a `ForEach`).
protocol AccessibilityRotorEntryCollection {
    var rotorEntries: [AccessibilityRotorEntryRecord] { get }
}

/// The entries of any rotor content: collected ones, or those of a custom content's body.
func accessibilityRotorEntries<Content: AccessibilityRotorContent>(_ content: Content) -> [AccessibilityRotorEntryRecord] {
    if let collected = content as? AccessibilityRotorEntryCollection { return collected.rotorEntries }
    if Content.Body.self == Never.self { return [] }
    return accessibilityRotorEntries(content.body)
}

/// Entries reaching the views given these identifiers with `.id(_:)` (the `entries:` forms).
func accessibilityRotorEntries<ID: Hashable>(reaching ids: [ID]) -> [AccessibilityRotorEntryRecord] {
    ids.map { AccessibilityRotorEntryRecord(target: AccessibilityRotorTarget(id: AnyHashable($0), namespace: nil)) }
}

extension ForEach: AccessibilityRotorContent where Content: AccessibilityRotorContent {
    /// Rotor content has no body of its own.
    public var body: Never { return fatalError("ForEach rotor content has no body") }
}

extension ForEach: AccessibilityRotorEntryCollection where Content: AccessibilityRotorContent {
    var rotorEntries: [AccessibilityRotorEntryRecord] { data.flatMap { accessibilityRotorEntries(content($0)) } }
}

extension ForEach where Content: AccessibilityRotorContent {
    /// Rotor entries, one piece of content per element of `data`, identified by `id`.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @AccessibilityRotorContentBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data: data, identify: { $0[keyPath: id] }, content: content)
    }
}

extension ForEach where Content: AccessibilityRotorContent, Data.Element: Identifiable, ID == Data.Element.ID {
    /// Rotor entries, one piece of content per identifiable element of `data`.
    public init(_ data: Data, @AccessibilityRotorContentBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data: data, identify: { $0.id }, content: content)
    }
}

nonisolated extension View {
    /// Adds a rotor named by a text view whose entries the builder makes. The tree lists the rotor on the
    /// element with the elements its entries reach; nothing is drawn.
    public func accessibilityRotor<Content: AccessibilityRotorContent>(_ label: Text,
        @AccessibilityRotorContentBuilder entries: @escaping () -> Content) -> some View {
        accessibilityRotorAttached(name: label.plainString, entries: { accessibilityRotorEntries(entries()) })
    }
    /// Adds a rotor named by a text view over identifiable entries. The tree lists it; nothing is drawn.
    public func accessibilityRotor<EntryModel: Identifiable>(_ label: Text, entries: [EntryModel],
        entryLabel: KeyPath<EntryModel, String>) -> some View {
        accessibilityRotorAttached(name: label.plainString, entries: { accessibilityRotorEntries(reaching: entries.map(\.id)) })
    }
    /// Adds a rotor named by a text view over entries with identifiers. The tree lists it; nothing is drawn.
    public func accessibilityRotor<EntryModel, ID: Hashable>(_ label: Text, entries: [EntryModel],
        entryID: KeyPath<EntryModel, ID>, entryLabel: KeyPath<EntryModel, String>) -> some View {
        accessibilityRotorAttached(name: label.plainString, entries: { accessibilityRotorEntries(reaching: entries.map { $0[keyPath: entryID] }) })
    }
    /// Adds a rotor named by a text view over ranges of the view's text. The tree lists it; nothing is drawn.
    public func accessibilityRotor(_ label: Text, textRanges: [Range<String.Index>]) -> some View {
        accessibilityRotorAttached(name: label.plainString, entries: { textRanges.map { AccessibilityRotorEntryRecord(textRange: $0) } })
    }
    /// Adds a rotor named by a system rotor kind whose entries the builder makes. The tree lists the rotor on the
    /// element with the elements its entries reach; nothing is drawn.
    public func accessibilityRotor<Content: AccessibilityRotorContent>(_ systemRotor: AccessibilitySystemRotor,
        @AccessibilityRotorContentBuilder entries: @escaping () -> Content) -> some View {
        accessibilityRotorAttached(name: systemRotor.displayName, entries: { accessibilityRotorEntries(entries()) })
    }
    /// Adds a rotor named by a system rotor kind over identifiable entries. The tree lists it; nothing is drawn.
    public func accessibilityRotor<EntryModel: Identifiable>(_ systemRotor: AccessibilitySystemRotor, entries: [EntryModel],
        entryLabel: KeyPath<EntryModel, String>) -> some View {
        accessibilityRotorAttached(name: systemRotor.displayName, entries: { accessibilityRotorEntries(reaching: entries.map(\.id)) })
    }
    /// Adds a rotor named by a system rotor kind over entries with identifiers. The tree lists it; nothing is drawn.
    public func accessibilityRotor<EntryModel, ID: Hashable>(_ systemRotor: AccessibilitySystemRotor, entries: [EntryModel],
        entryID: KeyPath<EntryModel, ID>, entryLabel: KeyPath<EntryModel, String>) -> some View {
        accessibilityRotorAttached(name: systemRotor.displayName, entries: { accessibilityRotorEntries(reaching: entries.map { $0[keyPath: entryID] }) })
    }
    /// Adds a rotor named by a system rotor kind over ranges of the view's text. The tree lists it; nothing is drawn.
    public func accessibilityRotor(_ systemRotor: AccessibilitySystemRotor, textRanges: [Range<String.Index>]) -> some View {
        accessibilityRotorAttached(name: systemRotor.displayName, entries: { textRanges.map { AccessibilityRotorEntryRecord(textRange: $0) } })
    }
    /// Adds a rotor named by a localized key whose entries the builder makes. The tree lists the rotor on the
    /// element with the elements its entries reach; nothing is drawn.
    public func accessibilityRotor<Content: AccessibilityRotorContent>(_ labelKey: LocalizedStringKey,
        @AccessibilityRotorContentBuilder entries: @escaping () -> Content) -> some View {
        accessibilityRotorAttached(name: Text(labelKey).plainString, entries: { accessibilityRotorEntries(entries()) })
    }
    /// Adds a rotor named by a localized key over identifiable entries. The tree lists it; nothing is drawn.
    public func accessibilityRotor<EntryModel: Identifiable>(_ labelKey: LocalizedStringKey, entries: [EntryModel],
        entryLabel: KeyPath<EntryModel, String>) -> some View {
        accessibilityRotorAttached(name: Text(labelKey).plainString, entries: { accessibilityRotorEntries(reaching: entries.map(\.id)) })
    }
    /// Adds a rotor named by a localized key over entries with identifiers. The tree lists it; nothing is drawn.
    public func accessibilityRotor<EntryModel, ID: Hashable>(_ labelKey: LocalizedStringKey, entries: [EntryModel],
        entryID: KeyPath<EntryModel, ID>, entryLabel: KeyPath<EntryModel, String>) -> some View {
        accessibilityRotorAttached(name: Text(labelKey).plainString, entries: { accessibilityRotorEntries(reaching: entries.map { $0[keyPath: entryID] }) })
    }
    /// Adds a rotor named by a localized key over ranges of the view's text. The tree lists it; nothing is drawn.
    public func accessibilityRotor(_ labelKey: LocalizedStringKey, textRanges: [Range<String.Index>]) -> some View {
        accessibilityRotorAttached(name: Text(labelKey).plainString, entries: { textRanges.map { AccessibilityRotorEntryRecord(textRange: $0) } })
    }
    /// Adds a rotor named by a string whose entries the builder makes. The tree lists the rotor on the
    /// element with the elements its entries reach; nothing is drawn.
    @_disfavoredOverload
    public func accessibilityRotor<L: StringProtocol, Content: AccessibilityRotorContent>(_ label: L,
        @AccessibilityRotorContentBuilder entries: @escaping () -> Content) -> some View {
        accessibilityRotorAttached(name: String(label), entries: { accessibilityRotorEntries(entries()) })
    }
    /// Adds a rotor named by a string over identifiable entries. The tree lists it; nothing is drawn.
    @_disfavoredOverload
    public func accessibilityRotor<L: StringProtocol, EntryModel: Identifiable>(_ label: L, entries: [EntryModel],
        entryLabel: KeyPath<EntryModel, String>) -> some View {
        accessibilityRotorAttached(name: String(label), entries: { accessibilityRotorEntries(reaching: entries.map(\.id)) })
    }
    /// Adds a rotor named by a string over entries with identifiers. The tree lists it; nothing is drawn.
    @_disfavoredOverload
    public func accessibilityRotor<L: StringProtocol, EntryModel, ID: Hashable>(_ label: L, entries: [EntryModel],
        entryID: KeyPath<EntryModel, ID>, entryLabel: KeyPath<EntryModel, String>) -> some View {
        accessibilityRotorAttached(name: String(label), entries: { accessibilityRotorEntries(reaching: entries.map { $0[keyPath: entryID] }) })
    }
    /// Adds a rotor named by a string over ranges of the view's text. The tree lists it; nothing is drawn.
    @_disfavoredOverload
    public func accessibilityRotor<L: StringProtocol>(_ label: L, textRanges: [Range<String.Index>]) -> some View {
        accessibilityRotorAttached(name: String(label), entries: { textRanges.map { AccessibilityRotorEntryRecord(textRange: $0) } })
    }
    /// Makes the view's element the one rotor entries with this identifier and namespace reach
    /// (the first element inside when the view is no element). Nothing is drawn.
    public func accessibilityRotorEntry<ID: Hashable>(id: ID, in namespace: Namespace.ID) -> some View {
        var attributes = AccessibilityAttributes()
        attributes.rotorTargets = [AccessibilityRotorTarget(id: AnyHashable(id), namespace: AnyHashable(namespace))]
        return modifier(AccessibilityAttachmentModifier(attributes))
    }

    /// `self` with a rotor named `name` whose entries `entries` builds when the tree is built.
    private func accessibilityRotorAttached(name: String, entries: @escaping () -> [AccessibilityRotorEntryRecord]) -> some View {
        var attributes = AccessibilityAttributes()
        attributes.rotors = [AccessibilityRotorSource(name: name, entries: entries)]
        return modifier(AccessibilityAttachmentModifier(attributes))
    }
}
