import Backplate

// A pottery studio's kiln screen, written as an iOS 18 app file in Swift 5 mode: a `@MainActor`
// model read from a custom `Gesture`'s body and from `.onEnded`, a custom `Commands` menu, a
// `Button` whose action starts `Task { }` calling the model synchronously, `.task`,
// `.refreshable`, `.onChange` and `.onAppear` setting `@State`, and the nonisolated kinds
// (`Shape`, `Layout`, `EnvironmentKey`, `PreferenceKey`, `Animatable`, `DynamicProperty`).
// Every line compiles without a concurrency warning, as it does against SwiftUI.

@MainActor
final class KilnStudioModel: ObservableObject {
    @Published private(set) var shelves: [KilnShelf] = KilnShelf.sample
    @Published private(set) var selected: String? = nil
    @Published private(set) var firingCount = 0
    let pressDuration = 0.4

    func fire() async { firingCount += 1 }
    func select(_ name: String) { selected = name }
}

struct KilnShelf: Identifiable {
    let id: String
    let red: Double
    let green: Double
    let blue: Double
}

extension KilnShelf {
    static let sample = [
        KilnShelf(id: "Bisque", red: 0.8, green: 0.2, blue: 0.2),
        KilnShelf(id: "Glaze", red: 0.2, green: 0.6, blue: 0.2),
        KilnShelf(id: "Raku", red: 0.2, green: 0.2, blue: 0.8),
    ]
}

/// A press on a shelf that lasts as long as the studio says (a main-actor read in `body`).
struct KilnPressGesture: Gesture {
    typealias Value = Bool
    let studio: KilnStudioModel
    var body: some Gesture<Bool> {
        LongPressGesture(minimumDuration: studio.pressDuration)
    }
}

/// The studio's menu commands (main-actor isolated, as SwiftUI's `Commands` is).
struct KilnStudioCommands: Commands {
    let studio: KilnStudioModel
    var body: some Commands {
        CommandMenu("Kiln") {
            Button("Fire") { Task { await studio.fire() } }
        }
    }
}

/// Shelf tiles 100 points wide and 60 tall, 10 apart, starting 10 points in.
struct KilnShelfLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CGSize(width: proposal.width ?? 340, height: 60)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for (index, subview) in subviews.enumerated() {
            subview.place(at: CGPoint(x: bounds.minX + 10 + CGFloat(index) * 110, y: bounds.minY),
                          proposal: ProposedViewSize(width: 100, height: 60))
        }
    }
}

/// A flame whose height follows its heat (animatable, drawn still at its value).
struct KilnFlameShape: Shape {
    var heat: Double
    var animatableData: Double {
        get { heat }
        set { heat = newValue }
    }

    func path(in rect: CGRect) -> Path {
        Path(CGRect(x: rect.minX, y: rect.maxY - rect.height * heat, width: rect.width, height: rect.height * heat))
    }
}

struct KilnTemperatureKey: EnvironmentKey {
    static let defaultValue = 1_200
}

extension EnvironmentValues {
    var kilnTemperature: Int {
        get { self[KilnTemperatureKey.self] }
        set { self[KilnTemperatureKey.self] = newValue }
    }
}

struct KilnShelfCountKey: PreferenceKey {
    static var defaultValue = 0
    static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
}

/// A dynamic property bundling the firing stage kept in `@State`.
struct KilnFiringStage: DynamicProperty {
    @State private var stage = 1
    var isLoaded: Bool { stage > 1 }
    func advance() { stage += 1 }
}

struct KilnStudioScreen: View {
    @StateObject private var studio = KilnStudioModel()
    @Environment(\.kilnTemperature) private var temperature
    @State private var note = "Cold"
    private var firing = KilnFiringStage()

    var body: some View {
        VStack(spacing: 0) {
            KilnShelfLayout {
                ForEach(studio.shelves) { shelf in
                    Color(red: shelf.red, green: shelf.green, blue: shelf.blue)
                        .gesture(KilnPressGesture(studio: studio).onEnded { _ in studio.select(shelf.id) })
                        .onTapGesture { studio.select(shelf.id) }
                }
            }
            .preference(key: KilnShelfCountKey.self, value: studio.shelves.count)
            KilnFlameShape(heat: temperature >= 1_200 ? 0.5 : 0.25)
                .fill(Color.orange)
                .frame(height: 40)
            Button {
                Task {
                    studio.select("Raku")
                    await studio.fire()
                    note = "Fired \(studio.firingCount)"
                }
            } label: {
                Text(note)
            }
        }
        .task {
            await studio.fire()
            note = "Warm"
            firing.advance()
        }
        .refreshable { await studio.fire() }
        .onChange(of: studio.firingCount) { _, count in note = "Fired \(count)" }
        .onAppear { note = "Open" }
    }
}

struct KilnStudioScreen_Previews: PreviewProvider {
    static var previews: some View {
        KilnStudioScreen()
    }
}
