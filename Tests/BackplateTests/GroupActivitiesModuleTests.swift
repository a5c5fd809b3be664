import Testing
import Foundation
import BackplateCore
import CoreGraphics
import GroupActivities

/// GroupActivities on Linux, in Swift 6 mode: a render is an iPhone on no FaceTime call with no
/// SharePlay session. Preparing answers `.activationDisabled`, activating throws (Apple documents
/// that it throws without an active call), `sessions()` finishes at once, the state observer is
/// never eligible, and messengers and journals deliver nothing; each call warns.
@Suite struct GroupActivitiesModuleTests {
    /// An activity relying on the default identifier.
    struct StudyActivity: GroupActivity {
        var chapter: Int
        var metadata: GroupActivityMetadata {
            var metadata = GroupActivityMetadata()
            metadata.title = "Chapter \(chapter)"
            metadata.type = .learnTogether
            return metadata
        }
    }

    /// An activity with its own identifier, which is also transferable for `ShareLink`.
    struct QuizActivity: GroupActivity, Transferable {
        static let activityIdentifier = "com.example.quiz"
        var metadata: GroupActivityMetadata { GroupActivityMetadata() }
    }

    /// A message type for the messenger.
    struct Answer: Codable, CustomMessageIdentifiable {
        static let messageIdentifier = "answer"
        var text: String
    }

    private func warned(_ prefix: String) -> Bool {
        RuntimeWarning.emitted.contains { $0.hasPrefix("GroupActivities: \(prefix)") }
    }

    @Test func activityIdentifierDefaultsToBundleIdentifierAndTypeName() {
        let expected = Bundle.main.bundleIdentifier.map { "\($0).StudyActivity" } ?? "StudyActivity"
        #expect(StudyActivity.activityIdentifier == expected)
        #expect(StudyActivity.activityIdentifier.hasSuffix("StudyActivity"))
        #expect(QuizActivity.activityIdentifier == "com.example.quiz")
    }

    @Test func activitiesAreCodable() throws {
        let data = try JSONEncoder().encode(StudyActivity(chapter: 3))
        #expect(try JSONDecoder().decode(StudyActivity.self, from: data).chapter == 3)
    }

    @Test func preparingForActivationIsDisabledAndWarns() async {
        let result = await StudyActivity(chapter: 1).prepareForActivation()
        #expect(result == .activationDisabled)
        #expect(result != .activationPreferred && result != .cancelled)
        #expect(warned("StudyActivity.prepareForActivation()"))
    }

