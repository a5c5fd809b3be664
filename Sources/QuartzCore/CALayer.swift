import Foundation
@_exported import CoreGraphics

/// Core Animation's layer (QuartzCore's `CALayer`): a rectangle with a background colour,
/// rounded corners, a border and sublayers, drawn back to front. A `UIView` draws through its
/// `layer`; `render(in:)` draws a layer tree into a `CGContext`. Nothing animates in a still
/// render: an added animation ends at once (`add(_:forKey:)`); shadows are recorded, not drawn
/// (a runtime warning names one).
open class CALayer: NSObject {
    /// The layer's frame in its superlayer's coordinates: its bounds' size at its position, or
    /// the box around them once `transform` moves them.
    open var frame: CGRect {
        get {
            let untransformed = CGRect(x: position.x - bounds.width * anchorPoint.x, y: position.y - bounds.height * anchorPoint.y,
                                       width: bounds.width, height: bounds.height)
            return CATransform3DIsIdentity(transform) ? untransformed : boxAroundTransformedBounds
        }
        set {
            bounds.size = newValue.size
            position = CGPoint(x: newValue.minX + newValue.width * anchorPoint.x, y: newValue.minY + newValue.height * anchorPoint.y)
        }
    }
    /// The layer's own coordinate space: its origin and size.
    open var bounds: CGRect = .zero
    /// Where the layer's anchor point sits in its superlayer.
    open var position: CGPoint = .zero
    /// The point of the bounds, in unit coordinates, that `position` places (the centre).
    open var anchorPoint = CGPoint(x: 0.5, y: 0.5)
    /// The layer's transform about its anchor point (the identity); a still render draws its
    /// flat projection and warns when perspective is dropped.
    open var transform = CATransform3DIdentity
    /// The transform applied to the sublayers, about the layer's anchor point (the identity).
    open var sublayerTransform = CATransform3DIdentity
    /// The layer's stacking position along the z axis (recorded: sublayers draw in order).
    open var zPosition: CGFloat = 0
    /// The colour filling the bounds (`nil`: none), inside the rounded corners.
    open var backgroundColor: CGColor?
    /// The radius of the corners the background, border and mask use (0: square).
    open var cornerRadius: CGFloat = 0
    /// Which corners `cornerRadius` rounds (all four).
    open var maskedCorners: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
    /// The curve of the rounded corners (drawn as circular arcs either way).
    open var cornerCurve: CALayerCornerCurve = .circular
    /// Whether sublayers are clipped to the rounded bounds.
    open var masksToBounds = false
    /// The width of the border drawn inside the bounds, over the sublayers.
    open var borderWidth: CGFloat = 0
    /// The border's colour (opaque black).
    open var borderColor: CGColor? = CGColor(gray: 0, alpha: 1)
    /// The layer's opacity, from 0 to 1.
    open var opacity: Float = 1
    /// Whether the layer and its sublayers are hidden.
    open var isHidden = false
    /// Whether the layer is opaque (a hint: drawn the same either way).
    open var isOpaque = false
    /// The shadow's colour (opaque black).
    open var shadowColor: CGColor? = CGColor(gray: 0, alpha: 1)
    /// The shadow's opacity (0: no shadow). A still render does not draw layer shadows.
    open var shadowOpacity: Float = 0
    /// The shadow's offset ((0, -3)).
    open var shadowOffset = CGSize(width: 0, height: -3)
    /// The shadow's blur radius (3).
    open var shadowRadius: CGFloat = 3
    /// The shape of the shadow (`nil`: the layer's).
    open var shadowPath: CGPath?
    /// A layer whose alpha masks this one (recorded, not drawn).
    open var mask: CALayer?
    /// The layer's content: a `CGImage` is drawn behind `draw(in:)`'s drawing, placed by
    /// `contentsGravity` at `contentsScale` pixels per point; anything else is not drawn, as on iOS.
    open var contents: Any?
    /// Pixels per point of the layer's content (1).
    open var contentsScale: CGFloat = 1
    /// How `contents` is placed in the bounds (`.resize`: stretched to fill them).
    open var contentsGravity = CALayerContentsGravity.resize
    /// Whether the layer redraws when its bounds change.
    open var needsDisplayOnBoundsChange = false
    /// The layer's name.
    open var name: String?
    /// The object that draws the layer's content and lays out its sublayers.
    open weak var delegate: (any CALayerDelegate)?
    /// The sublayers, back to front (`nil` when there are none).
    open var sublayers: [CALayer]? {
        get { children.isEmpty ? nil : children }
        set {
            for layer in children { layer.parent = nil }
            children = []
            for layer in newValue ?? [] { addSublayer(layer) }
        }
    }
    /// The layer this one is a sublayer of, if any.
    open var superlayer: CALayer? { parent }

