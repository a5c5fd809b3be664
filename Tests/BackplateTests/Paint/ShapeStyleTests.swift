import Testing
import BackplateTestSupport
import Foundation
@testable import Backplate
import BackplateSnapshotTesting

/// A 20×20 rectangle filled with `style`.
private func swatch<S: ShapeStyle>(_ style: S) -> some View { Rectangle().fill(style).frame(width: 20, height: 20) }
private let pureRed = Color(red: 1, green: 0, blue: 0), pureBlue = Color(red: 0, green: 0, blue: 1)
private let white = Color(white: 1), black = Color(white: 0)

/// Seed 004's custom style: secondary when the row's background is prominent, else yellow.
private struct StarRating {
    struct FillStyle: ShapeStyle {
        func resolve(in env: EnvironmentValues) -> some ShapeStyle {
            switch env.backgroundProminence {
            case .increased: return AnyShapeStyle(.secondary)
            default: return AnyShapeStyle(.yellow)
            }
        }
    }
}

@Suite(.backplateLook(.iOS18), .tags(.pixels)) struct ColorTests {
    /// Reference §8.2: (light, dark) sRGB for each named colour.
    static let table: [(Color, [Int], [Int])] = [
        (.red, [255, 59, 48], [255, 69, 58]), (.orange, [255, 149, 0], [255, 159, 10]), (.yellow, [255, 204, 0], [255, 214, 10]),
        (.green, [52, 199, 89], [48, 209, 88]), (.mint, [0, 199, 190], [99, 230, 226]), (.teal, [48, 176, 199], [64, 200, 224]),
        (.cyan, [50, 173, 230], [100, 210, 255]), (.blue, [0, 122, 255], [10, 132, 255]), (.indigo, [88, 86, 214], [94, 92, 230]),
        (.purple, [175, 82, 222], [191, 90, 242]), (.pink, [255, 45, 85], [255, 55, 95]), (.brown, [162, 132, 94], [172, 142, 104]),
        (.gray, [142, 142, 147], [142, 142, 147]), (.black, [0, 0, 0], [0, 0, 0]), (.white, [255, 255, 255], [255, 255, 255]),
    ]

    @Test func namedColorsResolvePerColorScheme() throws {
        for (color, light, dark) in Self.table {
            #expect(rgba(try renderImage(swatch(color)), 10, 10) == light + [255], "\(color) light")
            #expect(rgba(try renderImage(swatch(color), dark: true), 10, 10) == dark + [255], "\(color) dark")
        }
        #expect(rgba(try renderImage(swatch(Color.clear)), 10, 10) == [0, 0, 0, 0])
    }

    @Test func increasedContrastUsesItsOwnColumn() throws {
        let v = swatch(Color.red).environment(\.colorSchemeContrast, .increased)
        #expect(rgba(try renderImage(v), 10, 10) == [215, 0, 21, 255])
    }

    @Test func colorInitializers() throws {
        #expect(rgba(try renderImage(swatch(Color(red: 0.2, green: 0.4, blue: 0.6))), 10, 10) == [51, 102, 153, 255])
        #expect(rgba(try renderImage(swatch(Color(white: 0.5))), 10, 10) == [128, 128, 128, 255])
        #expect(rgba(try renderImage(swatch(Color(hue: 0, saturation: 1, brightness: 1))), 10, 10) == [255, 0, 0, 255])
        #expect(rgba(try renderImage(swatch(Color(hue: 1.0 / 3, saturation: 1, brightness: 1))), 10, 10) == [0, 255, 0, 255])
        #expect(rgba(try renderImage(swatch(Color(hue: 0.5, saturation: 0.5, brightness: 0.8))), 10, 10) == [102, 204, 204, 255])
        // Linear components are gamma-encoded: linear 0.5 is sRGB 0.7354 → 188.
        #expect(rgba(try renderImage(swatch(Color(.sRGBLinear, white: 0.5))), 10, 10) == [188, 188, 188, 255])
        let half = rgba(try renderImage(swatch(Color.blue.opacity(0.5))), 10, 10)
        #expect(close(half, [0, 122, 255, 128], 1))
        let quarter = rgba(try renderImage(swatch(Color.blue.opacity(0.5).opacity(0.5))), 10, 10)
        #expect(close(quarter, [0, 122, 255, 64], 3))   // 8-bit premultiplied storage loses a little at low alpha
    }

    @Test func labelAndAccentColors() throws {
        #expect(rgba(try renderImage(swatch(Color.primary)), 10, 10) == [0, 0, 0, 255])
        #expect(rgba(try renderImage(swatch(Color.primary), dark: true), 10, 10) == [255, 255, 255, 255])
        #expect(close(rgba(try renderImage(swatch(Color.secondary)), 10, 10), [60, 60, 67, 153], 1))
        #expect(close(rgba(try renderImage(swatch(Color.secondary), dark: true), 10, 10), [235, 235, 245, 153], 1))
        #expect(rgba(try renderImage(swatch(Color.accentColor)), 10, 10) == [0, 122, 255, 255])
        #expect(rgba(try renderImage(swatch(Color.accentColor).accentColor(.green)), 10, 10) == [52, 199, 89, 255])
    }
}

