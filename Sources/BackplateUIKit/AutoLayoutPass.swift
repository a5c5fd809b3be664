import Foundation
import BackplateCore

/// Auto Layout for a view tree, as far as propagation reaches: each active equality constraint
/// with one side known fixes the other, a view's frame along an axis is known once two of its
/// start, end, length and centre are; a stack view whose frame is known places its arranged
/// views (`UIStackViewLayout`); then views with content of their own take their intrinsic
/// size and open stacks their content's, then inequalities are used as equalities, until
/// nothing changes. Views that keep `translatesAutoresizingMaskIntoConstraints` keep their
/// frames. Content priorities weigh only inside stacks; constraint priorities are not
/// weighed and nothing is optimised: a conflicting constraint is skipped, and a view left
/// undetermined keeps its frame, with a warning naming it. A last baseline is taken as the
/// bottom edge and a first baseline is not solved (estimates).
@MainActor struct AutoLayoutPass {
    private enum Axis { case horizontal, vertical }
    /// One axis of a view's frame in the root's coordinates.
    private struct Span {
        var start: CGFloat?, end: CGFloat?, length: CGFloat?, center: CGFloat?
        var isKnown: Bool { start != nil && end != nil }
        /// Derives the rest once two are known.
        mutating func settle() {
            if let s = start, let l = length { end = end ?? s + l }
            if let e = end, let l = length { start = start ?? e - l }
            if let c = center, let l = length { start = start ?? c - l / 2; end = end ?? c + l / 2 }
            if let s = start, let c = center { end = end ?? 2 * c - s }
            if let e = end, let c = center { start = start ?? 2 * c - e }
            if let s = start, let e = end { length = length ?? e - s; center = center ?? (s + e) / 2 }
        }
    }
    private struct Key: Hashable {
        let view: ObjectIdentifier
        let axis: Axis
    }

    private var spans: [Key: Span] = [:]
    private let root: UIView
    private var views: [UIView] = []
    private var constraints: [NSLayoutConstraint] = []
    /// The stack views whose arranged views are placed.
    private var arranged: Set<ObjectIdentifier> = []
    /// Views' fitting sizes measured in this pass, so a stack's sizing and arranging measure each view once.
    private let measured = FittingSizes()

    /// Lays out `root`'s constrained descendants within its bounds (its height free when
    /// `freeHeight`); returns the height the constraints give the root, if they give one.
    @discardableResult
    static func layout(_ root: UIView, freeHeight: Bool = false) -> CGFloat? {
        solve(root, width: root.bounds.width, height: freeHeight ? nil : root.bounds.height, warns: true)?.height
    }

    /// The size `root`'s constraints give it when its width is `width` (`nil`: free, as its
    /// height is), each side `nil` when they leave it open; `nil` when nothing is constrained.
    /// The descendants take the frames solved; none warns.
    static func fittingSize(_ root: UIView, width: CGFloat?) -> (width: CGFloat?, height: CGFloat?)? {
        solve(root, width: width, height: nil, warns: false)
    }

    private static func solve(_ root: UIView, width: CGFloat?, height: CGFloat?, warns: Bool) -> (width: CGFloat?, height: CGFloat?)? {
        var pass = AutoLayoutPass(root: root)
        pass.collect(root)
        guard !pass.constraints.isEmpty else { return nil }
        var horizontal = Span(start: 0, length: width), vertical = Span(start: 0, length: height)
        horizontal.settle()
        vertical.settle()
        let h = Key(view: ObjectIdentifier(root), axis: .horizontal), v = Key(view: ObjectIdentifier(root), axis: .vertical)
        pass.spans[h] = horizontal
        pass.spans[v] = vertical
        pass.solve()
        pass.apply(warns: warns)
        return (pass.spans[h]?.length, pass.spans[v]?.length)
    }

    private init(root: UIView) { self.root = root }

    private mutating func collect(_ view: UIView) {
        views.append(view)
        constraints += view.constraints
        view.subviews.forEach { collect($0) }
    }

    private mutating func solve() {
        let equalities = constraints.filter { $0.relation == .equal }
        let inequalities = constraints.filter { $0.relation != .equal }
        for stage in 0..<3 {
            var changed = true
            while changed {
                changed = placeFrameBasedViews()
                changed = arrangeStacks() || changed
                for constraint in equalities { changed = apply(constraint) || changed }
            }
            if stage == 0 { intrinsicSizes() }
            if stage == 1 { for constraint in inequalities { _ = apply(constraint) } }
        }
    }

    /// Views laid out by frames sit at their frames within their superview once it is known.
    private mutating func placeFrameBasedViews() -> Bool {
        var changed = false
        for view in views where view !== root && view.translatesAutoresizingMaskIntoConstraints {
            guard let parent = view.superview else { continue }
            for axis in [Axis.horizontal, .vertical] {
                let key = Key(view: ObjectIdentifier(view), axis: axis)
                guard spans[key]?.isKnown != true, let parentStart = spans[Key(view: ObjectIdentifier(parent), axis: axis)]?.start else { continue }
                let offset = axis == .horizontal ? view.frame.minX : view.frame.minY
                let length = axis == .horizontal ? view.frame.width : view.frame.height
                spans[key] = Span(start: parentStart + offset, length: length)
                spans[key]?.settle()
                changed = true
            }
        }
        return changed
    }

