import Foundation

/// PencilKit's canvas, a scroll view. A still render has no touches: it shows the strokes code
/// put in `drawing` over its background, as `PKDrawing.image(from:scale:)` draws them. Its
/// `delegate` is `UIScrollView`'s, which takes a `PKCanvasViewDelegate`; none is ever called.
open class PKCanvasView: UIScrollView, PKToolPickerObserver {
    /// The strokes the canvas shows, in its content's coordinates.
    open var drawing = PKDrawing() {
        didSet { setNeedsDisplay() }
    }
    /// The tool touches would use (a black pen by default).
    open var tool: any PKTool = PKInkingTool(.pen, color: .black)
    /// Whether the ruler is shown (kept; the ruler is not drawn).
    open var isRulerActive = false
    /// Which touches draw (`.default`).
    open var drawingPolicy = PKCanvasViewDrawingPolicy.default
    /// Whether touches draw at all (iOS 18+; `true`).
    open var isDrawingEnabled = true
    /// The newest PencilKit version whose inks the canvas may use (iOS 17+; `.latest`).
    open var maximumSupportedContentVersion = PKContentVersion.latest
    /// The recognizer that turns touches into strokes (it never recognizes one in a render).
    public let drawingGestureRecognizer = UIGestureRecognizer()

    /// Whether a finger draws as well as Apple Pencil: `drawingPolicy` isn't `.pencilOnly`.
    /// Setting it picks `.anyInput` or `.pencilOnly`.
    @available(iOS, introduced: 13.0, deprecated: 14.0, message: "Use 'drawingPolicy' property.")
    open var allowsFingerDrawing: Bool {
        get { drawingPolicy != .pencilOnly }
        set { drawingPolicy = newValue ? .anyInput : .pencilOnly }
    }

    /// An empty canvas of `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// An empty canvas from an archive: a zero frame, as there are no archives on Linux.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Draws the drawing's strokes, shifted by `contentOffset`, into the current context.
    open override func draw(_ rect: CGRect) {
        guard !drawing.strokes.isEmpty, let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.translateBy(x: -contentOffset.x, y: -contentOffset.y)
        PKStrokeDrawing.draw(drawing.strokes, in: context)
        context.restoreGState()
    }

    /// Takes the picker's selected tool, as a canvas observing a picker does on iOS.
    open func toolPickerSelectedToolDidChange(_ toolPicker: PKToolPicker) {
        tool = toolPicker.currentTool
    }

    /// Shows or hides the ruler as the picker does.
    open func toolPickerIsRulerActiveDidChange(_ toolPicker: PKToolPicker) {
        isRulerActive = toolPicker.isRulerActive
    }
}
