@_spi(Reflection) import Swift
import Foundation

/// An interface for a stored variable that updates an external property of a view.
///
/// `@Environment`, `@State`, `@Binding`, `@StateObject`, `@ObservedObject`,
/// `@EnvironmentObject`, `@AppStorage`, `@SceneStorage`, `@ScaledMetric` and `@Bindable` are
/// dynamic properties; a struct of your own that conforms and stores some of them is one too.
/// Before a view's `body` (a modifier's `body(content:)`, a custom style's `resolve(in:)`) is
/// evaluated, Backplate installs the values of every dynamic property stored in the copy of the
/// value that the body runs on, including those nested in your own dynamic-property structs,
/// then calls `update()` on each of your structs. A copy is never shared: the same view value
/// placed twice, evaluated later (inside `GeometryReader`) or rendered on two threads at once
/// sees the values of its own position.
public protocol DynamicProperty {
    /// Updates the underlying value of the stored value; Backplate calls it after installing the
    /// values of the properties this one stores, once per evaluation of the owning body.
    mutating func update()
}

extension DynamicProperty {
    /// Does nothing by default.
    public mutating func update() {}
}

/// The engine side of a built-in dynamic property: receives its value from the position the
/// owning view is evaluated at.
protocol InstallableDynamicProperty: DynamicProperty {
    mutating func install(_ context: inout DynamicPropertyContext)
}

/// What a dynamic property is installed from: the environment at the owner's position, the
/// render's state store and the key of the property's slot in it.
struct DynamicPropertyContext {
    let environment: EnvironmentValues
    let store: StateStore?
    let position: ViewPosition
    let owner: ObjectIdentifier
    /// The byte offset of the property being installed inside its owner (its state slot).
    var slot: Int = 0
    /// Descriptions of required environment objects that were not found.
    var missing: [String] = []

    init(environment: EnvironmentValues, store: StateStore?, position: ViewPosition, owner: Any.Type) {
        self.environment = environment
        self.store = store
        self.position = position
        self.owner = ObjectIdentifier(owner)
    }

    /// The storage object of the current slot: the render's existing one, else `make()`,
    /// remembered for the rest of the render. Without a store (a shape style), always `make()`.
    func box<Box: AnyObject>(_ make: () -> Box) -> Box {
        guard let store else { return make() }
        return store.box(StateKey(position: position, owner: owner, slot: slot), make)
    }
}

/// The key of one state slot: a position, the type that declares the property, its offset.
struct StateKey: Hashable {
    let position: ViewPosition
    let owner: ObjectIdentifier
    let slot: Int
}

/// The per-render storage of `@State`, `@StateObject` and `@SceneStorage`: one box per slot,
/// created with the property's initial value the first time the render installs it. A store
/// belongs to one render (one `Resolver`), so two renders never share state.
final class StateStore {
    private(set) var boxes: [StateKey: AnyObject] = [:]

    func box<Box: AnyObject>(_ key: StateKey, _ make: () -> Box) -> Box {
        if let existing = boxes[key] as? Box { return existing }
        let made = make()
        boxes[key] = made
        return made
    }
}

/// Where the dynamic properties of a type are: each field's offset and what to do there
/// (install a built-in property, or walk into a nested `DynamicProperty` struct and call its
/// `update()`). Read once per type from the runtime's field metadata.
struct DynamicPropertyLayout {
    enum Kind {
        case installable(any InstallableDynamicProperty.Type)
        case nested(any DynamicProperty.Type, DynamicPropertyLayout)
    }
    struct Field {
        let offset: Int
        let kind: Kind
    }
    let fields: [Field]

    var isEmpty: Bool { fields.isEmpty }

    static var empty: DynamicPropertyLayout { DynamicPropertyLayout(fields: []) }

    /// The layout of `type`'s stored properties (structs only: a class-typed view or style has
    /// no per-copy storage to install into, and an enum has no fields).
    static func of(_ type: Any.Type, depth: Int = 0) -> DynamicPropertyLayout {
        guard depth < 8, !(type is AnyClass) else { return .empty }
        var fields: [Field] = []
        _ = _forEachField(of: type, options: []) { _, offset, fieldType, _ in
            if let installable = fieldType as? any InstallableDynamicProperty.Type {
                fields.append(Field(offset: offset, kind: .installable(installable)))
            } else if let nested = fieldType as? any DynamicProperty.Type, !(fieldType is AnyClass) {
                fields.append(Field(offset: offset, kind: .nested(nested, .of(fieldType, depth: depth + 1))))
            }
            return true
        }
        return DynamicPropertyLayout(fields: fields)
    }
}

/// A per-render cache of type layouts (no locks: one resolver belongs to one render).
final class DynamicPropertyLayoutCache {
    private var layouts: [ObjectIdentifier: DynamicPropertyLayout] = [:]

    func layout(of type: Any.Type) -> DynamicPropertyLayout {
        let key = ObjectIdentifier(type)
        if let known = layouts[key] { return known }
        let layout = DynamicPropertyLayout.of(type)
        layouts[key] = layout
        return layout
    }
}

/// Installs every dynamic property stored in `value` (this copy only) from `context`.
/// Returns `false` when a required environment object is missing (`context.missing` names it).
func installDynamicProperties<T>(into value: inout T, layout: DynamicPropertyLayout,
                                 context: inout DynamicPropertyContext) -> Bool {
    guard !layout.isEmpty else { return true }
    withUnsafeMutableBytes(of: &value) { raw in
        guard let base = raw.baseAddress else { return }
        installFields(layout, at: base, baseOffset: 0, &context)
    }
    return context.missing.isEmpty
}

/// Installs the dynamic properties of a custom shape style's copy from `environment` (no
/// position: `@State` in a style holds its initial value). Returns `false` when a required
/// environment object is missing.
func installDynamicProperties<T>(into value: inout T, environment: EnvironmentValues) -> Bool {
    let layout = DynamicPropertyLayout.of(T.self)
    var context = DynamicPropertyContext(environment: environment, store: nil, position: .root, owner: T.self)
    return installDynamicProperties(into: &value, layout: layout, context: &context)
}

/// The body of builder content the engine expands itself (toolbar and tab content): a copy
/// with its dynamic properties installed from `environment`, `body` evaluated as main-actor code
/// on the render's thread (`ViewIsolation`).
func installedBody<Content, Body>(of content: Content, environment: EnvironmentValues,
                                  _ body: @MainActor (Content) -> Body) -> Body {
    var copy = content
    _ = installDynamicProperties(into: &copy, environment: environment)
    return ViewIsolation.evaluate(passing: copy, body)
}

private func installFields(_ layout: DynamicPropertyLayout, at base: UnsafeMutableRawPointer, baseOffset: Int,
                           _ context: inout DynamicPropertyContext) {
    for field in layout.fields {
        let address = base + field.offset
        context.slot = baseOffset + field.offset
        switch field.kind {
        case .installable(let type):
            installOne(type, at: address, &context)
        case .nested(let type, let inner):
            installFields(inner, at: address, baseOffset: baseOffset + field.offset, &context)
            updateOne(type, at: address)
        }
    }
}

private func installOne<P: InstallableDynamicProperty>(_ type: P.Type, at address: UnsafeMutableRawPointer,
                                                      _ context: inout DynamicPropertyContext) {
    address.assumingMemoryBound(to: P.self).pointee.install(&context)
}

private func updateOne<P: DynamicProperty>(_ type: P.Type, at address: UnsafeMutableRawPointer) {
    address.assumingMemoryBound(to: P.self).pointee.update()
}
