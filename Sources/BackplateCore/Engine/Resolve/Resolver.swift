import Foundation

/// Everything a declaration needs to resolve: the environment at its position, the stack
/// orientation inherited from the nearest stack (for `Spacer` and `Divider`), and the content
/// of the view modifiers being expanded (for `_ViewModifier_Content`).
///
/// Performance (measured in Benchmarks/README.md): a context is copied at every structural step (a `ForEach`
/// element, a modifier's content), about four times per leaf. The fields that change rarely
/// (environment, stack orientation, modifier content, resolver) live in one shared object,
/// written copy-on-write: a copy retains that object and the position's list node (two
/// references) instead of four, and a write makes a new object only when another context
/// still shares the old one (once per environment modifier or container, never per leaf).
struct ResolveContext {
    /// The rarely changing fields, shared by every context copied from this one until one
    /// of them is written.
    private final class Shared {
        @exclusivity(unchecked) var environment: EnvironmentValues
        @exclusivity(unchecked) var stackOrientation: Axis?
        @exclusivity(unchecked) var modifierContent: ModifierContentFrame?
        let resolver: Resolver

        init(environment: EnvironmentValues, stackOrientation: Axis?, modifierContent: ModifierContentFrame?, resolver: Resolver) {
            self.environment = environment
            self.stackOrientation = stackOrientation
            self.modifierContent = modifierContent
            self.resolver = resolver
        }

        var copy: Shared {
            Shared(environment: environment, stackOrientation: stackOrientation, modifierContent: modifierContent, resolver: resolver)
        }
    }

    private var shared: Shared
    /// The structural position being resolved (keys `@State` storage).
    var position: ViewPosition = .root

    init(environment: EnvironmentValues, stackOrientation: Axis?, modifierContent: ModifierContentFrame?,
         resolver: Resolver, position: ViewPosition = .root) {
        shared = Shared(environment: environment, stackOrientation: stackOrientation,
                        modifierContent: modifierContent, resolver: resolver)
        self.position = position
    }

    /// The shared fields, made this context's own first when another context shares them.
    private mutating func ownShared() -> Shared {
        if !isKnownUniquelyReferenced(&shared) { shared = shared.copy }
        return shared
    }

    /// The environment at this position.
    var environment: EnvironmentValues {
        get { shared.environment }
        set { ownShared().environment = newValue }
        _modify { yield &ownShared().environment }
    }

    /// The orientation of the nearest enclosing stack, `nil` outside stacks.
    var stackOrientation: Axis? {
        get { shared.stackOrientation }
        set {
            guard newValue != shared.stackOrientation else { return }
            ownShared().stackOrientation = newValue
        }
    }

    /// The content of the custom modifier being expanded, if any.
    var modifierContent: ModifierContentFrame? {
        get { shared.modifierContent }
        set {
            guard newValue !== shared.modifierContent else { return }
            ownShared().modifierContent = newValue
        }
    }

    /// The render's resolver.
    var resolver: Resolver { shared.resolver }

    /// The context for the content of a container that is not a stack.
    var insideContainer: ResolveContext {
        if stackOrientation == nil { return self }
        var c = self
        c.stackOrientation = nil
        return c
    }

    /// The context one structural step below this one.
    func appending(_ step: ViewPosition.Step) -> ResolveContext {
        var c = self
        c.position = position.appending(step)
        return c
    }

    /// `appending(.content)`: the context of a modifier's content.
    var appendingContent: ResolveContext {
        var c = self
        c.position = position.appendingContent
        return c
    }

    /// `appending(.integerElement(id))`: the context of a `ForEach` element with an integer id.
    func appendingIntegerElement(_ id: Int) -> ResolveContext {
        var c = self
        c.position = position.appendingIntegerElement(id)
        return c
    }

    func with(environment transform: (inout EnvironmentValues) -> Void) -> ResolveContext {
        var c = self
        transform(&c.environment)
        return c
    }
}

