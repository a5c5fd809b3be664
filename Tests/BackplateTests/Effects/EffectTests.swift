import Testing
import BackplateTestSupport
import Foundation
@testable import Backplate
import BackplateSnapshotTesting

/// The standard normal CDF.
private func phi(_ x: Double) -> Double { 0.5 * erfc(-x / 2.0.squareRoot()) }

@Suite(.tags(.pixels)) struct ShadowTests {
    /// Shadow alpha along a horizontal line through a 100×100 black square at (60, 60) whose
    /// shadow (σ = radius, opaque black) is offset by (dx, dy), compared with the Gaussian
    /// falloff of a half-plane: alpha(d) = Φ(−d / σ) at distance d outside the shadow's edge.
    private func profileError(radius: CGFloat, dx: CGFloat, dy: CGFloat) throws -> (maxError: Double, samples: Int) {
        let view = Rectangle().fill(.black).frame(width: 100, height: 100)
            .shadow(color: .black, radius: radius, x: dx, y: dy)
            .padding(60)
        let image = try renderImage(view)
        let y = Int(110 + dy)                      // the shadow's vertical centre
        let edge = 160 + Double(dx)                // the shadow's right edge
        var worst = 0.0, n = 0
        for x in 161..<215 {
            let d = Double(x) + 0.5 - edge
            let expected = phi(-d / Double(radius))
            let got = Double(rgba(image, x, y)[3]) / 255
            worst = max(worst, abs(got - expected))
            n += 1
        }
        return (worst, n)
    }

    @Test func shadowFalloffIsGaussianWithSigmaEqualToRadius() throws {
        for radius in [4.0, 10.0] as [CGFloat] {
            let (err, n) = try profileError(radius: radius, dx: 0, dy: 0)
            #expect(n > 40)
            #expect(err < 0.025, "radius \(radius): max error \(err)")
        }
    }

    @Test func shadowIsOffsetByXAndY() throws {
        let (err, _) = try profileError(radius: 8, dx: 12, dy: 6)
        #expect(err < 0.025, "max error \(err)")
        // Above the square, the shadow moved down by 6 leaves no shadow within 2σ of its new edge.
        let image = try renderImage(Rectangle().fill(.black).frame(width: 100, height: 100).shadow(color: .black, radius: 8, x: 12, y: 6).padding(60))
        #expect(rgba(image, 110, 30)[3] < 3)
    }

    @Test func defaultShadowIsBlackAtOneThird() throws {
        // radius 0: a hard shadow, offset right and down, in black at opacity 0.33.
        let image = try renderImage(Color.white.frame(width: 50, height: 50).shadow(radius: 0, x: 10, y: 10).padding(20))
        #expect(close(rgba(image, 75, 75), [0, 0, 0, 84], 1))
        #expect(rgba(image, 45, 45) == [255, 255, 255, 255])
        #expect(rgba(image, 15, 15) == [0, 0, 0, 0])
    }

    @Test func semiTransparentContentCastsALighterShadow() throws {
        let image = try renderImage(Color.black.opacity(0.5).frame(width: 50, height: 50).shadow(color: .black, radius: 0, x: 60).padding(.trailing, 70))
        #expect(close(rgba(image, 85, 25), [0, 0, 0, 128], 1))
    }
}

