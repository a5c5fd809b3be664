import Testing
import Foundation
import AVFoundation
import Synchronization
import BackplateCore

/// What a time observer's block saw: never anything, since a render plays nothing.
private final class ObservedTimes: Sendable {
    let times = Mutex<[Double]>([])
}

/// `AVPlayer`'s time observers as audio players use them (Audiolog, unseen30): tokens to keep
/// and remove, blocks a render never calls. (The method is `@preconcurrency`, as iOS imports it
/// from Objective-C, so Swift 5 code's block may set main-actor state with a warning, not an error.)
@MainActor @Suite struct AVPlayerTimeObserverTests {
    @Test func aPeriodicObserverGetsATokenAndIsNeverCalled() {
        let player = AVPlayer(url: URL(fileURLWithPath: "/tmp/episode.m4a"))
        let observed = ObservedTimes()
        let token = player.addPeriodicTimeObserver(forInterval: CMTime(seconds: 0.1, preferredTimescale: 600), queue: .main) { time in
            observed.times.withLock { $0.append(time.seconds) }
        }
        player.play()
        // A render plays nothing: the block is never called and the rate stays 0.
        #expect(observed.times.withLock { $0.isEmpty } && player.rate == 0)
        let (_, removing) = RuntimeWarning.collecting { player.removeTimeObserver(token) }
        #expect(!removing.contains { $0.contains("removeTimeObserver") }, "\(removing)")
    }

    @Test func removingATokenTwiceOrAnotherPlayersTokenWarnsAsIOSRaises() {
        let player = AVPlayer(), other = AVPlayer()
        let first = player.addPeriodicTimeObserver(forInterval: CMTime(value: 1, timescale: 1), queue: nil) { _ in }
        let second = player.addPeriodicTimeObserver(forInterval: CMTime(value: 1, timescale: 1), queue: nil) { _ in }
        #expect((first as AnyObject) !== (second as AnyObject))
        let (_, once) = RuntimeWarning.collecting { player.removeTimeObserver(first) }
        #expect(!once.contains { $0.contains("removeTimeObserver") }, "\(once)")
        let (_, twice) = RuntimeWarning.collecting { player.removeTimeObserver(first) }
        #expect(twice.contains { $0.contains("AVPlayer.removeTimeObserver: the observer was not added by this player") }, "\(twice)")
        let (_, foreign) = RuntimeWarning.collecting { other.removeTimeObserver(second) }
        #expect(foreign.contains { $0.contains("AVPlayer.removeTimeObserver: the observer was not added by this player") })
        let (_, owner) = RuntimeWarning.collecting { player.removeTimeObserver(second) }
        #expect(!owner.contains { $0.contains("removeTimeObserver") }, "\(owner)")
    }

    @Test func aBoundaryObserverWithoutTimesWarns() {
        let player = AVPlayer()
        let observed = ObservedTimes()
        let (token, warnings) = RuntimeWarning.collecting {
            player.addBoundaryTimeObserver(forTimes: [], queue: nil) { observed.times.withLock { $0.append(0) } }
        }
        #expect(warnings.contains { $0.contains("addBoundaryTimeObserver: the times are empty") }, "\(warnings)")
        #expect(observed.times.withLock { $0.isEmpty })
        let (_, removing) = RuntimeWarning.collecting { player.removeTimeObserver(token) }
        #expect(!removing.contains { $0.contains("removeTimeObserver") }, "\(removing)")
    }
}
