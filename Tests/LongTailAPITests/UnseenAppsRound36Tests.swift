import Testing
import Foundation
import SwiftUI
import UIKit
import CoreData
import AVFoundation
import CoreSpotlight
import BackplateTestSupport

/// VoiceOver announcements from a plain (nonisolated) helper, as a journal app posts them: UIKit
/// declares `post(notification:argument:)` on the main actor for Objective-C callers only, so
/// Swift 5 code calls it from anywhere (MeetMemento, unseen36).
private enum Announcer {
    static func announce(_ message: String) {
        UIAccessibility.post(notification: .announcement, argument: message)
    }
}

/// A looping video backdrop's view: hidden from VoiceOver, its audio at spectral pitch.
private final class BackdropView: UIView {
    let item = AVPlayerItem(url: URL(fileURLWithPath: "/tmp/backdrop.mp4"))
    override init(frame: CGRect) {
        super.init(frame: frame)
        isAccessibilityElement = false
        accessibilityElementsHidden = true
        item.audioTimePitchAlgorithm = .spectral
    }
    required init?(coder: NSCoder) { super.init(coder: coder) }
}

/// A hand-written entity class with the typed request Xcode writes (`@nonobjc` in an app file).
private final class Entry: NSManagedObject {
    var title = ""
    class func fetchRequest() -> NSFetchRequest<Entry> { NSFetchRequest<Entry>(entityName: "Entry") }
}

/// Names the apps of batch unseen36 use (a journal with Core Data, one with SwiftData and on-device
/// voices, a cocktail library), answering as an iOS Simulator would.
@MainActor @Suite struct UnseenAppsRound36Tests {
    @Test func uiKitAccessibilityAndAppearanceNamesAreKept() {
        Announcer.announce("Saved")
        let view = BackdropView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(view.accessibilityElementsHidden && !view.isAccessibilityElement)
        #expect(view.item.audioTimePitchAlgorithm == .spectral && AVPlayerItem(url: URL(fileURLWithPath: "/x")).audioTimePitchAlgorithm == .timeDomain)
        view.accessibilityTraits = [.button, .selected]
        #expect(view.accessibilityTraits.contains(.selected) && !view.accessibilityTraits.contains(.header))
        UIWindow.appearance().backgroundColor = .clear
        #expect(UIWindow(frame: .zero).backgroundColor == nil)
    }

    @Test func voicesSessionsAndSpotlightAnswerAsTheSimulator() throws {
        let voices = AVSpeechSynthesisVoice.speechVoices()
        #expect(!voices.isEmpty && voices.allSatisfy { !$0.voiceTraits.contains(.isNoveltyVoice) && !$0.voiceTraits.contains(.isPersonalVoice) })
        let session = AVAudioSession.sharedInstance()
        #expect(!session.allowHapticsAndSystemSoundsDuringRecording)
        try session.setAllowHapticsAndSystemSoundsDuringRecording(true)
        #expect(session.allowHapticsAndSystemSoundsDuringRecording)
        try session.setAllowHapticsAndSystemSoundsDuringRecording(false)
        let attributes = CSSearchableItemAttributeSet(contentType: .text)
        attributes.textContent = "Walked by the river."
        #expect(attributes.textContent == "Walked by the river.")
    }

    @Test func anEntityClassesTypedFetchRequestAnswersAnUntypedCall() throws {
        // As on iOS: untyped, the class's own; a batch delete takes NSManagedObject's.
        let request = Entry.fetchRequest()
        request.includesPropertyValues = false
        #expect(type(of: request) == NSFetchRequest<Entry>.self && request.entityName == "Entry")
        let wipe = NSBatchDeleteRequest(fetchRequest: Entry.fetchRequest())
        #expect(wipe.fetchRequest.entityName == "Entry")
        let context = NSPersistentContainer(name: "Journal").viewContext
        let entry = Entry(context: context)
        entry.title = "Monday"
        let fetched = try context.fetch(request)
        #expect(fetched.map(\.title) == ["Monday"])
    }
}

private struct MissingTitle: Error {}

/// The iOS 15 async `perform` a Core Data journal saves through, throwing out of its block.
private func addEntry(titled title: String, to context: NSManagedObjectContext) async throws -> Int {
    try await context.perform {
        guard !title.isEmpty else { throw MissingTitle() }
        let entry = Entry(context: context)
        entry.title = title
        try context.save()
    }
    return context.performAndWait { (try? context.fetch(Entry.fetchRequest()))?.count ?? 0 }
}

@Suite struct UnseenAppsRound36AsyncTests {
    @Test func asyncPerformRunsItsBlockAndRethrows() async throws {
        let context = NSPersistentContainer(name: "Journal").viewContext
        #expect(try await addEntry(titled: "Tuesday", to: context) == 1)
        await #expect(throws: MissingTitle.self) { try await addEntry(titled: "", to: context) }
        let count = try await context.perform(schedule: .enqueued) { try context.count(for: Entry.fetchRequest()) }
        #expect(count == 1)
    }
}
