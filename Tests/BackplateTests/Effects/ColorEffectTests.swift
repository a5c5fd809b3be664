import Testing
import BackplateTestSupport
import Foundation
@testable import Backplate

/// SwiftUI's colour effects, checked pixel by pixel against the formulas they are defined by
/// (documented on `ColorMatrix`): Rec. 709 luma for grayscale and saturation, Core Image's
/// `CIColorControls` brightness and contrast, the W3C Filter Effects `hueRotate` and
/// `luminanceToAlpha` matrices. The source colour is (0.8, 0.4, 0.2): bytes 204, 102, 51.
@Suite(.tags(.pixels)) struct ColorEffectTests {
    static let (r, g, b) = (0.8, 0.4, 0.2)
    static let source = Color(red: r, green: g, blue: b)
    static let luma = 0.2126 * r + 0.7152 * g + 0.0722 * b

    /// The centre pixel of a 20×20 square of the source colour drawn through `effect`.
    func centre<V: View>(_ effect: (AnyView) -> V) throws -> [Int] {
        let image = try renderImage(effect(AnyView(Self.source.frame(width: 20, height: 20))))
        return rgba(image, 10, 10)
    }

    func bytes(_ c: (Double, Double, Double), alpha: Double = 1) -> [Int] {
        func q(_ v: Double) -> Int { Int((min(max(v, 0), 1) * 255).rounded()) }
        return [q(c.0), q(c.1), q(c.2), q(alpha)]
    }

    @Test func grayscaleDrawsRec709Luma() throws {
        let l = Self.luma
        #expect(close(try centre { $0.grayscale(1) }, bytes((l, l, l))))
        let half = (l + (Self.r - l) * 0.5, l + (Self.g - l) * 0.5, l + (Self.b - l) * 0.5)
        #expect(close(try centre { $0.grayscale(0.5) }, bytes(half)))
    }

    @Test func saturationInterpolatesFromLumaGrey() throws {
        let l = Self.luma
        #expect(close(try centre { $0.saturation(0) }, bytes((l, l, l))))
        let s2 = (l + (Self.r - l) * 2, l + (Self.g - l) * 2, l + (Self.b - l) * 2)
        #expect(close(try centre { $0.saturation(2) }, bytes(s2)))
        #expect(close(try centre { $0.saturation(1) }, bytes((Self.r, Self.g, Self.b))))
    }

    @Test func brightnessAddsToEachComponent() throws {
        #expect(close(try centre { $0.brightness(0.15) }, bytes((Self.r + 0.15, Self.g + 0.15, Self.b + 0.15))))
        #expect(close(try centre { $0.brightness(1) }, [255, 255, 255, 255]))
        #expect(close(try centre { $0.brightness(-0.1) }, bytes((Self.r - 0.1, Self.g - 0.1, Self.b - 0.1))))
    }

    @Test func contrastScalesAroundMidGrey() throws {
        func k(_ c: Double, _ f: Double) -> Double { (c - 0.5) * f + 0.5 }
        #expect(close(try centre { $0.contrast(0.5) }, bytes((k(Self.r, 0.5), k(Self.g, 0.5), k(Self.b, 0.5)))))
        #expect(close(try centre { $0.contrast(0) }, bytes((0.5, 0.5, 0.5))))
        #expect(close(try centre { $0.contrast(-1) }, bytes((1 - Self.r, 1 - Self.g, 1 - Self.b))))
    }

    @Test func colorInvertAndMultiply() throws {
        #expect(close(try centre { $0.colorInvert() }, bytes((1 - Self.r, 1 - Self.g, 1 - Self.b))))
        let tint = Color(red: 0.5, green: 1, blue: 0.25, opacity: 1)
        #expect(close(try centre { $0.colorMultiply(tint) }, bytes((Self.r * 0.5, Self.g, Self.b * 0.25))))
    }

    @Test func hueRotationUsesTheFilterEffectsMatrix() throws {
        let a = Double.pi / 2, c = cos(a), s = sin(a)
        let (r, g, b) = (Self.r, Self.g, Self.b)
        let out = ((0.213 + c * 0.787 - s * 0.213) * r + (0.715 - c * 0.715 - s * 0.715) * g + (0.072 - c * 0.072 + s * 0.928) * b,
                   (0.213 - c * 0.213 + s * 0.143) * r + (0.715 + c * 0.285 + s * 0.140) * g + (0.072 - c * 0.072 - s * 0.283) * b,
                   (0.213 - c * 0.213 - s * 0.787) * r + (0.715 - c * 0.715 + s * 0.715) * g + (0.072 + c * 0.928 + s * 0.072) * b)
        #expect(close(try centre { $0.hueRotation(.degrees(90)) }, bytes(out)))
        #expect(close(try centre { $0.hueRotation(.degrees(360)) }, bytes((r, g, b))))
    }

    @Test func luminanceToAlphaDrawsBlackWithLuminanceAsOpacity() throws {
        let alpha = 0.2125 * Self.r + 0.7154 * Self.g + 0.0721 * Self.b
        #expect(close(try centre { $0.luminanceToAlpha() }, bytes((0, 0, 0), alpha: alpha)))
    }

    @Test func effectAppliesToTheGroupNotOutsideIt() throws {
        // A grey square beside an untouched red one: the effect stops at its view.
        let image = try renderImage(HStack(spacing: 0) {
            Color(red: 1, green: 0, blue: 0).frame(width: 10, height: 10).grayscale(1)
            Color(red: 1, green: 0, blue: 0).frame(width: 10, height: 10)
        })
        #expect(close(rgba(image, 5, 5), bytes((0.2126, 0.2126, 0.2126))))
        #expect(rgba(image, 15, 5) == [255, 0, 0, 255])
    }

    @Test func drawingGroupDrawsLikeTheContent() throws {
        let view = ZStack { Color(red: 0, green: 0, blue: 1); Circle().fill(Color(red: 1, green: 1, blue: 0)).padding(4) }
            .frame(width: 30, height: 30)
        let plain = try renderImage(view)
        let grouped = try renderImage(view.drawingGroup())
        #expect(plain.rgba == grouped.rgba)
    }

    @Test func vectorOutputRasterizesColourMatrices() throws {
        let view = Color(red: 0.8, green: 0.4, blue: 0.2).frame(width: 20, height: 20).grayscale(1)
        let svg = String(decoding: try ImageRenderer(content: view).svgData(), as: UTF8.self)
        #expect(svg.contains("<image"))
        #expect(try ImageRenderer(content: view).pdfData().count > 0)
    }
}

