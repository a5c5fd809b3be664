import Foundation
import Testing
import BackplateTestSupport
@testable import Backplate
@testable import BackplateCore

/// Records what a hosted `.task` did after its first real suspension, and where.
final class KilnTaskProbe: @unchecked Sendable {
    static let shared = KilnTaskProbe()
    private let lock = NSLock()
    private var _events: [String] = []
    var events: [String] { lock.lock(); defer { lock.unlock() }; return _events }
    func reset() { lock.lock(); _events = []; lock.unlock() }
    func record(_ s: String) { lock.lock(); _events.append(s); lock.unlock() }
}

/// A kiln that shows its firing stage as a bar 10 points per stage: stage 2 is set before the
/// task's first suspension, stage 3 after it.
struct KilnFiringView: View {
    /// How long each evaluation of `body` takes (a slow view keeps the render busy while the
    /// task's sleep ends on a timer thread).
    var bodyDelay: useconds_t = 0
    var probe = true
    @State private var stage = 1

    var body: some View {
        if bodyDelay > 0 { usleep(bodyDelay) }
        return Color.orange.frame(width: CGFloat(stage) * 10, height: 10).id("kiln")
            .task {
                // Written in `body`, the closure is main-actor isolated (SwiftUI's
                // `@_inheritActorContext`): setting state needs no hop and warns of nothing.
                stage = 2
                try? await Task.sleep(nanoseconds: 1_000_000)
                if probe {
                    KilnTaskProbe.shared.record("after cancelled=\(Task.isCancelled) inRender=\(ViewIsolation.isActive)")
                }
                stage = 3
            }
    }
}

/// A `@MainActor` model a hosted task awaits.
@MainActor final class KilnSchedule: ObservableObject {
    @Published private(set) var temperature = 20
    func heat() async { temperature = 1_200 }
}

struct KilnScheduleView: View {
    @StateObject private var schedule = KilnSchedule()
    var body: some View {
        Color.red.frame(width: schedule.temperature == 1_200 ? 120 : 20, height: 10).id("heat")
            .task { await schedule.heat() }
    }
}

/// Hosted `.task` actions are main-actor isolated (as SwiftUI declares the parameter) and their
/// code never runs at the same time as the render that started them (`HostedTaskExecutor`).
@MainActor @Suite(.tags(.layout, .regression)) struct HostedTaskIsolationTests {
    private func hostedLayout<V: View>(_ view: V, passes: Int = 3) -> LayoutTree {
        let r = ImageRenderer(content: view)
        r.hostedPasses = passes
        return r.layout()
    }

    @Test func theTaskDrawsTheStateItSetBeforeItsFirstSuspension() {
        KilnTaskProbe.shared.reset()
        let tree = hostedLayout(KilnFiringView())
        // Stage 2 (20 points) is drawn; stage 3 comes after the sleep and is never drawn.
        #expect(tree.frame(of: "kiln")?.width == 20)
        // The task was cancelled when the render ended, and what followed its sleep ran then,
        // on the render's thread, before `layout()` returned.
        #expect(KilnTaskProbe.shared.events == ["after cancelled=true inRender=true"])
    }

    @Test func codeResumedByATimerDuringTheRenderWaitsForItsEnd() {
        KilnTaskProbe.shared.reset()
        // Three passes of 30 ms each: the 1 ms sleep ends on a timer thread long before the
        // render does. The resumed code is held until the render ends (so it sees the task
        // cancelled, which happens then) and runs on the render's thread, not the timer's.
        let tree = hostedLayout(KilnFiringView(bodyDelay: 30_000))
        #expect(tree.frame(of: "kiln")?.width == 20)
        #expect(KilnTaskProbe.shared.events == ["after cancelled=true inRender=true"])
    }

    @Test func aMainActorModelIsAwaitedWithoutAHop() {
        // `.task { await schedule.heat() }` runs inline on the render thread (isolated to the
        // main actor's executor): the next pass draws the heated kiln, 120 points wide.
        #expect(hostedLayout(KilnScheduleView(), passes: 2).frame(of: "heat")?.width == 120)
        // `ImageRenderer`'s single pass never starts the task.
        #expect(hostedLayout(KilnScheduleView(), passes: 0).frame(of: "heat")?.width == 20)
    }

    @Test func hostedRendersWithSuspendingTasksStayParallelAndIdentical() {
        // 24 hosted renders on 4 threads, each with a task that suspends and a slow body: every
        // one draws stage 2, none crashes or races its own task.
        let widths = WidthCollector()
        DispatchQueue.concurrentPerform(iterations: 24) { i in
            let r = ImageRenderer(content: KilnFiringView(bodyDelay: i % 3 == 0 ? 2_000 : 0, probe: false))
            r.hostedPasses = 3
            widths.add(r.layout().frame(of: "kiln")?.width ?? -1)
        }
        #expect(widths.values == Array(repeating: 20, count: 24))
    }
}

private final class WidthCollector: @unchecked Sendable {
    private let lock = NSLock()
    private var _values: [CGFloat] = []
    var values: [CGFloat] { lock.lock(); defer { lock.unlock() }; return _values }
    func add(_ v: CGFloat) { lock.lock(); _values.append(v); lock.unlock() }
}
