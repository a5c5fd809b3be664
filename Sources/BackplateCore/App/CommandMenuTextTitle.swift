import Foundation

extension CommandMenu {
    /// A top-level menu named by a text view (iOS 16); a render has no menu bar, so it is ignored.
    public init(_ name: Text, @ViewBuilder content: () -> Content) {}
}
