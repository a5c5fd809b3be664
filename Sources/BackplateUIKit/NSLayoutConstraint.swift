import Foundation

/// A constraint's priority, 1 to 1000 (UIKit's `UILayoutPriority`).
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable {
    /// The priority's value.
    public let rawValue: Float
    /// A priority from its value.
    public init(rawValue: Float) { self.rawValue = rawValue }
    /// A priority from its value.
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    /// Must be met (1000).
    public static let required = UILayoutPriority(1000)
    /// A button's resistance to compression (750).
    public static let defaultHigh = UILayoutPriority(750)
    /// A button's hugging of its content (250).
    public static let defaultLow = UILayoutPriority(250)
    /// The level at which a view fits its content (50).
    public static let fittingSizeLevel = UILayoutPriority(50)
    /// Orders priorities by value.
    public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// An Auto Layout constraint: `item1.attribute1 = multiplier × item2.attribute2 + constant`,
/// held by its items' nearest common ancestor and solved when the tree is drawn, as far as
/// `AutoLayoutPass` propagates. Main-actor isolated, as UIKit's.
@MainActor @preconcurrency
open class NSLayoutConstraint: NSObject {
    /// The part of an item a constraint relates (UIKit's raw values).
    public enum Attribute: Int, Sendable {
        /// No attribute (a constant width or height).
        case notAnAttribute = 0
        /// Left edge.
        case left = 1
        /// Right edge.
        case right = 2
        /// Top edge.
        case top = 3
        /// Bottom edge.
        case bottom = 4
        /// Leading edge.
        case leading = 5
        /// Trailing edge.
        case trailing = 6
        /// Width.
        case width = 7
        /// Height.
        case height = 8
        /// Horizontal centre.
        case centerX = 9
        /// Vertical centre.
        case centerY = 10
        /// Last baseline.
        case lastBaseline = 11
        /// First baseline.
        case firstBaseline = 12
    }
    /// How the two sides relate (UIKit's raw values).
    public enum Relation: Int, Sendable {
        /// At most.
        case lessThanOrEqual = -1
        /// Equal.
        case equal = 0
        /// At least.
        case greaterThanOrEqual = 1
    }

    /// The first item (a view or a layout guide).
    open private(set) weak var firstItem: AnyObject?
    /// The first item's attribute.
    public let firstAttribute: Attribute
    /// The relation.
    public let relation: Relation
    /// The second item, if any.
    open private(set) weak var secondItem: AnyObject?
    /// The second item's attribute (`.notAnAttribute` without a second item).
    public let secondAttribute: Attribute
    /// The factor on the second attribute.
    public let multiplier: CGFloat
    /// The constant added.
    open var constant: CGFloat
    /// The priority (`.required`).
    open var priority = UILayoutPriority.required
    /// A name, for debugging.
    open var identifier: String?
    /// The layout guides among the items, kept alive (their views own none here).
    private let guides: [UILayoutGuide]

    /// A constraint relating two items' attributes.
    public init(item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation, toItem view2: Any?,
                attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat) {
        firstItem = view1 as AnyObject
        firstAttribute = attr1
        self.relation = relation
        secondItem = view2.map { $0 as AnyObject }
        secondAttribute = attr2
        self.multiplier = multiplier
        constant = c
        guides = [view1, view2 as Any].compactMap { $0 as? UILayoutGuide }
        super.init()
    }

    /// Whether the constraint is active: activating adds it to the nearest common ancestor of
    /// its items' views, as UIKit does (to the first view when they share none).
    open var isActive: Bool {
        get { holder != nil }
        set {
            if newValue, holder == nil, let view = Self.view(of: firstItem) {
                let other = Self.view(of: secondItem)
                let owner = other.flatMap { Self.commonAncestor(view, $0) } ?? view
                owner.constraints.append(self)
                holder = owner
            } else if !newValue, let owner = holder {
                owner.constraints.removeAll { $0 === self }
                holder = nil
            }
        }
    }
    private weak var holder: UIView?

    /// Activates every constraint of `constraints`.
    open class func activate(_ constraints: [NSLayoutConstraint]) { constraints.forEach { $0.isActive = true } }
    /// Deactivates every constraint of `constraints`.
    open class func deactivate(_ constraints: [NSLayoutConstraint]) { constraints.forEach { $0.isActive = false } }

    private static func view(of item: AnyObject?) -> UIView? {
        (item as? UIView) ?? (item as? UILayoutGuide)?.owningView
    }
    private static func commonAncestor(_ a: UIView, _ b: UIView) -> UIView? {
        var chain: [UIView] = []
        var current: UIView? = a
        while let view = current { chain.append(view); current = view.superview }
        current = b
        while let view = current {
            if chain.contains(where: { $0 === view }) { return view }
            current = view.superview
        }
        return nil
    }
}

extension UIView {
    /// Adds a constraint the view holds (prefer `isActive`).
    public func addConstraint(_ constraint: NSLayoutConstraint) { constraints.append(constraint) }
    /// Adds constraints the view holds.
    public func addConstraints(_ constraints: [NSLayoutConstraint]) { self.constraints += constraints }
    /// Removes a constraint the view holds.
    public func removeConstraint(_ constraint: NSLayoutConstraint) { constraints.removeAll { $0 === constraint } }
    /// Removes constraints the view holds.
    public func removeConstraints(_ constraints: [NSLayoutConstraint]) { constraints.forEach(removeConstraint) }
}

extension NSLayoutConstraint {
    /// A layout axis (UIKit's raw values).
    public enum Axis: Int, Sendable {
        /// Left to right.
        case horizontal = 0
        /// Top to bottom.
        case vertical = 1
    }
}
