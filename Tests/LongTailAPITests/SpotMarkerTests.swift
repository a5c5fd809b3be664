import Testing
import BackplateTestSupport
import Foundation
import MapKit
import SwiftUI
import UIKit

/// `SpotMarkerFile.swift`: a layer's `contents` image is drawn upright where its
/// `contentsGravity` places it; Core Animation animations end at once (a held end is drawn, a
/// never-ending one warns); MapKit's map configurations and the renderer format's range are kept.
@MainActor @Suite(.tags(.appFiles)) struct SpotMarkerTests {
    static var oneX: UIGraphicsImageRendererFormat {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return format
    }

    /// A 40 × 20 pt image at 1x: red, green and blue bands 10, 20 and 10 pt wide.
    static let bands: CGImage = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 20), format: oneX).image { context in
        for (x, width, color) in [(0, 10, UIColor.red), (10, 20, UIColor.green), (30, 10, UIColor.blue)] {
            color.setFill()
            context.fill(CGRect(x: CGFloat(x), y: 0, width: CGFloat(width), height: 20))
        }
    }.cgImage!

    /// A 20 × 20 layer at (10, 10) of a 40 × 40 white view showing `image` under `gravity`.
    func render(_ image: CGImage, _ gravity: CALayerContentsGravity, masks: Bool = false) throws -> RenderedImage {
        let host = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        host.backgroundColor = .white
        let layer = CALayer()
        layer.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
        layer.contents = image
        layer.contentsGravity = gravity
        layer.masksToBounds = masks
        host.layer.addSublayer(layer)
        return try renderImage(UIViewTreeHost(view: host).frame(width: 40, height: 40))
    }

    func isColor(_ image: RenderedImage, _ x: Int, _ y: Int, _ rgb: (Int, Int, Int)) -> Bool {
        close(image.pixel(x: x, y: y), rgb.0, rgb.1, rgb.2, .pixel)
    }

    @Test func contentsAreDrawnWhereTheirGravityPlacesThem() throws {
        let red = (255, 0, 0), green = (0, 255, 0), blue = (0, 0, 255), white = (255, 255, 255)
        // Stretched: the 10-pt red band becomes 5 pt.
        let resized = try render(Self.bands, .resize)
        #expect(isColor(resized, 12, 20, red) && isColor(resized, 20, 20, green) && isColor(resized, 28, 20, blue))
        #expect(isColor(resized, 12, 11, red) && isColor(resized, 12, 29, red))
        // Fitted: half size, centred, rows above and below left empty.
        let fitted = try render(Self.bands, .resizeAspect)
        #expect(isColor(fitted, 12, 20, red) && isColor(fitted, 20, 12, white) && isColor(fitted, 20, 27, white))
        // Filling at its own size, clipped: only green shows; unclipped, the bands reach past the layer.
        let filled = try render(Self.bands, .resizeAspectFill, masks: true)
        #expect(isColor(filled, 12, 20, green) && isColor(filled, 28, 20, green) && isColor(filled, 5, 20, white))
        let overflowing = try render(Self.bands, .resizeAspectFill)
        #expect(isColor(overflowing, 5, 20, red) && isColor(overflowing, 35, 20, blue))
        // Centred at its own size; `.top` is the bottom edge on iOS's y-down layers.
        let centred = try render(Self.bands, .center, masks: true)
        #expect(isColor(centred, 12, 20, green))
        let square = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10), format: Self.oneX).image { context in
            UIColor.green.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        }.cgImage!
        let top = try render(square, .top)
        #expect(isColor(top, 20, 25, green) && isColor(top, 20, 15, white), "\(top.pixel(x: 20, y: 25)) \(top.pixel(x: 20, y: 15))")
        // Upright: an image red above blue keeps red on top.
        let upright = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20)).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 20, height: 10))
            UIColor.blue.setFill()
            context.fill(CGRect(x: 0, y: 10, width: 20, height: 10))
        }.cgImage!
        let drawn = try render(upright, .resize)
        #expect(isColor(drawn, 20, 12, red) && isColor(drawn, 20, 28, blue))
    }

    @Test func animationsEndAtOnceAndAHeldEndIsDrawn() throws {
        let marker = AvatarMarkerView(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
        marker.layoutSubviews()
        marker.setHalo(active: true)
        #expect(marker.haloLayer.opacity == 1 && marker.haloEvents == ["start", "finished"])
        #expect(marker.haloLayer.animationKeys() == nil)
        marker.settlePulse()
        #expect(marker.pulseLayer.transform.m11 == 0.5 && marker.pulseLayer.transform.m22 == 0.5)
        #expect(marker.pulseLayer.animationKeys() == ["shrink"] && marker.pulseLayer.animation(forKey: "shrink") is CABasicAnimation)
        marker.startPulsing()
        #expect(marker.pulseLayer.animationKeys() == ["shrink", "pulse"])
        let (image, warnings) = try RuntimeWarning.collecting {
            try renderImage(MarkerPreviewHost(marker: marker).frame(width: 60, height: 60).background(Color.white))
        }
        #expect(warnings.contains { $0.contains("CALayer's animation of opacity is not drawn by Backplate") }, "\(warnings)")
        // The 12-pt dot at (48, 0), held at half size about its centre (54, 6): 51 to 57.
        let dot = try renderImage(Color(uiColor: .systemBlue).frame(width: 2, height: 2)).pixel(x: 1, y: 1)
        let blue = [Int(dot.red), Int(dot.green), Int(dot.blue)]
        #expect(close(image.pixel(x: 54, y: 6), blue), "\(image.pixel(x: 54, y: 6))")
        #expect(!close(image.pixel(x: 49, y: 1), blue), "\(image.pixel(x: 49, y: 1))")
        marker.pulseLayer.removeAllAnimations()
        #expect(marker.pulseLayer.animationKeys() == nil)
        // Core Animation's named curves.
        var point: [Float] = [0, 0]
        CAMediaTimingFunction(name: .easeOut).getControlPoint(at: 2, values: &point)
        #expect(point == [0.58, 1])
        CAMediaTimingFunction(name: .default).getControlPoint(at: 1, values: &point)
        #expect(point == [0.25, 0.1])
    }

    @Test func mapConfigurationsAreKeptAndImageryWarns() throws {
        let map = MKMapView(frame: CGRect(x: 0, y: 0, width: 100, height: 80))
        #expect(map.preferredConfiguration is MKStandardMapConfiguration)
        let muted = MKStandardMapConfiguration(elevationStyle: .flat, emphasisStyle: .muted)
        muted.pointOfInterestFilter = .excludingAll
        map.preferredConfiguration = muted
        let copy = try #require(muted.copy() as? MKStandardMapConfiguration)
        #expect(copy !== muted && copy.emphasisStyle == .muted && copy.elevationStyle == .flat && copy.pointOfInterestFilter != nil)
        #expect(MKMapConfiguration.ElevationStyle.realistic.rawValue == 1 && MKStandardMapConfiguration.EmphasisStyle.muted.rawValue == 1)
        map.preferredConfiguration = MKImageryMapConfiguration(elevationStyle: .realistic)
        let warnings = try RuntimeWarning.collecting { try renderImage(UIViewTreeHost(view: map).frame(width: 100, height: 80)) }.warnings
        #expect(warnings.contains { $0.contains("MKImageryMapConfiguration map's imagery is not drawn") }, "\(warnings)")

        let format = UIGraphicsImageRendererFormat()
        #expect(format.preferredRange == .automatic)
        #expect([UIGraphicsImageRendererFormat.Range.unspecified, .automatic, .extended, .standard].map(\.rawValue) == [-1, 0, 1, 2])
        let flattened = SpotImageEncoding.flattenedForJPEG(UIImage(cgImage: Self.bands))
        #expect(flattened.size == CGSize(width: 40, height: 20))
    }
}
