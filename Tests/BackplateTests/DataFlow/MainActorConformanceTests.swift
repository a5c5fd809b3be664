import Testing
import BackplateTestSupport
import Foundation
import Backplate
import WidgetKit
import AppIntents

// Swift 6 code as newswiftuilearning writes it: a geometry effect with plain members, which
// iOS 26's SwiftUI keeps nonisolated (so code off the main actor may ask it for its transform),
// and a control whose body reads `@MainActor` state, as WidgetKit's main-actor protocols allow.

@MainActor final class MainActorStage {
    static let shared = MainActorStage()
    var symbol = "music.mic"
}

private struct StageShiftEffect: GeometryEffect {
    var shift: CGFloat
    var animatableData: CGFloat {
        get { shift }
        set { shift = newValue }
    }

    func effectValue(size: CGSize) -> ProjectionTransform {
        ProjectionTransform(CGAffineTransform(translationX: shift, y: 0))
    }
}

/// Asks an effect for its transform off the main actor: compiles only if the effect is nonisolated.
private nonisolated func transform(of effect: StageShiftEffect, size: CGSize) -> ProjectionTransform {
    effect.effectValue(size: size)
}

struct StartStageIntent: AppIntent {
    static let title: LocalizedStringResource = "Start"
    func perform() async throws -> some IntentResult { .result() }
}

struct StageControl: ControlWidget {
    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: "com.example.stage") {
            ControlWidgetButton(action: StartStageIntent()) {
                Label("Start", systemImage: MainActorStage.shared.symbol)
            }
        }
    }
}

// A design system's environment key whose default is a binding (Swift 6 mode needs the key's
// `static let` to be Sendable: SwiftUI's `Binding` is, when its value is).
private struct PanelOpenKey: EnvironmentKey {
    static let defaultValue: Binding<Bool> = .constant(false)
}

extension EnvironmentValues {
    fileprivate var panelOpen: Binding<Bool> {
        get { self[PanelOpenKey.self] }
        set { self[PanelOpenKey.self] = newValue }
    }
}

private struct PanelSwatch: View {
    @Environment(\.panelOpen) private var panelOpen
    var body: some View { (panelOpen.wrappedValue ? Color.green : Color.red).frame(width: 10, height: 10) }
}

/// Compiles only if `Binding<Value>` is Sendable when its value is.
private func sendable<T: Sendable>(_ value: T) -> T { value }

@MainActor @Suite(.tags(.layout)) struct MainActorConformanceTests {
    @Test func aGeometryEffectIsNonisolatedAndDrawn() throws {
        #expect(transform(of: StageShiftEffect(shift: 20), size: CGSize(width: 10, height: 10)).m31 == 20)
        let view = Color.red.frame(width: 10, height: 10).modifier(StageShiftEffect(shift: 20))
            .frame(width: 40, height: 10, alignment: .leading)
        let image = try renderImage(view, scale: 1)
        // Moved 20 points right: red from x 20 to 30, nothing where it stood.
        #expect(image.pixel(x: 25, y: 5).red == 255 && image.pixel(x: 25, y: 5).green < 80, "\(rgba(image, 25, 5))")
        #expect(image.pixel(x: 5, y: 5).alpha == 0, "\(rgba(image, 5, 5))")
    }

    @Test func aControlsBodyReadsMainActorState() {
        let texts = ImageRenderer(content: ControlWidgetPreview(StageControl())).displayList().drawnTexts
        #expect(texts.map(\.0) == ["symbol music.mic"], "\(texts)")
    }

    @Test func aBindingIsSendableWhenItsValueIs() async throws {
        let binding = sendable(Binding<Int>.constant(7))
        let read = await Task.detached { binding.wrappedValue }.value
        #expect(read == 7)
        let closed = try renderImage(PanelSwatch(), scale: 1)
        let open = try renderImage(PanelSwatch().environment(\.panelOpen, .constant(true)), scale: 1)
        #expect(closed.pixel(x: 5, y: 5).red == 255 && closed.pixel(x: 5, y: 5).green < 80, "\(rgba(closed, 5, 5))")
        #expect(open.pixel(x: 5, y: 5).red < 80 && open.pixel(x: 5, y: 5).green > 150, "\(rgba(open, 5, 5))")
    }
}
