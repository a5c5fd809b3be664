import Testing
import Foundation
import CoreMedia
import AVFoundation

/// CoreMedia's time arithmetic, found by `import CoreMedia` and re-exported by AVFoundation.
@Suite struct CoreMediaTimeTests {
    @Test func sumsAreExactInTheCommonTimescale() {
        let third = CMTime(value: 1, timescale: 3)
        let half = CMTimeMake(value: 1, timescale: 2)
        let sum = third + half
        #expect(sum.value == 5)
        #expect(sum.timescale == 6)
        #expect(CMTimeSubtract(half, third) == CMTime(value: 1, timescale: 6))
        #expect(CMTimeAdd(kCMTimeZero, half) == half)
    }

    @Test func multiplyingKeepsTheTimescale() {
        let frame = CMTime(value: 1, timescale: 600)
        #expect((frame * Int32(30)).value == 30)
        #expect((frame * Int32(30)).timescale == 600)
        #expect(CMTimeMultiplyByFloat64(CMTime(value: 10, timescale: 600), multiplier: 1.5).value == 15)
        #expect(CMTime(value: 1, timescale: 3).convertScale(600, method: .default).value == 200)
    }

    @Test func infinitiesAndInvalidTimesCombineAsCoreMediaSays() {
        #expect((CMTime.positiveInfinity + CMTime(value: 1, timescale: 1)).isPositiveInfinity)
        #expect((CMTime.positiveInfinity - CMTime.positiveInfinity).isValid == false)
        #expect((kCMTimeInvalid + kCMTimeZero).isValid == false)
        #expect(kCMTimeIndefinite.flags == [.valid, .indefinite])
        #expect(CMTime.zero.flags == .valid)
        #expect(CMTimeCompare(CMTime(value: 1, timescale: 2), CMTime(value: 2, timescale: 4)) == 0)
        #expect(CMTimeCompare(kCMTimeZero, CMTime(value: 1, timescale: 2)) == -1)
    }

    @Test func rangesIntersectAndUnite() {
        let first = CMTimeRangeMake(start: CMTime(value: 0, timescale: 1), duration: CMTime(value: 10, timescale: 1))
        let second = CMTimeRange(start: CMTime(value: 5, timescale: 1), end: CMTime(value: 15, timescale: 1))
        #expect(first.intersection(second) == CMTimeRange(start: CMTime(value: 5, timescale: 1), duration: CMTime(value: 5, timescale: 1)))
        #expect(first.union(second).end.seconds == 15)
        #expect(CMTimeRangeContainsTime(first, time: CMTime(value: 10, timescale: 1)) == false)
        #expect(CMTimeRangeGetEnd(second).seconds == 15)
    }
}