    @Test func activatingThrowsWithoutACallAndWarns() async {
        await #expect(throws: GroupActivitiesRenderError.self) {
            _ = try await StudyActivity(chapter: 1).activate()
        }
        #expect(warned("StudyActivity.activate()"))
        let error = GroupActivitiesRenderError(call: "StudyActivity.activate()")
        #expect(error.localizedDescription.contains("no FaceTime call"))
    }

    @Test func sessionsFinishAtOnceWithoutAnElement() async {
        let (sessions, warnings) = RuntimeWarning.collecting { StudyActivity.sessions() }
        #expect(warnings.contains { $0.hasPrefix("GroupActivities: StudyActivity.sessions()") })
        var count = 0
        for await _ in sessions { count += 1 }
        #expect(count == 0)
        var iterator = QuizActivity.sessions().makeAsyncIterator()
        #expect(await iterator.next() == nil)
    }

    @Test func stateObserverIsNeverEligible() {
        let (observer, warnings) = RuntimeWarning.collecting { GroupStateObserver() }
        #expect(observer.isEligibleForGroupSession == false)
        #expect(warnings.contains { $0.hasPrefix("GroupActivities: GroupStateObserver") })
        var published: [Bool] = []
        let subscription = observer.$isEligibleForGroupSession.sink { published.append($0) }
        #expect(published == [false])
        subscription.cancel()
    }

    @Test func metadataKeepsItsFieldsAndRoundTrips() throws {
        let defaults = GroupActivityMetadata()
        #expect(defaults.title == nil && defaults.subtitle == nil && defaults.previewImage == nil)
        #expect(defaults.fallbackURL == nil && defaults.type == .generic)
        #expect(defaults.supportsContinuationOnTV == false && defaults.preferredBroadcastOptions.isEmpty)
        #expect(defaults.sceneAssociationBehavior == .default)

        var metadata = GroupActivityMetadata()
        metadata.title = "Organic Chemistry"
        metadata.subtitle = "Chapter 4"
        metadata.previewImage = CGImage(width: 2, height: 1, rgba: [255, 0, 0, 255, 0, 0, 255, 128])
        #expect(metadata.previewImage != nil)
        metadata.fallbackURL = URL(string: "https://example.com/study")
        metadata.type = .learnTogether
        metadata.supportsContinuationOnTV = true
        metadata.preferredBroadcastOptions = .mirroredVideo
        metadata.sceneAssociationBehavior = .content("study-room")
        #expect(metadata.title == "Organic Chemistry" && metadata.subtitle == "Chapter 4")
        #expect(metadata.previewImage?.width == 2 && metadata.previewImage?.height == 1)
        #expect(metadata.fallbackURL?.host == "example.com")
        #expect(metadata.type == .learnTogether && metadata.type != .watchTogether)
        #expect(metadata.sceneAssociationBehavior == .content("study-room"))
        #expect(metadata.sceneAssociationBehavior != .content("other") && metadata.sceneAssociationBehavior != .none)

        let decoded = try JSONDecoder().decode(GroupActivityMetadata.self, from: JSONEncoder().encode(metadata))
        #expect(decoded == metadata)
        #expect(try JSONDecoder().decode(GroupActivityMetadata.self, from: JSONEncoder().encode(defaults)) == defaults)
    }

    @Test func activityTypesAreDistinct() {
        let all: [GroupActivityMetadata.ActivityType] = [.generic, .listenTogether, .watchTogether, .createTogether,
                                                         .exploreTogether, .learnTogether, .readTogether, .shopTogether,
                                                         .workoutTogether, .playTogether]
        #expect(Set(all).count == all.count)
    }

    @Test func aSessionCannotJoinInARender() {
        let session = GroupSession(activity: StudyActivity(chapter: 2))
        #expect(session.state == .waiting)
        #expect(session.activeParticipants.isEmpty)
        #expect(session.sceneSessionIdentifier == nil)
        #expect(session.localParticipant.isNearbyWithLocalParticipant)
        #expect(session.activity.chapter == 2)
        var states: [GroupSession<StudyActivity>.State] = []
        var changes = 0
        let stateSubscription = session.$state.sink { states.append($0) }
        let changeSubscription = session.objectWillChange.sink { changes += 1 }
        let (_, warnings) = RuntimeWarning.collecting { session.join() }
        #expect(states == [.waiting, .invalidated(reason: CancellationError())])
        #expect(changes >= 1)
        stateSubscription.cancel()
        changeSubscription.cancel()
        #expect(session.state == .invalidated(reason: CancellationError()))
        #expect(session.state != .joined)
        #expect(warnings.contains { $0.hasPrefix("GroupActivities: GroupSession<StudyActivity>.join()") })
        session.leave()
        session.end()
        #expect(session.description.contains("StudyActivity"))
    }

    @Test func messengersDeliverNothingAndSendsThrow() async throws {
        let session = GroupSession(activity: StudyActivity(chapter: 1))
        let messenger = GroupSessionMessenger(session: session)
        #expect(messenger.deliveryMode == .reliable)
        #expect(GroupSessionMessenger(session: session, deliveryMode: .unreliable).deliveryMode == .unreliable)
        await #expect(throws: GroupActivitiesRenderError.self) { try await messenger.send(Answer(text: "B")) }
        await #expect(throws: GroupActivitiesRenderError.self) {
            try await messenger.send(Data([1]), to: .only(session.localParticipant))
        }
        var completions: [Bool] = []
        messenger.send(Answer(text: "C"), to: .all) { completions.append($0 != nil) }
        #expect(completions == [true])
        var received = 0
        for await (_, _) in messenger.messages(of: Answer.self) { received += 1 }
        for await _ in messenger.messages(of: Data.self) { received += 1 }
        #expect(received == 0)
        #expect(warned("GroupSessionMessenger(StudyActivity).messages(of:)"))
        #expect(warned("GroupSessionMessenger(StudyActivity).send(_:to:)"))
    }

    @Test func journalsHoldNothingAndUploadsThrow() async {
        let journal = GroupSessionJournal(session: GroupSession(activity: QuizActivity()))
        var lists = 0
        for await _ in journal.attachments { lists += 1 }
        #expect(lists == 0)
        await #expect(throws: GroupActivitiesRenderError.self) { _ = try await journal.add("notes") }
        await #expect(throws: GroupActivitiesRenderError.self) { _ = try await journal.add(Data(), metadata: Answer(text: "A")) }
        #expect(warned("GroupSessionJournal(QuizActivity).add(_:)"))
    }

    @Test func transferableActivitiesExportNoDataInARender() async {
        await #expect(throws: TransferError.self) { _ = try await QuizActivity().exported(as: nil) }
    }

    @MainActor @Test func sharingControllerIsCancelledAtOnce() async throws {
        let controller = try GroupActivitySharingController(StudyActivity(chapter: 5))
        #expect(await controller.result == .cancelled)
        let prepared = GroupActivitySharingController(preparationHandler: { QuizActivity() })
        #expect(await prepared.result == .cancelled)
        #expect(warned("GroupActivitySharingController(QuizActivity)"))
    }
}
