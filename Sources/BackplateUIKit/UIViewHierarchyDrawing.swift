import Foundation
import BackplateCore
import QuartzCore

/// A UIKit view tree drawn as iOS draws it, back to front: each view's background colour
/// (inside its layer's rounded corners), its content (`draw(_:)`, its layer's gradient or
/// shape, a drawn view's SwiftUI equivalent), its sublayers and subviews in their layer order,
/// then its layer's border; clipped when `clipsToBounds` or `masksToBounds`, at its alpha.
nonisolated struct UIViewHierarchyDrawing: View {
    let view: UIView

    @MainActor var body: some View { Self.drawing(of: view, owner: "UIView.drawHierarchy").view }

    /// The drawing of `view` at its bounds' size, and whether anything in it draws; a UIKit
    /// view whose own content Backplate does not draw warns, naming `owner`.
    @MainActor static func drawing(of view: UIView, owner: String) -> (view: AnyView, draws: Bool) {
        guard !view.isHidden, view.alpha > 0 else { return (AnyView(EmptyView()), false) }
        (view as? UIPageContainerView)?.warnIfIndicatorAsked()
        let layer = view.layer, bounds = view.bounds
        var parts: [AnyView] = []
        var draws = false
        let outline = Path(layer.roundedOutline(inset: 0))
        if let color = view.backgroundColor {
            parts.append(AnyView(outline.fill(Color(uiColor: color))))
            draws = true
        } else if let color = layer.backgroundColor {
            parts.append(AnyView(outline.fill(Color(cgColor: color))))
            draws = true
        }
        if let drawn = view as? any UIKitDrawnView {
            parts.append(AnyView(drawn.swiftUIDrawing().frame(width: bounds.width, height: bounds.height)))
            draws = true
        }
        let content = recording(bounds.size) { cg in
            cg.translateBy(x: -bounds.minX, y: -bounds.minY)
            layer.drawContents(in: cg)
            UIGraphicsPushContext(cg)
            view.draw(bounds)
            UIGraphicsPopContext()
            layer.draw(in: cg)
        }
        if let content { parts.append(content); draws = true }
        for sublayer in layer.sublayers ?? [] {
            if let subview = sublayer.owningView as? UIView {
                let sub = drawing(of: subview, owner: owner)
                guard sub.draws else { continue }
                let origin = CGPoint(x: subview.center.x - subview.bounds.width / 2 - bounds.minX,
                                     y: subview.center.y - subview.bounds.height / 2 - bounds.minY)
                parts.append(AnyView(sub.view.frame(width: subview.bounds.width, height: subview.bounds.height).placed(at: origin)))
                draws = true
            } else if let drawn = recording(bounds.size, { cg in
                cg.translateBy(x: -bounds.minX, y: -bounds.minY)
                sublayer.render(in: cg)
            }) {
                parts.append(drawn)
                draws = true
            }
        }
        if let border = recording(bounds.size, { layer.renderBorder(in: $0) }) { parts.append(border); draws = true }
        for name in layer.undrawnAnimationNames {
            RuntimeWarning.emit("\(type(of: view))'s layer: its animation of \(name) is not drawn by Backplate (a still render draws the model values)")
        }
        warnIfUndrawn(view, owner: owner)
        let stack = ZStack(alignment: .topLeading) { ForEach(parts.indices, id: \.self) { parts[$0] } }
            .frame(width: bounds.width, height: bounds.height, alignment: .topLeading)
        let clipped = view.clipsToBounds || layer.masksToBounds ? AnyView(stack.clipShape(outline)) : AnyView(stack)
        let faded = transformed(clipped.opacity(Double(view.alpha) * Double(layer.opacity)), by: layer)
        return (appearance(of: view).map { AnyView(faded.environment(\.colorScheme, $0)) } ?? AnyView(faded), draws)
    }

    /// `drawing` turned by its layer's transform about the layer's anchor point, as iOS draws a
    /// transformed view (its layout untouched); perspective is dropped with a runtime warning.
    private static func transformed(_ drawing: some View, by layer: CALayer) -> AnyView {
        guard !CATransform3DIsIdentity(layer.transform) else { return AnyView(drawing) }
        let anchor = CGPoint(x: layer.bounds.width * layer.anchorPoint.x, y: layer.bounds.height * layer.anchorPoint.y)
        let about = CATransform3DConcat(CATransform3DConcat(CATransform3DMakeTranslation(-anchor.x, -anchor.y, 0), layer.transform),
                                        CATransform3DMakeTranslation(anchor.x, anchor.y, 0))
        if !about.projectsAffinely {
            RuntimeWarning.emit("UIView.transform3D (CALayer.transform): its perspective is not drawn by Backplate; its flat part is")
        }
        return AnyView(drawing.transformEffect(about.flatAffinePart))
    }

    /// The colour scheme a view's or its controller's `overrideUserInterfaceStyle` sets, if any.
    @MainActor private static func appearance(of view: UIView) -> ColorScheme? {
        let style = view.overrideUserInterfaceStyle != .unspecified ? view.overrideUserInterfaceStyle
            : view.owningViewController?.overrideUserInterfaceStyle ?? .unspecified
        switch style {
        case .dark: return .dark
        case .light: return .light
        case .unspecified: return nil
        }
    }

    /// What `draw` records into a context of `size`, replayed on a canvas (`nil` when it
    /// records nothing).
    static func recording(_ size: CGSize, _ draw: (CGContext) -> Void) -> AnyView? {
        let context = CGContext(recordingSize: size)
        draw(context)
        let operations = context.operations
        guard !operations.isEmpty else { return nil }
        return AnyView(Canvas { canvas, _ in CGContextReplay.draw(operations, into: canvas) }
            .frame(width: size.width, height: size.height))
    }

    /// A warning for a UIKit view whose own content Backplate does not draw (a refresh
    /// control's, a custom layout's cells...): iOS would draw it. Containers and drawn views pass.
    private static func warnIfUndrawn(_ view: UIView, owner: String) {
        guard !(view is any UIKitDrawnView), !(view is UIPageContainerView) else { return }
        var cls: AnyClass? = type(of: view)
        while let c = cls, !String(reflecting: c).hasPrefix("BackplateUIKit.") { cls = _getSuperclass(c) }
        let containers: [AnyClass] = [UIView.self, UIScrollView.self, UIStackView.self, UIControl.self, UITableViewCell.self,
                                      UITableViewHeaderFooterView.self, UICollectionReusableView.self, UICollectionViewCell.self,
                                      UICollectionViewListCell.self]
        guard let known = cls, !containers.contains(where: { $0 == known })
        else { return }
        RuntimeWarning.emit("\(owner): Backplate cannot draw UIKit views' own content: a \(known) is drawn as its "
                            + "background and subviews only")
    }
}

