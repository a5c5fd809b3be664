import Foundation

/// A view's structural position in one resolution: the path of steps taken from the root to
/// reach it (child index in a tuple, branch of a conditional, element id in a `ForEach`, an
/// explicit `.id(_:)`, the body of a custom view or modifier, the content of a modifier).
///
/// `@State` and `@StateObject` storage is keyed by position (plus the owning type and the
/// property's offset), so two copies of a view at different positions never share state, and a
/// `ForEach` element's state follows its id rather than its index. Positions are persistent
/// linked lists: appending a step is one small allocation and never copies the path.
struct ViewPosition: Hashable, CustomStringConvertible {
    private let node: Node?

    /// The root of a resolution.
    static let root = ViewPosition(node: nil)

    private init(node: Node?) { self.node = node }

    /// The position one step below this one.
    func appending(_ step: Step) -> ViewPosition {
        ViewPosition(node: Node(step, parent: node))
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
        var a = lhs.node, b = rhs.node
        while let x = a, let y = b {
            if x === y { return true }
            if x.hash != y.hash || x.depth != y.depth || x.step != y.step { return false }
            a = x.parent
            b = y.parent
        }
        return a == nil && b == nil
    }

    func hash(into hasher: inout Hasher) { hasher.combine(node?.hash ?? 0) }

    /// The steps from the root, for diagnostics and tests.
    var steps: [Step] {
        var result: [Step] = []
        var n = node
        while let x = n { result.append(x.step); n = x.parent }
        return result.reversed()
    }

    var description: String { steps.map { "\($0)" }.joined(separator: "/") }
}