    /// A stack view whose frame is known places its arranged views, each as UIKit's stack does
    /// (lengths the constraints already fix are kept).
    private mutating func arrangeStacks() -> Bool {
        var changed = false
        for case let stack as UIStackView in views where !arranged.contains(ObjectIdentifier(stack)) {
            guard let h = spans[Key(view: ObjectIdentifier(stack), axis: .horizontal)], let v = spans[Key(view: ObjectIdentifier(stack), axis: .vertical)],
                  let x = h.start, let y = v.start, let width = h.length, let height = v.length else { continue }
            arranged.insert(ObjectIdentifier(stack))
            for (view, frame) in stack.arrangedFrames(in: CGSize(width: width, height: height), fitting: fittingSize) {
                for (axis, start, length) in [(Axis.horizontal, x + frame.minX, frame.width), (.vertical, y + frame.minY, frame.height)] {
                    let key = Key(view: ObjectIdentifier(view), axis: axis)
                    if spans[key]?.length == nil { set(key, \.length, length) }
                    set(key, \.start, start)
                }
            }
            changed = true
        }
        return changed
    }

    /// A view's own size for its stack: the lengths already solved, else its fitting size.
    private func fittingSize(_ view: UIView, width: CGFloat?) -> CGSize {
        let knownWidth = spans[Key(view: ObjectIdentifier(view), axis: .horizontal)]?.length
        let knownHeight = spans[Key(view: ObjectIdentifier(view), axis: .vertical)]?.length
        let fitted = knownWidth != nil && knownHeight != nil ? .zero : measured.size(of: view, width: knownWidth ?? width)
        return CGSize(width: knownWidth ?? fitted.width, height: knownHeight ?? fitted.height)
    }

    /// Views with content of their own (labels, image views, switches, buttons, hosted SwiftUI)
    /// without a length take their intrinsic size (its height at their width when that is
    /// known), stack views their content's; views a stack arranges take the stack's sizes instead.
    private mutating func intrinsicSizes() {
        for view in views where view !== root && !view.translatesAutoresizingMaskIntoConstraints && !view.isArrangedInStack {
            let width = spans[Key(view: ObjectIdentifier(view), axis: .horizontal)]?.length
            if let stack = view as? UIStackView {
                let size = stack.contentSize(width: width, fitting: fittingSize)
                set(Key(view: ObjectIdentifier(view), axis: .horizontal), \.length, size.width)
                set(Key(view: ObjectIdentifier(view), axis: .vertical), \.length, size.height)
                continue
            }
            // Views with content of their own (drawn views, an intrinsic size); a container's size is its constraints'.
            let intrinsic = view.intrinsicContentSize
            guard view is any UIKitDrawnView || intrinsic.width >= 0 || intrinsic.height >= 0 else { continue }
            let size = width.map { view.sizeThatFits(CGSize(width: $0, height: .infinity)) } ?? intrinsic
            for (axis, length) in [(Axis.horizontal, size.width), (.vertical, size.height)] where length >= 0 {
                set(Key(view: ObjectIdentifier(view), axis: axis), \.length, length)
            }
        }
    }

    /// Solves `constraint` for its unknown side; `true` when it fixed something.
    private mutating func apply(_ constraint: NSLayoutConstraint) -> Bool {
        let first = value(constraint.firstItem, constraint.firstAttribute)
        if constraint.secondItem == nil || constraint.secondAttribute == .notAnAttribute {
            guard first == nil else { return false }
            return assign(constraint.firstItem, constraint.firstAttribute, constraint.constant)
        }
        let second = value(constraint.secondItem, constraint.secondAttribute)
        if first == nil, let second {
            return assign(constraint.firstItem, constraint.firstAttribute, constraint.multiplier * second + constraint.constant)
        }
        if second == nil, let first, constraint.multiplier != 0 {
            return assign(constraint.secondItem, constraint.secondAttribute, (first - constraint.constant) / constraint.multiplier)
        }
        return false
    }

    /// An item's view, and the insets its guide keeps inside it (a margins guide's; zero else).
    private func resolve(_ item: AnyObject?) -> (view: UIView, insets: NSDirectionalEdgeInsets)? {
        if let view = item as? UIView { return (view, .zero) }
        guard let guide = item as? UILayoutGuide, let view = guide.owningView else { return nil }
        return (view, guide.identifier == "UIViewLayoutMarginsGuide" ? view.directionalLayoutMargins : .zero)
    }

