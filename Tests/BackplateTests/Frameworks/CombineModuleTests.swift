import Testing
import Foundation
import Backplate

// `import Combine` is OpenCombine re-exported (BackplateCore re-exports Combine), plus the
// operators it lacks. Expected values follow Apple's Combine documentation: combineLatest
// publishes once every upstream has a value, merge interleaves in send order and finishes when
// all upstreams finish or at the first failure, `receive(on:)` delivers asynchronously, and
// `objectWillChange` fires before a `@Published` property changes.

/// A subscriber that asks for `initial` values and records what it gets (-1 for finished).
private final class Recorder: Subscriber {
    typealias Input = Int
    typealias Failure = Never
    let initial: Subscribers.Demand
    var subscription: Subscription?
    var received: [Int] = []
    init(initial: Subscribers.Demand) { self.initial = initial }
    func receive(subscription: Subscription) {
        self.subscription = subscription
        subscription.request(initial)
    }
    func receive(_ input: Int) -> Subscribers.Demand {
        received.append(input)
        return .none
    }
    func receive(completion: Subscribers.Completion<Never>) { received.append(-1) }
}

private struct Failure: Error, Equatable {}

private final class Basket: ObservableObject {
    @Published var count = 0
}

@Suite struct CombineModuleTests {
    @Test func combineLatestWaitsForEveryUpstreamThenPublishesTheLatest() {
        let numbers = PassthroughSubject<Int, Never>(), letters = CurrentValueSubject<String, Never>("x")
        var received: [String] = []
        let subscription = numbers.combineLatest(letters) { "\($0)\($1)" }.sink { received.append($0) }
        numbers.send(1)
        letters.send("y")
        numbers.send(2)
        #expect(received == ["1x", "1y", "2y"])
        subscription.cancel()
        numbers.send(3)
        #expect(received == ["1x", "1y", "2y"])
        // The operator's type is Combine's, not an erased publisher.
        let combined: Publishers.CombineLatest3<Just<Int>, Just<Int>, Just<Int>> = Just(1).combineLatest(Just(2), Just(3))
        var tuple: (Int, Int, Int)?
        var finished = false
        _ = combined.sink(receiveCompletion: { _ in finished = true }, receiveValue: { tuple = $0 })
        #expect(tuple.map { [$0.0, $0.1, $0.2] } == [1, 2, 3] && finished)
    }

    @Test func mergeInterleavesAndEndsAtTheFirstFailure() {
        var values: [Int] = []
        var finished = false
        let merged: Publishers.Merge3<Just<Int>, Publishers.Sequence<[Int], Never>, Just<Int>> =
            Just(1).merge(with: [2, 3].publisher, Just(4))
        _ = merged.sink(receiveCompletion: { _ in finished = true }, receiveValue: { values.append($0) })
        #expect(values == [1, 2, 3, 4] && finished)

        let first = PassthroughSubject<Int, Failure>(), second = PassthroughSubject<Int, Failure>()
        var log: [String] = []
        let subscription = first.merge(with: second).sink(receiveCompletion: { log.append("\($0)") }, receiveValue: { log.append("\($0)") })
        first.send(1)
        second.send(2)
        second.send(completion: .failure(Failure()))
        first.send(3)
        #expect(log.count == 3 && log[0] == "1" && log[1] == "2" && log[2].hasPrefix("failure"))
        subscription.cancel()
    }

    @Test func mergeManyHonoursDemand() {
        let recorder = Recorder(initial: .max(2))
        Publishers.MergeMany([1, 2].publisher, [3].publisher).subscribe(recorder)
        #expect(recorder.received == [1, 2])
        recorder.subscription?.request(.max(5))
        #expect(recorder.received == [1, 2, 3, -1])
        let empty = Recorder(initial: .unlimited)
        Publishers.MergeMany<Just<Int>>([]).subscribe(empty)
        #expect(empty.received == [-1])
    }

