import BackplateCore
import Foundation

/// A node that draws a Core Graphics path, filled and stroked (SpriteKit's `SKShapeNode`).
///
/// A still render fills the path with `fillColor` (clear by default: nothing) and strokes it
/// with `strokeColor` (white) at `lineWidth` (1), with its caps and joins, through the node's
/// accumulated transform (so the stroke scales with it) and alpha. A glow, fill and stroke
/// textures and shaders are not drawn, each with a runtime warning (the colours draw instead).
open class SKShapeNode: SKNode {
    /// The outline, in the node's coordinates.
    open var path: CGPath?
    /// The colour inside the path (clear: not filled).
    open var fillColor: UIColor = .clear
    /// The colour of the path's outline (white).
    open var strokeColor: UIColor = .white
    /// A texture filling the path (not drawn in a render: the fill colour is, with a warning).
    open var fillTexture: SKTexture?
    /// A texture along the outline (not drawn in a render: the stroke colour is).
    open var strokeTexture: SKTexture?
    /// A shader for the fill (not run in a render).
    open var fillShader: SKShader?
    /// A shader for the outline (not run in a render).
    open var strokeShader: SKShader?
    /// The width of a glow around the outline (0; not drawn in a render, with a warning).
    open var glowWidth: CGFloat = 0
    /// The outline's width in points (1).
    open var lineWidth: CGFloat = 1
    /// How open ends of the outline are capped (`.butt`).
    open var lineCap: CGLineCap = .butt
    /// How corners of the outline are joined (`.miter`).
    open var lineJoin: CGLineJoin = .miter
    /// How far a mitered corner may reach before it is bevelled (10).
    open var miterLimit: CGFloat = 10
    /// Whether edges are smoothed (`true`).
    open var isAntialiased = true
    /// How the shape blends with what is below it (`.alpha`).
    open var blendMode: SKBlendMode = .alpha
    /// The length of the path's outline, in points.
    open var lineLength: CGFloat { path.map { SKPathGeometry.length(of: $0) } ?? 0 }

    /// A shape with no path.
    public override init() { super.init() }

    /// A shape from an archive: an empty one (there are no archives on Linux).
    public required init?(coder aDecoder: NSCoder) { super.init(coder: aDecoder) }

    /// A shape of `path`, in the node's coordinates.
    public convenience init(path: CGPath) {
        self.init()
        self.path = path
    }

    /// A shape of `path`, moved so that its bounding box is centred on the node's origin when
    /// `centered`.
    public convenience init(path: CGPath, centered: Bool) {
        self.init()
        guard centered else {
            self.path = path
            return
        }
        let box = path.boundingBox
        var shift = CGAffineTransform(translationX: -box.midX, y: -box.midY)
        self.path = box.isFiniteRect ? path.copy(using: &shift) : path
    }

    /// A rectangle with its bottom-left corner at `rect`'s origin.
    public convenience init(rect: CGRect) { self.init(path: CGPath(rect: rect, transform: nil)) }

    /// A rectangle of `size` centred on the node's origin.
    public convenience init(rectOf size: CGSize) {
        self.init(rect: CGRect(x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height))
    }

    /// A rectangle with rounded corners of `cornerRadius`.
    public convenience init(rect: CGRect, cornerRadius: CGFloat) {
        let radius = max(0, min(cornerRadius, min(abs(rect.width), abs(rect.height)) / 2))
        self.init(path: CGPath(roundedRect: rect, cornerWidth: radius, cornerHeight: radius, transform: nil))
    }

    /// A rectangle of `size` with rounded corners, centred on the node's origin.
    public convenience init(rectOf size: CGSize, cornerRadius: CGFloat) {
        self.init(rect: CGRect(x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height), cornerRadius: cornerRadius)
    }

    /// A circle of radius `r` centred on the node's origin.
    public convenience init(circleOfRadius r: CGFloat) {
        self.init(ellipseIn: CGRect(x: -r, y: -r, width: 2 * r, height: 2 * r))
    }

    /// An ellipse filling `rect`.
    public convenience init(ellipseIn rect: CGRect) { self.init(path: CGPath(ellipseIn: rect, transform: nil)) }

    /// An ellipse of `size` centred on the node's origin.
    public convenience init(ellipseOf size: CGSize) {
        self.init(ellipseIn: CGRect(x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height))
    }

