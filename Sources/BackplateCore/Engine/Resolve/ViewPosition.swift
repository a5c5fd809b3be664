import Foundation

/// A view's structural position in one resolution: the path of steps taken from the root to
/// reach it (child index in a tuple, branch of a conditional, element id in a `ForEach`, an
/// explicit `.id(_:)`, the body of a custom view or modifier, the content of a modifier).
///
/// `@State` and `@StateObject` storage is keyed by position (plus the owning type and the
/// property's offset), so two copies of a view at different positions never share state, and a
/// `ForEach` element's state follows its id rather than its index. Positions are persistent
/// linked lists: appending a step is one small allocation and never copies the path.
///
/// Performance (measured in Benchmarks/README.md): the end of the path is kept inline, without list nodes: at most
/// one step whose payload is plain data (a tuple index, a branch, an integer `ForEach` id, a
/// body or erased type), then a run of `.content` steps (a view under a chain of modifiers:
/// `Color.red.padding().frame(width: 10)`). They become list nodes only when a further step
/// must follow them. The split is canonical (the inline part is always the longest suffix of
/// that shape), so equal paths compare and hash equal whichever way they were built, and a
/// leaf reached through a `ForEach` element and its modifiers costs no allocation.
struct ViewPosition: Hashable, CustomStringConvertible {
    private let node: Node?
    /// The plain step after `node`'s path, if any.
    private let pending: PlainStep?
    /// How many `.content` steps follow `node`'s path and `pending`.
    private let trailingContent: Int

    /// The root of a resolution.
    static let root = ViewPosition(node: nil, pending: nil, trailingContent: 0)

    private init(node: Node?, pending: PlainStep?, trailingContent: Int) {
        self.node = node
        self.pending = pending
        self.trailingContent = trailingContent
    }

    /// The position one step below this one.
    func appending(_ step: Step) -> ViewPosition {
        if case .content = step { return ViewPosition(node: node, pending: pending, trailingContent: trailingContent + 1) }
        let plain = PlainStep(step)
        if let plain, pending == nil, trailingContent == 0 {
            return ViewPosition(node: node, pending: plain, trailingContent: 0)
        }
        var parent = node
        if let pending { parent = Node(pending.step, parent: parent) }
        for _ in 0..<trailingContent { parent = Node(.content, parent: parent) }
        if let plain { return ViewPosition(node: parent, pending: plain, trailingContent: 0) }
        return ViewPosition(node: Node(step, parent: parent), pending: nil, trailingContent: 0)
    }

    /// `appending(.content)` without a `Step` value: `Step`'s payloads include `AnyHashable`,
    /// so a step is copied and destroyed through outlined witnesses (about 130 instructions
    /// per modified view, Benchmarks/README.md); a `.content` step only lengthens the inline run.
    var appendingContent: ViewPosition {
        ViewPosition(node: node, pending: pending, trailingContent: trailingContent + 1)
    }

    /// `appending(.integerElement(id))` without a `Step` value (a `ForEach` over integers):
    /// after a container's `materialized` position the element is the inline plain step.
    func appendingIntegerElement(_ id: Int) -> ViewPosition {
        guard pending == nil, trailingContent == 0 else { return appending(.integerElement(id)) }
        return ViewPosition(node: node, pending: PlainStep(kind: PlainStep.integerElementKind, payload: id), trailingContent: 0)
    }

    /// The same path with its inline end made into list nodes, for a container about to
    /// append a step per child (`ForEach`, `TupleView`): the children then share one list
    /// node for the container's path instead of each making its own copy of the inline end.
    /// Only for appending steps other than `.content` to (the positions made from it are
    /// canonical: appending such a step moves any inline end into the list anyway); it is
    /// not itself compared with positions built the ordinary way.
    var materialized: ViewPosition {
        guard pending != nil || trailingContent > 0 else { return self }
        var parent = node
        if let pending { parent = Node(pending.step, parent: parent) }
        for _ in 0..<trailingContent { parent = Node(.content, parent: parent) }
        return ViewPosition(node: parent, pending: nil, trailingContent: 0)
    }

    /// A step whose payload is plain data, stored without reference counting.
    private struct PlainStep: Hashable {
        let kind: UInt8
        let payload: Int
        /// The kind of `.integerElement`.
        static let integerElementKind: UInt8 = 2

