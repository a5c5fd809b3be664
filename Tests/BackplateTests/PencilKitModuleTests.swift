import Testing
import BackplateTestSupport
import Foundation
import BackplateCairo
import Backplate
import PencilKit

/// A canvas view showing a drawing made in code, as apps wrap PencilKit for SwiftUI.
private struct CanvasHost: UIViewRepresentable {
    let drawing: PKDrawing
    func makeUIView(context: Context) -> PKCanvasView {
        let canvas = PKCanvasView()
        canvas.drawingPolicy = .anyInput
        canvas.tool = PKInkingTool(.pen, color: .black, width: 5)
        return canvas
    }
    func updateUIView(_ uiView: PKCanvasView, context: Context) { uiView.drawing = drawing }
}

/// Records the tool picker's notifications.
private final class PickerWatcher: NSObject, PKToolPickerObserver {
    var events: [String] = []
    func toolPickerSelectedToolDidChange(_ toolPicker: PKToolPicker) { events.append("tool") }
    func toolPickerIsRulerActiveDidChange(_ toolPicker: PKToolPicker) { events.append("ruler") }
}

/// PencilKit without touches, in Swift 6 mode: drawings made in code keep their strokes,
/// round-trip through Backplate's JSON encoding, report their bounds and draw into images and
/// canvases; tools keep Apple's defaults and width ranges.
@MainActor @Suite(.tags(.pixels)) struct PencilKitModuleTests {
    /// A point of `width` at (x, y), `seconds` into its stroke.
    private func point(_ x: CGFloat, _ y: CGFloat, width: CGFloat, at seconds: TimeInterval = 0) -> PKStrokePoint {
        PKStrokePoint(location: CGPoint(x: x, y: y), timeOffset: seconds, size: CGSize(width: width, height: width),
                      opacity: 1, force: 1, azimuth: 0, altitude: .pi / 2)
    }

    /// A red pen line from (10, 10) to (40, 10), 4 points wide, and a blue marker line from
    /// (0, 0) to (0, 20), 2 points wide, moved 100 points right and clipped to a mask.
    private var twoStrokes: PKDrawing {
        let date = Date(timeIntervalSinceReferenceDate: 700_000_000.25)
        let red = PKStroke(ink: PKInk(.pen, color: .red),
                           path: PKStrokePath(controlPoints: [point(10, 10, width: 4), point(40, 10, width: 4, at: 0.2)],
                                              creationDate: date),
                           randomSeed: 7)
        let blue = PKStroke(ink: PKInk(.marker, color: UIColor(red: 0, green: 0, blue: 1, alpha: 0.5)),
                            path: PKStrokePath(controlPoints: [point(0, 0, width: 2), point(0, 20, width: 2, at: 0.1)],
                                               creationDate: date.addingTimeInterval(1)),
                            transform: CGAffineTransform(translationX: 100, y: 0),
                            mask: UIBezierPath(rect: CGRect(x: -5, y: -5, width: 10, height: 40)), randomSeed: 9)
        return PKDrawing(strokes: [red, blue])
    }

    @Test func aDrawingRoundTripsThroughItsDataRepresentation() throws {
        let drawing = twoStrokes
        let data = drawing.dataRepresentation()
        let text = try #require(String(data: data, encoding: .utf8))
        #expect(text.contains("org.backplate.pencilkit.drawing") && text.contains("com.apple.ink.marker"))
        let read = try PKDrawing(data: data)
        #expect(read == drawing)
        #expect(read.strokes.map(\.ink.inkType) == [.pen, .marker])
        #expect(read.strokes.map(\.randomSeed) == [7, 9])
        #expect(read.strokes[1].transform == CGAffineTransform(translationX: 100, y: 0))
        #expect(read.strokes[0].path.count == 2 && read.strokes[0].path[1].location == CGPoint(x: 40, y: 10))
        #expect(read.strokes[0].path.creationDate == Date(timeIntervalSinceReferenceDate: 700_000_000.25))
        #expect(read.dataRepresentation() == data)
        let coded = try JSONDecoder().decode(PKDrawing.self, from: JSONEncoder().encode(drawing))
        #expect(coded == drawing && coded != PKDrawing())
    }

    @Test func dataThatIsNotADrawingThrows() {
        #expect(throws: CocoaError.self) { try PKDrawing(data: Data()) }
        #expect(throws: CocoaError.self) { try PKDrawing(data: Data("{}".utf8)) }
        #expect(throws: CocoaError.self) { try PKDrawing(data: Data([0x77, 0x72, 0x64, 0x00, 0x01])) }
        let foreign = #"{"format":"com.example.ink","strokes":[],"version":1}"#
        #expect(throws: CocoaError.self) { try PKDrawing(data: Data(foreign.utf8)) }
        #expect((try? PKDrawing(data: PKDrawing().dataRepresentation()))?.strokes.isEmpty == true)
    }

    @Test func boundsCoverTheStrokesAtTheirWidths() {
        let drawing = twoStrokes
        // The red line grown by 2 on each side; the blue one grown by 1, inside its mask, moved right.
        #expect(drawing.strokes[0].renderBounds == CGRect(x: 8, y: 8, width: 34, height: 4))
        #expect(drawing.strokes[1].renderBounds == CGRect(x: 99, y: -1, width: 2, height: 22))
        #expect(drawing.bounds == CGRect(x: 8, y: -1, width: 93, height: 22))
        #expect(PKDrawing().bounds.isNull)
        let moved = drawing.transformed(using: CGAffineTransform(translationX: 0, y: 50))
        #expect(moved.bounds == CGRect(x: 8, y: 49, width: 93, height: 22))
        #expect(drawing.appending(moved).strokes.count == 4)
        #expect(drawing.requiredContentVersion == .version1)
    }

    @Test func anImageDrawsTheStrokesInTheirInkColours() {
        let image = twoStrokes.image(from: CGRect(x: 0, y: 0, width: 50, height: 20), scale: 2)
        #expect(image.size == CGSize(width: 50, height: 20) && image.scale == 2)
        let pixels = image.renderedImage
        #expect(pixels.width == 100 && pixels.height == 40)
        // On the red line at (25, 10); above it at (25, 3) nothing is drawn.
        let on = pixels.pixel(x: 50, y: 20)
        #expect(on.red > 240 && on.green < 15 && on.blue < 15 && on.alpha > 240)
        #expect(pixels.pixel(x: 50, y: 6).alpha == 0)
        // A rect's origin is the image's top-left corner: the marker at x 100 lands at 5.
        let marker = twoStrokes.image(from: CGRect(x: 95, y: 0, width: 10, height: 20), scale: 1).renderedImage.pixel(x: 5, y: 10)
        #expect(marker.blue > 240 && marker.red < 15 && (100...155).contains(marker.alpha))
        #expect(PKDrawing().image(from: .null, scale: 2).size == .zero)
    }

    @Test func aCanvasShowsItsDrawing() throws {
        let renderer = ImageRenderer(content: CanvasHost(drawing: twoStrokes).frame(width: 60, height: 30))
        let pixels = try renderer.render()
        let on = pixels.pixel(x: 25, y: 10)
        #expect(on.red > 240 && on.green < 15 && on.blue < 15 && on.alpha > 240)
        #expect(pixels.pixel(x: 25, y: 25).red < 15 || pixels.pixel(x: 25, y: 25).alpha == 0)
    }

    @Test func inkingToolsKeepApplesDefaultsAndRanges() {
        let pen = PKInkingTool(.pen)
        var components: (CGFloat, CGFloat, CGFloat, CGFloat) = (1, 1, 1, 0)
        _ = pen.color.getRed(&components.0, green: &components.1, blue: &components.2, alpha: &components.3)
        #expect(components == (0, 0, 0, 1))
        #expect(pen.width == PKInkingTool.InkType.pen.defaultWidth && pen.ink.inkType == .pen)
        #expect(PKInkingTool.InkType.pen.validWidthRange.contains(pen.width))
        #expect(PKInkingTool(.pen, color: .black, width: 100).width == PKInkingTool.InkType.pen.validWidthRange.upperBound)
        #expect(PKInkingTool(ink: PKInk(.marker, color: .yellow), width: 1).width == 7.5)
        var marker = PKInkingTool(.marker, color: .yellow, width: 20)
        marker.width = 500
        #expect(marker.width == 60)
        let inkType: PKInk.InkType = .watercolor
        #expect(inkType.rawValue == "com.apple.ink.watercolor" && inkType.requiredContentVersion == .version2)
        #expect(PKInk.InkType(rawValue: "com.apple.ink.pencil") == .pencil && PKContentVersion.latest == .version4)
        #expect(PKEraserTool(.vector).eraserType == .vector && PKEraserTool(.fixedWidthBitmap, width: 30).width == 30)
    }

    @Test func aStrokePathInterpolatesBetweenItsPoints() {
        let path = PKStrokePath(controlPoints: [point(0, 0, width: 2), point(10, 0, width: 4, at: 1)], creationDate: Date())
        #expect(path.interpolatedLocation(at: 0.5) == CGPoint(x: 5, y: 0))
        #expect(path.interpolatedPoint(at: 0.5).size == CGSize(width: 3, height: 3))
        let xs: [CGFloat] = path.interpolatedPoints(by: .distance(5)).map(\.location.x)
        #expect(xs == [0, 5, 10])
        let timeOffsets: [TimeInterval] = path.interpolatedPoints(by: .time(0.25)).map(\.timeOffset)
        #expect(timeOffsets == [0, 0.25, 0.5, 0.75, 1])
        #expect(path.parametricValue(0, offsetBy: .parametricStep(3)) == 1)
        #expect(PKStrokePath().isEmpty && PKStroke(ink: PKInk(.pen), path: path).maskedPathRanges == [0...1])
    }

    @Test func aToolPickerTellsObserversAndNeverShows() {
        let picker = PKToolPicker()
        let canvas = PKCanvasView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let watcher = PickerWatcher()
        picker.addObserver(canvas)
        picker.addObserver(watcher)
        picker.setVisible(true, forFirstResponder: canvas)
        #expect(!picker.isVisible && picker.frameObscured(in: canvas).isNull)
        picker.selectedTool = PKEraserTool(.bitmap)
        picker.isRulerActive = true
        #expect((canvas.tool as? PKEraserTool)?.eraserType == .bitmap && canvas.isRulerActive)
        #expect(watcher.events == ["tool", "ruler"])
        picker.removeObserver(watcher)
        picker.selectedTool = PKLassoTool()
        #expect(watcher.events == ["tool", "ruler"] && canvas.tool is PKLassoTool)
        #expect(canvas.drawingPolicy == .default && picker.showsDrawingPolicyControls && picker.colorUserInterfaceStyle == .unspecified)
    }
}
