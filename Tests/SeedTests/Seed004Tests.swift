import Foundation
import Testing
import BackplateTestSupport
import Backplate

/// Seed 004: a selected list row raises `backgroundProminence`, and the star rating switches
/// from yellow to the (white, selected-row) secondary style.
@Suite(.tags(.appFiles, .layout)) struct Seed004Tests {
    let recipes = [
        Recipe(id: 1, name: "Pancakes", description: "Fluffy and quick.", rating: 4),
        Recipe(id: 2, name: "Ratatouille", description: "Summer vegetables, slowly stewed until soft and sweet.", rating: 5),
        Recipe(id: 3, name: "Tarte Tatin", description: "Caramelised apples under pastry.", rating: 3),
    ]

    /// The star fills drawn in the list, in order.
    func starPaints(_ selected: Int?) -> [String] {
        let r = ImageRenderer(content: RecipeList(recipes: recipes, selectedRecipe: .constant(selected)))
        r.proposedSize = ProposedViewSize(width: 393, height: 500)
        return r.displayList().flattenedLeaves.compactMap { item -> String? in
            guard case .text(let t) = item, t.string == "symbol star.fill" else { return nil }
            return t.paints.first?.description
        }
    }

    @Test func unselectedStarsAreYellow() {
        let paints = starPaints(nil)
        #expect(paints.count == 12)
        #expect(paints.allSatisfy { $0 == "#FFCC00" })
    }

    @Test func selectedRowStarsTakeTheSecondaryStyle() {
        let paints = starPaints(2)
        #expect(paints.count == 12)
        // Row 2's five stars: the secondary level of the selected row's white foreground.
        #expect(Array(paints[4..<9]) == Array(repeating: "#FFFFFF80", count: 5))
        #expect(paints[0..<4].allSatisfy { $0 == "#FFCC00" } && paints[9...].allSatisfy { $0 == "#FFCC00" })
    }

    @Test func customShapeStyleResolvesWhereItIsUsed() {
        func paints(_ prominence: BackgroundProminence) -> [String] {
            let r = ImageRenderer(content: StarRatingWithStyle(rating: 3).environment(\.backgroundProminence, prominence))
            return r.displayList().description.split(separator: "\n").map { String($0.split(separator: " ").last ?? "") }
        }
        #expect(paints(.standard) == Array(repeating: "#FFCC00", count: 3))
        #expect(paints(.increased) == Array(repeating: "#3C3C4399", count: 3))
    }

    @Test func rowsReserveTwoLinesForTheDescription() {
        let r = ImageRenderer(content: RecipeListRow(recipe: recipes[0]))
        r.proposedSize = ProposedViewSize(width: 329, height: nil)
        let tree = r.layout()
        // Name line (21) + text-to-text gap (0) + two reserved body lines (20.287 + `.body`'s
        // 22-point leading → 43).
        #expect(abs(tree.size.height - (21 + 43)) < 0.01)
    }

    @Test func starsShareTheNameBaseline() throws {
        let r = ImageRenderer(content: RecipeListRow(recipe: recipes[2]))
        r.proposedSize = ProposedViewSize(width: 329, height: nil)
        let list = r.displayList().description
        #expect(list.contains("star.fill"))
    }
}
