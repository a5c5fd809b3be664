import Testing
import Foundation
import SwiftUI

private struct Trail: Identifiable {
    let id: Int
    let name: String
}

private struct Pose {
    var scale = 1.0
    var offset: CGFloat = 0
}

/// A date picker style of its own: the label over the date's year.
private struct YearOnlyStyle: DatePickerStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack {
            configuration.label
            Text(String(Calendar(identifier: .gregorian).component(.year, from: configuration.selection)))
        }
        .id("custom")
    }
}

/// A form style of its own: the content in a plain stack.
private struct StackFormStyle: FormStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 0) { configuration.content }.id("stacked")
    }
}

/// A layout that lays out only its first two subviews, side by side, through a range of its subviews.
private struct FirstTwo: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CGSize(width: 100, height: 10)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let pair = subviews[0..<2]
        for (i, index) in pair.indices.enumerated() {
            pair[index].place(at: CGPoint(x: bounds.minX + CGFloat(i) * 50, y: bounds.minY), proposal: .unspecified)
        }
        let reversed = subviews[[2]]
        reversed[0].place(at: CGPoint(x: bounds.minX + 100, y: bounds.minY), proposal: .unspecified)
    }
}

/// Issue 29's motion and style API of areas A to M: animation curves sampled, keyframe
/// timelines, custom date picker and form styles, layout subview ranges, image paint.
@MainActor
@Suite struct APIAreasAToMMotionTests {
    func tree<V: View>(_ view: V) -> LayoutTree { ImageRenderer(content: view).layout() }

    @Test func timingCurvesAnimateAlongTheirBezier() {
        var context = AnimationContext<Double>()
        let linear = Animation.linear(duration: 2)
        #expect(linear.animate(value: 10.0, time: 0.5, context: &context) == 2.5)
        #expect(abs((linear.velocity(value: 10.0, time: 1, context: context) ?? 0) - 5) < 1e-9)
        #expect(linear.animate(value: 10.0, time: 2, context: &context) == nil)
        // easeInOut is the Bézier (0.42, 0, 0.58, 1): symmetric, so halfway in time is halfway in value.
        let ease = Animation.easeInOut(duration: 1)
        #expect(abs((ease.animate(value: 1.0, time: 0.5, context: &context) ?? 0) - 0.5) < 1e-9)
        // At x = 0.25 the curve's parameter t solves 3(1-t)²t·0.42 + 3(1-t)t²·0.58 + t³ = 0.25.
        let y = ease.animate(value: 1.0, time: 0.25, context: &context) ?? 0
        #expect(abs(y - 0.1291619) < 1e-6)
        #expect(Animation.easeIn.delay(1).animate(value: 4.0, time: 0.5, context: &context) == 0)
        #expect(!Animation.linear.shouldMerge(previous: .linear, value: 1.0, time: 0, context: &context))
    }

    @Test func springsFollowTheirClosedForm() {
        var context = AnimationContext<Double>()
        // spring(duration: 1, bounce: 0): critically damped, ω = 2π, x(t) = 1 - (1 + ωt)e^(-ωt).
        let animation = Animation.spring(duration: 1, bounce: 0)
        for t in [0.1, 0.25, 0.5] {
            let w = 2 * Double.pi
            let expected = 1 - (1 + w * t) * exp(-w * t)
            #expect(abs((animation.animate(value: 1.0, time: t, context: &context) ?? -1) - expected) < 1e-9)
            let speed = w * w * t * exp(-w * t)
            #expect(abs((animation.velocity(value: 1.0, time: t, context: context) ?? -1) - speed) < 1e-9)
        }
        #expect(animation.animate(value: 1.0, time: 10, context: &context) == nil)
        #expect(animation.shouldMerge(previous: .linear, value: 1.0, time: 0, context: &context))
        #expect(animation.base.animate(value: 2.0, time: 0.25, context: &context) == animation.animate(value: 2.0, time: 0.25, context: &context))
    }

    @Test func keyframeTimelinesEvaluateTheirTracks() {
        let timeline = KeyframeTimeline(initialValue: Pose()) {
            KeyframeTrack(\.scale) {
                LinearKeyframe(2.0, duration: 1)
                MoveKeyframe(5.0)
                LinearKeyframe(3.0, duration: 2)
            }
            KeyframeTrack(\.offset) {
                CubicKeyframe(10, duration: 0.5)
            }
        }
        #expect(timeline.duration == 3)
        #expect(timeline.value(time: 0.25).scale == 1.25)
        #expect(timeline.value(time: 2).scale == 4)             // from 5 towards 3, halfway
        #expect(timeline.value(time: 0.5).offset == 10 && timeline.value(time: 3).scale == 3)
        #expect(timeline.value(progress: 0).scale == 1 && timeline.value(progress: 2).scale == 3)
        // A cubic segment from rest to rest: the Hermite curve's midpoint is halfway.
        #expect(abs(timeline.value(time: 0.25).offset - 5) < 1e-9)
        let whole = KeyframeTimeline(initialValue: 0.0) {
            SpringKeyframe(1.0, duration: 0.5, spring: Spring(duration: 1, bounce: 0))
        }
        let w = 2 * Double.pi, t = 0.3
        #expect(abs(whole.value(time: t) - (1 - (1 + w * t) * exp(-w * t))) < 1e-9)
    }

