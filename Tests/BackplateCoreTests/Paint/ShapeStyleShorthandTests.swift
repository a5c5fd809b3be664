import Foundation
import Testing
import BackplateTestSupport
@testable import BackplateCore

/// SwiftUI's ShapeStyle shorthands that the API coverage list found missing: the `stops:`
/// gradient statics (SwiftUI defines each as the gradient type's `init(stops:...)`), `.quinary`
/// on any style, and the implicit-style statics `.opacity(_:)` and `.shadow(_:)`, which apply to
/// the foreground style in context.
@Suite struct ShapeStyleShorthandTests {
    let stops: [Gradient.Stop] = [.init(color: .red, location: 0), .init(color: .blue, location: 0.7)]

    private func paint<S: ShapeStyle>(_ style: S, foreground: Color? = nil) -> Paint? {
        let view = Rectangle().fill(style).foregroundStyle(foreground ?? .primary)
        guard case .shape(let s)? = layout(view, proposal(100, 100)).displayList().items.first else { return nil }
        return s.paint
    }

    @Test func stopsStaticsDrawTheirGradientTypes() throws {
        #expect(paint(.radialGradient(stops: stops, center: .center, startRadius: 0, endRadius: 50))
            == paint(RadialGradient(stops: stops, center: .center, startRadius: 0, endRadius: 50)))
        #expect(paint(.ellipticalGradient(stops: stops))
            == paint(EllipticalGradient(stops: stops, center: .center, startRadiusFraction: 0, endRadiusFraction: 0.5)))
        #expect(paint(.angularGradient(stops: stops, center: .center, startAngle: .zero, endAngle: .degrees(180)))
            == paint(AngularGradient(stops: stops, center: .center, startAngle: .zero, endAngle: .degrees(180))))
        #expect(paint(.conicGradient(stops: stops, center: .center, angle: .degrees(90)))
            == paint(AngularGradient(stops: stops, center: .center, angle: .degrees(90))))
        // The radial one really is radial, centred in the 100-pt square (its stops are resampled
        // for interpolation, so there are more than two).
        guard case .radialGradient(let s, let center, _, let end, _)? = paint(.radialGradient(
            stops: stops, center: .center, startRadius: 0, endRadius: 50)) else {
            Issue.record("not a radial gradient"); return
        }
        #expect(s.count >= 2 && center == CGPoint(x: 50, y: 50) && end == 50, "\(s.count) \(center) \(end)")
    }

    @Test func quinaryIsTheFifthLevelOfTheStyle() throws {
        guard case .color(let red)? = paint(Color.red), case .color(let quinary)? = paint(Color.red.quinary) else {
            Issue.record("not flat colours"); return
        }
        #expect(quinary.red == red.red && quinary.green == red.green && quinary.blue == red.blue)
        #expect(abs(quinary.alpha - red.alpha * HierarchicalOpacity.factor(4)) < 0.0001)
        #expect(paint(Color.red.quinary) == paint(HierarchicalShapeStyleModifier(base: Color.red, offset: 4)))
    }

    @Test func implicitOpacityScalesTheForegroundStyle() throws {
        guard case .color(let c)? = paint(.opacity(0.5), foreground: .green), case .color(let green)? = paint(Color.green)
        else { Issue.record("not flat colours"); return }
        #expect(c.red == green.red && c.green == green.green && c.blue == green.blue)
        #expect(abs(c.alpha - 0.5) < 0.0001)
    }

    @Test func implicitShadowShadowsTheForegroundStyle() {
        let shadow = ShadowStyle.drop(color: .black, radius: 3, x: 1, y: 2)
        let implicit = layout(Rectangle().fill(.shadow(shadow)).foregroundStyle(.orange), proposal(40, 40)).displayList()
        let explicit = layout(Rectangle().fill(Color.orange.shadow(shadow)), proposal(40, 40)).displayList()
        #expect(implicit == explicit)
        #expect(implicit != layout(Rectangle().fill(Color.orange), proposal(40, 40)).displayList())
    }
}