@Suite(.backplateLook(.iOS18), .tags(.pixels)) struct ForegroundStyleTests {
    @Test func hierarchicalLevelsOfTheDefaultForeground() throws {
        #expect(rgba(try renderImage(swatch(.primary)), 10, 10) == [0, 0, 0, 255])
        #expect(close(rgba(try renderImage(swatch(.secondary)), 10, 10), [60, 60, 67, 153], 1))   // 0.6
        #expect(close(rgba(try renderImage(swatch(.tertiary)), 10, 10), [60, 60, 67, 77], 1))    // 0.3
        // (Low alphas: components are only as exact as 8-bit premultiplied storage allows.)
        #expect(close(rgba(try renderImage(swatch(.quaternary)), 10, 10), [60, 60, 67, 46], 5))  // 0.18
        #expect(close(rgba(try renderImage(swatch(.quaternary), dark: true), 10, 10), [235, 235, 245, 41], 5))  // 0.16
    }

    @Test func hierarchicalLevelsOfOneStyleScaleOpacity() throws {
        // Reference §8.5: opacity × [1, 0.5, 0.25, 0.18].
        func level(_ s: HierarchicalShapeStyle) throws -> [Int] { rgba(try renderImage(swatch(s).foregroundStyle(.red)), 10, 10) }
        #expect(try level(.primary) == [255, 59, 48, 255])
        #expect(close(try level(.secondary), [255, 59, 48, 128], 1))
        #expect(close(try level(.tertiary), [255, 59, 48, 64], 4))
        #expect(close(try level(.quaternary), [255, 59, 48, 46], 5))
        // A shape's default fill is the foreground style.
        #expect(rgba(try renderImage(Circle().frame(width: 20, height: 20).foregroundStyle(.green)), 10, 10) == [52, 199, 89, 255])
    }

    @Test func twoAndThreeExplicitLevels() throws {
        let two = { (s: HierarchicalShapeStyle) in swatch(s).foregroundStyle(.red, .blue) }
        #expect(rgba(try renderImage(two(.primary)), 10, 10) == [255, 59, 48, 255])
        #expect(rgba(try renderImage(two(.secondary)), 10, 10) == [0, 122, 255, 255])
        let three = { (s: HierarchicalShapeStyle) in swatch(s).foregroundStyle(.red, .blue, .green) }
        #expect(rgba(try renderImage(three(.tertiary)), 10, 10) == [52, 199, 89, 255])
    }

    @Test func foregroundColorAndTint() throws {
        #expect(rgba(try renderImage(Rectangle().frame(width: 20, height: 20).foregroundColor(.orange)), 10, 10) == [255, 149, 0, 255])
        // foregroundColor(nil) changes nothing.
        let kept = Rectangle().frame(width: 20, height: 20).foregroundColor(nil).foregroundColor(.orange)
        #expect(rgba(try renderImage(kept), 10, 10) == [255, 149, 0, 255])
        #expect(rgba(try renderImage(swatch(.tint)), 10, 10) == [0, 122, 255, 255])
        #expect(rgba(try renderImage(swatch(.tint).tint(.pink)), 10, 10) == [255, 45, 85, 255])
    }

    @Test func customShapeStyleResolvesInTheEnvironment() throws {
        let plain = swatch(StarRating.FillStyle())
        #expect(rgba(try renderImage(plain), 10, 10) == [255, 204, 0, 255])                     // yellow
        let prominent = plain.environment(\.backgroundProminence, .increased)
        #expect(close(rgba(try renderImage(prominent), 10, 10), [60, 60, 67, 153], 1))         // secondary
        #expect(close(rgba(try renderImage(prominent, dark: true), 10, 10), [235, 235, 245, 153], 1))
        // As a foreground style, and wrapped in AnyShapeStyle.
        let fg = Rectangle().frame(width: 20, height: 20).foregroundStyle(AnyShapeStyle(StarRating.FillStyle()))
        #expect(rgba(try renderImage(fg, dark: true), 10, 10) == [255, 214, 10, 255])           // dark yellow
    }
}