    @Test func publishedAndSchedulersBehaveAsCombine() {
        let basket = Basket()
        var seenBefore: [Int] = []
        let willChange = basket.objectWillChange.sink { [unowned basket] in seenBefore.append(basket.count) }
        basket.count = 5
        basket.count = 6
        // objectWillChange fires before the value changes.
        #expect(seenBefore == [0, 5])
        willChange.cancel()

        // receive(on:) a dispatch queue delivers later, never during the send.
        var delivered: [Int] = []
        let queue = DispatchQueue(label: "CombineModuleTests")
        queue.suspend()  // holds the delivery, so the check below cannot race it
        let hop = Just(7).receive(on: queue).sink { delivered.append($0) }
        #expect(delivered.isEmpty)
        queue.resume()
        queue.sync {}
        #expect(delivered == [7])
        hop.cancel()

        // Timer.publish is Foundation's TimerPublisher; its first date is one interval away.
        let timer: Timer.TimerPublisher = Timer.publish(every: 60, on: .main, in: .common)
        var ticks = 0
        let ticking = timer.autoconnect().sink { _ in ticks += 1 }
        #expect(ticks == 0 && timer.interval == 60)
        ticking.cancel()
    }

    @Test func mapErrorsCombineInitializerConvertsTheFailure() {
        struct Wrapped: Error, Equatable { let code: Int }
        var values: [Int] = []
        var failure: Wrapped?
        let upstream = [1, 2].publisher.setFailureType(to: Failure.self).append(Fail(error: Failure()))
        let mapped = Publishers.MapError(upstream: upstream, transform: { _ in Wrapped(code: 7) })
        let subscription = mapped.sink(receiveCompletion: { completion in
            if case .failure(let error) = completion { failure = error }
        }, receiveValue: { values.append($0) })
        // Values pass through unchanged; the failure arrives converted.
        #expect(values == [1, 2])
        #expect(failure == Wrapped(code: 7))
        subscription.cancel()
    }

    @Test func justOptionalResultAndSequencePublishersPublishCombinesSequences() {
        var prepended: [Int] = [], appended: [Int] = [], scanned: [Int] = []
        _ = Just(3).prepend([1, 2]).sink { prepended.append($0) }
        _ = Just(3).append(4, 5).sink { appended.append($0) }
        _ = [1, 2, 3, 4].publisher.scan(0, +).sink { scanned.append($0) }
        #expect(prepended == [1, 2, 3])
        #expect(appended == [3, 4, 5])
        #expect(scanned == [1, 3, 6, 10])
        // Sequence and Optional publishers answer at once with Optional.Publisher and Result.Publisher.
        let smallest: Optional<Int>.Publisher = [5, 2, 9].publisher.min()
        #expect(smallest.output == 2)
        let none: Optional<Int>.Publisher = Optional(4).publisher.filter { $0 > 10 }
        #expect(none.output == nil)
        let total: Result<Int, Never>.Publisher = [5, 2, 9].publisher.reduce(0, +)
        #expect(total.result == .success(16))
        let matches: Result<Bool, Never>.Publisher = [5, 2, 9].publisher.contains { $0 == 2 }
        #expect(matches.result == .success(true))
    }

    @Test func mergeAndCombineLatestAreEqualWhenTheirUpstreamsAre() {
        let one = Just(1), two = Just(2)
        let merged: Publishers.Merge<Just<Int>, Just<Int>> = one.merge(with: two)
        #expect(merged == Publishers.Merge(one, two))
        #expect(merged != Publishers.Merge(two, one))
        let merged3: Publishers.Merge3<Just<Int>, Just<Int>, Just<Int>> = Publishers.Merge3(one, two, one)
        #expect(merged3 == Publishers.Merge3(one, two, one) && merged3 != Publishers.Merge3(one, two, two))
        let many: Publishers.MergeMany<Just<Int>> = Publishers.MergeMany([one, two])
        #expect(many == Publishers.MergeMany([one, two]) && many != Publishers.MergeMany([two]))
        let latest: Publishers.CombineLatest<Just<Int>, Just<Int>> = one.combineLatest(two)
        #expect(latest == Publishers.CombineLatest(one, two))
        #expect(latest != Publishers.CombineLatest(two, two))
    }
}