    @Test func customDatePickerStylesDrawTheirBody() {
        var components = DateComponents()
        (components.year, components.month, components.day) = (2031, 5, 4)
        let date = Calendar(identifier: .gregorian).date(from: components)!
        let view = DatePicker("Launch", selection: .constant(date), in: date...)
            .datePickerStyle(YearOnlyStyle())
        let texts = ImageRenderer(content: view.frame(width: 300)).displayList().drawnTexts.map(\.0)
        #expect(texts == ["Launch", "2031"])
        #expect(tree(view).frame(of: "custom") != nil)
        // A built-in style set closer to the picker than the custom one wins.
        let inner = DatePicker("Launch", selection: .constant(date)).datePickerStyle(.compact).datePickerStyle(YearOnlyStyle())
        let compact = ImageRenderer(content: inner.frame(width: 300)).displayList().drawnTexts.map(\.0)
        #expect(compact.first == "Launch" && !compact.contains("2031"))
    }

    @Test func customFormStylesDrawTheirBody() {
        let form = Form { Text("Name"); Text("Email") }
        let styled = tree(form.formStyle(StackFormStyle()))
        #expect(styled.frame(of: "stacked") != nil)
        let grouped = tree(form.formStyle(.grouped).frame(width: 393, height: 400))
        #expect(grouped.frame(of: "stacked") == nil)
    }

    @Test func layoutSubviewsSliceKeepTheirIndices() {
        let t = tree(FirstTwo {
            Color.red.frame(width: 10, height: 10).id(0)
            Color.red.frame(width: 10, height: 10).id(1)
            Color.red.frame(width: 10, height: 10).id(2)
        })
        #expect(t.frame(of: 0)?.minX == 0 && t.frame(of: 1)?.minX == 50 && t.frame(of: 2)?.minX == 100)
    }

    @Test func imagePaintKeepsItsRegionAndWarnsThatItDrawsNothing() {
        let paint = ImagePaint(image: Image(systemName: "star"), scale: 0.5)
        #expect(paint.sourceRect == CGRect(x: 0, y: 0, width: 1, height: 1) && paint.scale == 0.5)
        let (_, warnings) = RuntimeWarning.collecting {
            _ = ImageRenderer(content: Rectangle().fill(paint).frame(width: 10, height: 10)).displayList()
        }
        #expect(warnings.contains { $0.contains("ImagePaint") })
    }

    @Test func smallAreasHaveSwiftUIsShapes() {
        var techs: AccessibilityTechnologies = [.voiceOver]
        #expect(techs.insert(.switchControl).inserted && techs.contains(.switchControl))
        #expect(techs.remove(.voiceOver) == .voiceOver && techs.update(with: .voiceOver) == nil)
        #expect(AccessibilityDirectTouchOptions(rawValue: 2) == .requiresActivation)
        #expect(Image.Orientation.rightMirrored.rawValue == 7 && Image.Orientation.up.rawValue == 0)
        // A perspective transform: w = 0.5·x + 1, so (2, 4) maps to (2, 4) / 2.
        var m = ProjectionTransform()
        m.m13 = 0.5
        #expect(CGPoint(x: 2, y: 4).applying(m) == CGPoint(x: 1, y: 2))
    }

    @Test func disclosureTableRowsShowTheirRowsWhileExpanded() {
        func names(expanded: Bool?) -> [String] {
            let table = Table(of: Trail.self) {
                TableColumn("Name", value: \.name)
            } rows: {
                if let expanded {
                    DisclosureTableRow(Trail(id: 1, name: "Ridge"), isExpanded: .constant(expanded)) {
                        TableRow(Trail(id: 2, name: "Saddle"))
                    }
                } else {
                    DisclosureTableRow(Trail(id: 1, name: "Ridge")) { TableRow(Trail(id: 2, name: "Saddle")) }
                }
                TableRow(Trail(id: 3, name: "Summit"))
            }
            let texts = ImageRenderer(content: table.frame(width: 393, height: 600)).displayList().drawnTexts.map(\.0)
            return texts.filter { ["Ridge", "Saddle", "Summit"].contains($0) }
        }
        #expect(names(expanded: true) == ["Ridge", "Saddle", "Summit"])
        #expect(names(expanded: false) == ["Ridge", "Summit"])
        #expect(names(expanded: nil) == ["Ridge", "Summit"])
        #expect(EmptyTableRowContent<Trail>()._tableRowValues.isEmpty)
    }

    @Test func hierarchicalLevelsOfAStyleAreItsModifier() throws {
        #expect(type(of: Color.red.secondary) == HierarchicalShapeStyleModifier<Color>.self)
        let image = try ImageRenderer(content: Rectangle().fill(Color.red.secondary).frame(width: 4, height: 4)).render()
        // SwiftUI's secondary level of a plain colour is the colour at 50% opacity.
        #expect(abs(Int(image.pixel(x: 2, y: 2).alpha) - 128) <= 1)
    }
}