    private func axisAndPart(_ attribute: NSLayoutConstraint.Attribute) -> (Axis, WritableKeyPath<Span, CGFloat?>, inset: (NSDirectionalEdgeInsets) -> CGFloat)? {
        switch attribute {
        case .left, .leading: return (.horizontal, \.start, { $0.leading })
        case .right, .trailing: return (.horizontal, \.end, { -$0.trailing })
        case .width: return (.horizontal, \.length, { -$0.leading - $0.trailing })
        case .centerX: return (.horizontal, \.center, { ($0.leading - $0.trailing) / 2 })
        case .top: return (.vertical, \.start, { $0.top })
        case .bottom, .lastBaseline: return (.vertical, \.end, { -$0.bottom })
        case .firstBaseline: return nil
        case .height: return (.vertical, \.length, { -$0.top - $0.bottom })
        case .centerY: return (.vertical, \.center, { ($0.top - $0.bottom) / 2 })
        case .notAnAttribute: return nil
        }
    }

    private func value(_ item: AnyObject?, _ attribute: NSLayoutConstraint.Attribute) -> CGFloat? {
        guard let (view, insets) = resolve(item), let (axis, part, inset) = axisAndPart(attribute),
              let raw = spans[Key(view: ObjectIdentifier(view), axis: axis)]?[keyPath: part] else { return nil }
        return raw + inset(insets)
    }

    private mutating func assign(_ item: AnyObject?, _ attribute: NSLayoutConstraint.Attribute, _ value: CGFloat) -> Bool {
        guard value.isFinite, let (view, insets) = resolve(item), let (axis, part, inset) = axisAndPart(attribute) else { return false }
        return set(Key(view: ObjectIdentifier(view), axis: axis), part, value - inset(insets))
    }

    @discardableResult
    private mutating func set(_ key: Key, _ part: WritableKeyPath<Span, CGFloat?>, _ value: CGFloat) -> Bool {
        var span = spans[key] ?? Span()
        guard span[keyPath: part] == nil, !span.isKnown else { return false }
        span[keyPath: part] = value
        span.settle()
        spans[key] = span
        return true
    }

    /// Gives each constrained view its solved frame in its superview; one left undetermined warns
    /// when `warns`.
    private func apply(warns: Bool) {
        var undetermined: [String] = []
        for view in views where view !== root && !view.translatesAutoresizingMaskIntoConstraints {
            guard let parent = view.superview,
                  let h = spans[Key(view: ObjectIdentifier(view), axis: .horizontal)], let v = spans[Key(view: ObjectIdentifier(view), axis: .vertical)],
                  let ph = spans[Key(view: ObjectIdentifier(parent), axis: .horizontal)]?.start, let pv = spans[Key(view: ObjectIdentifier(parent), axis: .vertical)]?.start,
                  let x = h.start, let y = v.start, let width = h.length, let height = v.length else {
                undetermined.append(String(describing: type(of: view)))
                continue
            }
            view.frame = CGRect(x: x - ph, y: y - pv, width: max(0, width), height: max(0, height))
        }
        if warns, !undetermined.isEmpty {
            RuntimeWarning.emit("Auto Layout: the constraints do not place \(undetermined.joined(separator: ", ")) (Backplate propagates "
                                + "equalities and intrinsic sizes; priorities are not weighed): kept at their frames")
        }
    }
}

extension UIView {
    /// Whether a stack view places this view.
    var isArrangedInStack: Bool { (superview as? UIStackView)?.arrangedSubviews.contains { $0 === self } == true }

    /// The margins a margins guide keeps: a table or collection cell's content view's 16 points
    /// across and 11 down (an estimate, as UIKit's cell margins on a phone), a controller's view's
    /// system minimum of 16 across and none down (a phone's compact width), UIKit's default 8 elsewhere.
    var defaultLayoutMargins: NSDirectionalEdgeInsets {
        if superview is UITableViewCell || superview is UICollectionViewListCell {
            return NSDirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)
        }
        if owningViewController != nil { return NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16) }
        return NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
    }
}

extension UIView {
    /// Gives the view `frame` and lays its tree out as UIKit's layout pass does:
    /// `layoutSubviews()` down the tree, then the constraints within `constraintRoot` (the view
    /// itself by default). Returns the height they give the root when `freeHeight`.
    @discardableResult
    func layOut(at frame: CGRect, constraintRoot: UIView? = nil, freeHeight: Bool = false) -> CGFloat? {
        self.frame = frame
        layoutTree()
        let height = AutoLayoutPass.layout(constraintRoot ?? self, freeHeight: freeHeight)
        tellControllersLaidOut()
        return height
    }
}

/// Fitting sizes by view and offered width, kept for one layout pass.
@MainActor private final class FittingSizes {
    private struct Key: Hashable {
        let view: ObjectIdentifier
        let width: CGFloat?
    }
    private var sizes: [Key: CGSize] = [:]

    func size(of view: UIView, width: CGFloat?) -> CGSize {
        let key = Key(view: ObjectIdentifier(view), width: width)
        if let size = sizes[key] { return size }
        let size = view.arrangedFittingSize(width: width)
        sizes[key] = size
        return size
    }
}
