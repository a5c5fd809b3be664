import Testing
import BackplateTestSupport
import Foundation
@testable import Backplate

private struct Crew: Identifiable, Hashable {
    let id: Int
    let name: String
    var children: [Crew]? = nil
}

private let crew = [Crew(id: 1, name: "Alpha"), Crew(id: 2, name: "Bravo"), Crew(id: 3, name: "Charlie")]
private let tree = [Crew(id: 1, name: "Deck", children: [Crew(id: 11, name: "Bosun")]), Crew(id: 2, name: "Galley")]

/// `List`'s data initializers over ranges, bindings, key-path identifiers with children and
/// bindings with edit actions (SwiftUI's full set): each draws what the equivalent
/// `List { ForEach(...) }` or `OutlineGroup` draws, its selected rows on the accent fill
/// (iOS 18 look: systemBlue 0,122,255 on a 393 × 852 screen, the bar at y = 0).
@MainActor @Suite(.backplateLook(.iOS18), .tags(.pixels)) struct ListDataInitTests {
    func pixel<V: View>(_ view: V, _ x: Double, _ y: Double) throws -> [Int] {
        let r = ImageRenderer(content: view)
        r.proposedSize = ProposedViewSize(width: 393, height: 852)
        r.isOpaque = true
        let p = try r.render().pixel(x: Int(x), y: Int(y))
        return [Int(p.red), Int(p.green), Int(p.blue)]
    }

    func drawing<V: View>(_ view: V) -> DisplayList {
        let r = ImageRenderer(content: view)
        r.proposedSize = ProposedViewSize(width: 393, height: 852)
        return r.displayList()
    }

    /// The fill behind the row drawing `text` (at x = 300, the row's middle).
    func rowFill<V: View>(_ list: V, _ text: String) throws -> [Int] {
        let f = try #require(frame(phoneTexts(list, safeArea: EdgeInsets()), text))
        return try pixel(list, 300, f.midY)
    }

    @Test func bindingRowsWithASetSelectionFillTheSelectedRows() throws {
        var data = crew
        let items = Binding(get: { data }, set: { data = $0 })
        let list = List(items, selection: .constant(Set([2]))) { $member in Text(member.name) }
        #expect(try rowFill(list, "Bravo") == [0, 122, 255])
        #expect(try rowFill(list, "Alpha") == [255, 255, 255])
        // An optional selection and a key-path identifier select the same row.
        let byName = List(items, id: \.name, selection: .constant(Optional("Charlie"))) { $member in Text(member.name) }
        #expect(try rowFill(byName, "Charlie") == [0, 122, 255])
        #expect(try rowFill(byName, "Bravo") == [255, 255, 255])
    }

    @Test func rangesAndKeyPathIdentifiersSelectByTheirOwnValues() throws {
        let range = List(0..<3, selection: .constant(Set([1]))) { Text("Row \($0)") }
        #expect(try rowFill(range, "Row 1") == [0, 122, 255])
        #expect(try rowFill(range, "Row 0") == [255, 255, 255])
        // The identifier's type is its own (a name), not the selection's row type.
        let names = List(crew, id: \.name, selection: .constant(Set(["Alpha"]))) { Text($0.name) }
        #expect(try rowFill(names, "Alpha") == [0, 122, 255])
        // A selection of another type than the identifiers selects nothing, as in SwiftUI.
        let mismatched = List(crew, id: \.name, selection: .constant(Set([1]))) { Text($0.name) }
        #expect(try rowFill(mismatched, "Alpha") == [255, 255, 255])
    }

    @Test func identifiableDataTakesASelectionOfAnyType() throws {
        // A sidebar's `List(categories, selection: $category)` with the category itself selected
        // (LiquidGlassSample, unseen28) compiles; its rows' tags are ids, so an id selects.
        let byElement = List(crew, selection: .constant(Optional(crew[0].name))) { Text($0.name) }
        #expect(try rowFill(byElement, "Alpha") == [255, 255, 255])
        let byID = List(crew, selection: .constant(Optional(crew[1].id))) { Text($0.name) }
        #expect(try rowFill(byID, "Bravo") == [0, 122, 255])
        #expect(try rowFill(byID, "Alpha") == [255, 255, 255])
        let set = List(crew, selection: .constant(Set([crew[2].id]))) { Text($0.name) }
        #expect(try rowFill(set, "Charlie") == [0, 122, 255])
    }

    @Test func editActionListsDrawWhatAForEachWithEditActionsDraws() {
        var data = crew
        let items = Binding(get: { data }, set: { data = $0 })
        let direct = List(items, editActions: .all) { $member in Text(member.name) }
            .environment(\.editMode, .constant(.active))
        let nested = List { ForEach(items, editActions: .all) { $member in Text(member.name) } }
            .environment(\.editMode, .constant(.active))
        #expect(drawing(direct) == drawing(nested))
        let byName = List(items, id: \.name, editActions: .delete) { $member in Text(member.name) }
            .environment(\.editMode, .constant(.active))
        let nestedByName = List { ForEach(items, id: \.name, editActions: .delete) { $member in Text(member.name) } }
            .environment(\.editMode, .constant(.active))
        #expect(drawing(byName) == drawing(nestedByName))
        // In edit mode the rows show their controls: the drawing differs from the idle list.
        #expect(drawing(direct) != drawing(List(items, editActions: .all) { $member in Text(member.name) }))
    }

    @Test func hierarchicalListsWithKeyPathsAndBindingsDrawTheirTopLevel() throws {
        let identified = List(tree, children: \.children) { Text($0.name) }
        let byID = List(tree, id: \.id, children: \.children) { Text($0.name) }
        #expect(drawing(byID) == drawing(identified))
        var data = tree
        let items = Binding(get: { data }, set: { data = $0 })
        let bound = List(items, children: \.children) { $member in Text(member.name) }
        #expect(drawing(bound) == drawing(identified))
        let texts = phoneTexts(bound, safeArea: EdgeInsets()).map(\.0)
        #expect(texts.contains("Deck") && texts.contains("Galley") && !texts.contains("Bosun"), "\(texts)")
        let selected = List(items, id: \.id, children: \.children, selection: .constant(Set([2]))) { $member in Text(member.name) }
        #expect(try rowFill(selected, "Galley") == [0, 122, 255])
        #expect(try rowFill(selected, "Deck") == [255, 255, 255])
    }
}
