import Foundation

extension CALayer {
    /// Draws the layer and its sublayers into `ctx`, as its superlayer places it (at its
    /// position, turned by its `transform`): background, content (`draw(in:)`), sublayers,
    /// then border, clipped to the rounded bounds when `masksToBounds`, at `opacity`.
    public func render(in ctx: CGContext) {
        guard !isHidden else { return }
        ctx.saveGState()
        defer { ctx.restoreGState() }
        ctx.concatenate(Self.drawnPart(of: transformToSuperlayer, named: "CALayer.transform", in: ctx))
        renderContents(in: ctx)
    }

    /// What a still render draws of `transform`: its flat projection's affine part, with the
    /// dropped perspective recorded as unsupported.
    package static func drawnPart(of transform: CATransform3D, named name: String, in ctx: CGContext) -> CGAffineTransform {
        if !transform.projectsAffinely { ctx.record(.unsupported("\(name)'s perspective")) }
        return transform.flatAffinePart
    }

    /// The layer's own drawing in its bounds' coordinates: `render(in:)` without the move to
    /// its frame. A view tree draws a view's own layer this way.
    package func renderContents(in ctx: CGContext) {
        guard !isHidden else { return }
        ctx.saveGState()
        defer { ctx.restoreGState() }
        for name in undrawnAnimationNames { ctx.record(.unsupported("CALayer's animation of \(name)")) }
        ctx.setAlpha(ctx.state.alpha * CGFloat(min(max(opacity, 0), 1)))
        if shadowOpacity > 0, shadowRadius > 0 || shadowOffset != .zero {
            ctx.record(.unsupported("CALayer.shadowOpacity (a layer's shadow)"))
        }
        let outline = roundedOutline(inset: 0)
        if let backgroundColor {
            ctx.setFillColor(backgroundColor)
            ctx.addPath(outline)
            ctx.fillPath()
        }
        if masksToBounds {
            ctx.addPath(outline)
            ctx.clip()
        }
        drawContents(in: ctx)
        draw(in: ctx)
        ctx.saveGState()
        if !CATransform3DIsIdentity(sublayerTransform) {
            let center = CATransform3DMakeTranslation(bounds.minX + bounds.width * anchorPoint.x, bounds.minY + bounds.height * anchorPoint.y, 0)
            let about = CATransform3DConcat(CATransform3DConcat(CATransform3DInvert(center), sublayerTransform), center)
            ctx.concatenate(Self.drawnPart(of: about, named: "CALayer.sublayerTransform", in: ctx))
        }
        for layer in sublayers ?? [] where layer.owningView == nil { layer.render(in: ctx) }
        ctx.restoreGState()
        renderBorder(in: ctx)
    }

    /// The border, drawn over everything inside the bounds.
    package func renderBorder(in ctx: CGContext) {
        guard borderWidth > 0, let borderColor else { return }
        ctx.saveGState()
        ctx.setStrokeColor(borderColor)
        ctx.setLineWidth(borderWidth)
        ctx.addPath(roundedOutline(inset: borderWidth / 2))
        ctx.strokePath()
        ctx.restoreGState()
    }

    /// The bounds inset by `inset`, with `cornerRadius` (less the inset) at `maskedCorners`.
    package func roundedOutline(inset: CGFloat) -> CGPath {
        let rect = bounds.insetBy(dx: inset, dy: inset)
        let path = CGMutablePath()
        guard rect.width > 0, rect.height > 0 else { return path }
        let r = max(0, min(cornerRadius - inset, rect.width / 2, rect.height / 2))
        func radius(_ corner: CACornerMask) -> CGFloat { maskedCorners.contains(corner) ? r : 0 }
        path.move(to: CGPoint(x: rect.minX + radius(.layerMinXMinYCorner), y: rect.minY))
        path.addArc(tangent1End: CGPoint(x: rect.maxX, y: rect.minY), tangent2End: CGPoint(x: rect.maxX, y: rect.maxY),
                    radius: radius(.layerMaxXMinYCorner))
        path.addArc(tangent1End: CGPoint(x: rect.maxX, y: rect.maxY), tangent2End: CGPoint(x: rect.minX, y: rect.maxY),
                    radius: radius(.layerMaxXMaxYCorner))
        path.addArc(tangent1End: CGPoint(x: rect.minX, y: rect.maxY), tangent2End: CGPoint(x: rect.minX, y: rect.minY),
                    radius: radius(.layerMinXMaxYCorner))
        path.addArc(tangent1End: CGPoint(x: rect.minX, y: rect.minY), tangent2End: CGPoint(x: rect.maxX, y: rect.minY),
                    radius: radius(.layerMinXMinYCorner))
        path.closeSubpath()
        return path
    }
}
