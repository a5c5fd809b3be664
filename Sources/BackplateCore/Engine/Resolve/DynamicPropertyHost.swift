import Foundation

/// Evaluates a value that is not a view but owns dynamic properties (a `ButtonStyle`,
/// `LabelStyle`, `ToggleStyle`...) the way a view's body is evaluated: on a copy of `owner`
/// whose `@Environment`, `@State` and other properties are installed from the position where
/// this view is resolved, then resolves what `makeBody` returns one step below.
///
/// Control files use it for custom styles: `DynamicPropertyHost(style) { AnyView($0.makeBody(configuration: c)) }`.
nonisolated struct DynamicPropertyHost<Owner, Content: View>: View, PrimitiveView {
    let owner: Owner
    let makeBody: (Owner) -> Content

    init(_ owner: Owner, makeBody: @escaping (Owner) -> Content) {
        self.owner = owner
        self.makeBody = makeBody
    }

    var body: Never { primitiveBody(Self.self) }

    func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        var copy = owner
        guard context.resolver.installProperties(into: &copy, context) else { return [] }
        return context.resolver.resolve(makeBody(copy), context.appending(.body(ObjectIdentifier(Owner.self))))
    }
}
