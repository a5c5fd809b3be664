import Testing
import BackplateTestSupport
import Foundation
import SwiftUI
import UIKit
import TipKit
import AVFoundation
import UniformTypeIdentifiers

/// Issue 29's rows under 95%: an image drawn by a graphics context, `clipToLayer`, UIKit's tip
/// views (which Backplate cannot draw, so they warn), AVFoundation's image generator and tagged
/// buffers, the undo manager and the remaining UniformTypeIdentifiers and ScrollView rows.
@MainActor @Suite(.tags(.appFiles, .pixels)) struct APICoverage14Tests {
    let red = Color(red: 1, green: 0, blue: 0), blue = Color(red: 0, green: 0, blue: 1)

    struct ShelfTip: Tip {
        var title: Text { Text("Drag to reorder") }
    }

    @Test func anImageDrawnByAGraphicsContextKeepsItsSizeAndDrawsItsPaths() throws {
        let (red, blue) = (self.red, self.blue)
        let image = Image(size: CGSize(width: 40, height: 20), label: Text("Halves")) { context in
            context.fill(Path(CGRect(x: 0, y: 0, width: 20, height: 20)), with: .color(red))
            context.fill(Path(CGRect(x: 20, y: 0, width: 20, height: 20)), with: .color(blue))
        }
        let fixed = try renderImage(image.frame(width: 100, height: 60, alignment: .topLeading))
        #expect(rgba(fixed, 10, 10) == [255, 0, 0, 255])
        #expect(rgba(fixed, 30, 10) == [0, 0, 255, 255])
        // Not resizable: nothing beyond its 40 × 20 points whatever the frame.
        #expect(rgba(fixed, 50, 10)[3] == 0)
        #expect(rgba(fixed, 10, 30)[3] == 0)

        // Resizable: stretched to an 80 × 40 frame, each half 40 points wide.
        let stretched = try renderImage(image.resizable().frame(width: 80, height: 40))
        #expect(stretched.width == 80 && stretched.height == 40)
        #expect(rgba(stretched, 35, 35) == [255, 0, 0, 255])
        #expect(rgba(stretched, 45, 5) == [0, 0, 255, 255])
    }

    @Test func clipToLayerClipsToTheLayersAlphaTimesItsOpacity() throws {
        let red = self.red
        func canvas(opacity: Double, options: GraphicsContext.ClipOptions) -> some View {
            Canvas { context, size in
                context.clipToLayer(opacity: opacity, options: options) { layer in
                    layer.fill(Path(CGRect(x: 0, y: 0, width: 20, height: 20)), with: .color(.black))
                }
                context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(red))
            }
            .frame(width: 40, height: 20)
        }
        let half = try renderImage(canvas(opacity: 0.5, options: []))
        let inside = rgba(half, 10, 10)
        #expect(inside[0] == 255 && abs(inside[3] - 128) <= 2)
        #expect(rgba(half, 30, 10)[3] == 0)

        let inverse = try renderImage(canvas(opacity: 1, options: .inverse))
        #expect(rgba(inverse, 10, 10)[3] == 0)
        #expect(rgba(inverse, 30, 10) == [255, 0, 0, 255])
    }

    @Test func uiKitTipViewsWarnThatTheyAreNotDrawn() {
        let (view, warnings) = RuntimeWarning.collecting { TipUIView(ShelfTip(), arrowEdge: .top) }
        #expect(warnings.contains("TipUIView: Backplate draws no UIKit views; the tip \"ShelfTip\" is not drawn (a SwiftUI TipView draws it)"))
        #expect(view.cornerRadius == 13)
        #expect(view.imageSize == CGSize(width: 35, height: 35))
        #expect(view.viewStyle is MiniTipViewStyle)
        view.backgroundColor = .systemBlue
        #expect(view.backgroundColor == .systemBlue)

        let cell = TipUICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 300, height: 80))
        let (configured, cellWarnings) = RuntimeWarning.collecting { cell.configureTip(ShelfTip()) }
        #expect(configured === cell && cell.frame.width == 300)
        #expect(cellWarnings.contains { $0.hasPrefix("TipUICollectionViewCell: Backplate draws no UIKit views") })
        let header = TipUICollectionReusableView(frame: .zero).configureTip(ShelfTip(), arrowEdge: nil)
        #expect(header.imageSize.width == 35)

        let anchor = UIView(frame: CGRect(x: 0, y: 0, width: 44, height: 44))
        let (popover, popoverWarnings) = RuntimeWarning.collecting { TipUIPopoverViewController(ShelfTip(), sourceItem: anchor) }
        #expect(popoverWarnings.contains { $0.hasPrefix("TipUIPopoverViewController:") && $0.contains("\"ShelfTip\"") })
        #expect(popover.sourceItem === anchor)
        #expect(popover.popoverPresentationController?.sourceItem === anchor)
    }

    @Test func theImageGeneratorFailsEachTimeInOrderSinceNoMediaIsRead() async throws {
        let generator = AVAssetImageGenerator(asset: AVURLAsset(url: URL(fileURLWithPath: "/tmp/clip.mov")))
        await #expect(throws: AVError.self) { _ = try await generator.image(at: .zero) }
        let times = [CMTime(value: 1, timescale: 2), CMTime(value: 3, timescale: 2)]
        var requested: [CMTime] = []
        for await result in generator.images(for: times) {
            requested.append(result.requestedTime)
            #expect(throws: AVError.self) { _ = try result.image }
        }
        #expect(requested == times)
    }

    @Test func videoOutputTagsDescribeMonoAndStereoChannels() {
        let mono: [CMTag] = .monoscopicForVideoOutput()
        let stereo: [CMTag] = .stereoscopicForVideoOutput()
        #expect(mono == [.stereoView([])])
        #expect(stereo == [.stereoView([.leftEye, .rightEye])])
        let specification = AVVideoOutputSpecification(tagCollections: [stereo, mono])
        specification.setOutputPixelBufferAttributes(nil, for: mono)
        #expect(specification.preferredTagCollections == [stereo, mono])
        #expect(AVPlayerVideoOutput(specification: specification).taggedBuffers(forHostTime: .zero) == nil)
    }

    @Test func theUndoManagerUndoesGroupsLastFirstAndRedoesThem() {
        final class Counter { var value = 0 }
        let counter = Counter()
        let undo = UndoManager()
        func add(_ n: Int) {
            counter.value += n
            undo.registerUndo(withTarget: counter) { _ in add(-n) }
        }
        add(5)
        undo.beginUndoGrouping()
        add(2)
        add(3)
        undo.endUndoGrouping()
        undo.setActionName("Add Two")
        #expect(counter.value == 10 && undo.undoActionName == "Add Two")
        undo.undo()
        #expect(counter.value == 5 && undo.canRedo)
        undo.redo()
        #expect(counter.value == 10)
        undo.undo()
        undo.undo()
        #expect(counter.value == 0 && !undo.canUndo)
        // No window hosts a render: SwiftUI's and UIKit's undo managers are absent.
        #expect(EnvironmentValues().undoManager == nil)
        #expect(UIHostingController(rootView: Text("A")).undoManager == nil)
    }

    @Test func theRemainingScrollViewAndTypeRowsAnswerAsOnIOS() {
        let scroll = ScrollView(.horizontal) { Text("Row") }
        #expect(scroll.axes == .horizontal && scroll.showsIndicators)
        #expect(ScrollView { Text("Row") }.axes == .vertical)
        #expect(UTType.png.referenceURL == nil && UTType.png.version == nil)
        let reference = UTType.ReferenceType(.png)
        #expect(reference.identifier == "public.png" && reference.conforms(to: UTTypeReference(.image)))
        let controller = UIViewController(nibName: nil, bundle: nil)
        #expect(controller.popoverPresentationController == nil)
    }
}
