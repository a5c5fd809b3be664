import Testing
import Foundation
import UIKit

/// iOS 14's list content configurations as UIKit list code writes them: a cell's default
/// configuration for its style, customised and assigned, with UIKit's text-style fonts and
/// label colours (nothing draws a UIKit cell: the values are what the tests read).
@MainActor @Suite("UIKit list content configurations") struct UIListContentConfigurationTests {
    @Test func cellTextIsBodyInTheLabelColourAndSubtitlesAreSubheadlineInTheSecondary() {
        let cell = UIListContentConfiguration.cell()
        #expect(cell.text == nil && cell.secondaryText == nil && cell.image == nil && cell.attributedText == nil)
        #expect(cell.textProperties.font == UIFont.preferredFont(forTextStyle: .body) && cell.textProperties.font.pointSize == 17)
        #expect(cell.textProperties.color == UIColor.label && cell.textProperties.resolvedColor() == UIColor.label)
        #expect(cell.textProperties.numberOfLines == 0 && cell.textProperties.alignment == .natural)
        #expect(cell.textProperties.lineBreakMode == .byTruncatingTail && cell.textProperties.transform == .none)
        #expect(cell.textProperties.adjustsFontForContentSizeCategory && cell.alpha == 1)

        let subtitle = UIListContentConfiguration.subtitleCell()
        #expect(subtitle.secondaryTextProperties.font == UIFont.preferredFont(forTextStyle: .subheadline))
        #expect(subtitle.secondaryTextProperties.font.pointSize == 15 && subtitle.secondaryTextProperties.color == UIColor.secondaryLabel)
        #expect(!subtitle.prefersSideBySideTextAndSecondaryText)

        let value = UIListContentConfiguration.valueCell()
        #expect(value.prefersSideBySideTextAndSecondaryText)
        #expect(value.secondaryTextProperties.font.pointSize == 17 && value.secondaryTextProperties.color == UIColor.secondaryLabel)
        #expect(value.textProperties.color == UIColor.label)
    }

    @Test func headersAndFootersUseTheSectionStyles() {
        let header = UIListContentConfiguration.header()
        #expect(header.textProperties.font == UIFont.preferredFont(forTextStyle: .headline))
        #expect(header.textProperties.font != UIFont.preferredFont(forTextStyle: .body), "headline is semibold, body regular")
        #expect(header.textProperties.color == UIColor.secondaryLabel && header.axesPreservingSuperviewLayoutMargins == .both)
        #expect(UIListContentConfiguration.groupedHeader() == header && UIListContentConfiguration.plainHeader() == header)

        let footer = UIListContentConfiguration.footer()
        #expect(footer.textProperties.font.pointSize == 13 && footer.textProperties.color == UIColor.secondaryLabel)
        #expect(UIListContentConfiguration.groupedFooter() == footer && footer != header)

        #expect(UIListContentConfiguration.prominentInsetGroupedHeader().textProperties.font.pointSize == 20)
        #expect(UIListContentConfiguration.extraProminentInsetGroupedHeader().textProperties.font.pointSize == 22)
        #expect(UIListContentConfiguration.prominentInsetGroupedHeader().textProperties.color == UIColor.label)
    }

    @Test func cellsHandOutTheConfigurationOfTheirStyle() {
        #expect(UITableViewCell(style: .default, reuseIdentifier: "row").defaultContentConfiguration() == .cell())
        #expect(UITableViewCell(style: .subtitle, reuseIdentifier: "row").defaultContentConfiguration() == .subtitleCell())
        #expect(UITableViewCell(style: .value1, reuseIdentifier: "row").defaultContentConfiguration() == .valueCell())
        #expect(UITableViewCell(style: .value1, reuseIdentifier: "row").defaultContentConfiguration() != .cell())
        #expect(UICollectionViewListCell(frame: .zero).defaultContentConfiguration() == .cell())
        #expect(UITableViewHeaderFooterView(reuseIdentifier: "header").defaultContentConfiguration() == .header())

        let cell = UITableViewCell(style: .default, reuseIdentifier: "row")
        #expect(cell.reuseIdentifier == "row" && cell.detailTextLabel == nil && cell.textLabel != nil)
        #expect(cell.accessoryType == .none && cell.selectionStyle == .default && cell.contentConfiguration == nil)
        #expect(UITableViewCell(style: .subtitle, reuseIdentifier: nil).detailTextLabel != nil)
        #expect(UITableViewCell.CellStyle.subtitle.rawValue == 3 && UITableViewCell.AccessoryType.checkmark.rawValue == 3)
    }

    @Test func aConfigurationIsCustomisedAndAssignedAsUIKitsDocumentationShows() throws {
        let cell = UITableViewCell(style: .default, reuseIdentifier: "favorite")
        var content = cell.defaultContentConfiguration()
        content.image = UIImage(systemName: "star")
        content.text = "Favorites"
        content.imageProperties.tintColor = .purple
        content.textProperties.numberOfLines = 1
        content.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 8, leading: 20, bottom: 8, trailing: 20)
        content.imageToTextPadding = 12
        cell.contentConfiguration = content
        cell.accessoryType = .disclosureIndicator

        let assigned = try #require(cell.contentConfiguration as? UIListContentConfiguration)
        #expect(assigned == content && assigned != .cell())
        #expect(assigned.text == "Favorites" && assigned.image != nil && assigned.textProperties.numberOfLines == 1)
        #expect(assigned.imageProperties.resolvedTintColor(for: .systemBlue) == UIColor.purple)
        #expect(UIListContentConfiguration.cell().imageProperties.resolvedTintColor(for: .systemBlue) == UIColor.systemBlue)
        #expect(assigned.directionalLayoutMargins.leading == 20 && assigned.imageToTextPadding == 12)
        #expect(UIListContentConfiguration.ImageProperties.standardDimension == -CGFloat.greatestFiniteMagnitude)

        let view = assigned.makeContentView()
        #expect(view is UIListContentView && (view.configuration as? UIListContentConfiguration) == assigned)
        view.configuration = UIListContentConfiguration.footer()
        #expect((view.configuration as? UIListContentConfiguration) == .footer())
        #expect(Set([UIListContentConfiguration.cell(), .cell(), .footer()]).count == 2)
    }

    @Test func aListCellRegistrationConfiguresItsContent() throws {
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = item
            content.secondaryText = "12 items"
            cell.contentConfiguration = content
        }
        let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        let cell = collectionView.dequeueConfiguredReusableCell(using: registration, for: IndexPath(item: 0, section: 0), item: "Groceries")
        let content = try #require(cell.contentConfiguration as? UIListContentConfiguration)
        #expect(content.text == "Groceries" && content.secondaryText == "12 items")
        #expect(content.secondaryTextProperties.color == UIColor.secondaryLabel)
    }
}
