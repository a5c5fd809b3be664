import Testing
import BackplateTestSupport
import Foundation
import SwiftUI
import UIKit
import QuartzCore
import WebKit

private func draw(_ size: CGSize = CGSize(width: 20, height: 20), _ actions: (CGContext) -> Void) -> RenderedImage {
    let format = UIGraphicsImageRendererFormat()
    format.scale = 1
    return UIGraphicsImageRenderer(size: size, format: format).image { actions($0.cgContext) }.renderedImage
}

private final class GradientBackdrop: UIView {
    override class var layerClass: AnyClass { CAGradientLayer.self }
}

private struct GradientHost: UIViewRepresentable {
    func makeUIView(context: Context) -> GradientBackdrop {
        let view = GradientBackdrop()
        let gradient = view.layer as! CAGradientLayer
        gradient.colors = [UIColor(red: 1, green: 0, blue: 0, alpha: 1).cgColor, UIColor(red: 0, green: 0, blue: 1, alpha: 1).cgColor]
        return view
    }
    func updateUIView(_ uiView: GradientBackdrop, context: Context) {}
}

private final class PageSource: NSObject, UIPageViewControllerDataSource {
    func pageViewController(_ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController) -> UIViewController? { nil }
    func pageViewController(_ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController) -> UIViewController? { nil }
}

private struct PagesHost: UIViewControllerRepresentable {
    func makeUIViewController(context: Context) -> UIPageViewController {
        let pages = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        pages.setViewControllers([UIHostingController(rootView: Color(red: 0, green: 1, blue: 0))], direction: .forward, animated: false)
        return pages
    }
    func updateUIViewController(_ uiViewController: UIPageViewController, context: Context) {}
}

private final class FieldWatcher: NSObject, UITextFieldDelegate, UIScrollViewDelegate, UIEditMenuInteractionDelegate {
    func textFieldShouldReturn(_ textField: UITextField) -> Bool { false }
}

/// A web coordinator whose default argument reaches the main-actor `UIApplication` (SotkaApp's
/// pattern): it compiles because `WKNavigationDelegate` is main-actor isolated, as WebKit's is.
private final class LinkCoordinator: NSObject, WKNavigationDelegate, WKScriptMessageHandler {
    let open: (URL) -> Void
    init(open: @escaping (URL) -> Void = { url in UIApplication.shared.open(url) }) { self.open = open }
    func userContentController(_ userContentController: WKUserContentController, didReceive message: WKScriptMessage) {}
}

