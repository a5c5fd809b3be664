import Foundation

/// A tool that selects strokes by drawing a loop around them. A still render has no touches,
/// so nothing is ever selected.
public struct PKLassoTool: PKTool, CustomStringConvertible {
    /// A lasso tool.
    public init() {}

    /// `PKLassoTool()`.
    public var description: String { "PKLassoTool()" }
}
