import Foundation
import Testing
import BackplateTestSupport
@testable import Backplate
@testable import BackplateCore

/// `Label(_:image:)` and `ContentUnavailableView(_:image:description:)`, which the API coverage
/// list found missing: SwiftUI's `systemImage:` forms with `Image(name)`, an asset-catalog image,
/// as the icon. The fixture catalog's `RecipeBadge` is 10 x 10 pt, blue in its 2x file.
@Suite struct AssetImageLabelTests {
    init() throws { try AssetCatalog.register(recipeKitCatalog) }

    private func displayList<V: View>(_ view: V, width: CGFloat = 390, height: CGFloat? = nil) -> DisplayList {
        let r = ImageRenderer(content: view)
        r.proposedSize = ProposedViewSize(width: width, height: height)
        return r.displayList()
    }

    private func images(_ list: DisplayList) -> [CGRect] {
        var out: [CGRect] = []
        for case .image(let i) in list.flattenedLeaves { out.append(i.frame) }
        return out
    }

    @Test func labelWithAnAssetImageIsTheTitleBesideImageNamed() throws {
        let label = displayList(Label("Receipts", image: "RecipeBadge"))
        #expect(label == displayList(Label(title: { Text("Receipts") }, icon: { Image("RecipeBadge") })))
        #expect(displayList(Label(String("Receipts"), image: "RecipeBadge")) == label)
        // The badge is drawn at its catalog size, leading, before the title.
        let badge = try #require(images(label).first)
        #expect(badge.width == 10 && badge.height == 10)
        let titles = label.drawnTexts
        #expect(titles.map(\.0) == ["Receipts"])
        #expect(titles[0].1.minX > badge.maxX)
    }

    @Test func contentUnavailableWithAnAssetImage() throws {
        let view = ContentUnavailableView("No Trips", image: "RecipeBadge", description: Text("Plan one"))
        let spelledOut = ContentUnavailableView(label: { Label("No Trips", image: "RecipeBadge") },
                                                description: { Text("Plan one") })
        let list = displayList(view, height: 600)
        #expect(list == displayList(spelledOut, height: 600))
        #expect(images(list).count == 1)
        #expect(displayList(ContentUnavailableView(String("No Trips"), image: "RecipeBadge", description: Text("Plan one")),
                            height: 600) == list)
    }
}
