import Foundation

// A to-do app's date wording, in a file that imports only Foundation: iOS's Foundation has
// `RelativeDateTimeFormatter`, so the file compiles there without SwiftUI.

extension Date {
    func dueWording(relativeTo now: Date) -> String {
        let formatter = RelativeDateTimeFormatter()
        formatter.unitsStyle = .full
        formatter.locale = Locale(identifier: "en_US")
        return formatter.localizedString(for: self, relativeTo: now)
    }

    func shortDueWording(relativeTo now: Date) -> String {
        let formatter = RelativeDateTimeFormatter()
        formatter.unitsStyle = .abbreviated
        formatter.dateTimeStyle = .named
        formatter.locale = Locale(identifier: "en_US")
        return formatter.localizedString(for: self, relativeTo: now)
    }
}
