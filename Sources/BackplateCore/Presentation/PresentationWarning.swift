import Foundation

/// A presentation's modifier (sheet, alert, popover...): the view draws as it is, since a still
/// render shows no presentation, and one that iOS would be showing is named in a runtime
/// warning. A sheet's content is not evaluated; to see it, render the content view itself.
nonisolated struct PresentationWarningModifier: ViewModifier, PrimitiveModifier {
    let kind: String
    let isPresented: () -> Bool
    func body(content: Content) -> Never { primitiveModifierBody(Self.self) }

    func apply(to content: (ResolveContext) -> [ViewNode], in context: ResolveContext) -> [ViewNode] {
        if isPresented() {
            RuntimeWarning.emit("\(kind): iOS would present it here; a still render draws the presenting view only (render the presented view itself to see it)")
        }
        return content(context)
    }
}

nonisolated extension View {
    /// The view with `kind`'s warning while `isPresented` is true.
    func presentation(_ kind: String, isPresented: Binding<Bool>) -> some View {
        modifier(PresentationWarningModifier(kind: kind, isPresented: { isPresented.wrappedValue }))
    }

    /// The view with `kind`'s warning while `item` holds a value.
    func presentation<Item>(_ kind: String, item: Binding<Item?>) -> some View {
        modifier(PresentationWarningModifier(kind: kind, isPresented: { item.wrappedValue != nil }))
    }
}
