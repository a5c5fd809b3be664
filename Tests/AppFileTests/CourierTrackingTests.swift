import Testing
import BackplateTestSupport
import Foundation
import Backplate
@testable import AppFiles

/// `Courier…`: a parcel tracker whose model is built with Combine (`import Combine` beside
/// `import Backplate`). Values follow Combine's documented behaviour: a `@Published`
/// property's publisher gives a new subscriber its current value at once, `combineLatest`
/// publishes once both sides have a value, `assign(to: &$property)` writes into the property,
/// a `PassthroughSubject` reaches the subscribers present when it sends (through
/// `receive(on: DispatchQueue.main)`: once the main queue runs), and `debounce` waits
/// for its interval (which never passes in one frame). Colours are iOS's: systemBlue
/// 0,122,255 / 10,132,255 at 15% over secondarySystemGroupedBackground 255,255,255 / 28,28,30.
@MainActor @Suite(.tags(.appFiles, .pixels)) struct CourierTrackingTests {
    /// A fixed "now" for pinned renders: 14 November 2023 22:13:20 UTC.
    let now = Date(timeIntervalSince1970: 1_700_000_000)

    private func at(_ image: RenderedImage, _ x: Double, _ y: Double) -> [Int] {
        let p = image.pixel(x: Int(x * 2), y: Int(y * 2))
        return [Int(p.red), Int(p.green), Int(p.blue), Int(p.alpha)]
    }

    /// Lets the blocks already queued on the main queue run: `receive(on: DispatchQueue.main)`
    /// delivers there, after the send returns, as Combine does.
    private func drainMainQueue() async {
        await withCheckedContinuation { continuation in DispatchQueue.main.async { continuation.resume() } }
    }

    @Test func combinePipelinesRunAsInCombine() async {
        let tracker = CourierTracker.sample(now: now)
        // combineLatest($parcels, $showsDelivered).map(...).assign(to: &$visible) ran at once
        // in init: delivered parcels hidden, newest first.
        #expect(tracker.visible.map(\.sender) == ["Orchard Books", "Paper Goods Co.", "Trail Outfitters"])
        // Assigning a @Published input republishes through the pipeline.
        tracker.showsDelivered = true
        #expect(tracker.visible.count == 4 && tracker.visible.last?.sender == "Kettle & Co")
        tracker.parcels.removeAll { $0.status == .delivered }
        #expect(tracker.visible.count == 3)
        // The refresh requests go through receive(on: DispatchQueue.main): nothing arrives
        // during the sends, both once the main queue has run; debounce holds the query back.
        tracker.refresh()
        tracker.refresh()
        #expect(tracker.refreshCount == 0)
        await drainMainQueue()
        #expect(tracker.refreshCount == 2)
        tracker.query = "kettle"
        #expect(tracker.searchSuggestion == nil)
    }

    @Test func combineVocabularyBehaves() {
        var received: [Int] = []
        var bag = Set<AnyCancellable>()
        let subject = CurrentValueSubject<Int, Never>(1)
        subject.filter { $0 % 2 == 1 }.sink { received.append($0) }.store(in: &bag)
        subject.send(2)
        subject.value = 3
        #expect(received == [1, 3] && subject.value == 3)
        // Cancelling (here: emptying the set) ends the subscription.
        bag.removeAll()
        subject.send(5)
        #expect(received == [1, 3])
        var completion: Subscribers.Completion<Never>?
        _ = Just(7).map { $0 * 6 }.sink(receiveCompletion: { completion = $0 }, receiveValue: { received.append($0) })
        #expect(received.last == 42 && completion == .finished)
        // A timer publisher's first date is one interval away: nothing in a still render.
        var ticks = 0
        let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect().sink { _ in ticks += 1 }
        #expect(ticks == 0)
        timer.cancel()
    }

    @Test func pinnedRenderShowsRelativeTimesAndTheFilteredList() throws {
        let screen = CourierTrackingScreen(tracker: .sample(now: now)).environment(\.renderDate, now)
        let drawn = phoneTexts(screen)
        let strings = drawn.map(\.0)
        // Relative to the pinned now, in the two largest units.
        for s in ["Updated 1 min, 30 sec ago", "Updated 5 min ago", "Updated 3 hr, 20 min ago"] {
            #expect(strings.contains(s), "\(s) in \(strings)")
        }
        #expect(!strings.contains("Kettle & Co") && !strings.contains("Search “kettle”"))
        // Newest first.
        let orchard = try #require(frame(drawn, "Orchard Books")), paper = try #require(frame(drawn, "Paper Goods Co."))
        let trail = try #require(frame(drawn, "Trail Outfitters"))
        #expect(orchard.maxY < paper.minY && paper.maxY < trail.minY)
        // The flow layout wraps the fourth tag onto a second row starting at the row's leading edge.
        let oversize = try #require(frame(drawn, "Oversize")), insured = try #require(frame(drawn, "Insured"))
        let gift = try #require(frame(drawn, "Gift"))
        #expect(insured.minY > oversize.maxY && abs(insured.minX - oversize.minX) < 0.5, "\(oversize) \(insured)")
        #expect(abs(gift.midY - insured.midY) < 0.5 && gift.minX > insured.maxX + 6 + 16 - 0.5, "\(gift)")
        let transit = try #require(frame(drawn, "In transit"))
        let images = try renderPhoneLightAndDark(screen, name: "CourierTracking")
        for (dark, image) in [(false, images.light), (true, images.dark)] {
            // The chip's 15% systemBlue capsule, 4 points left of its text (inside the 8-point padding).
            let chip = dark ? [25, 44, 64, 255] : [217, 235, 255, 255]
            #expect(close(at(image, transit.minX - 4, transit.midY), chip, 4), "\(dark): \(at(image, transit.minX - 4, transit.midY))")
        }
    }

    @Test func unpinnedRenderMeasuresFromTheClock() {
        // Parcels stamped relative to the real clock read the same as pinned ones: the render
        // measures from the clock, as SwiftUI does (the test runs well within 30 seconds).
        let strings = phoneTexts(CourierTrackingScreen(tracker: .sample())).map(\.0)
        #expect(strings.contains("Updated 5 min ago"), "\(strings)")
        #expect(strings.contains("Updated 3 hr, 20 min ago"))
    }

    @Test func previewWithDeliveredShownAndARefresh() async throws {
        let previews = PreviewCatalog.previews(inFile: "AppFiles/CourierTrackingFile.swift")
        #expect(previews.count == 2)
        let tracker = CourierTracker.sample(now: now)
        tracker.showsDelivered = true
        tracker.refresh()
        await drainMainQueue()
        let strings = phoneTexts(CourierTrackingScreen(tracker: tracker).environment(\.renderDate, now)).map(\.0)
        #expect(strings.contains("Kettle & Co") && strings.contains("Updated 2 days ago"), "\(strings)")
        #expect(strings.contains("Refreshed 1 times"))
    }
}
