import Testing
import BackplateTestSupport
import Foundation
import SwiftUI
import UIKit

/// `AppIconPickerFile.swift`: alternate icons answer as the iOS Simulator does for an app whose
/// Info.plist declares none (supported, the primary icon shown, a name reported missing with
/// NSCocoaErrorDomain 4, "The file doesn’t exist."), and UserDefaults answers key-value coding.
@MainActor @Suite(.tags(.appFiles)) struct AppIconPickerTests {
    private func scratchDefaults() throws -> UserDefaults {
        let name = "AppIconPickerTests-\(UUID().uuidString)"
        let defaults = try #require(UserDefaults(suiteName: name))
        defaults.removePersistentDomain(forName: name)
        return defaults
    }

    @Test func thePrimaryIconIsShownAndAlternateIconsAreSupported() {
        #expect(UIApplication.shared.supportsAlternateIcons)
        #expect(UIApplication.shared.alternateIconName == nil)
        #expect(AppIconStore().current == .standard && AppIconStore().canChangeIcon)
    }

    @Test func switchingToAnUndeclaredIconFailsAsIOSReportsIt() async throws {
        let store = AppIconStore(defaults: try scratchDefaults())
        await store.select(.midnight)
        #expect(store.current == .standard)
        #expect(store.errorMessage == "Couldn't change the icon: The file doesn’t exist.")
        #expect(store.lastChoice == "Midnight")

        do {
            try await UIApplication.shared.setAlternateIconName("AppIcon-Sunrise")
            Issue.record("an undeclared icon should fail")
        } catch let error as CocoaError {
            #expect(error.code == .fileNoSuchFile)
            #expect((error as NSError).domain == NSCocoaErrorDomain && (error as NSError).code == 4)
        }
        // The primary icon (nil) is already shown: the switch succeeds.
        try await UIApplication.shared.setAlternateIconName(nil)
    }

    @Test func theCompletionHandlerReportsTheSameAnswers() {
        let missing = LockedBox<Int?>(nil), primary = LockedBox<Bool>(false)
        UIApplication.shared.setAlternateIconName("AppIcon-Midnight") { error in
            missing.set((error as NSError?)?.code)
        }
        UIApplication.shared.setAlternateIconName(nil) { error in primary.set(error == nil) }
        #expect(missing.get() == 4 && primary.get())
    }

    @Test func userDefaultsAnswersKeyValueCoding() throws {
        let defaults = try scratchDefaults()
        #expect(defaults.value(forKey: "theme") == nil)
        defaults.setValue("Midnight", forKey: "theme")
        defaults.setValue(3, forKey: "launchCount")
        #expect(defaults.value(forKey: "theme") as? String == "Midnight" && defaults.string(forKey: "theme") == "Midnight")
        #expect(defaults.integer(forKey: "launchCount") == 3 && defaults.value(forKey: "launchCount") as? Int == 3)
        defaults.setValue(nil, forKey: "theme")
        #expect(defaults.object(forKey: "theme") == nil && defaults.value(forKey: "theme") == nil)
        defaults.register(defaults: ["sound": "Chime"])
        #expect(defaults.value(forKey: "sound") as? String == "Chime")
    }

    @Test func thePickerChecksTheDefaultIconInLightAndDark() throws {
        let view = AppIconPickerView(store: AppIconStore(defaults: try scratchDefaults()))
        let images = try renderPhoneLightAndDark(view, name: "AppIconPicker")
        let texts = phoneTexts(view)
        for label in ["App Icon", "Default", "Midnight", "Sunrise", "Your Home Screen shows the icon you pick."] {
            #expect(frame(texts, label) != nil, "\(label): \(texts.map(\.0))")
        }
        let standard = try #require(frame(texts, "Default")), midnight = try #require(frame(texts, "Midnight"))
        #expect(standard.maxY < midnight.minY && abs(standard.minX - midnight.minX) < 0.5, "\(standard) \(midnight)")
        // Titles in the label colour (black in light, white in dark), not the button's tint.
        #expect(drawsColor(images.light, midnight, (0, 0, 0)) && drawsColor(images.dark, midnight, (255, 255, 255)))
        // Rows are white cards on grouped grey in light, grey cards on black in dark.
        #expect(at(images.light, 8, standard.midY) == [242, 242, 247], "\(at(images.light, 8, standard.midY))")
        #expect(at(images.dark, 8, standard.midY) == [0, 0, 0], "\(at(images.dark, 8, standard.midY))")
    }
}

/// A value a completion handler sets, under a lock (handlers are `@Sendable`).
private final class LockedBox<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value
    init(_ value: Value) { self.value = value }
    func set(_ new: Value) { lock.lock(); value = new; lock.unlock() }
    func get() -> Value { lock.lock(); defer { lock.unlock() }; return value }
}
