import Testing
import Foundation
import SwiftUI

/// Apps localized before String Catalogs keep `en.lproj/Localizable.strings`, read through
/// `NSLocalizedString`, `String(localized:)` and `Text("key")`: an iPhone set to English shows
/// the table's values, never the keys.
@Suite struct LprojStringTablesTests {
    /// A bundle folder with English and German tables, as Xcode copies them into an app.
    static let bundle: Bundle = {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("lproj-tables-\(UUID().uuidString)")
        let tables: [(String, String, String)] = [
            ("en", "Localizable", "/* Header */\n\"headerTitle\" = \"Rituals\";\n\"emptyTitle\" = \"No **habits** yet\";\n"),
            ("en", "Onboarding", "\"welcome\" = \"Start small\";\n"),
            ("de", "Localizable", "\"headerTitle\" = \"Rituale\";\n"),
        ]
        for (language, table, text) in tables {
            let folder = root.appendingPathComponent("\(language).lproj")
            try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try? text.write(to: folder.appendingPathComponent("\(table).strings"), atomically: true, encoding: .utf8)
        }
        return Bundle(path: root.path)!
    }()

    private func texts<V: View>(_ view: V) -> [String] {
        ImageRenderer(content: view.frame(width: 320, height: 120)).displayList().drawnTexts.map(\.0)
    }

    @Test func stringLocalizedReadsTheEnglishTableAndFallsBackToTheKey() {
        #expect(String(localized: "headerTitle", bundle: Self.bundle) == "Rituals")
        #expect(String(localized: String.LocalizationValue("headerTitle"), bundle: Self.bundle) == "Rituals")
        #expect(String(localized: "welcome", table: "Onboarding", bundle: Self.bundle) == "Start small")
        #expect(String(localized: "missingKey", bundle: Self.bundle) == "missingKey")
        #expect(String(localized: "missingKey", defaultValue: "Fallback", bundle: Self.bundle) == "Fallback")
        #expect(NSLocalizedString("headerTitle", bundle: Self.bundle, comment: "") == "Rituals")
    }

    @Test func textWithAKeyDrawsTheTableValueWithItsMarkdown() {
        #expect(texts(Text("headerTitle", bundle: Self.bundle)) == ["Rituals"])
        #expect(texts(Text("welcome", tableName: "Onboarding", bundle: Self.bundle)) == ["Start small"])
        // The value's Markdown is styled as a literal's is: the markers are not drawn.
        #expect(texts(Text("emptyTitle", bundle: Self.bundle)).joined() == "No habits yet")
        // Interpolated keys are not the table's keys (iOS looks up "%@"): drawn as written.
        let name = "headerTitle"
        #expect(texts(Text("\(name)", bundle: Self.bundle)) == ["headerTitle"])
        #expect(texts(Text("missingKey", bundle: Self.bundle)) == ["missingKey"])
    }

    @Test func aResourceReadsItsBundlesTableBeforeItsDefaultValue() {
        let resource = LocalizedStringResource("headerTitle", defaultValue: "Habits", bundle: Self.bundle)
        #expect(String(localized: resource) == "Rituals")
        let untranslated = LocalizedStringResource("missingKey", defaultValue: "Habits", bundle: Self.bundle)
        #expect(String(localized: untranslated) == "Habits")
    }
}
