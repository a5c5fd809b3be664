import Testing
import BackplateTestSupport
import Foundation
import SwiftUI
import GroupActivities

/// `StudyTogetherFile.swift`: a render is on no FaceTime call, so the SharePlay button is
/// replaced by its hint, the session loop ends at once, and activating throws, with warnings.
@MainActor @Suite(.tags(.appFiles)) struct StudyTogetherTests {
    @Test func theScreenShowsTheFaceTimeHintInsteadOfTheButton() throws {
        #expect(!GroupStateObserver().isEligibleForGroupSession)
        let texts = phoneTexts(StudyTogetherView(deck: "Biology"))
        let title = try #require(frame(texts, "Biology"), "\(texts.map(\.0))")
        let card = try #require(frame(texts, "Card 1"))
        let next = try #require(frame(texts, "Next"))
        let hint = try #require(frame(texts, "Start a FaceTime call to study this deck together with SharePlay."))
        #expect(title.maxY < card.minY && card.maxY < next.minY && next.maxY < hint.minY)
        #expect(frame(texts, "Start SharePlay") == nil)
        let images = try renderPhoneLightAndDark(StudyTogetherView(deck: "Biology"), name: "StudyTogether")
        // The hint is secondary text: grey, neither black nor white.
        #expect(!drawsColor(images.light, hint, (0, 0, 0)) && !drawsColor(images.dark, hint, (255, 255, 255)))
    }

    @Test func activationIsDisabledAndSessionsNeverArrive() async throws {
        let activity = StudyTogether(deckName: "Biology")
        #expect(await activity.prepareForActivation() == .activationDisabled)
        await #expect(throws: (any Error).self) { try await activity.activate() }
        let (sessions, warnings) = RuntimeWarning.collecting { StudyTogether.sessions() }
        var count = 0
        for await _ in sessions { count += 1 }
        #expect(count == 0)
        #expect(warnings.contains { $0.contains("GroupActivities:") && $0.contains("sessions()") })
    }
}
