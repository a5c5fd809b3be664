import Foundation
import Testing
import BackplateTestSupport
@testable import BackplatePreviewTool

/// `@Previewable @Query var habits: [Habit]` in a `#Preview`, as Xcode 16 allows: `@Query`
/// expands in the closure (where it only has to type-check) and again in the view `#Preview`
/// moves it into (unseen41's habit tracker; before, the closure's expansion declared a
/// `private(set)` peer, an error in a local scope).
@Suite(.serialized, .tags(.pixels)) struct PreviewPreviewableQueryTests {
    @Test func aPreviewableQueryReadsThePreviewsEmptyContainer() throws {
        let folder = PreviewToolSupport.temporaryFolder("previewable-query").appendingPathComponent("Habits")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try """
            import SwiftUI
            import SwiftData

            @Model final class Habit {
                var name: String
                init(name: String) { self.name = name }
            }

            struct HabitCount: View {
                let habits: [Habit]
                var body: some View { habits.isEmpty ? Color.green : Color.red }
            }

            #Preview(traits: .fixedLayout(width: 20, height: 20)) {
                @Previewable @Query(sort: \\Habit.name) var habits: [Habit]
                HabitCount(habits: habits)
                    .modelContainer(for: Habit.self, inMemory: true)
            }
            """.write(to: folder.appendingPathComponent("HabitCount.swift"), atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        let (report, rendered) = try PreviewToolSupport.renderFirstPreview(folder.path)
        let preview = try #require(report.results.first)
        #expect(preview.rendered, "\(preview.errors) \(report.otherErrors) \(report.leftOutFiles)")
        // No container above the view: the query finds nothing, as on iOS.
        let image = try #require(rendered)
        #expect(image.pixel(x: image.width / 2, y: image.height / 2) == .init(red: 52, green: 199, blue: 89, alpha: 255))
    }
}
