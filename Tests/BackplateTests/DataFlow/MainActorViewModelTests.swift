import Testing
import BackplateTestSupport
import Foundation
import Observation
@testable import Backplate
import BackplateSnapshotTesting

// A ferry departure board from the Quay app, in Swift 6 language mode with strict concurrency:
// `@MainActor` view models (an ObservableObject in @StateObject, an @Observable class in @State
// passed down with .environment), `filter`/`sorted`/`map` closures in `body` (Swift 6 puts a
// main-actor check into each), `.task { await timetable.load() }`.

struct QuayDeparture: Identifiable, Sendable {
    let id: String
    let minutes: Int
    let cancelled: Bool

    static let sample = [
        QuayDeparture(id: "Lighthouse", minutes: 25, cancelled: false),
        QuayDeparture(id: "Harbour", minutes: 5, cancelled: false),
        QuayDeparture(id: "Old Town", minutes: 15, cancelled: true),
        QuayDeparture(id: "Island", minutes: 40, cancelled: false),
    ]
}

@MainActor
final class QuayTimetableModel: ObservableObject {
    @Published private(set) var departures = QuayDeparture.sample
    @Published private(set) var isLive = false

    /// What the board lists: running departures, soonest first.
    var upcoming: [QuayDeparture] {
        departures.filter { !$0.cancelled }.sorted { $0.minutes < $1.minutes }
    }

    func load() async {
        isLive = true
    }
}

@MainActor
@Observable
final class QuayFavourites {
    var pinned: Set<String> = ["Harbour"]
    var showPinnedOnly = true
    func isPinned(_ departure: QuayDeparture) -> Bool { pinned.contains(departure.id) }
}

struct QuayBoardView: View {
    @StateObject private var timetable = QuayTimetableModel()
    @State private var favourites = QuayFavourites()

    var body: some View {
        VStack(spacing: 0) {
            // A 12-point green strip once the live timetable has loaded (a hosted render runs
            // the task; a plain `ImageRenderer` render does not).
            if timetable.isLive {
                Color.green.frame(height: 12).id("quay-live")
            }
            ForEach(timetable.upcoming) { departure in
                QuayDepartureRow(departure: departure).id(departure.id)
            }
        }
        .frame(width: 240)
        .environment(favourites)
        .task { await timetable.load() }
    }
}

struct QuayDepartureRow: View {
    @Environment(QuayFavourites.self) private var favourites
    let departure: QuayDeparture

    var body: some View {
        HStack(spacing: 0) {
            Rectangle()
                .fill(favourites.isPinned(departure) ? Color.orange : Color.gray)
                .frame(width: 20)
            Spacer()
            Text("\(departure.minutes) min").font(.system(size: 13))
        }
        .frame(height: 40)
        .modifier(QuayRowBackground())
    }
}

/// A custom modifier whose `body(content:)` (main-actor isolated, as in SwiftUI) reads a
/// `@MainActor` model from the environment.
struct QuayRowBackground: ViewModifier {
    @Environment(QuayFavourites.self) private var favourites

    func body(content: Content) -> some View {
        content.background(favourites.pinned.isEmpty ? Color.clear : Color.white)
    }
}

/// A refresh button whose action starts `Task { @MainActor in ... }`, reading its model from
/// `@EnvironmentObject`, and a toggle bound through `@Bindable` to an `@Observable` model.
struct QuayControls: View {
    @EnvironmentObject private var timetable: QuayTimetableModel
    @Bindable var favourites: QuayFavourites

    var body: some View {
        VStack(spacing: 8) {
            Button {
                Task { @MainActor in
                    await timetable.load()
                }
            } label: {
                Label("Refresh \(timetable.upcoming.count)", systemImage: "arrow.clockwise")
            }
            .id("quay-refresh")
            Toggle("Pinned only", isOn: $favourites.showPinnedOnly)
                .id("quay-pin")
        }
        .frame(width: 300)
    }
}

/// Custom toolbar content (`ToolbarContent` is main-actor isolated, as in SwiftUI) reading a
/// `@MainActor` model in its `body`.
struct QuayToolbar: ToolbarContent {
    let timetable: QuayTimetableModel

    var body: some ToolbarContent {
        ToolbarItem(placement: .topBarTrailing) {
            Text("\(timetable.upcoming.count) boats").id("quay-toolbar")
        }
    }
}

struct QuayToolbarScreen: View {
    @StateObject private var timetable = QuayTimetableModel()

    var body: some View {
        NavigationStack {
            Color.clear
                .navigationTitle("Departures")
                .navigationBarTitleDisplayMode(.inline)
                .toolbar { QuayToolbar(timetable: timetable) }
        }
    }
}

