import Foundation
import BackplateCore
import BackplateCairo

/// UIKit's stack of current graphics contexts, one per thread: image contexts begun with
/// `UIGraphicsBeginImageContextWithOptions`, contexts pushed with `UIGraphicsPushContext` and
/// the context of a `UIGraphicsImageRenderer` while its actions run.
final class UIGraphicsContextStack {
    struct Entry {
        let context: CGContext
        /// The image context's size and format (`nil` for a pushed context).
        let image: (size: CGSize, format: UIGraphicsImageRendererFormat)?
    }

    var entries: [Entry] = []

    /// The calling thread's stack.
    static var current: UIGraphicsContextStack {
        let key = "Backplate.UIGraphicsContextStack"
        if let stack = Thread.current.threadDictionary[key] as? UIGraphicsContextStack { return stack }
        let stack = UIGraphicsContextStack()
        Thread.current.threadDictionary[key] = stack
        return stack
    }

    /// Runs `body` with `context` current, as UIKit does around an image renderer's actions.
    static func withCurrent<T>(_ context: CGContext, _ body: () throws -> T) rethrows -> T {
        let stack = current
        stack.entries.append(Entry(context: context, image: nil))
        defer { stack.entries.removeLast() }
        return try body()
    }
}

/// Begins an image context `size` points large at scale 1, not opaque.
public func UIGraphicsBeginImageContext(_ size: CGSize) {
    UIGraphicsBeginImageContextWithOptions(size, false, 1)
}

/// Begins an image context `size` points large: y down from the top-left corner in points,
/// drawn at `scale` pixels per point (0: the main screen's, 3); an opaque one starts black.
/// It becomes the current context until `UIGraphicsEndImageContext()`.
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    let format = UIGraphicsImageRendererFormat()
    format.scale = scale == 0 || !scale.isFinite ? UIScreen.main.scale : scale
    format.opaque = opaque
    let context = CGContext(recordingSize: size)
    if opaque {
        context.saveGState()
        context.setFillColor(.opaqueBlack)
        context.fill(CGRect(origin: .zero, size: size))
        context.restoreGState()
    }
    UIGraphicsContextStack.current.entries.append(.init(context: context, image: (size, format)))
}

/// The current graphics context of the calling thread, or `nil` when none was begun or pushed.
public func UIGraphicsGetCurrentContext() -> CGContext? {
    UIGraphicsContextStack.current.entries.last?.context
}

/// What has been drawn in the current image context, as an image at its scale; `nil` when
/// the current context is not an image context.
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    guard let entry = UIGraphicsContextStack.current.entries.last, let image = entry.image else { return nil }
    return UIGraphicsImageRenderer.draw(entry.context.operations, bounds: CGRect(origin: .zero, size: image.size), format: image.format)
}

/// Ends the current image context (nothing when the current context is not one).
public func UIGraphicsEndImageContext() {
    let stack = UIGraphicsContextStack.current
    if stack.entries.last?.image != nil { stack.entries.removeLast() }
}

/// Makes `context` the current context, until `UIGraphicsPopContext()`.
public func UIGraphicsPushContext(_ context: CGContext) {
    UIGraphicsContextStack.current.entries.append(.init(context: context, image: nil))
}

/// Restores the context current before the last `UIGraphicsPushContext(_:)`.
public func UIGraphicsPopContext() {
    let stack = UIGraphicsContextStack.current
    if stack.entries.last?.image == nil, !stack.entries.isEmpty { stack.entries.removeLast() }
}

/// Fills `rect` in the current context with its fill colour.
public func UIRectFill(_ rect: CGRect) {
    UIGraphicsGetCurrentContext()?.fill(rect)
}

extension UIColor {
    /// Makes this the current context's fill colour.
    public func setFill() { UIGraphicsGetCurrentContext()?.setFillColor(cgColor) }
    /// Makes this the current context's stroke colour.
    public func setStroke() { UIGraphicsGetCurrentContext()?.setStrokeColor(cgColor) }
    /// Makes this the current context's fill and stroke colour.
    public func set() {
        setFill()
        setStroke()
    }
}

extension UIImage {
    /// Draws the image upright into `rect` of the current context (nothing without one).
    public func draw(in rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext(), let image = cgImage else { return }
        context.saveGState()
        // CoreGraphics puts the first row at the rectangle's maximum y: flip so it lands on top.
        context.translateBy(x: 0, y: rect.minY + rect.maxY)
        context.scaleBy(x: 1, y: -1)
        context.draw(image, in: rect)
        context.restoreGState()
    }

    /// Draws the image upright at its size in points, its top-left corner at `point`.
    public func draw(at point: CGPoint) { draw(in: CGRect(origin: point, size: size)) }

    /// Draws the image upright into `rect` of the current context, composited with `blendMode`
    /// at opacity `alpha` (the context's own blend mode and alpha are restored after).
    public func draw(in rect: CGRect, blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.setBlendMode(blendMode)
        context.setAlpha(alpha)
        draw(in: rect)
        context.restoreGState()
    }

    /// Draws the image upright at its size in points, its top-left corner at `point`,
    /// composited with `blendMode` at opacity `alpha`.
    public func draw(at point: CGPoint, blendMode: CGBlendMode, alpha: CGFloat) {
        draw(in: CGRect(origin: point, size: size), blendMode: blendMode, alpha: alpha)
    }
}
