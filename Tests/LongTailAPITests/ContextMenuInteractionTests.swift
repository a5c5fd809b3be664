import Testing
import BackplateTestSupport
import Foundation
import UIKit

/// A view controller's context menu, as a UIKit app writes it.
private final class RowMenuOwner: NSObject, UIContextMenuInteractionDelegate {
    var chosen: [String] = []

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
        UIContextMenuConfiguration(identifier: "row-3" as NSString, previewProvider: nil) { suggested in
            UIMenu(title: "", children: suggested + [UIAction(title: "Share") { _ in self.chosen.append("Share") }])
        }
    }
}

/// `UIContextMenuInteraction`: a still render has no long press, so the interaction keeps its
/// delegate and view, shows no menu and runs no provider.
@MainActor @Suite struct ContextMenuInteractionTests {
    @Test func theInteractionKeepsItsDelegateAndViewAndShowsNoMenu() {
        let owner = RowMenuOwner()
        let interaction = UIContextMenuInteraction(delegate: owner)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 120, height: 44))
        view.addInteraction(interaction)
        #expect(interaction.delegate === owner && interaction.view === view)
        #expect(interaction.menuAppearance == .unknown)
        #expect(interaction.location(in: view) == CGPoint.zero)
        var rebuilt = 0
        interaction.updateVisibleMenu { rebuilt += 1; return $0 }
        #expect(rebuilt == 0 && owner.chosen.isEmpty)
        view.removeInteraction(interaction)
        #expect(interaction.view == nil)
    }

    @Test func theDelegateIsHeldWeakly() {
        var owner: RowMenuOwner? = RowMenuOwner()
        let interaction = UIContextMenuInteraction(delegate: owner!)
        owner = nil
        #expect(interaction.delegate == nil)
    }

    @Test func configurationsKeepTheirIdentifierAndDefaults() throws {
        let owner = RowMenuOwner()
        let configuration = try #require(owner.contextMenuInteraction(UIContextMenuInteraction(delegate: owner),
                                                                     configurationForMenuAtLocation: CGPoint(x: 10, y: 20)))
        #expect((configuration.identifier as? NSString) == "row-3")
        #expect(configuration.preferredMenuElementOrder == .automatic && configuration.badgeCount == 0)
        #expect(configuration.secondaryItemIdentifiers.isEmpty)
        let generated = UIContextMenuConfiguration()
        #expect(UUID(uuidString: (generated.identifier as? NSString).map { $0 as String } ?? "") != nil)
        let orders: [Int] = [UIContextMenuConfiguration.ElementOrder.automatic.rawValue, UIContextMenuConfiguration.ElementOrder.priority.rawValue,
                             UIContextMenuConfiguration.ElementOrder.fixed.rawValue]
        #expect(orders == [0, 1, 2])
        #expect(UIContextMenuInteractionCommitStyle.pop.rawValue == 1)
    }
}
