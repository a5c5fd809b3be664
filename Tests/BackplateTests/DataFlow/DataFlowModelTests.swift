import Foundation
import Observation
import Testing
import BackplateTestSupport
@testable import Backplate

final class ShelfCounter: ObservableObject {
    @Published var books: Int
    init(books: Int) { self.books = books }
}

/// Draws a bar `10 × books` points wide from an observed object.
struct ObservedShelfBar: View {
    @ObservedObject var counter: ShelfCounter
    var body: some View { Color.green.frame(width: 10 * CGFloat(counter.books), height: 10).id("observed") }
}

/// Owns its counter; adds one book through `$counter.books` while its body runs.
struct OwnedShelfBar: View {
    @StateObject private var counter = ShelfCounter(books: 2)
    var body: some View {
        let _ = $counter.books.wrappedValue += 1
        Color.green.frame(width: 10 * CGFloat(counter.books), height: 10).id("owned")
    }
}

struct InjectedShelfBar: View {
    @EnvironmentObject var counter: ShelfCounter
    var body: some View { Color.green.frame(width: 10 * CGFloat(counter.books), height: 10).id("injected") }
}

/// Pads its content by the injected counter's book count.
struct ShelfPaddingModifier: ViewModifier {
    @EnvironmentObject var counter: ShelfCounter
    func body(content: Content) -> some View { content.padding(CGFloat(counter.books)) }
}

@Observable final class LampModel {
    var width: Double = 20
    var lit = true
}

/// Holds an `@Observable` model in `@State` and passes it down as `@Bindable`.
struct LampPanel: View {
    @State private var lamp = LampModel()
    var body: some View {
        LampEditor(lamp: lamp)
    }
}

struct LampEditor: View {
    @Bindable var lamp: LampModel
    var body: some View {
        let _ = $lamp.width.wrappedValue = 35
        Color.orange.frame(width: lamp.width, height: 10).id("lamp")
    }
}

struct LampReader: View {
    @Environment(LampModel.self) private var lamp
    var body: some View { Color.orange.frame(width: lamp.width, height: 10).id("env-lamp") }
}

struct OptionalLampReader: View {
    @Environment(LampModel.self) private var lamp: LampModel?
    var body: some View { Color.orange.frame(width: lamp?.width ?? 5, height: 10).id("optional-lamp") }
}

