import Foundation

/// A tool that draws new strokes: an ink type, a colour and a base width. Widths are clamped
/// into the ink's `validWidthRange`, as on iOS. A still render draws no new strokes with it.
public struct PKInkingTool: PKTool, CustomStringConvertible {
    /// The kind of ink the tool draws with.
    public var inkType: PKInkingTool.InkType {
        didSet { width = inkType.clampedWidth(width) }
    }
    /// The colour of the strokes the tool draws.
    public var color: UIColor
    /// The base width of the strokes, kept inside the ink's valid range.
    public var width: CGFloat {
        didSet {
            let clamped = inkType.clampedWidth(width)
            if clamped != width { width = clamped }
        }
    }
    /// The base angle of the ink, in radians (iOS 26+; 0 by default).
    public var azimuth: CGFloat = 0

    /// A tool of `inkType` in `color` (black by default) and `width` (the ink's default width
    /// when `nil`), clamped into the ink's valid range.
    public init(_ inkType: PKInkingTool.InkType, color: UIColor = UIColor.black, width: CGFloat? = nil) {
        self.inkType = inkType
        self.color = color
        self.width = inkType.clampedWidth(width)
    }

    /// A tool as `init(_:color:width:)` makes it, with a base angle (iOS 26+).
    public init(_ inkType: PKInkingTool.InkType, color: UIColor = UIColor.black, width: CGFloat? = nil, azimuth: CGFloat) {
        self.init(inkType, color: color, width: width)
        self.azimuth = azimuth
    }

    /// A tool drawing with `ink` at `width`, clamped into the ink's valid range.
    public init(ink: PKInk, width: CGFloat) {
        self.init(ink.inkType, color: ink.color, width: width)
    }

    /// The ink the tool's strokes get: its ink type and colour.
    public var ink: PKInk { PKInk(inkType, color: color) }

    /// The PencilKit version that introduced the tool's ink.
    public var requiredContentVersion: PKContentVersion { inkType.requiredContentVersion }

    /// `PKInkingTool(<ink identifier>, <colour>, width: <width>)`.
    public var description: String { "PKInkingTool(\(inkType.rawValue), \(color), width: \(width))" }
}