/// Each effect modifier maps to one `DisplayList.Effect` case: display lists compared as values.
@Suite(.tags(.pixels)) struct EffectDisplayListTests {
    func list<V: View>(_ view: V) -> DisplayList { ImageRenderer(content: view).displayList() }

    /// The list of `effect(base)` is `base`'s items in one group of `expected`.
    func expectGroup<V: View>(_ view: V, of base: some View, _ expected: DisplayList.Effect,
                              sourceLocation: SourceLocation = #_sourceLocation) {
        let plain = list(base)
        let rect = CGRect(x: 0, y: 0, width: 20, height: 10)
        #expect(list(view) == DisplayList(items: [.group(DisplayList.GroupItem(effect: expected, bounds: rect, items: plain.items))]),
                sourceLocation: sourceLocation)
    }

    @Test func colourEffectsMapToColourMatrices() {
        let base = Color.red.frame(width: 20, height: 10)
        let l = (0.2126, 0.7152, 0.0722)
        let grey = ColorMatrix(rows: [l.0, l.1, l.2, 0, 0], [l.0, l.1, l.2, 0, 0], [l.0, l.1, l.2, 0, 0], [0, 0, 0, 1, 0])
        expectGroup(base.grayscale(1), of: base, .colorMatrix(grey))
        expectGroup(base.saturation(0), of: base, .colorMatrix(grey))
        expectGroup(base.brightness(0.25), of: base,
                    .colorMatrix(ColorMatrix(rows: [1, 0, 0, 0, 0.25], [0, 1, 0, 0, 0.25], [0, 0, 1, 0, 0.25], [0, 0, 0, 1, 0])))
        expectGroup(base.contrast(2), of: base,
                    .colorMatrix(ColorMatrix(rows: [2, 0, 0, 0, -0.5], [0, 2, 0, 0, -0.5], [0, 0, 2, 0, -0.5], [0, 0, 0, 1, 0])))
        expectGroup(base.colorInvert(), of: base,
                    .colorMatrix(ColorMatrix(rows: [-1, 0, 0, 0, 1], [0, -1, 0, 0, 1], [0, 0, -1, 0, 1], [0, 0, 0, 1, 0])))
        expectGroup(base.luminanceToAlpha(), of: base,
                    .colorMatrix(ColorMatrix(rows: [0, 0, 0, 0, 0], [0, 0, 0, 0, 0], [0, 0, 0, 0, 0], [0.2125, 0.7154, 0.0721, 0, 0])))
        expectGroup(base.drawingGroup(), of: base, .drawingGroup(opaque: false, colorMode: .nonLinear))
    }

    @Test func identityEffectsMakeNoGroup() {
        let base = Color.red.frame(width: 20, height: 10)
        #expect(list(base.grayscale(0)) == list(base))
        #expect(list(base.saturation(1)) == list(base))
        #expect(list(base.brightness(0)) == list(base))
        #expect(list(base.contrast(1)) == list(base))
        #expect(list(base.hueRotation(.zero)) == list(base))
        #expect(list(base.opacity(1)) == list(base))
        #expect(list(base.blur(radius: 0)) == list(base))
        #expect(list(base.blendMode(.normal)) == list(base))
        #expect(list(base.offset(x: 0, y: 0)) == list(base))
        #expect(list(base.hidden()) == DisplayList())
    }

    @Test func existingEffectsMapToTheirCases() {
        let base = Color.red.frame(width: 20, height: 10)
        expectGroup(base.opacity(0.5), of: base, .opacity(0.5))
        expectGroup(base.blur(radius: 3), of: base, .blur(radius: 3, opaque: false))
        expectGroup(base.blendMode(.multiply), of: base, .blendMode(.multiply))
        expectGroup(base.compositingGroup(), of: base, .compositingGroup)
        expectGroup(base.offset(x: 5, y: 2), of: base, .transform(CGAffineTransform(translationX: 5, y: 2)))
        expectGroup(base.scaleEffect(2), of: base, .transform(CGAffineTransform(a: 2, b: 0, c: 0, d: 2, tx: -10, ty: -5)))
        expectGroup(base.shadow(color: Color(red: 0, green: 0, blue: 0), radius: 4, x: 1, y: 2), of: base,
                    .shadow(color: RGBAColor(red: 0, green: 0, blue: 0), radius: 4, offset: CGSize(width: 1, height: 2)))
        expectGroup(base.clipShape(Rectangle()), of: base, .clip(Path(CGRect(x: 0, y: 0, width: 20, height: 10)), FillStyle()))
    }

    @Test func equalViewsGiveEqualListsAndDifferentOnesDiffer() {
        let a = list(Text("Hello").padding(4).background(.blue))
        let b = list(Text("Hello").padding(4).background(.blue))
        let c = list(Text("Hellp").padding(4).background(.blue))
        #expect(a == b)
        #expect(a != c)
    }
}