/// The content a custom `ViewModifier` was applied to, resolved where its body places
/// `content`, in the context the modifier was applied in.
final class ModifierContentFrame {
    let resolveContent: (ResolveContext) -> [ViewNode]
    let outer: ModifierContentFrame?
    init(_ resolveContent: @escaping (ResolveContext) -> [ViewNode], outer: ModifierContentFrame?) {
        self.resolveContent = resolveContent
        self.outer = outer
    }
}

/// A view that Backplate resolves directly into nodes instead of expanding its `body`.
protocol PrimitiveView {
    func makeNodes(_ context: ResolveContext) -> [ViewNode]
    /// Appends the nodes `makeNodes` gives to `nodes` (a `ForEach` element goes straight
    /// into the list). The default appends `makeNodes`'s array; a leaf that makes one node
    /// appends it without a one-element array of its own (measured in Benchmarks/README.md).
    func appendNodes(_ context: ResolveContext, to nodes: inout [ViewNode])
}

extension PrimitiveView {
    func appendNodes(_ context: ResolveContext, to nodes: inout [ViewNode]) {
        nodes += makeNodes(context)
    }
}

/// A modifier that Backplate applies directly to the resolved content nodes.
protocol PrimitiveModifier {
    func apply(to content: (ResolveContext) -> [ViewNode], in context: ResolveContext) -> [ViewNode]
    /// `apply(to:in:)` with the content appending its nodes to `nodes` and the modified
    /// nodes left there: the default goes through `apply(to:in:)`; a modifier that wraps each
    /// node in place (`UnaryLayoutModifier`) needs no array of the content's own.
    func apply(appending content: (ResolveContext, inout [ViewNode]) -> Void, in context: ResolveContext,
               to nodes: inout [ViewNode])
}

extension PrimitiveModifier {
    func apply(appending content: (ResolveContext, inout [ViewNode]) -> Void, in context: ResolveContext,
               to nodes: inout [ViewNode]) {
        nodes += apply(to: { c in
            var own: [ViewNode] = []
            content(c, &own)
            return own
        }, in: context)
    }
}

/// Stage 2: expands declarations into the node tree. One resolver per render: it owns the
/// render's `@State` store and a cache of each type's dynamic-property layout, so nothing is
/// shared between renders or threads.
final class Resolver {
    private let layouts = DynamicPropertyLayoutCache()
    /// The render's state, keyed by position.
    let stateStore = StateStore()
    /// The lifecycle of a hosted render (`onAppear`, `task`, `onChange`, `onPreferenceChange`
    /// actions run between passes); `nil` for a single-pass render.
    var lifecycle: HostedLifecycle?

    /// Each view type's `PrimitiveView` conformance, looked up once per render: a dynamic
    /// cast to a protocol costs about a thousand instructions (a conformance-cache search),
    /// a dictionary hit on the type's identity a few dozen.
    /// A small most-recent table answers first (a tree repeats a handful of types), then a
    /// dictionary.
    @exclusivity(unchecked) private var primitiveViewTypes = TypeMemo<(any PrimitiveView.Type)?>()
    /// Each modifier type's kind (primitive, chain, custom), looked up once per render.
    @exclusivity(unchecked) private var modifierKinds = TypeMemo<ModifierKind>()
    /// Objects a kind of view keeps for the length of one render, one per type (`withRenderLocal`).
    @exclusivity(unchecked) private var renderLocals = RenderLocals()
    /// Whether a `frame(width:height:)` around a plain leaf that fills it makes one node
    /// (`ViewNode.foldIntoFilledFrame`); tests turn it off to compare both forms.
    let foldsFilledFrames: Bool
    /// How deep resolution may recurse on the calling thread (`StackBudget`): every view's
    /// step asks it, and continues on a large-stack thread when the caller's stack runs low.
    let stack: StackBudget

    init(foldsFilledFrames: Bool = true, stack: StackBudget = StackBudget()) {
        self.foldsFilledFrames = foldsFilledFrames
        self.stack = stack
    }

    deinit { renderLocals.releaseAll() }