/// A custom transition (`Transition` is main-actor isolated, as in SwiftUI) reading a
/// `@MainActor` object in its body.
struct QuayFadeTransition: Transition {
    func body(content: Content, phase: TransitionPhase) -> some View {
        content.opacity(phase.isIdentity && QuayBodyProbe.shared.isolatedChecks >= 0 ? 1 : 0)
    }
}

/// Records, from inside `body`, the thread it ran on and whether the runtime considered it
/// main-actor isolated.
@MainActor
final class QuayBodyProbe {
    static let shared = QuayBodyProbe()
    var ranOnMainThread: [Bool] = []
    var isolatedChecks = 0
}

struct QuayProbeView: View {
    var body: some View {
        let probe = QuayBodyProbe.shared
        probe.ranOnMainThread.append(Thread.isMainThread)
        // Traps unless the runtime sees this thread as the main actor's.
        MainActor.assumeIsolated { probe.isolatedChecks += 1 }
        return Color.blue.frame(width: 10, height: 10)
    }
}

/// Two renders meet inside their bodies: each signals its arrival and waits for the other.
/// If bodies were evaluated one at a time (on the main thread, say), the first would wait in
/// vain.
struct QuayRendezvousView: View {
    let arrived: DispatchSemaphore
    let other: DispatchSemaphore
    let met: LockedFlag

    var body: some View {
        arrived.signal()
        met.set(other.wait(timeout: .now() + 30) == .success)
        return Color.red.frame(width: 4, height: 4)
    }
}

/// Builds a card in a nonisolated function: Backplate's views, modifiers and shapes are
/// `nonisolated`, as SwiftUI's are, so a server can build views on any thread.
nonisolated func quayTicketCard(_ number: Int) -> some View {
    Text("Ticket \(number)")
        .font(.system(size: 14))
        .padding(8)
        .frame(width: 120, height: 40)
        .background(Color.orange, in: RoundedRectangle(cornerRadius: 8))
}