        init(kind: UInt8, payload: Int) {
            self.kind = kind
            self.payload = payload
        }

        init?(_ step: Step) {
            switch step {
            case .child(let i): kind = 0; payload = i
            case .branch(let b): kind = 1; payload = b ? 1 : 0
            case .integerElement(let i): kind = Self.integerElementKind; payload = i
            case .body(let type): kind = 3; payload = Int(bitPattern: type)
            case .erased(let type): kind = 4; payload = Int(bitPattern: type)
            case .element, .explicit, .content: return nil
            }
        }

        var step: Step {
            switch kind {
            case 0: return .child(payload)
            case 1: return .branch(payload != 0)
            case 2: return .integerElement(payload)
            case 3: return .body(unsafeBitCast(payload, to: ObjectIdentifier.self))
            default: return .erased(unsafeBitCast(payload, to: ObjectIdentifier.self))
            }
        }
    }

    /// One step of a path.
    enum Step: Hashable {
        /// The element at this index of a `TupleView`.
        case child(Int)
        /// The `true` or `false` branch of a conditional (an optional's `some` is `true`).
        case branch(Bool)
        /// The element with this id in a `ForEach`.
        case element(AnyHashable)
        /// The element with this integer id in a `ForEach` (`ForEach(0..<n)`), kept unboxed:
        /// wrapping an `Int` in `AnyHashable` costs a runtime conformance check per element.
        case integerElement(Int)
        /// The identity given by `.id(_:)`.
        case explicit(AnyHashable)
        /// The body of a custom view or view modifier of this type.
        case body(ObjectIdentifier)
        /// The view wrapped by an `AnyView`, of this type.
        case erased(ObjectIdentifier)
        /// The content a modifier is applied to.
        case content
    }

    private final class Node: @unchecked Sendable {
        // Unchecked Sendable: positions belong to one render and are touched only by its thread.
        let step: Step
        @exclusivity(unchecked) private(set) var parent: Node?
        let depth: Int
        /// The path's hash, computed when first asked: most positions are never hashed (only
        /// views with `@State` key storage by position), so making one costs no hashing.
        @exclusivity(unchecked) private var cachedHash: Int?
        init(_ step: Step, parent: Node?) {
            self.step = step
            self.parent = parent
            depth = (parent?.depth ?? 0) + 1
        }

        /// The hash of the path (parent's hash and this step), computed once.
        var hash: Int {
            if let cachedHash { return cachedHash }
            // The ancestors' hashes are computed first, iteratively, so a path ten thousand
            // steps deep is not hashed by ten thousand nested calls.
            var pending: [Node] = []
            var n: Node? = self
            while let x = n, x.cachedHash == nil { pending.append(x); n = x.parent }
            for x in pending.reversed() {
                var hasher = Hasher()
                hasher.combine(x.parent?.cachedHash ?? 0)
                hasher.combine(x.step)
                x.cachedHash = hasher.finalize()
            }
            return cachedHash!
        }

        /// Releases a long chain iteratively: a path ten thousand steps deep must not free
        /// itself by ten thousand nested deinitialisers.
        deinit {
            var next = parent
            parent = nil
            while next != nil, isKnownUniquelyReferenced(&next) {
                let following = next?.parent
                next?.parent = nil
                next = following
            }
        }
    }

    static func == (lhs: ViewPosition, rhs: ViewPosition) -> Bool {
        guard lhs.trailingContent == rhs.trailingContent, lhs.pending == rhs.pending else { return false }
        var a = lhs.node, b = rhs.node
        while let x = a, let y = b {
            if x === y { return true }
            if x.hash != y.hash || x.depth != y.depth || x.step != y.step { return false }
            a = x.parent
            b = y.parent
        }
        return a == nil && b == nil
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(node?.hash ?? 0)
        if let pending { hasher.combine(pending) }
        if trailingContent > 0 { hasher.combine(trailingContent) }
    }

    /// The steps from the root, for diagnostics and tests.
    var steps: [Step] {
        var result: [Step] = []
        var n = node
        while let x = n { result.append(x.step); n = x.parent }
        result.reverse()
        if let pending { result.append(pending.step) }
        for _ in 0..<trailingContent { result.append(.content) }
        return result
    }

    var description: String { steps.map { "\($0)" }.joined(separator: "/") }
}