/// Gradient geometry, checked with device (sRGB) interpolation; OKLab, the default, is
/// covered by GradientColorSpaceTests.
@Suite(.backplateLook(.iOS18), .tags(.pixels)) struct GradientTests {
    func renderDevice<V: View>(_ view: V) throws -> RenderedImage {
        try renderImage(view.environment(\.defaultGradientColorSpace, .device))
    }

    @Test func linearGradientStartMiddleEnd() throws {
        let g = try renderDevice(LinearGradient(colors: [pureRed, pureBlue], startPoint: .leading, endPoint: .trailing).frame(width: 200, height: 10))
        #expect(close(rgba(g, 0, 5), [254, 0, 1, 255], 1))
        #expect(close(rgba(g, 99, 5), [128, 0, 127, 255], 1))      // device (gamma) interpolation
        #expect(close(rgba(g, 199, 5), [1, 0, 254, 255], 1))
        // Stops: pad outside [first, last].
        let s = try renderDevice(LinearGradient(stops: [.init(color: pureRed, location: 0.25), .init(color: pureBlue, location: 0.75)],
                                               startPoint: .leading, endPoint: .trailing).frame(width: 200, height: 10))
        #expect(rgba(s, 20, 5) == [255, 0, 0, 255] && rgba(s, 180, 5) == [0, 0, 255, 255])
        #expect(close(rgba(s, 99, 5), [128, 0, 127, 255], 2))
    }

    @Test func linearGradientIsoLinesArePerpendicularInPixelSpace() throws {
        // topLeading → bottomTrailing on 200×100: the top-right corner projects to t = 0.8.
        let g = try renderDevice(Rectangle().fill(.linearGradient(colors: [pureRed, pureBlue], startPoint: .topLeading, endPoint: .bottomTrailing))
            .frame(width: 200, height: 100))
        #expect(close(rgba(g, 199, 0), [51, 0, 204, 255], 2))
        #expect(close(rgba(g, 0, 99), [204, 0, 51, 255], 2))
    }

    @Test func radialGradientIsCircularInPoints() throws {
        let g = try renderDevice(RadialGradient(colors: [white, black], center: .center, startRadius: 0, endRadius: 50).frame(width: 200, height: 100))
        #expect(close(rgba(g, 100, 50), [252, 252, 252, 255], 4))
        #expect(close(rgba(g, 124, 50), [128, 128, 128, 255], 3))
        #expect(close(rgba(g, 100, 74), [128, 128, 128, 255], 3))
        #expect(rgba(g, 160, 50) == [0, 0, 0, 255] && close(rgba(g, 100, 0), [0, 0, 0, 255], 4))
    }

    @Test func ellipticalGradientStretchesToTheBounds() throws {
        let g = try renderDevice(EllipticalGradient(colors: [white, black]).frame(width: 200, height: 100))
        #expect(close(rgba(g, 149, 50), [128, 128, 128, 255], 3))   // half of the 100 pt horizontal radius
        #expect(close(rgba(g, 100, 74), [128, 128, 128, 255], 3))   // half of the 50 pt vertical radius
        #expect(close(rgba(g, 199, 50), [0, 0, 0, 255], 4) && close(rgba(g, 100, 99), [0, 0, 0, 255], 4))
    }

    @Test func angularGradientTurnsClockwiseFromThreeOClock() throws {
        let g = try renderDevice(AngularGradient(colors: [pureRed, pureBlue], center: .center).frame(width: 100, height: 100))
        #expect(close(rgba(g, 95, 51), [255, 0, 0, 255], 6))        // just past 0°: start colour
        #expect(close(rgba(g, 50, 95), [191, 0, 64, 255], 4))       // 90° (below): a quarter of the way
        #expect(close(rgba(g, 5, 50), [128, 0, 127, 255], 4))       // 180°: half
        #expect(close(rgba(g, 50, 5), [64, 0, 191, 255], 4))        // 270° (above)
        #expect(close(rgba(g, 95, 48), [0, 0, 255, 255], 8))        // just before 360°: end colour
        // A partial sweep (0°...180°): the lower half holds the gradient, the upper half the end colours.
        let partial = try renderDevice(AngularGradient(colors: [pureRed, pureBlue], center: .center, startAngle: .zero, endAngle: .degrees(180))
            .frame(width: 100, height: 100))
        #expect(close(rgba(partial, 50, 95), [128, 0, 127, 255], 4))
        #expect(close(rgba(partial, 20, 5), [0, 0, 255, 255], 1) && close(rgba(partial, 80, 5), [255, 0, 0, 255], 1))
    }

    @Test func colorGradientGoesFromLighterTopToTheColor() throws {
        let g = try renderDevice(Rectangle().fill(Color.red.gradient).frame(width: 10, height: 200))
        #expect(close(rgba(g, 5, 199), [255, 59, 48, 255], 2))
        // Top: HSL lightness 0.594 + 0.15 (docs/layout-rules.md §8.3), hue kept.
        let top = rgba(g, 5, 0)
        let lightness = Double(top[0...2].max()! + top[0...2].min()!) / 2 / 255
        #expect(abs(lightness - 0.744) < 0.01)
        #expect(top[0] == 255 && top[1] > 59 && top[2] > 48)
        // The same gradient through the ShapeStyle shorthand, left to right.
        let h = try renderDevice(Rectangle().fill(.linearGradient(Color.red.gradient, startPoint: .leading, endPoint: .trailing)).frame(width: 200, height: 10))
        #expect(rgba(h, 0, 5)[1] > 100 && close(rgba(h, 199, 5), [255, 59, 48, 255], 2))
    }
}

