import Foundation

// NavigationLink's titled initializers from before NavigationStack (deprecated in SwiftUI),
// in SwiftUI's overload set: an active link (`isActive` true, or `selection` equal to `tag`)
// pushes its destination in a still render, as the label-closure forms do.

extension NavigationLink where Label == Text {
    /// Creates a link with a string title presenting its destination while `isActive` is true.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination) {
        self.init(isActive: isActive, destination: destination) { Text(title) }
    }

    /// Creates a link with a localized title presenting its destination when `selection`
    /// equals `tag`.
    public init<V: Hashable>(_ titleKey: LocalizedStringKey, tag: V, selection: Binding<V?>,
                             @ViewBuilder destination: () -> Destination) {
        self.init(tag: tag, selection: selection, destination: destination) { Text(titleKey) }
    }

    /// Creates a link with a string title presenting its destination when `selection` equals `tag`.
    @_disfavoredOverload
    public init<S: StringProtocol, V: Hashable>(_ title: S, tag: V, selection: Binding<V?>,
                                                @ViewBuilder destination: () -> Destination) {
        self.init(tag: tag, selection: selection, destination: destination) { Text(title) }
    }

    /// Creates a link with a localized title presenting `destination` while `isActive` is true.
    public init(_ titleKey: LocalizedStringKey, destination: Destination, isActive: Binding<Bool>) {
        self.init(destination: destination, isActive: isActive) { Text(titleKey) }
    }

    /// Creates a link with a string title presenting `destination` while `isActive` is true.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: Destination, isActive: Binding<Bool>) {
        self.init(destination: destination, isActive: isActive) { Text(title) }
    }

    /// Creates a link with a localized title presenting `destination` when `selection` equals `tag`.
    public init<V: Hashable>(_ titleKey: LocalizedStringKey, destination: Destination, tag: V, selection: Binding<V?>) {
        self.init(destination: destination, tag: tag, selection: selection) { Text(titleKey) }
    }

    /// Creates a link with a string title presenting `destination` when `selection` equals `tag`.
    @_disfavoredOverload
    public init<S: StringProtocol, V: Hashable>(_ title: S, destination: Destination, tag: V, selection: Binding<V?>) {
        self.init(destination: destination, tag: tag, selection: selection) { Text(title) }
    }
}
