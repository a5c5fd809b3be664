import SwiftUI

// Quill's String Catalog symbols, declared as Xcode 26 generates them for manually managed
// keys (GeneratedStringSymbols_Localizable.swift in an app's derived sources).
extension LocalizedStringResource {
    static var quillTodayTab: LocalizedStringResource { LocalizedStringResource("quill.tab.today", defaultValue: "Today") }
    static var quillSettingsTab: LocalizedStringResource { LocalizedStringResource("quill.tab.settings", defaultValue: "Settings") }
    static var quillTodayTitle: LocalizedStringResource { LocalizedStringResource("quill.today.title", defaultValue: "Journal") }
    static var quillLoading: LocalizedStringResource { LocalizedStringResource("quill.loading", defaultValue: "Loading entries") }
    static var quillNameField: LocalizedStringResource { LocalizedStringResource("quill.settings.name", defaultValue: "Your name") }
    static var quillReminders: LocalizedStringResource { LocalizedStringResource("quill.settings.reminders", defaultValue: "Daily reminder") }
    static var quillReminderTime: LocalizedStringResource { LocalizedStringResource("quill.settings.time", defaultValue: "Remind me at") }
    static var quillStreak: LocalizedStringResource { LocalizedStringResource("quill.settings.streak", defaultValue: "Current streak") }
    static var quillExport: LocalizedStringResource { LocalizedStringResource("quill.settings.export", defaultValue: "Export journal") }
    static var quillMood: LocalizedStringResource { LocalizedStringResource("quill.settings.mood", defaultValue: "Default mood") }
    static func quillEntryCount(_ arg1: Int) -> LocalizedStringResource {
        LocalizedStringResource("quill.entries %lld", defaultValue: "\(arg1) entries this week")
    }
}