    private var children: [CALayer] = []
    private weak var parent: CALayer?
    /// The view whose layer this is (set by UIKit), so a view tree draws its subviews' layers.
    package weak var owningView: AnyObject?

    /// Creates a layer with zero bounds.
    public override init() { super.init() }
    /// Creates a copy of `layer`'s geometry and appearance (Core Animation's presentation copies).
    public init(layer: Any) {
        super.init()
        guard let other = layer as? CALayer else { return }
        bounds = other.bounds; position = other.position; anchorPoint = other.anchorPoint
        backgroundColor = other.backgroundColor; cornerRadius = other.cornerRadius; masksToBounds = other.masksToBounds
        borderWidth = other.borderWidth; borderColor = other.borderColor; opacity = other.opacity; isHidden = other.isHidden
        transform = other.transform; sublayerTransform = other.sublayerTransform
    }

    /// The layer as it is on screen: the layer itself, since nothing animates in a still render
    /// (on iOS, a copy holding an animation's current values).
    open func presentation() -> Self? { self }
    /// The layer holding the model values: the layer itself.
    open func model() -> Self { self }
    /// `transform` as an affine transform (its affine part).
    open func affineTransform() -> CGAffineTransform { CATransform3DGetAffineTransform(transform) }
    /// Sets `transform` to the affine transform `m`.
    open func setAffineTransform(_ m: CGAffineTransform) { transform = CATransform3DMakeAffineTransform(m) }

    /// The transform from the layer's bounds coordinates to its superlayer's.
    package var transformToSuperlayer: CATransform3D {
        let anchor = CATransform3DMakeTranslation(-bounds.minX - bounds.width * anchorPoint.x,
                                                  -bounds.minY - bounds.height * anchorPoint.y, 0)
        return CATransform3DConcat(CATransform3DConcat(anchor, transform), CATransform3DMakeTranslation(position.x, position.y, 0))
    }

    /// The box around the bounds' corners as `transform` places them in the superlayer.
    private var boxAroundTransformedBounds: CGRect {
        let toSuperlayer = transformToSuperlayer
        let corners = [CGPoint(x: bounds.minX, y: bounds.minY), CGPoint(x: bounds.maxX, y: bounds.minY),
                       CGPoint(x: bounds.minX, y: bounds.maxY), CGPoint(x: bounds.maxX, y: bounds.maxY)].map(toSuperlayer.projecting)
        let xs = corners.map(\.x), ys = corners.map(\.y)
        guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max() else { return .null }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// Adds `layer` on top of the sublayers, moving it from its old superlayer.
    open func addSublayer(_ layer: CALayer) { insertSublayer(layer, at: UInt32(children.count)) }

    /// Inserts `layer` at `idx` among the sublayers (clamped to their count).
    open func insertSublayer(_ layer: CALayer, at idx: UInt32) {
        // A layer cannot be its own ancestor: the tree would be drawn for ever.
        var ancestor: CALayer? = self
        while let current = ancestor {
            guard current !== layer else { return }
            ancestor = current.parent
        }
        layer.removeFromSuperlayer()
        children.insert(layer, at: min(Int(idx), children.count))
        layer.parent = self
    }

    /// Inserts `layer` just below `sibling` (on top when `sibling` is not a sublayer).
    open func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        let index = sibling.flatMap { s in children.firstIndex { $0 === s } } ?? children.count
        insertSublayer(layer, at: UInt32(index))
    }

