import Foundation

extension CALayer {
    /// Draws the layer and its sublayers into `ctx`, its frame's origin at the context's
    /// origin as its superlayer places it: background, content (`draw(in:)`), sublayers,
    /// then border, clipped to the rounded bounds when `masksToBounds`, at `opacity`.
    public func render(in ctx: CGContext) {
        guard !isHidden else { return }
        ctx.saveGState()
        defer { ctx.restoreGState() }
        ctx.translateBy(x: frame.minX - bounds.minX, y: frame.minY - bounds.minY)
        renderContents(in: ctx)
    }

    /// The layer's own drawing in its bounds' coordinates: `render(in:)` without the move to
    /// its frame. A view tree draws a view's own layer this way.
    package func renderContents(in ctx: CGContext) {
        guard !isHidden else { return }
        ctx.saveGState()
        defer { ctx.restoreGState() }
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
        draw(in: ctx)
        for layer in sublayers ?? [] where layer.owningView == nil { layer.render(in: ctx) }
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