/// CoreGraphics blend modes, UIKit drawing into image contexts (`draw(in:blendMode:alpha:)`,
/// `addClip()`, `drawHierarchy`), QuartzCore layers and the UIKit controllers and delegates
/// real apps use (issue 29), against what iOS draws and answers.
@MainActor @Suite(.tags(.pixels)) struct UIKitLayersAndBlendTests {
    @Test func blendModesHaveCoreGraphicsRawValues() {
        #expect(CGBlendMode.normal.rawValue == 0 && CGBlendMode.luminosity.rawValue == 15 && CGBlendMode.clear.rawValue == 16)
        #expect(CGBlendMode.copy.rawValue == 17 && CGBlendMode.xor.rawValue == 25 && CGBlendMode.plusLighter.rawValue == 27)
        #expect(CGBlendMode(rawValue: 26) == .plusDarker && CGBlendMode(rawValue: 28) == nil)
    }

    @Test func multiplyAndScreenCompositeAsCoreGraphics() {
        let image = draw { cg in
            cg.setFillColor(red: 1, green: 1, blue: 0, alpha: 1)
            cg.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
            cg.setBlendMode(.multiply)
            cg.setFillColor(red: 0, green: 1, blue: 1, alpha: 1)
            cg.fill(CGRect(x: 0, y: 0, width: 10, height: 20))
            cg.setBlendMode(.screen)
            cg.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
            cg.fill(CGRect(x: 10, y: 0, width: 10, height: 20))
        }
        #expect(rgba(image, 5, 10) == [0, 255, 0, 255])     // yellow × cyan = green
        #expect(rgba(image, 15, 10) == [255, 255, 255, 255]) // yellow screen blue = white
    }

    @Test func clearAndCopyReplaceWhatTheDrawingCovers() {
        let image = draw { cg in
            cg.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
            cg.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
            cg.setBlendMode(.clear)
            cg.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
            cg.setBlendMode(.copy)
            cg.setFillColor(red: 0, green: 0, blue: 1, alpha: 0.5)
            cg.fill(CGRect(x: 10, y: 10, width: 10, height: 10))
        }
        #expect(rgba(image, 5, 5)[3] == 0)
        let copied = rgba(image, 15, 15)
        #expect(copied[0] == 0 && copied[2] == 255 && abs(copied[3] - 128) <= 1, "\(copied)")
        #expect(rgba(image, 15, 5) == [255, 0, 0, 255])
    }

    @Test func aPorterDuffModeWithoutACanvasModeDrawsNormallyAndWarns() throws {
        let (image, warnings) = RuntimeWarning.collecting {
            draw { cg in
                cg.setBlendMode(.xor)
                cg.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
                cg.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
            }
        }
        #expect(rgba(image, 10, 10) == [0, 0, 255, 255])
        #expect(warnings.contains { $0.contains("setBlendMode(.xor)") })
    }

    @Test func anImageDrawsWithABlendModeAndAlpha() {
        let red = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4)).image { context in
            UIColor(red: 1, green: 0, blue: 0, alpha: 1).setFill()
            context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        }
        let image = draw { cg in
            cg.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
            cg.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
            red.draw(in: CGRect(x: 0, y: 0, width: 10, height: 20), blendMode: .normal, alpha: 0.5)
            red.draw(at: CGPoint(x: 12, y: 0), blendMode: .screen, alpha: 1)
        }
        let half = rgba(image, 5, 10)
        #expect(abs(half[0] - 128) <= 1 && half[1] == 0 && abs(half[2] - 127) <= 1, "\(half)")
        #expect(rgba(image, 14, 2) == [255, 0, 255, 255])    // red screen blue = magenta
        #expect(rgba(image, 14, 10) == [0, 0, 255, 255])     // below the 4-point image
    }

    @Test func aBezierPathClipsLaterDrawing() {
        let image = draw { cg in
            UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 20, height: 20)).addClip()
            cg.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
            cg.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
        }
        #expect(rgba(image, 10, 10) == [255, 0, 0, 255])
        #expect(rgba(image, 1, 1)[3] == 0)
    }

    @Test func aViewHierarchyDrawsIntoTheCurrentContext() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        view.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        let inner = UIView(frame: CGRect(x: 10, y: 10, width: 10, height: 10))
        inner.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        view.addSubview(inner)
        #expect(view.layer.sublayers?.first === inner.layer && inner.layer.superlayer === view.layer)
        var drew = false
        let image = draw { _ in drew = view.drawHierarchy(in: view.bounds, afterScreenUpdates: true) }
        #expect(drew)
        #expect(rgba(image, 5, 5) == [255, 0, 0, 255])
        #expect(rgba(image, 15, 15) == [0, 0, 255, 255])
        #expect(!view.drawHierarchy(in: view.bounds, afterScreenUpdates: false))   // no current context
    }

    @Test func anAxialGradientLayerRunsFromItsStartToItsEndPoint() {
        let gradient = CAGradientLayer()
        #expect(gradient.startPoint == CGPoint(x: 0.5, y: 0) && gradient.endPoint == CGPoint(x: 0.5, y: 1) && gradient.type == .axial)
        #expect(CAGradientLayerType.conic.rawValue == "conic" && CAGradientLayerType.radial.rawValue == "radial")
        gradient.frame = CGRect(x: 0, y: 0, width: 100, height: 10)
        gradient.colors = [CGColor(red: 1, green: 0, blue: 0, alpha: 1), CGColor(red: 0, green: 0, blue: 1, alpha: 1)]
        gradient.startPoint = CGPoint(x: 0, y: 0.5)
        gradient.endPoint = CGPoint(x: 1, y: 0.5)
        let image = draw(CGSize(width: 100, height: 10)) { gradient.render(in: $0) }
        let left = rgba(image, 0, 5), right = rgba(image, 99, 5), middle = rgba(image, 50, 5)
        #expect(left[0] > 250 && left[2] < 5 && right[2] > 250 && right[0] < 5, "\(left) \(right)")
        #expect(abs(middle[0] - middle[2]) < 8 && middle[3] == 255, "\(middle)")
    }

    @Test func radialAndConicGradientsCentreOnTheStartPoint() {
        let colors = [CGColor(red: 1, green: 0, blue: 0, alpha: 1), CGColor(red: 0, green: 0, blue: 1, alpha: 1)]
        let radial = CAGradientLayer(), conic = CAGradientLayer()
        for (layer, type) in [(radial, CAGradientLayerType.radial), (conic, .conic)] {
            layer.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
            layer.colors = colors
            layer.type = type
            layer.startPoint = CGPoint(x: 0.5, y: 0.5)
        }
        radial.endPoint = CGPoint(x: 1, y: 1)
        conic.endPoint = CGPoint(x: 1, y: 0.5)
        let r = draw(CGSize(width: 40, height: 40)) { radial.render(in: $0) }
        #expect(rgba(r, 20, 20)[0] > 240 && rgba(r, 0, 0)[2] > 250, "\(rgba(r, 20, 20)) \(rgba(r, 0, 0))")
        let c = draw(CGSize(width: 40, height: 40)) { conic.render(in: $0) }
        // Clockwise from the right: just below the start direction is red, just above is blue.
        #expect(rgba(c, 38, 22)[0] > 220 && rgba(c, 38, 18)[2] > 220, "\(rgba(c, 38, 22)) \(rgba(c, 38, 18))")
        #expect(rgba(c, 2, 20)[0] > 100 && rgba(c, 2, 20)[2] > 100)   // halfway round: the mix
    }

    @Test func aShapeLayerFillsAndStrokesItsPath() {
        let shape = CAShapeLayer()
        #expect(shape.fillColor != nil && shape.strokeColor == nil && shape.lineWidth == 1 && shape.lineCap == .butt)
        shape.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        shape.path = CGPath(ellipseIn: CGRect(x: 2, y: 2, width: 16, height: 16), transform: nil)
        shape.fillColor = CGColor(red: 0, green: 1, blue: 0, alpha: 1)
        let image = draw { shape.render(in: $0) }
        #expect(rgba(image, 10, 10) == [0, 255, 0, 255])
        #expect(rgba(image, 1, 1)[3] == 0)
    }

    @Test func aRepresentablesGradientViewDrawsThroughItsLayer() throws {
        let (image, warnings) = try RuntimeWarning.collecting {
            try renderImage(GradientHost().frame(width: 20, height: 100))
        }
        #expect(rgba(image, 10, 1)[0] > 240 && rgba(image, 10, 98)[2] > 240, "\(rgba(image, 10, 1)) \(rgba(image, 10, 98))")
        #expect(!warnings.contains { $0.contains("GradientHost") })
    }

    @Test func aPageControllerShowsItsCurrentPage() throws {
        let pages = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .vertical,
                                         options: [.spineLocation: UIPageViewController.SpineLocation.mid.rawValue])
        #expect(pages.spineLocation == .mid && pages.navigationOrientation == .vertical && pages.viewControllers == nil)
        let first = UIViewController(), second = UIViewController()
        var finished: Bool?
        pages.setViewControllers([first], direction: .forward, animated: true) { finished = $0 }
        pages.setViewControllers([second], direction: .reverse, animated: true)
        #expect(finished == true && pages.viewControllers == [second] && second.parent === pages && first.parent == nil)
        #expect(UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal).spineLocation == .none)
        let source = PageSource()
        pages.dataSource = source
        #expect(source.presentationCount(for: pages) == 0)
        let image = try renderImage(PagesHost().frame(width: 30, height: 30))
        #expect(rgba(image, 15, 15) == [0, 255, 0, 255])
    }

    @Test func delegatesAnswerUIKitsDefaults() {
        let watcher = FieldWatcher()
        let field = UITextField()
        field.delegate = watcher
        #expect(field.delegate === watcher)
        #expect(!watcher.textFieldShouldReturn(field) && watcher.textFieldShouldBeginEditing(field) && watcher.textFieldShouldClear(field))
        #expect(watcher.textField(field, shouldChangeCharactersIn: NSRange(location: 0, length: 0), replacementString: "a"))
        let scroll = UIScrollView()
        #expect(watcher.viewForZooming(in: scroll) == nil && watcher.scrollViewShouldScrollToTop(scroll))
        let interaction = UIEditMenuInteraction(delegate: watcher)
        let view = UIView()
        view.addInteraction(interaction)
        #expect(interaction.view === view && interaction.delegate === watcher)
        let configuration = UIEditMenuConfiguration(identifier: nil, sourcePoint: CGPoint(x: 4, y: 5))
        #expect(configuration.sourcePoint == CGPoint(x: 4, y: 5) && configuration.preferredArrowDirection == .automatic)
        #expect(watcher.editMenuInteraction(interaction, targetRectFor: configuration).isNull)
        #expect(LinkCoordinator().isEqual(nil) == false)
    }

    @Test func backgroundConfigurationsAnswerTheListColours() {
        #expect(UIBackgroundConfiguration.listGroupedCell().backgroundColor == .secondarySystemGroupedBackground)
        #expect(UIBackgroundConfiguration.listPlainCell().backgroundColor == .systemBackground)
        #expect(UIBackgroundConfiguration.clear().backgroundColor == .clear)
        var background = UIBackgroundConfiguration.listCell()
        background.cornerRadius = 12
        let cell = UICollectionViewListCell(frame: .zero)
        cell.backgroundConfiguration = background
        #expect(cell.backgroundConfiguration?.cornerRadius == 12)
        #expect(background.resolvedBackgroundColor(for: .systemBlue) == .systemBackground)
    }
}