    /// Inserts `layer` just above `sibling` (on top when `sibling` is not a sublayer).
    open func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        let index = sibling.flatMap { s in children.firstIndex { $0 === s } }.map { $0 + 1 } ?? children.count
        insertSublayer(layer, at: UInt32(index))
    }

    /// Replaces the sublayer `oldLayer` with `newLayer`.
    open func replaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) {
        guard let index = children.firstIndex(where: { $0 === oldLayer }) else { return }
        oldLayer.removeFromSuperlayer()
        insertSublayer(newLayer, at: UInt32(index))
    }

    /// Removes the layer from its superlayer.
    open func removeFromSuperlayer() {
        parent?.children.removeAll { $0 === self }
        parent = nil
    }

    /// Marks the content as needing a redraw: the next render draws it.
    open func setNeedsDisplay() {}
    /// Marks the sublayers' layout as needing an update: lays out at once here.
    open func setNeedsLayout() { layoutSublayers() }
    /// Lays out at once.
    open func layoutIfNeeded() { layoutSublayers() }
    /// Lays out the sublayers: asks the delegate, as Core Animation does.
    open func layoutSublayers() { delegate?.layoutSublayers(of: self) }
    /// Redraws the content: asks the delegate's `display(_:)` when it has one.
    open func display() { delegate?.display(self) }

    /// Draws the layer's own content (behind its sublayers): a plain layer asks its delegate's
    /// `draw(_:in:)`; a gradient or shape layer draws its gradient or shape.
    open func draw(in ctx: CGContext) { delegate?.draw(self, in: ctx) }

    /// Adds `anim` under `key` (replacing the one there). Nothing animates in a still render:
    /// the delegate hears it start and, unless it repeats without end, stop finished, at once;
    /// it stays listed while it holds its end (`fillMode` `.forwards`, not removed on completion),
    /// which is then drawn (`CALayerHeldAnimations.swift`). One that never ends is drawn at the
    /// model values, with a warning when the layer is drawn.
    open func add(_ anim: CAAnimation, forKey key: String?) {
        anim.delegate?.animationDidStart(anim)
        if key != nil { keptAnimations.removeAll { $0.key == key } }
        // Unkeyed animations added again and again keep only the latest 64.
        if keptAnimations.count >= 64 { keptAnimations.removeFirst() }
        if anim.repeatsWithoutEnd {
            keptAnimations.append((key, anim, false))
            return
        }
        if anim.holdsItsEnd { keptAnimations.append((key, anim, holdEnd(of: anim))) }
        anim.delegate?.animationDidStop(anim, finished: true)
    }
    /// The animation under `key`, while the layer keeps it.
    open func animation(forKey key: String) -> CAAnimation? { keptAnimations.last { $0.key == key }?.animation }
    /// Removes every animation.
    open func removeAllAnimations() { keptAnimations.removeAll() }
    /// Removes the animation of `key`.
    open func removeAnimation(forKey key: String) { keptAnimations.removeAll { $0.key == key } }
    /// The keys of the animations the layer keeps: those that repeat without end or hold their
    /// end (others have ended by the time a still render is drawn).
    open func animationKeys() -> [String]? {
        let keys = keptAnimations.compactMap(\.key)
        return keys.isEmpty ? nil : keys
    }
    /// The animations kept, and whether what they show is drawn.
    private var keptAnimations: [(key: String?, animation: CAAnimation, drawn: Bool)] = []

    /// What the layer's undrawn animations animate (`"opacity"`, or the animation's key): those
    /// that never end, of which a still render cannot draw a frame, and those holding an end at
    /// a key path it cannot hold.
    package var undrawnAnimationNames: [String] {
        keptAnimations.filter { !$0.drawn }.map { ($0.animation as? CAPropertyAnimation)?.keyPath ?? $0.key ?? "an animation" }
    }
}

/// The object that draws a layer's content and lays out its sublayers (QuartzCore's
/// `CALayerDelegate`). Every method is optional (each has an empty default).
public protocol CALayerDelegate: NSObjectProtocol {
    /// Draws the layer's content in place of `draw(_:in:)`.
    func display(_ layer: CALayer)
    /// Draws the layer's content into `ctx`, in the layer's coordinates.
    func draw(_ layer: CALayer, in ctx: CGContext)
    /// Called before the layer draws.
    func layerWillDraw(_ layer: CALayer)
    /// Lays out the layer's sublayers.
    func layoutSublayers(of layer: CALayer)
}

extension CALayerDelegate {
    /// Does nothing.
    public func display(_ layer: CALayer) {}
    /// Draws nothing.
    public func draw(_ layer: CALayer, in ctx: CGContext) {}
    /// Does nothing.
    public func layerWillDraw(_ layer: CALayer) {}
    /// Does nothing.
    public func layoutSublayers(of layer: CALayer) {}
}

/// The corners a layer's `cornerRadius` rounds (QuartzCore's `CACornerMask`).
public struct CACornerMask: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: UInt
    /// Creates a mask from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The top-left corner (minimum x and y in UIKit's y-down coordinates).
    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1 << 0)
    /// The top-right corner.
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 1 << 1)
    /// The bottom-left corner.
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 1 << 2)
    /// The bottom-right corner.
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 1 << 3)
}

/// The curve of a layer's rounded corners (QuartzCore's `CALayerCornerCurve`).
public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
    /// The curve's name.
    public let rawValue: String
    /// A curve named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Quarter circles.
    public static let circular = CALayerCornerCurve(rawValue: "circular")
    /// A continuous curve, as iOS's app icons (drawn as quarter circles here).
    public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}