    /// Straight lines through the first `numPoints` of `points` (an open path).
    public convenience init(points: UnsafeMutablePointer<CGPoint>, count numPoints: Int) {
        let path = CGMutablePath()
        path.addLines(between: Array(UnsafeBufferPointer(start: points, count: max(numPoints, 0))))
        self.init(path: path)
    }

    /// A smooth curve through the first `numPoints` of `points` (a Catmull-Rom spline drawn
    /// as cubic curves).
    public convenience init(splinePoints points: UnsafeMutablePointer<CGPoint>, count numPoints: Int) {
        let p = Array(UnsafeBufferPointer(start: points, count: max(numPoints, 0)))
        let path = CGMutablePath()
        if let first = p.first {
            path.move(to: first)
            for i in p.indices.dropFirst() {
                let p0 = p[max(i - 2, 0)], p1 = p[i - 1], p2 = p[i], p3 = p[min(i + 1, p.count - 1)]
                path.addCurve(to: p2, control1: CGPoint(x: p1.x + (p2.x - p0.x) / 6, y: p1.y + (p2.y - p0.y) / 6),
                              control2: CGPoint(x: p2.x - (p3.x - p1.x) / 6, y: p2.y - (p3.y - p1.y) / 6))
            }
        }
        self.init(path: path)
    }

    /// The path's bounding box, widened by half the line width when stroked.
    override var contentRect: CGRect? {
        guard let path, !path.isEmpty else { return nil }
        let box = path.boundingBox
        return lineWidth > 0 ? box.insetBy(dx: -lineWidth / 2, dy: -lineWidth / 2) : box
    }

    /// The fill, then the stroke, through `transform`, at `alpha`.
    override func appendDrawing(to items: inout [SKDrawItem], transform: CGAffineTransform, alpha: Double) {
        guard let path, !path.isEmpty, path.boundingBox.isFiniteRect else { return }
        let kind = "SKShapeNode"
        warnAboutUndrawn(kind)
        let shape = Path(path), blend = blendMode.drawn(by: kind)
        if fillColor.drawsSomething {
            items.append(SKDrawItem(.shape(shape.applying(transform), Color(uiColor: fillColor), antialiased: isAntialiased),
                                    opacity: alpha, blendMode: blend))
        }
        if strokeColor.drawsSomething, lineWidth > 0, lineWidth.isFinite {
            let style = StrokeStyle(lineWidth: lineWidth, lineCap: lineCap, lineJoin: lineJoin, miterLimit: miterLimit)
            items.append(SKDrawItem(.shape(shape.strokedPath(style).applying(transform), Color(uiColor: strokeColor), antialiased: isAntialiased),
                                    opacity: alpha, blendMode: blend))
        }
    }

    private func warnAboutUndrawn(_ kind: String) {
        if glowWidth > 0 { RuntimeWarning.emit("\(kind).glowWidth: the glow is not drawn by Backplate") }
        if fillTexture != nil || strokeTexture != nil {
            RuntimeWarning.emit("\(kind): fill and stroke textures are not drawn by Backplate; the fill and stroke colours are")
        }
        if fillShader != nil || strokeShader != nil {
            RuntimeWarning.emit("\(kind): custom shaders are not run by Backplate; the shape is drawn unshaded")
        }
    }

    /// A copy of the shape and its subtree.
    open override func copy(with zone: NSZone? = nil) -> Any {
        let copy = SKShapeNode()
        copyNodeState(to: copy)
        copy.path = path
        copy.fillColor = fillColor
        copy.strokeColor = strokeColor
        copy.fillTexture = fillTexture
        copy.strokeTexture = strokeTexture
        copy.fillShader = fillShader
        copy.strokeShader = strokeShader
        copy.glowWidth = glowWidth
        copy.lineWidth = lineWidth
        copy.lineCap = lineCap
        copy.lineJoin = lineJoin
        copy.miterLimit = miterLimit
        copy.isAntialiased = isAntialiased
        copy.blendMode = blendMode
        return copy
    }
}

extension UIColor {
    /// Whether the colour has any opacity (a clear fill or stroke is skipped).
    var drawsSomething: Bool {
        var alpha: CGFloat = 0
        _ = getRed(nil, green: nil, blue: nil, alpha: &alpha)
        return alpha > 0
    }
}
