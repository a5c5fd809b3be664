import Foundation

/// A view that controls a navigation presentation. In a `List` or `Form` row it draws its
/// label with the trailing disclosure chevron (`chevron.right`, tertiary label colour); elsewhere
/// it is a button drawn by the current button style (by default its label in the tint colour). An active link (`isActive: true`, or a
/// matching `tag`/`selection`) pushes its destination in a still render.
nonisolated public struct NavigationLink<Label: View, Destination: View>: View {
    let label: Label
    let destination: Destination?
    let isActive: Bool

    /// The label, with the disclosure chevron in a list row.
    public var body: some View {
        let active = isActive ? destination.map { AnyView($0) } : nil
        _NavigationLinkBody(label: AnyView(label))
            .navigationPreference(PresentedDestinationsKey.self, active.map { [$0] })
    }
}

extension NavigationLink {
    /// Creates a link that presents a destination view.
    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.destination = destination()
        isActive = false
    }

    /// Creates a link that presents a destination view (deprecated form).
    public init(destination: Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.destination = destination
        isActive = false
    }

    /// Creates a link presenting its destination while `isActive` is true (deprecated).
    public init(isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.destination = destination()
        self.isActive = isActive.wrappedValue
    }

    /// Creates a link presenting its destination while `isActive` is true (deprecated).
    public init(destination: Destination, isActive: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.destination = destination
        self.isActive = isActive.wrappedValue
    }

    /// Creates a link presenting its destination when `selection` equals `tag` (deprecated).
    public init<V: Hashable>(tag: V, selection: Binding<V?>, @ViewBuilder destination: () -> Destination,
                             @ViewBuilder label: () -> Label) {
        self.label = label()
        self.destination = destination()
        isActive = selection.wrappedValue == tag
    }

    /// Creates a link presenting its destination when `selection` equals `tag` (deprecated).
    public init<V: Hashable>(destination: Destination, tag: V, selection: Binding<V?>, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.destination = destination
        isActive = selection.wrappedValue == tag
    }
}

extension NavigationLink where Label == Text {
    /// Creates a link with a localized title that presents a destination view.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination) { Text(titleKey) }
    }

    /// Creates a link with a string title that presents a destination view.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination) { Text(title) }
    }

    /// Creates a link with a localized title (deprecated form).
    public init(_ titleKey: LocalizedStringKey, destination: Destination) {
        self.init(destination: destination) { Text(titleKey) }
    }

    /// Creates a link with a string title (deprecated form).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: Destination) {
        self.init(destination: destination) { Text(title) }
    }

    /// Creates a link with a localized title presenting its destination while `isActive` is true.
    public init(_ titleKey: LocalizedStringKey, isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination) {
        self.init(isActive: isActive, destination: destination) { Text(titleKey) }
    }
}

extension NavigationLink where Destination == Never {
    /// Creates a link that presents the destination registered for `value` with
    /// `navigationDestination(for:)` when tapped.
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
        self.label = label()
        destination = nil
        isActive = false
    }
}

extension NavigationLink where Destination == Never, Label == Text {
    /// Creates a value link with a localized title.
    public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) {
        self.init(value: value) { Text(titleKey) }
    }

    /// Creates a value link with a string title.
    @_disfavoredOverload
    public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) {
        self.init(value: value) { Text(title) }
    }
}

/// A link's label: in a list row it marks the row for the disclosure chevron (drawn by the
/// row after any badge) unless `navigationLinkIndicatorVisibility(.hidden)`; elsewhere a button,
/// so `buttonStyle(_:)` draws it (`.plain` keeps the label's own colours), as on iOS.
nonisolated struct _NavigationLinkBody: View {
    let label: AnyView
    @Environment(\.isListRow) private var isListRow
    @Environment(\.navigationLinkIndicatorVisibility) private var indicator
    var body: some View {
        if isListRow {
            label.modifier(AccessibilityAttachmentModifier.control(.isButton))
                .modifier(_ContainerTraitModifier(key: ContainerTraits.disclosure, value: indicator != .hidden))
        } else {
            Button(action: {}, label: { label })
        }
    }
}

extension NavigationLink {
    /// Whether the link's destination replaces a split view's detail column (iPadOS). An iPhone
    /// has no detail column, so the link looks and behaves the same either way.
    public func isDetailLink(_ isDetailLink: Bool) -> some View { self }
}
