import Testing
import BackplateTestSupport
import Foundation
import Backplate

/// `Optional` is a `Gesture` and `Commands` when it wraps one, as in SwiftUI: an app's
/// `.gesture(isInteractive ? drag : nil)` compiles and the view lays out as without it.
@MainActor @Suite("Optional gestures and commands", .tags(.layout))
struct OptionalGestureTests {
    private struct PressCard: View {
        let isInteractive: Bool
        @State private var isPressed = false
        var body: some View {
            Text("Card")
                .padding(12)
                .scaleEffect(isPressed ? 0.96 : 1)
                .gesture(isInteractive ? DragGesture(minimumDistance: 0)
                    .onChanged { _ in isPressed = true }
                    .onEnded { _ in isPressed = false } : nil)
        }
    }

    @Test("A view with an optional gesture, set or nil, draws as the view alone")
    func optionalGestureKeepsTheLayout() throws {
        let plain = ImageRenderer(content: Text("Card").padding(12)).displayList().drawnTexts
        for interactive in [true, false] {
            let texts = ImageRenderer(content: PressCard(isInteractive: interactive)).displayList().drawnTexts
            let card = try #require(frame(texts, "Card")), alone = try #require(frame(plain, "Card"))
            #expect(card == alone, "interactive \(interactive): \(card) vs \(alone)")
        }
    }

    @Test("Optional gestures take the wrapped gesture's value type; optional commands are commands")
    func optionalTypesConform() {
        func value<G: Gesture>(of gesture: G) -> ObjectIdentifier { ObjectIdentifier(G.Value.self) }
        let tap: TapGesture? = TapGesture(count: 2)
        #expect(value(of: tap) == ObjectIdentifier(Void.self))
        #expect(value(of: Optional<DragGesture>.none) == ObjectIdentifier(DragGesture.Value.self))
        func isCommands<C: Commands>(_: C.Type) -> Bool { true }
        #expect(isCommands(Optional<EmptyCommands>.self))
    }
}
