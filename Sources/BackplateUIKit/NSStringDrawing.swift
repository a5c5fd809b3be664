import Foundation
import BackplateCore
import BackplateCairo

/// How a string is measured and drawn (UIKit's `NSStringDrawingOptions`).
public struct NSStringDrawingOptions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Lines wrap at the rectangle's width (without it the string is one line).
    public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
    /// The font's leading is added to line heights (no change for the system font).
    public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
    /// Glyph bounds rather than typographic bounds (typographic bounds are answered).
    public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 1 << 3)
    /// The last visible line is cut with an ellipsis when the text does not fit.
    public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
}

/// Settings for measuring and drawing a string (UIKit's `NSStringDrawingContext`).
open class NSStringDrawingContext: NSObject {
    /// The smallest scale the font may shrink to (1: never shrinks; shrinking is not modelled).
    open var minimumScaleFactor: CGFloat = 1
    /// The scale the font was drawn at: always 1.
    open private(set) var actualScaleFactor: CGFloat = 1
    /// The bounds of the last string measured or drawn with this context.
    open internal(set) var totalBounds: CGRect = .zero
    /// A context with the default settings.
    public override init() { super.init() }
}

/// Measures and draws plain strings with attributes as `Text` lays them out, so a string's
/// width is the same `Text` would have in that font.
enum StringDrawing {
    static func text(_ string: String, _ attributes: [NSAttributedString.Key: Any]?) -> Text {
        let font = (attributes?[.font] as? UIFont) ?? .systemFont(ofSize: 12)
        var text = Text(string).font(font.swiftUIFont)
        if let kern = number(attributes?[.kern]) { text = text.kerning(kern) }
        if let unapplied = (attributes?[.paragraphStyle] as? NSParagraphStyle)?.unappliedSettings, !unapplied.isEmpty {
            RuntimeWarning.emit("NSParagraphStyle: \(unapplied.joined(separator: ", ")) not applied to measured and drawn strings")
        }
        return text
    }

    static func number(_ value: Any?) -> CGFloat? {
        switch value {
        case let v as CGFloat: return v
        case let v as Double: return CGFloat(v)
        case let v as Int: return CGFloat(v)
        case let v as NSNumber: return CGFloat(v.doubleValue)
        default: return nil
        }
    }

    /// The typographic bounds: the widest line, and lines × `UIFont.lineHeight` (SF Pro's
    /// 2444/2048 em for the system font, a named face's ascender, descender and line gap).
    static func bounds(_ string: String, width: CGFloat?, attributes: [NSAttributedString.Key: Any]?) -> CGRect {
        let font = (attributes?[.font] as? UIFont) ?? .systemFont(ofSize: 12)
        let text = text(string, attributes)
        let line = ViewRasterizer.size(of: text.lineLimit(1).fixedSize(), proposal: .unspecified)
        let laidOut = width.map { ViewRasterizer.size(of: text, proposal: ProposedViewSize(width: max($0, 0), height: nil)) } ?? line
        let lines = line.height > 0 ? max(1, (laidOut.height / line.height).rounded()) : 1
        return CGRect(x: 0, y: 0, width: string.isEmpty ? 0 : laidOut.width, height: lines * font.lineHeight)
    }

    /// Records the string on the current UIKit graphics context, its top-left at `rect`'s.
    static func draw(_ string: String, in rect: CGRect, attributes: [NSAttributedString.Key: Any]?) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let color = (attributes?[.foregroundColor] as? UIColor) ?? .black
        let size = rect.size
        let view = text(string, attributes).foregroundStyle(Color(uiColor: color))
            .frame(width: size.width, height: size.height, alignment: .topLeading)
        context.saveGState()
        context.translateBy(x: rect.minX, y: rect.minY)
        context.record(.content(CGContextViewContent(view: AnyView(view), size: size), context.state))
        context.restoreGState()
    }
}

extension NSString {
    /// The string's size on one line in the attributes' font (12-point system by default).
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        StringDrawing.bounds(self as String, width: nil, attributes: attrs).size
    }

    /// The string's bounds within `size`: wrapped at its width with `.usesLineFragmentOrigin`,
    /// else one line.
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
                             context: NSStringDrawingContext?) -> CGRect {
        let rect = StringDrawing.bounds(self as String, width: options.contains(.usesLineFragmentOrigin) ? size.width : nil, attributes: attributes)
        context?.totalBounds = rect
        return rect
    }

    /// Draws the string with its top-left at `point` in the current graphics context.
    public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        StringDrawing.draw(self as String, in: CGRect(origin: point, size: size(withAttributes: attrs)), attributes: attrs)
    }

    /// Draws the string wrapped inside `rect` in the current graphics context.
    public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        StringDrawing.draw(self as String, in: rect, attributes: attrs)
    }
}

extension String {
    /// The string's size on one line in the attributes' font (12-point system by default).
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        (self as NSString).size(withAttributes: attrs)
    }

    /// The string's bounds within `size` (see `NSString.boundingRect(with:options:attributes:context:)`).
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
                             context: NSStringDrawingContext?) -> CGRect {
        (self as NSString).boundingRect(with: size, options: options, attributes: attributes, context: context)
    }

    /// Draws the string with its top-left at `point` in the current graphics context.
    public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        (self as NSString).draw(at: point, withAttributes: attrs)
    }

    /// Draws the string wrapped inside `rect` in the current graphics context.
    public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        (self as NSString).draw(in: rect, withAttributes: attrs)
    }
}

extension NSAttributedString {
    /// The attributes of the string's first character; later runs with other attributes are
    /// measured and drawn in them, with a runtime warning.
    private var leadingAttributes: [NSAttributedString.Key: Any]? {
        guard length > 0 else { return nil }
        var run = NSRange(location: 0, length: 0)
        let first = attributes(at: 0, effectiveRange: &run)
        if run.length < length {
            RuntimeWarning.emit("NSAttributedString is measured and drawn in its first run's attributes: later runs' fonts and colours are not applied")
        }
        return first
    }

    /// The string's size on one line, in its first run's attributes.
    public func size() -> CGSize { (string as NSString).size(withAttributes: leadingAttributes) }

    /// The string's bounds within `size`: wrapped at its width with `.usesLineFragmentOrigin`.
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?) -> CGRect {
        (string as NSString).boundingRect(with: size, options: options, attributes: leadingAttributes, context: context)
    }

    /// Draws the string with its top-left at `point`, in its first run's attributes.
    public func draw(at point: CGPoint) { (string as NSString).draw(at: point, withAttributes: leadingAttributes) }

    /// Draws the string wrapped inside `rect`, in its first run's attributes.
    public func draw(in rect: CGRect) { (string as NSString).draw(in: rect, withAttributes: leadingAttributes) }
}