@Suite(.backplateLook(.iOS18), .tags(.pixels)) struct EffectPixelTests {
    @Test func opacityAndNestedOpacityMultiply() throws {
        #expect(close(rgba(try renderImage(Color.red.frame(width: 10, height: 10).opacity(0.5)), 5, 5), [255, 59, 48, 128], 2))
        #expect(close(rgba(try renderImage(Color.red.frame(width: 10, height: 10).opacity(0.5).opacity(0.5)), 5, 5), [255, 59, 48, 64], 4))
        // Group opacity: overlapping children composite first, so the overlap shows only the top one.
        let group = HStack(spacing: -10) { Color.red.frame(width: 30, height: 20); Color.blue.frame(width: 30, height: 20) }.opacity(0.5)
        let image = try renderImage(group)
        #expect(close(rgba(image, 25, 10), [0, 122, 255, 128], 2))
        #expect(close(rgba(image, 5, 10), [255, 59, 48, 128], 2))
    }

    @Test func tenThousandNestedOpacitiesRender() throws {
        var view = AnyView(Color.red.frame(width: 10, height: 10))
        for _ in 0..<10_000 { view = AnyView(view.opacity(0.9999)) }
        let image = try renderImage(view)
        #expect(close(rgba(image, 5, 5), [255, 59, 48, 94], 2))    // 0.9999^10000 = 0.368
    }

    @Test func clipShapeClippedAndCornerRadius() throws {
        let circle = try renderImage(Color.red.frame(width: 100, height: 100).clipShape(Circle()))
        #expect(rgba(circle, 50, 50) == [255, 59, 48, 255] && rgba(circle, 8, 8) == [0, 0, 0, 0])
        // clipped(): an overflowing circle is cut at the frame.
        let over = Circle().fill(.red).frame(width: 160, height: 160).frame(width: 100, height: 100)
        let unclipped = try renderImage(over.padding(30)), clipped = try renderImage(over.clipped().padding(30))
        #expect(rgba(unclipped, 80, 20)[3] == 255 && rgba(clipped, 80, 20)[3] == 0 && rgba(clipped, 80, 31)[3] == 255)
        let rounded = try renderImage(Color.red.frame(width: 100, height: 100).cornerRadius(20))
        #expect(rgba(rounded, 2, 2)[3] == 0 && rgba(rounded, 20, 0)[3] == 255 && rgba(rounded, 50, 50)[3] == 255)
        // Even-odd clipping.
        var ring = Path(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100))
        ring.addEllipse(in: CGRect(x: 25, y: 25, width: 50, height: 50))
        let eo = try renderImage(Color.red.frame(width: 100, height: 100).clipShape(ring, style: FillStyle(eoFill: true)))
        #expect(rgba(eo, 50, 50)[3] == 0 && rgba(eo, 50, 10)[3] == 255)
    }

    @Test func maskUsesTheMaskAlpha() throws {
        let image = try renderImage(Color.red.frame(width: 100, height: 100).mask { Circle() })
        #expect(rgba(image, 50, 50) == [255, 59, 48, 255] && rgba(image, 8, 8)[3] == 0)
        let half = try renderImage(Color.red.frame(width: 100, height: 100).mask { Color.black.opacity(0.5) })
        #expect(close(rgba(half, 50, 50), [255, 59, 48, 128], 2))
    }

    @Test func blurSpreadsEdgesGaussianly() throws {
        let image = try renderImage(Color.black.frame(width: 100, height: 100).blur(radius: 10).padding(40))
        // At the edge the blurred alpha is one half; 2σ outside, Φ(−2) ≈ 0.023.
        #expect(abs(rgba(image, 40, 90)[3] - 128) <= 8)
        #expect(abs(rgba(image, 20, 90)[3] - 6) <= 4)
        #expect(rgba(image, 90, 90)[3] == 255)
        // opaque: true keeps the edges solid.
        let opaque = try renderImage(Color.black.frame(width: 100, height: 100).blur(radius: 10, opaque: true).padding(40))
        #expect(rgba(opaque, 41, 90)[3] == 255 && rgba(opaque, 39, 90)[3] == 0)
    }

    @Test func blendModes() throws {
        func blended(_ mode: BlendMode) throws -> [Int] {
            rgba(try renderImage(ZStack { Color.red; Color(white: 0.5).blendMode(mode) }.frame(width: 10, height: 10)), 5, 5)
        }
        #expect(close(try blended(.normal), [128, 128, 128, 255], 1))
        #expect(close(try blended(.multiply), [128, 30, 24, 255], 2))      // red × 0.5
        #expect(close(try blended(.screen), [255, 157, 152, 255], 2))      // 1 − (1 − red)(1 − 0.5)
        #expect(close(try blended(.overlay), [255, 59, 48, 255], 2))       // 50% grey overlay is neutral
        #expect(close(try blended(.difference), [127, 69, 80, 255], 2))
    }

    @Test func compositingGroupMergesBeforeOpacity() throws {
        let v = ZStack { Color.red.frame(width: 20, height: 20); Color.blue.frame(width: 10, height: 10) }.compositingGroup().opacity(0.5)
        let image = try renderImage(v)
        #expect(close(rgba(image, 10, 10), [0, 122, 255, 128], 2) && close(rgba(image, 2, 2), [255, 59, 48, 128], 2))
    }

    @Test func rotationAndScaleEffects() throws {
        let rotated = try renderImage(Color.red.frame(width: 100, height: 20).rotationEffect(.degrees(90)).frame(width: 100, height: 100))
        #expect(rgba(rotated, 50, 10)[3] == 255 && rgba(rotated, 10, 50)[3] == 0)
        let turned = try renderImage(Color.red.frame(width: 100, height: 20).rotationEffect(.degrees(45)).frame(width: 100, height: 100))
        #expect(rgba(turned, 80, 80)[3] == 255 && rgba(turned, 80, 20)[3] == 0)   // 45° clockwise on screen
        let scaled = try renderImage(Color.red.frame(width: 100, height: 100).scaleEffect(0.5))
        #expect(rgba(scaled, 20, 20)[3] == 0 && rgba(scaled, 30, 30)[3] == 255 && rgba(scaled, 74, 74)[3] == 255)
        let corner = try renderImage(Color.red.frame(width: 100, height: 100).scaleEffect(0.5, anchor: .topLeading))
        #expect(rgba(corner, 2, 2)[3] == 255 && rgba(corner, 60, 60)[3] == 0)
    }
}
