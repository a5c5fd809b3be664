import Foundation
import Testing
import BackplateTestSupport
@testable import Backplate
@testable import BackplateCore

/// A model loaded by a main-actor `Task` its view starts in `onAppear`, the common shape of
/// real apps' screens.
@MainActor @Observable final class PantryShelf {
    var jars: [String] = []
    nonisolated init() {}
    func restock() async { jars = ["Honey", "Jam", "Pickles"] }
}

struct PantryShelfView: View {
    @State private var shelf = PantryShelf()
    var body: some View {
        VStack {
            ForEach(shelf.jars, id: \.self) { Text($0) }
            if shelf.jars.isEmpty { Text("Empty shelf") }
        }
        .onAppear { Task { await shelf.restock() } }
    }
}

struct PantryLabelView: View {
    /// Seconds after appearing when the label changes (0: at once, on the main queue).
    var delay: Double = 0
    @State private var label = "Waiting"
    var body: some View {
        Text(label).onAppear {
            if delay == 0 {
                DispatchQueue.main.async { label = "Labelled" }
            } else {
                DispatchQueue.main.asyncAfter(deadline: .now() + delay) { label = "Late" }
            }
        }
    }
}

/// A mock repository whose calls run off the main actor, as real apps' mock services do.
struct PantryCatalogue: Sendable {
    /// Seconds each call waits before it answers (0: at once).
    var latency: Double = 0
    nonisolated func fetchJars() async -> [String] {
        if latency > 0 { try? await Task.sleep(for: .seconds(latency)) }
        return ["Marmalade", "Chutney"]
    }
}

@MainActor @Observable final class PantryOrder {
    var jars: [String] = []
    nonisolated init() {}
    func load(from catalogue: PantryCatalogue) async { jars = await catalogue.fetchJars() }
}

/// Loads its order with a `Task` from `onAppear` (or `.task` when `inTaskModifier`).
struct PantryOrderView: View {
    var catalogue = PantryCatalogue()
    var inTaskModifier = false
    @State private var order = PantryOrder()
    var body: some View {
        let list = VStack {
            ForEach(order.jars, id: \.self) { Text($0) }
            if order.jars.isEmpty { Text("Nothing ordered") }
        }
        if inTaskModifier {
            list.task { await order.load(from: catalogue) }
        } else {
            list.onAppear { Task { await order.load(from: catalogue) } }
        }
    }
}

/// Shows the priority of the `Task` its `onAppear` starts.
struct PantryPriorityView: View {
    @State private var label = "Unknown"
    var body: some View {
        Text(label).onAppear {
            Task { label = Task.currentPriority == .userInitiated ? "User initiated" : "Priority \(Task.currentPriority.rawValue)" }
        }
    }
}

/// Starts, off the main actor, a task that outlives any render.
struct PantryRestockView: View {
    var body: some View {
        Text("Restocking").onAppear { startRestock() }
    }
    nonisolated func startRestock() {
        Task { try? await Task.sleep(for: .seconds(30)) }
    }
}

/// Work views send to the main queue while they appear runs before the next hosted pass
/// (`MainQueueTurn`), as on a device before the next frame: this suite runs off the main
/// thread, whose queue the test process serves.
@Suite(.tags(.layout)) struct MainQueueTurnTests {
    /// The texts a hosted render of `view` draws. In a test run the main queue also runs every
    /// `@MainActor` test, queued at once, one after another: a patience of minutes, which a queue
    /// that answers at all never uses up.
    static func texts<V: View>(_ view: V, passes: Int = 4, taskPatience: Duration = .seconds(300)) -> [String] {
        let r = ImageRenderer(content: view)
        r.proposedSize = ProposedViewSize(width: 200, height: 200)
        r.hostedPasses = passes
        r.environment.hostedTaskPatience = taskPatience
        return r.displayList().drawnTexts.map(\.0)
    }

    @Test func aMainActorTaskStartedOnAppearIsDrawn() {
        #expect(Self.texts(PantryShelfView()) == ["Honey", "Jam", "Pickles"])
    }

    @Test func aBlockSentToTheMainQueueOnAppearIsDrawn() {
        #expect(Self.texts(PantryLabelView()) == ["Labelled"])
    }

    @Test func workSentForLaterIsNotDrawn() {
        // A block due in ten seconds is not run: a still render shows the view as it appears.
        #expect(Self.texts(PantryLabelView(delay: 10)) == ["Waiting"])
    }

    @Test func aTaskThatAwaitsWorkOffTheMainActorIsDrawnOnceItEnds() async throws {
        // The repository's call runs on the cooperative pool, which other tests share: a long
        // patience, which a task ending at once never uses up, and a render on its own thread.
        let texts = try await onOwnThread { Self.texts(PantryOrderView()) }
        #expect(texts == ["Marmalade", "Chutney"])
    }

    @Test func aTaskStartedOnAppearHasTheMainThreadsPriority() {
        // iOS's main thread starts tasks at `.userInitiated` (`.high`).
        #expect(Self.texts(PantryPriorityView()) == ["User initiated"])
    }

    @Test func aTaskStillRunningIsDrawnAsItIsAndNamed() {
        let start = ContinuousClock.now
        let (texts, warnings) = RuntimeWarning.collecting {
            Self.texts(PantryRestockView(), taskPatience: .milliseconds(100))
        }
        #expect(texts == ["Restocking"])
        #expect(warnings.contains { $0.contains("Task that onAppear or onChange started was still running 100 ms later") },
                "\(warnings)")
        #expect(ContinuousClock.now - start < .seconds(10))
    }

    @Test func aTaskModifierSleepingIsNotWaitedFor() {
        // `.task` work after a real suspension runs when the render ends (`HostedTaskExecutor`):
        // the render does not wait for it, so it never warns that it is still running.
        let start = ContinuousClock.now
        let (texts, warnings) = RuntimeWarning.collecting {
            Self.texts(PantryOrderView(catalogue: PantryCatalogue(latency: 30), inTaskModifier: true),
                       taskPatience: .milliseconds(1_500))
        }
        #expect(texts == ["Nothing ordered"])
        #expect(!warnings.contains { $0.contains("still running 1500 ms later") }, "\(warnings)")
        #expect(ContinuousClock.now - start < .seconds(10))
    }

    @Test func aPlainRenderRunsNoAppearanceActions() {
        #expect(Self.texts(PantryShelfView(), passes: 0) == ["Empty shelf"])
    }
}

/// A render asked for by code the main queue is running (a `@MainActor` test): the queue cannot
/// run anything before that code returns, so the render draws the view as it appears, at once,
/// without waiting for the queue or warning.
@MainActor @Suite(.tags(.layout)) struct MainQueueHeldTests {
    @Test func aRenderFromTheMainActorDoesNotWaitForTheQueueItHolds() {
        #expect(MainQueueTurn.currentThreadHoldsMainQueue)
        let (texts, warnings) = RuntimeWarning.collecting { MainQueueTurnTests.texts(PantryLabelView()) }
        #expect(texts == ["Waiting"])
        #expect(!warnings.contains { $0.contains("main queue") }, "\(warnings)")
    }
}