nonisolated extension View {
    /// The view at `origin` of a top-leading container, moved there by padding so that layout,
    /// and the text frames measured from it, see it where it is drawn.
    func placed(at origin: CGPoint) -> some View { padding(.leading, origin.x).padding(.top, origin.y) }
}

/// A representable's UIKit view, sized to the space SwiftUI proposes and laid out (its
/// `layoutSubviews()`, then its subviews'), then drawn; an empty frame, with the
/// representable's warning, when nothing in it draws.
nonisolated struct UIViewFittedDrawing: View {
    let view: UIView
    let size: CGSize
    let owner: String
    /// The controller whose view this is, kept alive while the drawing is.
    let controller: UIViewController?
    /// The representable's coordinator, kept alive while the drawing is (delegates are weak).
    let coordinator: Any?
    @Environment(\.self) private var environment

    @MainActor var body: some View {
        let drawing = UITraitCollection.withCurrent(.of(environment)) {
            view.layOut(at: CGRect(origin: view.frame.origin, size: size))
            return UIViewHierarchyDrawing.drawing(of: view, owner: owner)
        }
        if drawing.draws { return AnyView(drawing.view.frame(width: size.width, height: size.height, alignment: .topLeading)) }
        let platformType: Any.Type = controller.map { type(of: $0) } ?? type(of: view)
        RuntimeWarning.emit("\(owner) (\(platformType)): Backplate cannot draw UIKit views; its frame is left empty")
        return AnyView(Color.clear.frame(width: size.width, height: size.height))
    }

    /// `view` filling the proposed space, drawn (keeping `controller`, whose view it is, and
    /// the representable's `coordinator`).
    /// Its ideal size, asked for by `fixedSize()`, is its intrinsic content size where it has one.
    @MainActor static func filling(_ view: UIView, keeping controller: UIViewController? = nil, coordinator: Any? = nil, owner: String) -> AnyView {
        let intrinsic = view.intrinsicContentSize
        return AnyView(GeometryReader { proxy in
            UIViewFittedDrawing(view: view, size: proxy.size, owner: owner, controller: controller, coordinator: coordinator)
        }
        .frame(idealWidth: intrinsic.width >= 0 ? intrinsic.width : nil, idealHeight: intrinsic.height >= 0 ? intrinsic.height : nil))
    }
}

