import Testing
import BackplateTestSupport
import Foundation
@testable import Backplate
import BackplateSnapshotTesting

/// Without a `listRowSeparatorLeading` guide, a row's separator starts at the first text the
/// row draws, as on iOS 16 and later: under the title of an icon-then-title row, at the row
/// inset for a plain text row, and where an explicit guide says when one is set.
@MainActor @Suite(.backplateLook(.iOS18), .tags(.pixels)) struct ListSeparatorTextLeadingTests {
    /// The x (in points) where the hairline between the first two rows starts, scanning a 1x
    /// render of an inset-grouped list at the row boundary.
    private func separatorStart<Row: View>(@ViewBuilder rows: () -> Row) throws -> Int? {
        let list = List { Section { rows() } }.listStyle(.insetGrouped)
        let renderer = ImageRenderer(content: list)
        renderer.proposedSize = ProposedViewSize(width: 393, height: 300)
        renderer.scale = 1
        renderer.isOpaque = true
        let image = try renderer.render()
        // The first row spans 44 points from the section top (35): its separator is the one
        // non-white run at y 78...79 inside the card (x 20...373).
        for y in 77...80 {
            if let x = (20..<373).first(where: { !close(rgba(image, $0, y), [255, 255, 255, 255], 6) }),
               !close(rgba(image, 372, y), [255, 255, 255, 255], 6) {
                return x
            }
        }
        return nil
    }

    @Test func anIconThenTitleRowStartsItsSeparatorUnderTheTitle() throws {
        let start = try separatorStart {
            HStack(spacing: 12) {
                Image(systemName: "star.fill").frame(width: 30)
                Text("Favourites")
            }
            Text("Second")
        }
        // 20 (card) + 20 (row inset) + 30 (icon) + 12 (spacing) = 82.
        #expect(start == 82, "\(String(describing: start))")
    }

    @Test func plainRowsAndExplicitGuidesKeepTheirStart() throws {
        let plain = try separatorStart {
            Text("First")
            Text("Second")
        }
        #expect(plain == 40, "\(String(describing: plain))")
        let guided = try separatorStart {
            HStack(spacing: 12) {
                Image(systemName: "star.fill").frame(width: 30)
                Text("Favourites")
            }
            .alignmentGuide(.listRowSeparatorLeading) { $0[.leading] }
            Text("Second")
        }
        #expect(guided == 40, "\(String(describing: guided))")
    }
}
