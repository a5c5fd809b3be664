import Foundation

/// A key into a preview context's values (SwiftUI's `PreviewContextKey`).
public protocol PreviewContextKey {
    /// The type of the key's value.
    associatedtype Value
    /// The value when the context sets none.
    static var defaultValue: Value { get }
}

/// Where a preview is shown (SwiftUI's `PreviewContext`), such as WidgetKit's
/// `WidgetPreviewContext(family:)`.
public protocol PreviewContext {
    /// The context's value for `key`.
    subscript<Key: PreviewContextKey>(key: Key.Type) -> Key.Value { get }
}

extension PreviewContext {
    /// The key's default value.
    public subscript<Key: PreviewContextKey>(key: Key.Type) -> Key.Value { Key.defaultValue }
}

/// A preview context that draws its preview in a container of its own (WidgetKit's widget
/// frame), so the preview looks as it does in Xcode's canvas.
package protocol PreviewContextPresenting {
    func present(_ content: AnyView) -> AnyView
}

nonisolated extension View {
    /// Shows this preview in `context`: in a widget's home-screen container for WidgetKit's
    /// `WidgetPreviewContext(family:)`, otherwise as it is.
    public func previewContext<C: PreviewContext>(_ context: C) -> some View {
        if let presenting = context as? any PreviewContextPresenting {
            return presenting.present(AnyView(self))
        }
        return AnyView(self)
    }
}