    /// `body` with the render's one object of type `T`, made when a view first asks: what a
    /// kind of view reuses between its views in one render (the last `Color`'s content).
    @inline(__always)
    func withRenderLocal<T: RenderLocal, Result>(_ type: T.Type, _ body: (T) -> Result) -> Result {
        renderLocals.withObject(type, body)
    }

    enum ModifierKind {
        case primitive(any PrimitiveModifier.Type)
        case chain(any ModifierChain.Type)
        case custom
    }

    /// Resolves a view into its list of nodes (a `TupleView`, `Group` or `ForEach` gives several).
    func resolve(_ view: any View, _ context: ResolveContext) -> [ViewNode] {
        resolveOpened(view, context)
    }

    /// `resolve` with the view's type known: the cast to its primitive type then only
    /// compares metadata (an existential would first be unwrapped).
    private func resolveOpened<V: View>(_ view: V, _ context: ResolveContext) -> [ViewNode] {
        if let primitive = primitiveType(of: V.self) {
            return Self.makeNodes(primitive, view, context).stampingLayoutDirection(of: context)
        }
        return expandBody(view, context)
    }

    /// The type's `PrimitiveView` conformance, or `nil` for a view with a `body`.
    func primitiveType(of type: any View.Type) -> (any PrimitiveView.Type)? {
        let key = ObjectIdentifier(type)
        if let known = primitiveViewTypes.value(for: key) { return known }
        let found = type as? any PrimitiveView.Type
        primitiveViewTypes.insert(found, for: key)
        return found
    }

    /// The kind of a modifier type.
    func modifierKind<M: ViewModifier>(of type: M.Type) -> ModifierKind {
        let key = ObjectIdentifier(type)
        if let known = modifierKinds.value(for: key) { return known }
        let kind: ModifierKind
        if let p = type as? any PrimitiveModifier.Type { kind = .primitive(p) }
        else if let c = type as? any ModifierChain.Type { kind = .chain(c) }
        else { kind = .custom }
        modifierKinds.insert(kind, for: key)
        return kind
    }

    /// Resolves a view and appends its nodes to `nodes`: what `resolve` returns, without an
    /// array per view (a `ForEach` element of one node costs no array of its own, Benchmarks/README.md).
    func resolve<V: View>(_ view: V, _ context: ResolveContext, appendingTo nodes: inout [ViewNode]) {
        guard let primitive = primitiveType(of: V.self) else {
            nodes += expandBody(view, context)
            return
        }
        let start = nodes.count
        Self.appendNodes(primitive, view, context, to: &nodes)
        nodes.stampLayoutDirection(from: start, of: context)
    }

    /// `resolve(_:_:appendingTo:)` for the elements of a `ForEach`: the content type's
    /// primitive conformance (`primitive`, from `primitiveType(of:)`) is looked up once for all
    /// elements, and the appended nodes are not stamped with the layout direction here: the
    /// `ForEach`'s own resolution stamps its whole list (`stampingLayoutDirection`) in the same
    /// environment, which its elements share (Benchmarks/README.md: a type lookup and a stamping loop per
    /// element).
    func resolveElement<V: View>(_ view: V, _ context: ResolveContext, primitive: (any PrimitiveView.Type)?,
                                 appendingTo nodes: inout [ViewNode]) {
        guard let primitive else {
            nodes += expandBody(view, context)
            return
        }
        Self.appendNodes(primitive, view, context, to: &nodes)
    }

    /// `makeNodes` appending to `nodes`, `view` read as its primitive type `P` (see below).
    private static func appendNodes<P: PrimitiveView, V: View>(_ type: P.Type, _ view: V, _ context: ResolveContext,
                                                               to nodes: inout [ViewNode]) {
        if context.resolver.stack.isLow { return appendNodesOnLargeStack(type, view, context, to: &nodes) }
        reinterpret(view, as: P.self).appendNodes(context, to: &nodes)
    }

    /// `appendNodes` where the caller's stack runs low (kept out of line: the common path
    /// forms no closure).
    @inline(never)
    private static func appendNodesOnLargeStack<P: PrimitiveView, V: View>(_ type: P.Type, _ view: V, _ context: ResolveContext,
                                                                           to nodes: inout [ViewNode]) {
        context.resolver.stack.continueOnLargeStack { appendNodes(type, view, context, to: &nodes) }
    }