/// `View` and `ViewModifier` are `@MainActor @preconcurrency` as in SwiftUI; a render evaluates
/// `body` on its own worker thread as the main actor's (`ViewIsolation`), so renders still run
/// in parallel.
@MainActor @Suite(.backplateLook(.iOS18), .tags(.layout, .pixels)) struct MainActorViewModelTests {
    /// With `BACKPLATE_SNAPSHOT_DIR` set, writes the image there for a person to look at.
    private func keep(_ image: RenderedImage, _ name: String) {
        guard let dir = ProcessInfo.processInfo.environment["BACKPLATE_SNAPSHOT_DIR"] else { return }
        try? FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        try? image.pngData().write(to: URL(fileURLWithPath: dir).appendingPathComponent("\(name).png"))
    }

    private func renderer<V: View>(_ view: V) -> ImageRenderer<V> {
        let r = ImageRenderer(content: view)
        r.scale = 1
        // The suite's pinned look is task-local; renders on GCD's threads read the renderer's own.
        r.environment.backplateLook = .iOS18
        return r
    }

    @Test func swift6ModelsRenderOnTheRenderThread() throws {
        let r = renderer(QuayBoardView())
        let tree = r.layout()
        // Three departures run (Old Town is cancelled), soonest first, 40 points each.
        #expect(tree.size == CGSize(width: 240, height: 120))
        #expect(tree.frame(of: "Harbour") == CGRect(x: 0, y: 0, width: 240, height: 40))
        #expect(tree.frame(of: "Lighthouse") == CGRect(x: 0, y: 40, width: 240, height: 40))
        #expect(tree.frame(of: "Island") == CGRect(x: 0, y: 80, width: 240, height: 40))
        #expect(tree.frame(of: "Old Town") == nil)
        // `ImageRenderer` draws one pass and never starts the task.
        #expect(tree.frame(of: "quay-live") == nil)
        let image = try r.render()
        keep(image, "QuayBoard")
        // The pinned departure (Harbour, first) has an orange bar, the others grey.
        #expect(close(rgba(image, 10, 20), [255, 149, 0, 255], 3), "\(rgba(image, 10, 20))")
        #expect(close(rgba(image, 10, 60), [142, 142, 147, 255], 3), "\(rgba(image, 10, 60))")
        // The custom modifier's white background, right of the bar.
        #expect(rgba(image, 100, 20) == [255, 255, 255, 255])
        #expect(image.width == 240 && image.height == 120)
    }

    @Test func hostedRenderRunsTheTaskOnTheMainActorModel() throws {
        let r = renderer(QuayBoardView())
        r.hostedPasses = 2
        let tree = r.layout()
        // `.task { await timetable.load() }` ran inline, before the next pass: the live strip
        // sits above the three rows.
        #expect(tree.frame(of: "quay-live") == CGRect(x: 0, y: 0, width: 240, height: 12))
        #expect(tree.frame(of: "Harbour") == CGRect(x: 0, y: 12, width: 240, height: 40))
        #expect(tree.size == CGSize(width: 240, height: 132))
    }

    @Test func bodyRunsMainActorIsolatedOffTheMainThread() throws {
        let probe = QuayBodyProbe.shared
        probe.ranOnMainThread = []
        probe.isolatedChecks = 0
        let image = try renderer(QuayProbeView()).render()
        #expect(image.width == 10 && image.height == 10)
        #expect(probe.ranOnMainThread == [false])
        #expect(probe.isolatedChecks == 1)
    }

    @Test func twoRendersEvaluateBodiesAtTheSameTime() {
        let a = DispatchSemaphore(value: 0), b = DispatchSemaphore(value: 0)
        let metA = LockedFlag(), metB = LockedFlag()
        let rendererA = ImageRenderer(content: QuayRendezvousView(arrived: a, other: b, met: metA))
        let rendererB = ImageRenderer(content: QuayRendezvousView(arrived: b, other: a, met: metB))
        let done = DispatchGroup()
        for renderer in [rendererA, rendererB] {
            done.enter()
            Thread { _ = try? renderer.render(); done.leave() }.start()
        }
        done.wait()
        #expect(metA.get && metB.get)
    }

    @Test func oneMainActorViewRenderedFromManyThreads() throws {
        // Built on the main actor (its @StateObject initialiser is main-actor isolated), then
        // rendered from several threads at once, each render with its own state.
        let r = renderer(QuayBoardView())
        let reference = try r.render().rgba
        let lock = NSLock()
        nonisolated(unsafe) var results: [[UInt8]?] = []
        DispatchQueue.concurrentPerform(iterations: 6) { _ in
            let image = try? r.render()
            lock.lock(); results.append(image?.rgba); lock.unlock()
        }
        #expect(results.count == 6)
        #expect(results.allSatisfy { samePixels($0, reference) })
    }

    @Test func customToolbarContentReadsTheModel() throws {
        let r = renderer(QuayToolbarScreen())
        r.proposedSize = ProposedViewSize(width: 390, height: 300)
        let tree = r.layout()
        // The trailing item of the 44-point inline navigation bar, 16 points from the edge.
        let item = try #require(tree.frame(of: "quay-toolbar"))
        #expect(item.maxX <= 390 - 16 && item.maxX > 300)
        #expect(item.midY > 0 && item.midY < 44)
        keep(try r.render(), "QuayToolbar")
    }

    @Test func environmentObjectAndBindableControls() throws {
        let view = QuayControls(favourites: QuayFavourites()).environmentObject(QuayTimetableModel())
        let r = renderer(view)
        r.scale = 2
        let tree = r.layout()
        let toggle = try #require(tree.frame(of: "quay-pin"))
        #expect(tree.frame(of: "quay-refresh") != nil)
        #expect(toggle.width == 300)
        // On (the bound model says so): the 51-point switch's track is systemGreen near its
        // leading end, the knob sits at its trailing end.
        let image = try r.render()
        keep(image, "QuayControls")
        let track = rgba(image, Int((toggle.maxX - 51 + 8) * 2), Int(toggle.midY * 2))
        #expect(close(track, [52, 199, 89, 255], 3), "\(track)")
    }

    @Test func customTransitionIsAppliedInTheIdentityPhase() throws {
        let image = try renderer(Color.blue.frame(width: 10, height: 10).transition(QuayFadeTransition())).render()
        #expect(rgba(image, 5, 5) == [0, 122, 255, 255])
    }

    @Test func builtInViewsAreBuiltOffTheMainActor() throws {
        let lock = NSLock()
        nonisolated(unsafe) var sizes: [CGSize] = []
        DispatchQueue.concurrentPerform(iterations: 4) { i in
            let size = ImageRenderer(content: quayTicketCard(i)).layout().size
            let path = RoundedRectangle(cornerRadius: 8).path(in: CGRect(x: 0, y: 0, width: 120, height: 40))
            lock.lock(); sizes.append(size); if path.isEmpty { sizes.append(.zero) }; lock.unlock()
        }
        #expect(sizes == Array(repeating: CGSize(width: 120, height: 40), count: 4))
    }
}
