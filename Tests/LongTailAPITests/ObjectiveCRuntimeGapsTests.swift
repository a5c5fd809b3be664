import Testing
import BackplateTestSupport
import Foundation
import SwiftUI
import UIKit
import CoreImage
import CoreData

/// What real files ask of the Objective-C runtime, which Linux lacks: key-value coding on any
/// `NSObject` (reads by reflection, writes only into stores), `responds(to:)` (false), and the
/// target-selector observers and timers (never called), each with a warning naming the call.
@MainActor @Suite(.tags(.layout)) struct ObjectiveCRuntimeGapsTests {
    final class Trail: NSObject {
        var name = "Ridge Loop"
        var length: Double? = 7.5
        var note: String?
        func refresh(_ note: Notification) {}
    }

    @Test func keyValueReadingFindsStoredPropertiesAndWarnsForTheRest() {
        let trail = Trail()
        #expect(trail.value(forKey: "name") as? String == "Ridge Loop")
        #expect(trail.value(forKey: "length") as? Double == 7.5)
        #expect(trail.value(forKey: "note") == nil)
        let (missing, readWarnings) = RuntimeWarning.collecting { trail.value(forKey: "elevation") }
        #expect(missing == nil && readWarnings.contains { $0.contains("value(forKey: \"elevation\") on Trail finds no stored property") })
        let (_, writeWarnings) = RuntimeWarning.collecting { trail.setValue("Creek Walk", forKey: "name") }
        #expect(trail.name == "Ridge Loop")
        #expect(writeWarnings.contains { $0.contains("setValue(_:forKey: \"name\") on Trail changes nothing") })
        #expect(trail.value(forKeyPath: "name") as? String == "Ridge Loop")
    }

    @Test func storesTakeValuesByKey() throws {
        let defaults = try #require(UserDefaults(suiteName: "ObjectiveCRuntimeGapsTests"))
        defaults.setValue(3, forKey: "launches")
        #expect(defaults.value(forKey: "launches") as? Int == 3 && defaults.integer(forKey: "launches") == 3)
        defaults.setValue(nil, forKey: "launches")
        #expect(defaults.object(forKey: "launches") == nil)

        let object = NSManagedObject()
        object.setValue("Granola", forKey: "title")
        #expect(object.value(forKey: "title") as? String == "Granola")
    }

    @Test func theWritingToolsIdiomSkipsItsGuardedCall() {
        // A text view guarded by `responds(to:)` (CardGenie's editor): false, so nothing is set.
        let textView = UITextView()
        let (_, warnings) = RuntimeWarning.collecting {
            if textView.responds(to: Selector(("setWritingToolsEnabled:"))) {
                textView.setValue(true, forKey: "writingToolsEnabled")
            }
        }
        #expect(warnings.contains { $0.contains("responds(to: setWritingToolsEnabled:) on UITextView answers false") })
        #expect(!warnings.contains { $0.contains("writingToolsEnabled\") on UITextView") })
    }

    @Test func selectorObserversAndTimersAreNeverCalled() {
        let trail = Trail()
        let (timer, warnings) = RuntimeWarning.collecting {
            NotificationCenter.default.addObserver(trail, selector: Selector("refresh:"), name: UIApplication.didBecomeActiveNotification, object: nil)
            return Timer.scheduledTimer(timeInterval: 2, target: trail, selector: Selector("refresh:"), userInfo: nil, repeats: true)
        }
        #expect(warnings.contains { $0.contains("addObserver(_:selector: refresh:, name: \"UIApplicationDidBecomeActiveNotification\") on Trail is never called") })
        #expect(timer.timeInterval == 2 && timer.isValid)
        #expect(warnings.contains { $0.contains("Timer(timeInterval:target:selector: refresh:) on Trail never fires") })
    }

    enum SyncError: Error, CustomLocalizedStringResourceConvertible {
        case offline
        var localizedStringResource: LocalizedStringResource { "You're offline." }
    }

    @Test func foundationNamesLinuxLacks() {
        #expect(String(localized: SyncError.offline.localizedStringResource) == "You're offline.")
        let filter = CIFilter(name: "CISharpenLuminance")
        filter?.setValue(0.7, forKey: kCIInputSharpnessKey)
        #expect(filter?.value(forKey: "inputSharpness") as? Double == 0.7)
        #expect(kCIInputAmountKey == "inputAmount" && kCIInputAngleKey == "inputAngle")
        // Core Foundation's Info.plist keys read through `as String`, as apps read their build number.
        let info: [String: Any] = ["CFBundleVersion": "42", "CFBundleIdentifier": "com.example.trains"]
        #expect(info[kCFBundleVersionKey as String] as? String == "42" && info[kCFBundleIdentifierKey] as? String == "com.example.trains")
    }
}
