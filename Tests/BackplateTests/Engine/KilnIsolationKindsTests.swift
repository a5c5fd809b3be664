import Foundation
import Testing
import BackplateTestSupport
import Backplate

// Swift 6 mode: user code of every isolation kind, written as in SwiftUI, compiles without a
// warning: main-actor `Gesture` and `Commands` bodies read a `@MainActor` model; `Button`
// actions start `Task { }` that call it synchronously; `Shape`, `Layout`, `EnvironmentKey`,
// `PreferenceKey` and `DynamicProperty` stay nonisolated.

@MainActor
final class KilnGlazeModel: ObservableObject {
    @Published private(set) var coats = 2
    @Published private(set) var chosen: String?
    let holdSeconds = 0.5
    func addCoat() async { coats += 1 }
    func choose(_ glaze: String) { chosen = glaze }
}

struct KilnHoldGesture: Gesture {
    typealias Value = Bool
    let glazes: KilnGlazeModel
    var body: some Gesture<Bool> { LongPressGesture(minimumDuration: glazes.holdSeconds) }
}

struct KilnGlazeCommands: Commands {
    let glazes: KilnGlazeModel
    var body: some Commands {
        CommandMenu("Glaze") { Button("Add coat") { Task { await glazes.addCoat() } } }
    }
}

/// Coats stacked bottom up, each 10 points tall, proposed the full width.
struct KilnCoatLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CGSize(width: proposal.width ?? 50, height: CGFloat(subviews.count) * 10)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for (i, s) in subviews.enumerated() {
            s.place(at: CGPoint(x: bounds.minX, y: bounds.maxY - CGFloat(i + 1) * 10),
                    proposal: ProposedViewSize(width: bounds.width, height: 10))
        }
    }
}

/// A glaze drip: the lower `level` of the rectangle (animatable).
struct KilnDripShape: Shape {
    var level: Double
    var animatableData: Double {
        get { level }
        set { level = newValue }
    }
    func path(in rect: CGRect) -> Path {
        Path(CGRect(x: rect.minX, y: rect.maxY - rect.height * level, width: rect.width, height: rect.height * level))
    }
}

struct KilnCoatCountKey: PreferenceKey {
    static let defaultValue = 0
    static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
}

struct KilnConeKey: EnvironmentKey { static let defaultValue = 6 }
extension EnvironmentValues {
    var kilnCone: Int {
        get { self[KilnConeKey.self] }
        set { self[KilnConeKey.self] = newValue }
    }
}

struct KilnGlazeCounter: DynamicProperty {
    @State private var count = 0
    var value: Int { count }
    func bump() { count += 1 }
}

struct KilnGlazeView: View {
    @StateObject private var glazes = KilnGlazeModel()
    @Environment(\.kilnCone) private var cone
    @State private var label = "Raw"
    private let counter = KilnGlazeCounter()

    var body: some View {
        VStack(spacing: 0) {
            KilnCoatLayout {
                ForEach(0..<glazes.coats, id: \.self) { i in
                    Color(red: 0, green: 0, blue: Double(i + 1) * 0.4).id("coat\(i)")
                }
            }
            .frame(width: 40)
            .gesture(KilnHoldGesture(glazes: glazes).onEnded { _ in glazes.choose("Celadon") })
            .preference(key: KilnCoatCountKey.self, value: glazes.coats)
            KilnDripShape(level: cone >= 6 ? 0.5 : 1).fill(Color.green).frame(width: 40, height: 20).id("drip")
            Button(label) {
                Task {
                    glazes.choose("Tenmoku")
                    await glazes.addCoat()
                    label = "Coats \(glazes.coats)"
                    counter.bump()
                }
            }
        }
        .task { await glazes.addCoat() }
        .onChange(of: glazes.coats) { _, coats in label = "Coats \(coats)" }
        .onAppear { label = "Open" }
        .refreshable { await glazes.addCoat() }
    }
}

@MainActor @Suite(.tags(.pixels, .regression)) struct KilnIsolationKindsTests {
    @Test func everyKindRendersInSwift6Mode() throws {
        let r = ImageRenderer(content: KilnGlazeView())
        r.scale = 1
        let image = try r.render()
        // Two coats (the task never runs in a single pass): the layout stacks them bottom up,
        // coat 0 (blue 0.4 → 102) at y 10–20, coat 1 (blue 0.8 → 204) at y 0–10.
        let top = image.pixel(x: image.width / 2, y: 5), bottom = image.pixel(x: image.width / 2, y: 15)
        #expect(abs(Int(top.blue) - 204) <= 2 && top.red == 0)
        #expect(abs(Int(bottom.blue) - 102) <= 2 && bottom.red == 0)
        // The drip (y 20–40) is half filled with green (cone 6 is the default): green from y 30.
        let drip = image.pixel(x: image.width / 2, y: 35), dry = image.pixel(x: image.width / 2, y: 25)
        #expect(drip.green > 150 && drip.red < 100)
        #expect(dry.alpha == 0)
    }
}
