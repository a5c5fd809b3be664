import Testing
import SwiftUI

// A toast that VoiceOver announces, written as unseen39's Sage writes it with iOS 17's
// `AccessibilityNotification`: posting compiles and does nothing in a render.

private struct ToastBanner: View {
    let message: String
    var body: some View {
        Text(message)
            .padding()
            .onAppear { AccessibilityNotification.Announcement("Success: \(message)").post() }
    }
}

@Suite struct AccessibilityAnnouncementTests {
    @Test func anAnnouncementKeepsItsTextAndPostsNothing() {
        let announcement = AccessibilityNotification.Announcement("Saved")
        #expect(String(announcement.announcement.characters) == "Saved")
        announcement.post()
        AccessibilityNotification.ScreenChanged().post()
        #expect(ToastBanner(message: "Saved").message == "Saved")
    }
}
