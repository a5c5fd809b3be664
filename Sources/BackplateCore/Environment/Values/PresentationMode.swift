import Foundation

/// Whether a view is presented, and a way to dismiss it: the value of the deprecated
/// `presentationMode` environment value, which SwiftUI replaced with `isPresented` and `dismiss`.
public struct PresentationMode {
    /// Whether the view is part of a presentation (the environment's `isPresented`).
    public var isPresented: Bool

    /// Dismisses the view: a still render has no presentation to end, so nothing changes.
    public mutating func dismiss() {}
}

extension EnvironmentValues {
    /// A binding to the view's presentation mode (deprecated in SwiftUI): its `isPresented` is
    /// the environment's `isPresented`, false unless set; `dismiss()` does nothing in a render.
    public var presentationMode: Binding<PresentationMode> {
        let mode = PresentationMode(isPresented: isPresented)
        return Binding(get: { mode }, set: { _ in })
    }
}
