import Foundation

/// How a stroke's marks look: a kind of ink and a colour (iOS 14+).
public struct PKInk: Sendable, CustomStringConvertible {
    /// The kind of ink (the same type as `PKInkingTool.InkType`).
    public typealias InkType = PKInkingTool.InkType

    /// The kind of ink.
    public var inkType: PKInk.InkType
    /// The ink's colour. A dynamic colour resolves in the render's appearance when a canvas
    /// draws, and keeps only its light appearance in `PKDrawing.dataRepresentation()`.
    public var color: UIColor

    /// An ink of `inkType` in `color` (black by default).
    public init(_ inkType: PKInk.InkType, color: UIColor = UIColor.black) {
        self.inkType = inkType
        self.color = color
    }

    /// The PencilKit version that introduced this ink's type.
    public var requiredContentVersion: PKContentVersion { inkType.requiredContentVersion }

    /// `PKInk(<ink identifier>, <colour>)`.
    public var description: String { "PKInk(\(inkType.rawValue), \(color))" }
}
