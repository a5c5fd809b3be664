import Testing
import BackplateTestSupport
import Foundation
@testable import Backplate
import BackplateSnapshotTesting

/// Toolbar items see the environment of the view that declares `.toolbar`, as in SwiftUI:
/// a `.tint(_:)` applied around that view colours the bar's buttons, one inside a single item
/// still wins, and without a tint the buttons keep systemBlue.
@MainActor @Suite(.backplateLook(.iOS18), .tags(.pixels)) struct ToolbarTintInheritanceTests {
    /// The colours drawn inside the frame of the text `label` in a 393 × 300 render.
    private func colours<V: View>(of label: String, in view: V) throws -> Set<[Int]> {
        Set(try #require(try coloursInText(label, of: view, size: ProposedViewSize(width: 393, height: 300)), "no \(label)"))
    }

    private func has(_ colours: Set<[Int]>, _ colour: [Int]) -> Bool { colours.contains { close($0, colour, 6) } }

    @Test func aTintAroundTheDeclaringViewColoursTheBarButtons() throws {
        let tinted = NavigationStack {
            Text("Body")
                .toolbar {
                    ToolbarItemGroup(placement: .topBarTrailing) {
                        Button("Edit") {}
                    }
                }
                .tint(.red)
        }
        let red = try colours(of: "Edit", in: tinted)
        #expect(has(red, [255, 59, 48, 255]) && !has(red, [0, 122, 255, 255]))
    }

    @Test func anItemsOwnTintWinsAndUntintedItemsStayBlue() throws {
        let view = NavigationStack {
            Text("Body")
                .toolbar {
                    ToolbarItem(placement: .topBarLeading) { Button("Close") {} }
                    ToolbarItem(placement: .topBarTrailing) { Button("Save") {}.tint(.green) }
                }
                .tint(.red)
        }
        #expect(has(try colours(of: "Close", in: view), [255, 59, 48, 255]))
        #expect(has(try colours(of: "Save", in: view), [52, 199, 89, 255]))
        let plain = NavigationStack { Text("Body").toolbar { Button("Edit") {} } }
        #expect(has(try colours(of: "Edit", in: plain), [0, 122, 255, 255]))
    }
}
