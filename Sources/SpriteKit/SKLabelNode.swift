import BackplateCairo
import BackplateCore
import Foundation

/// Where a label's text lies horizontally relative to the node's origin.
public enum SKLabelHorizontalAlignmentMode: Int, Sendable {
    /// Centred on the origin (the default).
    case center = 0
    /// Starting at the origin.
    case left = 1
    /// Ending at the origin.
    case right = 2
}

/// Where a label's text lies vertically relative to the node's origin.
public enum SKLabelVerticalAlignmentMode: Int, Sendable {
    /// The baseline on the origin (the default).
    case baseline = 0
    /// Centred on the origin.
    case center = 1
    /// The top on the origin (the text hangs below it).
    case top = 2
    /// The bottom on the origin (the text stands above it).
    case bottom = 3
}

/// A node that draws text (SpriteKit's `SKLabelNode`).
///
/// A still render draws the text with Backplate's text engine (as SwiftUI's `Text`), in the
/// label's font, size and colour, placed around the node's origin by its alignment modes, and
/// transformed with the node (scaled, rotated, faded). Helvetica Neue UltraLight, SpriteKit's
/// default font, is not installed on Linux: it draws as the system font's ultralight weight.
/// Other font names are looked up as `Font.custom` does (a missing font warns and draws in the
/// system font). A multi-line label (`numberOfLines` other than 1) wraps at
/// `preferredMaxLayoutWidth`; with the baseline mode, its last line's baseline is on the origin.
open class SKLabelNode: SKNode {
    /// SpriteKit's default font.
    static let defaultFontName = "HelveticaNeue-UltraLight"

    /// The text drawn (when `attributedText` is `nil`).
    open var text: String?
    /// Styled text, drawn in place of `text` when set (its runs' fonts and colours win).
    open var attributedText: NSAttributedString?
    /// The font's name (Helvetica Neue UltraLight by default).
    open var fontName: String?
    /// The font's size in points (32).
    open var fontSize: CGFloat = 32
    /// The text's colour (white).
    open var fontColor: UIColor? = .white
    /// A colour blended into the text by `colorBlendFactor` (kept; a render draws `fontColor`).
    open var color: UIColor?
    /// How much `color` tints the text (0).
    open var colorBlendFactor: CGFloat = 0
    /// How the text blends with what is below it (`.alpha`).
    open var blendMode: SKBlendMode = .alpha
    /// Where the text lies horizontally around the origin (`.center`).
    open var horizontalAlignmentMode: SKLabelHorizontalAlignmentMode = .center
    /// Where the text lies vertically around the origin (`.baseline`).
    open var verticalAlignmentMode: SKLabelVerticalAlignmentMode = .baseline
    /// The most lines drawn (1; 0: as many as needed).
    open var numberOfLines = 1
    /// How lines break (`.byTruncatingTail`; a render wraps by words).
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail
    /// The width multi-line text wraps at (0: only at line breaks).
    open var preferredMaxLayoutWidth: CGFloat = 0

    /// A label in the font `fontName` (SpriteKit's default font when `nil`), with no text.
    public init(fontNamed fontName: String?) {
        self.fontName = fontName ?? SKLabelNode.defaultFontName
        super.init()
    }

    /// A label in the default font (Helvetica Neue UltraLight, 32 points), with no text.
    public override init() {
        fontName = SKLabelNode.defaultFontName
        super.init()
    }

    /// A label from an archive: an empty one (there are no archives on Linux).
    public required init?(coder aDecoder: NSCoder) {
        fontName = SKLabelNode.defaultFontName
        super.init(coder: aDecoder)
    }

    /// A label showing `text` in Helvetica Neue UltraLight, 32 points.
    public convenience init(text: String?) {
        self.init(fontNamed: nil)
        self.text = text
    }

    /// A label showing styled text.
    public convenience init(attributedText: NSAttributedString?) {
        self.init(fontNamed: nil)
        self.attributedText = attributedText
    }

    /// The UIKit font the label draws in.
    var uiFont: UIFont {
        let size = fontSize.isFinite && fontSize > 0 ? fontSize : 0
        guard let fontName, fontName != SKLabelNode.defaultFontName else { return .systemFont(ofSize: size, weight: .ultraLight) }
        return UIFont(name: fontName, size: size) ?? .systemFont(ofSize: size)
    }

