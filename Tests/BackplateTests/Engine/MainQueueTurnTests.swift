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

/// Work views send to the main queue while they appear runs before the next hosted pass
/// (`MainQueueTurn`), as on a device before the next frame: this suite runs off the main
/// thread, whose queue the test process serves.
@Suite(.tags(.layout)) struct MainQueueTurnTests {
    static func texts<V: View>(_ view: V, passes: Int = 4) -> [String] {
        let r = ImageRenderer(content: view)
        r.proposedSize = ProposedViewSize(width: 200, height: 200)
        r.hostedPasses = passes
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
