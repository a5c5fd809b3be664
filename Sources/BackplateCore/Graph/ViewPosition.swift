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
        private(set) var parent: Node?
        let depth: Int
        let hash: Int
        init(_ step: Step, parent: Node?) {
            self.step = step
            self.parent = parent
            depth = (parent?.depth ?? 0) + 1
            var hasher = Hasher()
            hasher.combine(parent?.hash ?? 0)
            hasher.combine(step)
            hash = hasher.finalize()
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
