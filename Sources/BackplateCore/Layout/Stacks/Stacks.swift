import Foundation

/// A view laid out by a `Layout`: what `layout { ... }` returns.
nonisolated public struct _LayoutView<L: Layout, Content: View>: View {
    let layout: L
    let content: Content
    /// A primitive view has no body.
    public var body: Never { primitiveBody(Self.self) }
}

extension Layout {
    /// Lays out `content` with this layout, as SwiftUI's `Layout.callAsFunction`.
    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> _LayoutView<Self, V> {
        _LayoutView(layout: self, content: content())
    }
}

/// A flexible space that expands along the major axis of its containing stack, or on both
/// axes outside a stack.
nonisolated public struct Spacer: View, Sendable {
    /// The minimum length (default: 8, the default spacing).
    public var minLength: CGFloat?
    /// Creates a spacer.
    public init(minLength: CGFloat? = nil) { self.minLength = minLength }
    /// A primitive view has no body.
    public var body: Never { primitiveBody(Self.self) }
}

/// A visual element that separates content: a hairline, vertical in an `HStack`, horizontal
/// elsewhere.
nonisolated public struct Divider: View {
    /// Creates a divider.
    public init() {}
    /// A primitive view has no body.
    public var body: Never { primitiveBody(Self.self) }
}