    /// The text as SwiftUI draws it: the attributed text or the plain text, in the label's
    /// font and colour; `nil` when there is nothing to draw.
    var swiftUIText: Text? {
        let font = Font(uiFont), colour = Color(uiColor: fontColor ?? .white)
        if let attributedText, attributedText.length > 0 {
            return Text(AttributedString(attributedText)).font(font).foregroundColor(colour)
        }
        guard let text, !text.isEmpty else { return nil }
        return Text(verbatim: text).font(font).foregroundColor(colour)
    }

    /// How the text is placed around the origin.
    var placement: SKLabelPlacement {
        let horizontal: CGFloat = horizontalAlignmentMode == .left ? 0 : horizontalAlignmentMode == .right ? 1 : 0.5
        let wraps = numberOfLines != 1 && preferredMaxLayoutWidth > 0 && preferredMaxLayoutWidth.isFinite
        return SKLabelPlacement(horizontal: horizontal, vertical: verticalAlignmentMode, width: wraps ? preferredMaxLayoutWidth : nil,
                                lineLimit: numberOfLines > 0 ? numberOfLines : nil)
    }

    /// The text's bounds around the origin, measured by the text engine.
    override var contentRect: CGRect? {
        guard let text = swiftUIText else { return nil }
        let placement = placement
        let size = ViewRasterizer.size(of: placement.layout(text), proposal: .unspecified)
        guard size.width > 0, size.height > 0 else { return nil }
        let descent = -uiFont.descender
        let minY: CGFloat
        switch verticalAlignmentMode {
        case .baseline: minY = -descent
        case .center: minY = -size.height / 2
        case .top: minY = -size.height
        case .bottom: minY = 0
        }
        return CGRect(x: -placement.horizontal * size.width, y: minY, width: size.width, height: size.height)
    }

    /// The text, placed around the origin, through `transform` at `alpha`.
    override func appendDrawing(to items: inout [SKDrawItem], transform: CGAffineTransform, alpha: Double) {
        guard let text = swiftUIText else { return }
        // The text's own coordinates run down; the node's run up.
        let flipped = CGAffineTransform(scaleX: 1, y: -1).concatenating(transform)
        items.append(SKDrawItem(.text(text, placement, transform: flipped), opacity: alpha, blendMode: blendMode.drawn(by: "SKLabelNode")))
    }

    /// A copy of the label and its subtree.
    open override func copy(with zone: NSZone? = nil) -> Any {
        let copy = SKLabelNode(fontNamed: fontName)
        copyNodeState(to: copy)
        copy.text = text
        copy.attributedText = attributedText
        copy.fontSize = fontSize
        copy.fontColor = fontColor
        copy.color = color
        copy.colorBlendFactor = colorBlendFactor
        copy.blendMode = blendMode
        copy.horizontalAlignmentMode = horizontalAlignmentMode
        copy.verticalAlignmentMode = verticalAlignmentMode
        copy.numberOfLines = numberOfLines
        copy.lineBreakMode = lineBreakMode
        copy.preferredMaxLayoutWidth = preferredMaxLayoutWidth
        return copy
    }
}

/// How a label's text is laid out and placed around its node's origin.
struct SKLabelPlacement {
    /// The fraction of the text's width left of the origin (0, 0.5 or 1).
    let horizontal: CGFloat
    /// Which of the text's lines the origin is on vertically.
    let vertical: SKLabelVerticalAlignmentMode
    /// The wrapping width (`nil`: lines break only at line breaks).
    let width: CGFloat?
    /// The most lines (`nil`: no limit).
    let lineLimit: Int?

    /// `text` laid out as the label lays it out: at its ideal size, or wrapped at `width`.
    func layout(_ text: Text) -> AnyView {
        let alignment: TextAlignment = horizontal == 0 ? .leading : horizontal == 1 ? .trailing : .center
        let limited = text.lineLimit(lineLimit).multilineTextAlignment(alignment)
        if let width {
            let frameAlignment: Alignment = horizontal == 0 ? .leading : horizontal == 1 ? .trailing : .center
            return AnyView(limited.frame(width: width, alignment: frameAlignment).fixedSize(horizontal: false, vertical: true))
        }
        return AnyView(limited.fixedSize())
    }

    /// The vertical offset of the origin from the text's top, in the text's dimensions.
    func originFromTop(_ d: ViewDimensions) -> CGFloat {
        switch vertical {
        case .baseline: return d[.lastTextBaseline]
        case .center: return d.height / 2
        case .top: return 0
        case .bottom: return d.height
        }
    }
}
