import Testing
import BackplateTestSupport
import Foundation
import SwiftUI

private final class SummitModel: ObservableObject {
    @Published var name = "Whitney"
}

private struct SummitName: View {
    @EnvironmentObject var model: SummitModel
    var body: some View { Text(model.name) }
}

/// Springs' physics, scenes' environment and value windows, shader warnings: SwiftUI API added
/// for issue 29's coverage, checked by value.
@MainActor
@Suite(.tags(.appFiles, .layout)) struct APISurfaceSceneAndMotionTests {
    @Test func springParametersFollowDurationAndBounce() {
        let spring = Spring(duration: 0.5, bounce: 0)
        // stiffness = (2π / 0.5)², damping = 2 · ratio · √stiffness for a unit mass.
        #expect(abs(spring.stiffness - 157.9137) < 0.001)
        #expect(abs(spring.damping - 25.1327) < 0.001)
        #expect(spring.mass == 1 && spring.dampingRatio == 1 && spring.response == 0.5)
        #expect(abs(Spring(duration: 1, bounce: 0.3).dampingRatio - 0.7) < 1e-12)
        #expect(abs(Spring(duration: 1, bounce: -0.5).dampingRatio - 2) < 1e-12)
    }

    @Test func springMotionIsTheDampedOscillatorsSolution() {
        let critical = Spring(duration: 1, bounce: 0)
        // Critically damped from 0 to 1: 1 - e^(-2πt)(1 + 2πt); at t = 1, 0.98640.
        // Typed results: the generic `value(target:...)` with literals inside `#expect` took 0.1-0.3 s to type-check.
        let atOne: Double = critical.value(target: 1.0, initialVelocity: 0.0, time: 1)
        let atZero: Double = critical.value(target: 1.0, initialVelocity: 0.0, time: 0)
        let speedAtZero: Double = critical.velocity(target: 1.0, initialVelocity: 0.0, time: 0)
        #expect(abs(atOne - 0.98640) < 0.00001)
        #expect(atZero == 0)
        #expect(speedAtZero == 0)
        // A bouncy spring overshoots its target; an overdamped one never does.
        let bouncy = Spring(duration: 1, bounce: 0.5)
        let bouncyPath: [Double] = (0...200).map { bouncy.value(target: 1.0, time: Double($0) / 100) }
        #expect(bouncyPath.max()! > 1.1)
        let slow = Spring(duration: 1, bounce: -0.5)
        let slowPath: [Double] = (0...300).map { slow.value(target: 1.0, time: Double($0) / 100) }
        #expect(slowPath.allSatisfy { $0 <= 1 })
        // Stepping with update(value:velocity:target:deltaTime:) follows the closed form.
        var value = 0.0, velocity = 0.0
        for _ in 0..<10 { bouncy.update(value: &value, velocity: &velocity, target: 1.0, deltaTime: 0.03) }
        #expect(abs(value - bouncy.value(target: 1.0, time: 0.3)) < 1e-9)
        #expect(abs(velocity - bouncy.velocity(target: 1.0, time: 0.3)) < 1e-9)
        // At rest at the target, the force is zero; displaced by 1, it is -stiffness.
        let restForce: Double = critical.force(target: 1.0, position: 1.0, velocity: 0.0)
        #expect(restForce == 0)
        #expect(abs(critical.force(target: 0.0, position: 1.0, velocity: 0.0) + critical.stiffness) < 1e-9)
    }

    @Test func settlingDurationsSolveTheEnvelope() {
        // e^(-u)(1 + u) = 0.001 at u = 9.2334, so t = u / 2π = 1.4695 s.
        #expect(abs(Spring(duration: 1, bounce: 0).settlingDuration - 1.4695) < 0.002)
        #expect(abs(Spring(settlingDuration: 2, dampingRatio: 1).settlingDuration - 2) < 0.01)
        #expect(0.5.interpolated(towards: 1.5, amount: 0.25) == 0.75)
    }

    @Test func sceneEnvironmentReachesTheRootViews() throws {
        let model = SummitModel()
        let scene = WindowGroup { SummitName() }.environmentObject(model)
        let roots = SceneRoots.views(in: scene)
        #expect(roots.count == 1)
        #expect(ImageRenderer(content: roots[0]).layout().accessibilityElements.map(\.label) == ["Whitney"])
    }

    @Test func valueWindowGroupsRenderTheirLaunchWindow() {
        let empty = SceneRoots.views(in: WindowGroup(for: Int.self) { $id in Text(id.map { "peak \($0)" } ?? "no peak") })
        #expect(ImageRenderer(content: empty[0]).layout().accessibilityElements.map(\.label) == ["no peak"])
        let preset = SceneRoots.views(in: WindowGroup("Peaks", for: Int.self) { $id in Text("peak \(id)") } defaultValue: { 7 })
        #expect(ImageRenderer(content: preset[0]).layout().accessibilityElements.map(\.label) == ["peak 7"])
    }

    @Test func shaderEffectsDrawTheViewAloneAndNameTheShader() throws {
        let plain = try ImageRenderer(content: Color.red.frame(width: 10, height: 10)).render()
        let (shaded, warnings) = try RuntimeWarning.collecting {
            try ImageRenderer(content: Color.red.frame(width: 10, height: 10)
                .colorEffect(ShaderLibrary.summitWave(.float(2), .color(.blue)))).render()
        }
        #expect(shaded.rgba == plain.rgba)
        #expect(warnings.contains { $0.contains("colorEffect(_:isEnabled:) with shader 'summitWave'") })
        let (_, disabled) = try RuntimeWarning.collecting {
            try ImageRenderer(content: Color.red.frame(width: 10, height: 10)
                .layerEffect(ShaderLibrary.summitRipple(), maxSampleOffset: .zero, isEnabled: false)).render()
        }
        #expect(!disabled.contains { $0.contains("summitRipple") })
    }

    @Test func environmentDefaultsAreAnIPhonesAtRest() {
        let environment = EnvironmentValues()
        #expect(environment.supportsMultipleWindows == false && environment.isFocused == false)
        #expect(environment.sidebarRowSize == .medium && environment.searchSuggestionsPlacement == .menu)
        #expect(environment.documentConfiguration == nil)
        #expect(HorizontalEdge.Set(.leading).union(.trailing) == .all)
        #expect(KeyboardShortcut("k", localization: .custom).key == KeyEquivalent("k"))
    }
}
