import Testing
import Foundation
import UIKit
import AppTrackingTransparency
import AdSupport
import VisionKit

// Written as unseen40's ShipSwift writes its tracking consent and subject lifting: a render
// shows no tracking prompt and has no Live Text or Visual Look Up models.

@MainActor @Suite struct TrackingAndImageAnalysisTests {
    @Test func trackingIsNeverDeterminedAndTheAdvertisingIdentifierIsZero() async {
        #expect(ATTrackingManager.trackingAuthorizationStatus == .notDetermined)
        #expect(ATTrackingManager.AuthorizationStatus.authorized.rawValue == 3 && ATTrackingManager.AuthorizationStatus.denied.rawValue == 2)
        let answered = await withCheckedContinuation { continuation in
            ATTrackingManager.requestTrackingAuthorization { continuation.resume(returning: $0) }
        }
        #expect(answered == .notDetermined)
        #expect(await ATTrackingManager.requestTrackingAuthorization() == .notDetermined)
        #expect(ASIdentifierManager.shared().advertisingIdentifier.uuidString == "00000000-0000-0000-0000-000000000000")
    }

    @Test func anImageAnalysisFindsNoSubjectToLift() async throws {
        #expect(!ImageAnalyzer.isSupported)
        let analyzer = ImageAnalyzer()
        let image = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4)).image { _ in }
        let analysis = try await analyzer.analyze(image, configuration: ImageAnalyzer.Configuration(.visualLookUp))
        #expect(!analysis.hasResults(for: .visualLookUp) && analysis.transcript.isEmpty)
        let interaction = ImageAnalysisInteraction()
        interaction.analysis = analysis
        interaction.preferredInteractionTypes = .imageSubject
        let view = UIImageView()
        view.addInteraction(interaction)
        #expect(interaction.view === view && interaction.activeInteractionTypes.isEmpty)
        #expect(await interaction.subjects.isEmpty)
    }
}