extension UIView {
    /// Lays out the view, then each subview's tree, as UIKit's layout pass does; a controller's
    /// root view tells it first (`viewWillLayoutSubviews()`).
    func layoutTree() {
        rootViewController?.viewWillLayoutSubviews()
        layoutSubviews()
        for subview in subviews { subview.layoutTree() }
    }

    /// Tells each controller whose root view is in the tree that its view was laid out
    /// (`viewDidLayoutSubviews()`), parents before children, once frames are final.
    func tellControllersLaidOut() {
        rootViewController?.viewDidLayoutSubviews()
        for subview in subviews { subview.tellControllersLaidOut() }
    }

    /// The controller whose root view this is, if any.
    private var rootViewController: UIViewController? {
        guard let controller = owningViewController, controller.isViewLoaded, controller.view === self else { return nil }
        return controller
    }

    /// Draws a snapshot of the view and its subviews into `rect` of the current context
    /// (scaled from the view's bounds), as the screen would show it; `false` when there is no
    /// current context or the view has no size.
    @discardableResult
    public func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool {
        guard let context = UIGraphicsGetCurrentContext(), bounds.width > 0, bounds.height > 0, rect.width > 0, rect.height > 0
        else { return false }
        let scale = (x: rect.width / bounds.width, y: rect.height / bounds.height)
        let drawing = UIViewHierarchyDrawing(view: self).frame(width: bounds.width, height: bounds.height)
            .scaleEffect(x: scale.x, y: scale.y, anchor: .topLeading)
            .frame(width: rect.width, height: rect.height, alignment: .topLeading)
        context.saveGState()
        context.translateBy(x: rect.minX, y: rect.minY)
        context.record(.content(CGContextViewContent(view: AnyView(drawing), size: rect.size), context.state))
        context.restoreGState()
        return true
    }

    /// The layer a view of `viewType` makes for `layerClass`: Core Animation's own classes as
    /// they are; an app's layer subclass as its QuartzCore base class, with a warning, since
    /// Swift cannot call a subclass's initializer through its type.
    static func makeLayer(of layerClass: AnyClass, for viewType: UIView.Type) -> CALayer {
        if layerClass == CALayer.self { return CALayer() }
        if layerClass == CAGradientLayer.self { return CAGradientLayer() }
        if layerClass == CAShapeLayer.self { return CAShapeLayer() }
        let base: CALayer = layerClass is CAGradientLayer.Type ? CAGradientLayer()
            : layerClass is CAShapeLayer.Type ? CAShapeLayer() : CALayer()
        RuntimeWarning.emit("\(String(reflecting: viewType)).layerClass: \(String(reflecting: layerClass)) is made as a "
                            + "\(type(of: base)), as Swift cannot call a subclass's initializer through its type")
        return base
    }
}
