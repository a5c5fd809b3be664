import Testing
import BackplateTestSupport
import Foundation
@testable import Backplate
import BackplateSnapshotTesting

/// `Gradient.ColorSpace`: `.perceptual` (OKLab, the default) and `.device` (sRGB) for every
/// gradient kind and `Color.gradient`, in PNG, SVG and PDF. Expected colours: OKLab mixing
/// (Ottosson 2020) of the sRGB ends; the measured iOS render of blue→yellow shows
/// (146, 173, 184) at the middle, OKLab gives (148, 174, 181), sRGB (128, 163, 128).
@Suite(.backplateLook(.iOS18), .tags(.pixels)) struct GradientColorSpaceTests {
    let blue = Color(red: 0, green: 122 / 255, blue: 1)       // iOS 17 system blue
    let yellow = Color(red: 1, green: 204 / 255, blue: 0)     // system yellow

    /// A 201-point-wide horizontal ramp, so pixel x sits at t = x / 200 (pixel centres at +0.5).
    func ramp(_ colors: [Color], _ space: Gradient.ColorSpace?) -> some View {
        let gradient = Gradient(colors: colors)
        let style: LinearGradient = space.map { .linearGradient(gradient.colorSpace($0), startPoint: .leading, endPoint: .trailing) }
            ?? LinearGradient(gradient: gradient, startPoint: .leading, endPoint: .trailing)
        return Rectangle().fill(style).frame(width: 200, height: 10)
    }

    /// The pixel at t (0...1) of a 200-point ramp (the pixel whose centre is nearest).
    func sample(_ image: RenderedImage, _ t: Double) -> [Int] { rgba(image, min(Int(t * 200), 199), 5) }

    @Test func blueToYellowMatchesTheMeasuredIOSRender() throws {
        let image = try renderImage(ramp([blue, yellow], nil))   // default: perceptual
        #expect(close(sample(image, 0.25), [91, 152, 221, 255], 2), "\(sample(image, 0.25))")
        #expect(close(sample(image, 0.5), [148, 174, 181, 255], 2), "\(sample(image, 0.5))")
        #expect(close(sample(image, 0.75), [202, 191, 130, 255], 2), "\(sample(image, 0.75))")
        // Within a few units of the measured iOS midpoint (146, 173, 184).
        #expect(close(sample(image, 0.5), [146, 173, 184, 255], 4))
        let explicit = try renderImage(ramp([blue, yellow], .perceptual))
        #expect(sample(explicit, 0.5) == sample(image, 0.5))
        // Device: plain sRGB mixing.
        let device = try renderImage(ramp([blue, yellow], .device))
        #expect(close(sample(device, 0.5), [128, 163, 128, 255], 2), "\(sample(device, 0.5))")
        #expect(close(sample(device, 0.25), [64, 143, 191, 255], 2), "\(sample(device, 0.25))")
    }

    /// (from, to, OKLab midpoint, sRGB midpoint).
    static let pairs: [([Int], [Int], [Int], [Int])] = [
        ([255, 0, 0], [0, 0, 255], [140, 83, 162], [128, 0, 128]),
        ([255, 255, 255], [0, 0, 0], [99, 99, 99], [128, 128, 128]),
        ([255, 59, 48], [52, 199, 89], [192, 148, 69], [154, 129, 69]),
        ([255, 149, 0], [175, 82, 222], [212, 125, 153], [215, 116, 111]),
    ]

    @Test(arguments: 0..<4)
    func midpointsInBothSpaces(_ index: Int) throws {
        let (from, to, perceptual, device) = Self.pairs[index]
        func color(_ c: [Int]) -> Color { Color(red: Double(c[0]) / 255, green: Double(c[1]) / 255, blue: Double(c[2]) / 255) }
        let p = try renderImage(ramp([color(from), color(to)], .perceptual))
        let d = try renderImage(ramp([color(from), color(to)], .device))
        #expect(close(sample(p, 0.5), perceptual + [255], 2), "\(sample(p, 0.5))")
        #expect(close(sample(d, 0.5), device + [255], 2), "\(sample(d, 0.5))")
        // The ends are the stop colours in both spaces.
        #expect(close(sample(p, 0), from + [255], 2) && close(sample(d, 0.999), to + [255], 2))
    }

    @Test func environmentDefaultCanBeDevice() throws {
        let image = try renderImage(ramp([blue, yellow], nil).environment(\.defaultGradientColorSpace, .device))
        #expect(close(sample(image, 0.5), [128, 163, 128, 255], 2))
        // An explicit colour space wins over the environment's default.
        let explicit = try renderImage(ramp([blue, yellow], .perceptual).environment(\.defaultGradientColorSpace, .device))
        #expect(close(sample(explicit, 0.5), [148, 174, 181, 255], 2))
    }

    @Test func everyGradientKindMixesInOKLab() throws {
        let g = Gradient(colors: [blue, yellow])
        // Radial: half-way along a 100-point radius.
        let radial = try renderImage(Rectangle().fill(.radialGradient(g, center: .center, startRadius: 0, endRadius: 100))
            .frame(width: 240, height: 20))
        #expect(close(rgba(radial, 170, 10), [148, 174, 181, 255], 3), "\(rgba(radial, 170, 10))")
        // Elliptical: half the horizontal radius (120 of 240 points).
        let elliptical = try renderImage(EllipticalGradient(gradient: g).frame(width: 240, height: 40))
        #expect(close(rgba(elliptical, 180, 20), [148, 174, 181, 255], 3), "\(rgba(elliptical, 180, 20))")
        // Angular: 180° (left of the centre) is half-way round.
        let angular = try renderImage(AngularGradient(gradient: g, center: .center).frame(width: 100, height: 100))
        #expect(close(rgba(angular, 5, 50), [148, 174, 181, 255], 4), "\(rgba(angular, 5, 50))")
        let angularDevice = try renderImage(Rectangle().fill(.angularGradient(g.colorSpace(.device), center: .center,
                                                                             startAngle: .zero, endAngle: .degrees(360)))
            .frame(width: 100, height: 100))
        #expect(close(rgba(angularDevice, 5, 50), [128, 163, 128, 255], 4), "\(rgba(angularDevice, 5, 50))")
    }

    @Test func colorGradientMixesInOKLab() throws {
        let image = try renderImage(Rectangle().fill(Color.blue.gradient).frame(width: 10, height: 201))
        // The ends as drawn: a lighter blue at the top (docs/layout-rules.md §8.3), system blue at the bottom.
        func color(_ p: [Int]) -> RGBAColor { RGBAColor(red: Double(p[0]) / 255, green: Double(p[1]) / 255, blue: Double(p[2]) / 255) }
        let top = color(rgba(image, 5, 0)), bottom = color(rgba(image, 5, 200))
        #expect(close(rgba(image, 5, 200), [0, 122, 255, 255], 2))
        let mid = OKLab.mix(top, bottom, 0.5)
        let expected: [Int] = [mid.red, mid.green, mid.blue].map { Int(($0 * 255).rounded()) } + [255]
        #expect(close(rgba(image, 5, 100), expected, 2), "\(rgba(image, 5, 100)) vs \(expected)")
        // The device form of the same gradient mixes the sRGB components.
        let device = try renderImage(Rectangle().fill(Color.blue.gradient.colorSpace(.device)).frame(width: 10, height: 201))
        let a = rgba(device, 5, 0), b = rgba(device, 5, 200)
        let linear: [Int] = [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2, (a[2] + b[2]) / 2, 255]
        #expect(close(rgba(device, 5, 100), linear, 2), "\(rgba(device, 5, 100)) vs \(linear)")
    }

    @Test func oklabConversionRoundTripsAndMatchesPublishedValues() {
        // Ottosson's reference: sRGB white is L = 1, a = b = 0; pure red (0.628, 0.225, 0.126).
        let white = OKLab.fromSRGB(RGBAColor(red: 1, green: 1, blue: 1))
        #expect(abs(white.L - 1) < 1e-3 && abs(white.a) < 1e-3 && abs(white.b) < 1e-3)
        let red = OKLab.fromSRGB(RGBAColor(red: 1, green: 0, blue: 0))
        #expect(abs(red.L - 0.628) < 1e-3 && abs(red.a - 0.2249) < 1e-3 && abs(red.b - 0.1258) < 1e-3)
        let back = OKLab.toSRGB(L: red.L, a: red.a, b: red.b, alpha: 1)
        #expect(abs(back.red - 1) < 1e-4 && abs(back.green) < 1e-4 && abs(back.blue) < 1e-4)
        // A clear end contributes only its opacity (premultiplied mixing).
        let half = OKLab.mix(RGBAColor(red: 0, green: 122 / 255, blue: 1), RGBAColor(red: 0, green: 0, blue: 0, alpha: 0), 0.5)
        #expect(abs(half.alpha - 0.5) < 1e-9 && abs(half.blue - 1) < 1e-6)
    }

    @Test func svgAndPdfCarryTheOKLabRamp() throws {
        let renderer = ImageRenderer(content: ramp([blue, yellow], nil))
        let svg = try #require(String(data: try renderer.svgData(), encoding: .utf8))
        // 16 segments: 17 stops instead of 2.
        #expect(svg.components(separatedBy: "<stop").count - 1 >= 17)
        // The PDF, rasterised by pdftoppm, shows the OKLab midpoint.
        let pdf = try renderer.pdfData()
        let raster = try rasterizedPDF(pdf)
        #expect(close(rgba(raster, 100, 5), [148, 174, 181, 255], 3), "\(rgba(raster, 100, 5))")
    }
}
