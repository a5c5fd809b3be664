import Testing
import BackplateTestSupport
import Foundation
@testable import Backplate

/// `@Animatable` (iOS 26) writes `animatableData` from the stored `var`s, each through its own
/// `animatableData`, in declaration order; `@AnimatableIgnored` and `let`s stay out.
@Animatable
struct ArcSegment: Shape {
    var start: Angle
    var sweep: Double
    var width: CGFloat
    @AnimatableIgnored var tag: String = "arc"
    let sides = 3

    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.addArc(center: CGPoint(x: rect.midX, y: rect.midY), radius: width, startAngle: start,
                    endAngle: start + .degrees(sweep), clockwise: false)
        return path
    }
}

/// A view, which is not `Animatable` until the macro conforms it.
@Animatable
struct Meter: View {
    var level = 0.25
    var body: some View { Rectangle().frame(width: 100 * level, height: 10) }
}

/// Nothing to animate: `EmptyAnimatableData`.
@Animatable
struct Badge: View {
    @AnimatableIgnored var title: String
    var body: some View { Text(title) }
}

@Suite(.tags(.layout))
struct AnimatableMacroTests {
    @Test func animatableDataNestsTheStoredVarsInDeclarationOrder() {
        var arc = ArcSegment(start: .degrees(90), sweep: 45, width: 20)
        let data: AnimatablePair<Double, AnimatablePair<Double, CGFloat>> = arc.animatableData
        #expect(data.first == Angle.degrees(90).radians)
        #expect(data.second.first == 45 && data.second.second == 20)
        arc.animatableData = AnimatablePair(.pi, AnimatablePair(10, 4))
        #expect(arc.start.degrees == 180 && arc.sweep == 10 && arc.width == 4)
        #expect(arc.tag == "arc")
    }

    @Test func aViewGainsTheConformanceAndAFloatLiteralIsADouble() {
        var meter = Meter()
        #expect(meter.animatableData == 0.25)
        meter.animatableData = 0.5
        #expect(meter.level == 0.5)
        #expect(Badge(title: "New").animatableData == EmptyAnimatableData())
        #expect((Meter() as any Animatable) is Meter)
    }

    @Test func aStillRenderDrawsTheCurrentValues() throws {
        // The meter's bar is 100 × level wide: 50 pt once animatableData is set to 0.5.
        var meter = Meter()
        meter.animatableData = 0.5
        let bar = try #require(controlShapes(meter, width: 200, height: 100).first)
        #expect(bar.frame.size == CGSize(width: 50, height: 10))
    }
}