@Suite(.backplateLook(.iOS18), .tags(.pixels)) struct MaterialTests {
    /// Black and white 10 pt stripes with a material panel over the middle.
    private func striped(_ material: Material) -> some View {
        ZStack {
            HStack(spacing: 0) {
                ForEach(0..<20) { i in (i % 2 == 0 ? Color.black : Color.white).frame(width: 10, height: 100) }
            }
            Color.clear.frame(width: 100, height: 100).background(material)
        }
    }

    @Test func ultraThinMaterialBlursAndTintsPerScheme() throws {
        let light = try renderImage(striped(.ultraThinMaterial))
        let dark = try renderImage(striped(.ultraThinMaterial), dark: true)
        for image in [light, dark] {
            // Outside the panel the stripes are untouched.
            #expect(rgba(image, 5, 50) == [0, 0, 0, 255] && rgba(image, 15, 50) == [255, 255, 255, 255])
            // Inside, neighbouring stripes are nearly the same grey.
            let a = rgba(image, 95, 50), b = rgba(image, 105, 50)
            #expect(abs(a[0] - b[0]) < 40, "\(a) vs \(b)")
        }
        // Light tints toward white, dark toward near-black.
        let l = rgba(light, 100, 50)[0], d = rgba(dark, 100, 50)[0]
        #expect(l > 150 && d < 110 && l - d > 60, "light \(l) dark \(d)")
    }

    @Test func thickerMaterialsHideMore() throws {
        let thin = try renderImage(striped(.ultraThinMaterial)), thick = try renderImage(striped(.ultraThickMaterial))
        #expect(rgba(thick, 100, 50)[0] > rgba(thin, 100, 50)[0])
    }

    @Test func backgroundInShape() throws {
        let v = try renderImage(Color.clear.frame(width: 100, height: 100).background(.red, in: Circle()))
        #expect(rgba(v, 50, 50) == [255, 59, 48, 255] && rgba(v, 5, 5) == [0, 0, 0, 0])
        let r = try renderImage(Color.clear.frame(width: 100, height: 100).background(.blue, in: RoundedRectangle(cornerRadius: 30)))
        #expect(rgba(r, 50, 1) == [0, 122, 255, 255] && rgba(r, 2, 2) == [0, 0, 0, 0])
    }
}
