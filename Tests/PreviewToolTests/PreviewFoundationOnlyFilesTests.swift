import Foundation
import Testing
import BackplateTestSupport
import Backplate
@testable import BackplatePreviewTool

/// A model file that imports Foundation alone, built with `MemberImportVisibility` (Xcode 26
/// projects turn it on): what iOS's Foundation has and Linux's lacks must come from a module
/// every preview file imports, not from one the file does not name (unseen38's DailyLock).
@Suite struct PreviewFoundationOnlyFilesTests {
    @Test func sortDescriptorsByKeyAndWordEnumerationNeedOnlyFoundation() throws {
        let folder = PreviewToolSupport.temporaryFolder("foundation-only").appendingPathComponent("Journal")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try """
            import Foundation

            enum JournalQueries {
                static var newestFirst: [NSSortDescriptor] { [NSSortDescriptor(key: "date", ascending: false)] }
                static func wordCount(_ text: String) -> Int {
                    var count = 0
                    text.enumerateSubstrings(in: text.startIndex..., options: .byWords) { _, _, _, _ in count += 1 }
                    return count
                }
            }
            """.write(to: folder.appendingPathComponent("JournalQueries.swift"), atomically: true, encoding: .utf8)
        try """
            import SwiftUI

            #Preview("Counts", traits: .fixedLayout(width: 40, height: 40)) {
                JournalQueries.wordCount("Slept well, ran 5k.") == 4 && JournalQueries.newestFirst.first?.ascending == false
                    ? Color.green : Color.red
            }
            """.write(to: folder.appendingPathComponent("CountsPreview.swift"), atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        let (report, rendered) = try PreviewToolSupport.renderFirstPreview(folder.path, extra: ["--enable-upcoming-feature", "MemberImportVisibility"])
        let counts = try #require(report.results.first)
        #expect(counts.rendered, "\(counts.errors) \(report.leftOutFiles)")
        let image = try #require(rendered)
        #expect(image.pixel(x: image.width / 2, y: image.height / 2) == .init(red: 52, green: 199, blue: 89, alpha: 255))
    }
}
