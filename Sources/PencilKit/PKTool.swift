import Foundation

/// A tool a canvas view uses for touches: `PKInkingTool`, `PKEraserTool` or `PKLassoTool`.
/// A still render has no touches, so a canvas's tool never changes its drawing.
public protocol PKTool: Sendable {}