    /// `view` as its (known) primitive type. `P` is `V` itself (the conformance was found on
    /// `V.self`), so the value is read in place as a `P`: a checked `as!` cast goes through the
    /// runtime's dynamic cast (about 90 instructions per view, Benchmarks/README.md).
    private static func makeNodes<P: PrimitiveView, V: View>(_ type: P.Type, _ view: V, _ context: ResolveContext) -> [ViewNode] {
        if context.resolver.stack.isLow { return makeNodesOnLargeStack(type, view, context) }
        return reinterpret(view, as: P.self).makeNodes(context)
    }

    /// `makeNodes` where the caller's stack runs low.
    @inline(never)
    private static func makeNodesOnLargeStack<P: PrimitiveView, V: View>(_ type: P.Type, _ view: V, _ context: ResolveContext) -> [ViewNode] {
        context.resolver.stack.continueOnLargeStack { makeNodes(type, view, context) }
    }

    /// Installs the dynamic properties of a copy of `view` at the context's position, then
    /// resolves that copy's body one step below. A view whose required environment object is
    /// missing resolves to nothing, with a runtime warning.
    private func expandBody<V: View>(_ view: V, _ context: ResolveContext) -> [ViewNode] {
        if stack.isLow { return expandBodyOnLargeStack(view, context) }
        var copy = view
        guard installProperties(into: &copy, context) else { return [] }
        return resolve(copy.renderedBody, context.appending(.body(ObjectIdentifier(V.self))))
    }

    /// `expandBody` where the caller's stack runs low.
    @inline(never)
    private func expandBodyOnLargeStack<V: View>(_ view: V, _ context: ResolveContext) -> [ViewNode] {
        stack.continueOnLargeStack { expandBody(view, context) }
    }

    /// Installs the dynamic properties of `value` (a copy of a view or modifier about to be
    /// evaluated) from the context. Returns `false`, after a runtime warning, when a required
    /// environment object is missing.
    func installProperties<T>(into value: inout T, _ context: ResolveContext,
                              consequence: String = "draws nothing") -> Bool {
        let layout = layouts.layout(of: T.self)
        if layout.isEmpty { return true }
        var install = DynamicPropertyContext(environment: context.environment, store: stateStore,
                                             position: context.position, owner: T.self)
        if installDynamicProperties(into: &value, layout: layout, context: &install) { return true }
        for message in install.missing {
            RuntimeWarning.emit("\(message) \(T.self) \(consequence).")
        }
        return false
    }

    /// Resolves a single view: several resulting nodes are grouped by `implicitLayout`
    /// (a ZStack for overlays and backgrounds, a VStack at the root), none gives an empty node.
    func resolveSingle(_ view: any View, _ context: ResolveContext, implicitLayout: any NodeLayout,
                       label: String) -> ViewNode {
        let nodes = resolve(view, context)
        if nodes.count == 1 { return nodes[0] }
        return ViewNode(label, layout: implicitLayout, children: nodes)
    }

    /// Expands a custom `ViewModifier` around already-resolvable content, on a copy of the
    /// modifier with its dynamic properties installed. A modifier whose required environment
    /// object is missing is skipped: the content is drawn unmodified.
    func applyCustomModifier<M: ViewModifier>(_ modifier: M, to content: @escaping (ResolveContext) -> [ViewNode],
                                              in context: ResolveContext) -> [ViewNode] {
        var copy = modifier
        guard installProperties(into: &copy, context, consequence: "is skipped") else { return content(context) }
        var inner = context.appending(.body(ObjectIdentifier(M.self)))
        inner.modifierContent = ModifierContentFrame(content, outer: context.modifierContent)
        return resolve(copy.renderedBody(content: M.Content()), inner)
    }
}

