import Foundation

/// What a canvas view tells its delegate as its drawing and tool are used (iOS 13+). Every
/// method is optional. A still render has no touches, and the drawing change iOS reports some
/// time after code sets `drawing` would come after the render: none is ever called.
@MainActor @preconcurrency
public protocol PKCanvasViewDelegate: UIScrollViewDelegate {
    /// The canvas's drawing changed.
    func canvasViewDrawingDidChange(_ canvasView: PKCanvasView)
    /// The canvas finished drawing the strokes it was loaded with.
    func canvasViewDidFinishRendering(_ canvasView: PKCanvasView)
    /// A person began drawing or erasing with the canvas's tool.
    func canvasViewDidBeginUsingTool(_ canvasView: PKCanvasView)
    /// A person stopped drawing or erasing with the canvas's tool.
    func canvasViewDidEndUsingTool(_ canvasView: PKCanvasView)
}

extension PKCanvasViewDelegate {
    /// Does nothing.
    public func canvasViewDrawingDidChange(_ canvasView: PKCanvasView) {}
    /// Does nothing.
    public func canvasViewDidFinishRendering(_ canvasView: PKCanvasView) {}
    /// Does nothing.
    public func canvasViewDidBeginUsingTool(_ canvasView: PKCanvasView) {}
    /// Does nothing.
    public func canvasViewDidEndUsingTool(_ canvasView: PKCanvasView) {}
}
