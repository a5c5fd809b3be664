import Testing
import BackplateTestSupport
import Foundation
import Backplate
import BackplateSnapshotTesting
import TipKit
@testable import AppFiles

/// `LexiconLessonsFile.swift` (a language-learning home screen) on the 393 × 852 iPhone
/// canvas. An extension of `OrchardTipsTests` so it shares that suite's serialization: the
/// tips datastore is one per process. Expected values: UIKit's 16-point scroll padding and
/// 20-point large-title margin; systemOrange 255,149,0 / 255,159,10, systemRed 255,59,48 /
/// 255,69,58, systemPink 255,45,85 / 255,55,95; a `Circle().stroke` centred on the inscribed
/// circle (radius 60 in a 120-point frame); TipKit's rule semantics (every rule must hold).
extension OrchardTipsTests {
    @Test(.backplateLook(.iOS18)) func lexiconTipShowsWhileBothOfItsRulesHold() async throws {
        let drawn = phoneTexts(LexiconHomeView())
        let strings = drawn.map(\.0)
        // Streak 12 ≥ 7 and no Spanish lessons donated: the review tip shows; the speaking
        // tip waits for five donations this week.
        #expect(strings.contains("Review before you forget"), "\(strings)")
        #expect(!strings.contains("Try speaking mode"), "\(strings)")
        // Two Spanish lessons and one Japanese: still under three Spanish ones.
        for language in ["Spanish", "Japanese", "Spanish"] {
            await LexiconReviewTip.lessonFinished.donate(LexiconLessonDone(language: language))
        }
        #expect(LexiconReviewTip().status == .available)
        await LexiconReviewTip.lessonFinished.donate(LexiconLessonDone(language: "Spanish"))
        #expect(LexiconReviewTip().status == .pending)
        #expect(!phoneTexts(LexiconHomeView()).contains { $0.0 == "Review before you forget" })
        try Tips.resetDatastore()
        // The parameter rule alone fails it too.
        LexiconReviewTip.streakDays = 3
        #expect(LexiconReviewTip().status == .pending)
        LexiconReviewTip.streakDays = 12
        #expect(LexiconReviewTip().status == .available)
    }

    @Test(.backplateLook(.iOS18)) func lexiconGoalRingStreakAndCourses() throws {
        let drawn = phoneTexts(LexiconHomeView())
        let percent = try #require(frame(drawn, "75%"))
        // The concatenation is one text: the flame symbol's attachment, then " 12 day streak".
        let streak = try #require(drawn.first { $0.0.hasSuffix(" 12 day streak") }?.1, "\(drawn.map(\.0))")
        // The ring's 120-point frame at the 16-point padding: centre x 76; the percentage
        // centred in it.
        let cx = 76.0, cy = percent.maxY + 15 - (percent.height + 15) / 2
        #expect(abs(percent.midX - cx) <= 0.5, "\(percent)")
        // The 120-point ring, 20 points of spacing, then the text column at 156.
        #expect(abs(streak.minX - 156) < 0.5, "\(streak)")
        // Large title at the bar's 16-point margin; courses as cards inside the 16-point padding.
        let title = try #require(frame(drawn, "Learn"))
        #expect(abs(title.minX - 16) < 0.5)
        let spanish = try #require(frame(drawn, "Spanish"))
        // Card 16 + 12 padding + 44 flag + 12 spacing.
        #expect(abs(spanish.minX - 84) < 0.5, "\(spanish)")

        // Each card's play button (nothing playing: the play symbol, at rest whatever its
        // content transition) trails at the card's 12-point padding: 393 − 16 − 12.
        let plays = drawn.filter { $0.0 == "symbol play.circle.fill" }.map(\.1)
        #expect(plays.count == 2 && plays.allSatisfy { abs($0.maxX - 365) <= 1 }, "\(plays)")
        #expect(drawn.contains { $0.0 == "Write a sentence in Spanish" })

        let images = try renderPhoneLightAndDark(LexiconHomeView(), name: "LexiconHome")
        for (dark, image) in [(false, images.light), (true, images.dark)] {
            let orange = dark ? [255, 159, 10] : [255, 149, 0], red = dark ? [255, 69, 58] : [255, 59, 48]
            // The Spanish button takes the course's orange tint.
            if let play = plays.first {
                #expect(close(reddest(image, in: play), orange, 10), "\(dark) play \(reddest(image, in: play))")
            }
            // Trimmed to 75 % from 12 o'clock clockwise, the gradient (orange → red, top to
            // bottom before the −90° rotation) runs left to right: red at 3 o'clock.
            #expect(close(at(image, cx + 60, cy), red, 12), "\(dark) \(at(image, cx + 60, cy))")
            #expect(close(at(image, cx - 60, cy + 10), orange, 24), "\(dark) \(at(image, cx - 60, cy + 10))")
            // The untrimmed quarter (12 to 9 o'clock) shows the track: orange at 20 %.
            let background = dark ? [0, 0, 0] : [255, 255, 255]
            let track: [Int] = zip(orange, background).map { (o: Int, b: Int) -> Int in Int((Double(o) * 0.2 + Double(b) * 0.8).rounded()) }
            let diagonal: Double = 60 * 0.7071
            let p = at(image, cx - diagonal, Double(cy) - diagonal)
            #expect(close(p, track, 4), "\(dark) track \(p) vs \(track)")
            // The flame symbol concatenated before the count, in orange.
            let flame = reddest(image, in: CGRect(x: 156, y: streak.minY, width: 20, height: streak.height))
            #expect(close(flame, orange, 12), "\(dark) flame \(flame)")
        }
    }

    @Test(.backplateLook(.iOS18)) func lexiconFacepileDrawsTheFirstFriendOnTop() throws {
        let drawn = phoneTexts(LexiconHomeView())
        let ak = try #require(frame(drawn, "AK")), bo = try #require(frame(drawn, "BO"))
        // 32-point circles overlapping by 10: centres 22 points apart.
        #expect(abs((bo.midX - ak.midX) - 22) < 1, "\(ak) \(bo)")
        let images = try renderPhoneLightAndDark(LexiconHomeView(), name: "LexiconHome")
        for (dark, image) in [(false, images.light), (true, images.dark)] {
            let pink = dark ? [255, 55, 95] : [255, 45, 85]
            // A point inside both AK's and BO's circles: zIndex puts AK (the highest) on top.
            let p = at(image, ak.midX + 12, ak.midY)
            #expect(close(p, pink, 6), "\(dark) \(p)")
        }
    }
}