/// A per-type answer remembered for one render: the four most recently inserted or found
/// types are compared by identity first (a few instructions each), the rest hashed.
struct TypeMemo<Value> {
    private var keys: (ObjectIdentifier?, ObjectIdentifier?, ObjectIdentifier?, ObjectIdentifier?) = (nil, nil, nil, nil)
    private var values: (Value?, Value?, Value?, Value?) = (nil, nil, nil, nil)
    private var next = 0
    private var all: [ObjectIdentifier: Value] = [:]

    /// The remembered value for a type, or `nil`.
    mutating func value(for key: ObjectIdentifier) -> Value? {
        if keys.0 == key { return values.0 }
        if keys.1 == key { return values.1 }
        if keys.2 == key { return values.2 }
        if keys.3 == key { return values.3 }
        guard let found = all[key] else { return nil }
        remember(found, for: key)
        return found
    }

    /// Remembers the value for a type not seen yet.
    mutating func insert(_ value: Value, for key: ObjectIdentifier) {
        all[key] = value
        remember(value, for: key)
    }

    private mutating func remember(_ value: Value, for key: ObjectIdentifier) {
        switch next {
        case 0: keys.0 = key; values.0 = value
        case 1: keys.1 = key; values.1 = value
        case 2: keys.2 = key; values.2 = value
        default: keys.3 = key; values.3 = value
        }
        next = (next + 1) & 3
    }
}

/// Applies a modifier of any kind to content.
func applyModifier<M: ViewModifier>(_ modifier: M, to content: @escaping (ResolveContext) -> [ViewNode],
                                    in context: ResolveContext) -> [ViewNode] {
    switch context.resolver.modifierKind(of: M.self) {
    case .primitive(let type):
        return applyPrimitive(type, modifier, content, context)
    case .chain(let type):
        return applyChain(type, modifier, content, context)
    case .custom:
        return context.resolver.applyCustomModifier(modifier, to: content, in: context)
    }
}

/// `value` read as `T`, which must be its own type (`T.self == V.self`): the conformance
/// tables above open a type's conformance on the type itself, so the value needs no checked
/// cast (`as!` goes through the runtime's dynamic cast on every view).
@inline(__always)
func reinterpret<V, T>(_ value: V, as type: T.Type) -> T {
    precondition(V.self == T.self, "reinterpret needs the value's own type")
    return unsafeBitCast(value, to: T.self)
}

private func applyPrimitive<P: PrimitiveModifier, M>(_ type: P.Type, _ modifier: M, _ content: @escaping (ResolveContext) -> [ViewNode],
                                                     _ context: ResolveContext) -> [ViewNode] {
    reinterpret(modifier, as: P.self).apply(to: content, in: context)
}

/// Applies a built-in modifier whose type `modifierKind(of:)` found, to content used at once.
func applyPrimitiveNow<P: PrimitiveModifier, M>(_ type: P.Type, _ modifier: M, _ content: (ResolveContext) -> [ViewNode],
                                                _ context: ResolveContext) -> [ViewNode] {
    reinterpret(modifier, as: P.self).apply(to: content, in: context)
}

/// Applies a built-in modifier whose type `modifierKind(of:)` found, appending its nodes to `nodes`.
func applyPrimitiveAppending<P: PrimitiveModifier, M>(_ type: P.Type, _ modifier: M,
                                                      _ content: (ResolveContext, inout [ViewNode]) -> Void,
                                                      _ context: ResolveContext, to nodes: inout [ViewNode]) {
    reinterpret(modifier, as: P.self).apply(appending: content, in: context, to: &nodes)
}

private func applyChain<C: ModifierChain, M>(_ type: C.Type, _ modifier: M, _ content: @escaping (ResolveContext) -> [ViewNode],
                                             _ context: ResolveContext) -> [ViewNode] {
    reinterpret(modifier, as: C.self).applyChain(to: content, in: context)
}

/// `ModifiedContent` used as a modifier (`a.concat(b)`): applies the inner one, then the outer.
protocol ModifierChain {
    func applyChain(to content: @escaping (ResolveContext) -> [ViewNode], in context: ResolveContext) -> [ViewNode]
}