@MainActor @Suite(.tags(.layout)) struct DataFlowModelTests {
    func width(_ view: some View, _ id: String) -> CGFloat? {
        ImageRenderer(content: view).layout().frame(of: id)?.width
    }

    @Test func observableObjectDrivesTheView() {
        #expect(width(ObservedShelfBar(counter: ShelfCounter(books: 4)), "observed") == 40)
    }

    @Test func stateObjectIsCreatedPerPositionAndRender() {
        // Each position gets its own object (2 + 1 = 3 books), in every render.
        let bar = OwnedShelfBar()
        let tree = ImageRenderer(content: VStack { bar; bar }).layout()
        let widths: [CGFloat] = tree.frames(of: "owned").map(\.width)
        #expect(widths == [30, 30])
        #expect(width(bar, "owned") == 30)
    }

    @Test func environmentObjectReadsTheInjectedModel() {
        #expect(width(VStack { InjectedShelfBar() }.environmentObject(ShelfCounter(books: 6)), "injected") == 60)
    }

    @Test func missingEnvironmentObjectDrawsNothingWithAWarning() throws {
        let view = HStack(spacing: 0) { InjectedShelfBar(); Color.red.frame(width: 10, height: 10).id("after") }
        let tree = ImageRenderer(content: view).layout()
        #expect(tree.frame(of: "injected") == nil)
        #expect(tree.frame(of: "after") == CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(RuntimeWarning.emitted.contains { $0.contains("No ObservableObject of type ShelfCounter found") })
        _ = try renderImage(view)
    }

    @Test func modifierEnvironmentObjectPresentOrSkipped() {
        let padded = Color.red.frame(width: 10, height: 10).modifier(ShelfPaddingModifier())
        #expect(ImageRenderer(content: padded.environmentObject(ShelfCounter(books: 5))).layout().size == CGSize(width: 20, height: 20))
        // Missing: the modifier is skipped, its content drawn unmodified.
        #expect(ImageRenderer(content: padded).layout().size == CGSize(width: 10, height: 10))
        #expect(RuntimeWarning.emitted.contains { $0.contains("ShelfPaddingModifier is skipped") })
    }

    @Test func observableModelInStateWithBindable() {
        #expect(width(LampPanel(), "lamp") == 35)
    }

    @Test func environmentObservableObject() {
        let lamp = LampModel()
        lamp.width = 42
        #expect(width(VStack { LampReader(); OptionalLampReader() }.environment(lamp), "env-lamp") == 42)
        #expect(width(VStack { OptionalLampReader() }.environment(lamp), "optional-lamp") == 42)
    }

    @Test func missingObservableIsNilOrNothing() {
        #expect(width(OptionalLampReader(), "optional-lamp") == 5)
        let tree = ImageRenderer(content: HStack { LampReader() }).layout()
        #expect(tree.frame(of: "env-lamp") == nil)
        #expect(RuntimeWarning.emitted.contains { $0.contains("No Observable object of type LampModel found") })
    }

    @Test func bindingTransforms() {
        var shelf = ["a", "b", "c"]
        nonisolated(unsafe) var storage = 3
        let base = Binding(get: { storage }, set: { storage = $0 })
        let optional = Binding<Int?>(base)
        optional.wrappedValue = nil
        #expect(storage == 3)
        optional.wrappedValue = 7
        #expect(storage == 7)
        nonisolated(unsafe) var maybe: Int? = nil
        let maybeBinding = Binding(get: { maybe }, set: { maybe = $0 })
        #expect(Binding<Int>(maybeBinding) == nil)
        maybe = 1
        let unwrapped = Binding<Int>(maybeBinding)
        unwrapped?.wrappedValue = 9
        #expect(maybe == 9)
        let list = Binding(get: { shelf }, set: { shelf = $0 })
        #expect(list.count == 3)
        list[1].wrappedValue = "B"
        #expect(shelf == ["a", "B", "c"])
        #expect(Binding.constant(4).wrappedValue == 4)
    }

    @Test func forEachOverABindingGivesElementBindings() {
        struct Volume: Identifiable { let id: Int; var pages: Double }
        struct Shelf: View {
            @State var volumes = [Volume(id: 1, pages: 10), Volume(id: 2, pages: 20)]
            var body: some View {
                VStack {
                    ForEach($volumes) { $volume in
                        let _ = $volume.pages.wrappedValue += 5
                        Color.gray.frame(width: volume.pages, height: 4).id("v\(volume.id)")
                    }
                }
            }
        }
        let tree = ImageRenderer(content: Shelf()).layout()
        #expect(tree.frame(of: "v1")?.width == 15)
        #expect(tree.frame(of: "v2")?.width == 25)
    }

    @Test func appStorageSceneStorageAndScaledMetric() {
        struct Settings: View {
            @AppStorage("backplate.test.width") var stored: Double = 12
            @AppStorage("backplate.test.missing") var missing: Int?
            @SceneStorage("backplate.scene") var scene = 3.0
            @ScaledMetric(relativeTo: .title) var metric: CGFloat = 7
            var body: some View {
                HStack(spacing: 0) {
                    Color.gray.frame(width: stored, height: 2).id("stored")
                    Color.gray.frame(width: CGFloat(missing ?? 4), height: 2).id("missing")
                    Color.gray.frame(width: scene, height: 2).id("scene")
                    Color.gray.frame(width: metric, height: 2).id("metric")
                }
            }
        }
        let tree = ImageRenderer(content: Settings()).layout()
        #expect(tree.frame(of: "stored")?.width == 12)
        #expect(tree.frame(of: "missing")?.width == 4)
        #expect(tree.frame(of: "scene")?.width == 3)
        #expect(tree.frame(of: "metric")?.width == 7)
        let defaults = UserDefaults(suiteName: "backplate.values.tests")!
        defaults.set(21.0, forKey: "width")
        struct FromStore: View {
            @AppStorage("width", store: UserDefaults(suiteName: "backplate.values.tests")) var width: Double = 12
            var body: some View { Color.gray.frame(width: width, height: 2).id("w") }
        }
        #expect(ImageRenderer(content: FromStore()).layout().frame(of: "w")?.width == 21)
        defaults.removeObject(forKey: "width")
    }
}
