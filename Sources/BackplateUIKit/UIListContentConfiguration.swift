import Foundation
import BackplateCore

/// The content and styling of a list element (a cell, a header, a footer) with UIKit's default
/// look for each kind (iOS 14): an image, a text and a secondary text with their properties.
///
/// The fonts and colours are UIKit's: a cell's text in `.body` and `.label`, its secondary text
/// in `.subheadline` (`.body` beside it in a value cell) and `.secondaryLabel`; headers in
/// `.headline` and footers in `.footnote`, both `.secondaryLabel`, as iOS 26 draws list sections.
/// Margins and paddings, which UIKit does not document, are estimates (see each style). A table
/// draws a cell with this configuration as a `List` row of the same content (`swiftUIContent`);
/// its content view, in a representable, draws it inset by `directionalLayoutMargins`.
public struct UIListContentConfiguration: UIContentConfiguration, Hashable {
    /// The image shown before the text (`nil`: none).
    public var image: UIImage?
    /// The image's tint, size limits and corner radius.
    public var imageProperties = ImageProperties()
    /// The primary text (`nil`: none).
    public var text: String?
    /// The primary text with attributes, shown instead of `text` when set.
    public var attributedText: NSAttributedString?
    /// The primary text's font, colour and line limits.
    public var textProperties: TextProperties
    /// The secondary text (`nil`: none).
    public var secondaryText: String?
    /// The secondary text with attributes, shown instead of `secondaryText` when set.
    public var secondaryAttributedText: NSAttributedString?
    /// The secondary text's font, colour and line limits.
    public var secondaryTextProperties: TextProperties
    /// The axes on which the content view keeps its superview's (the cell's) layout margins
    /// (`.horizontal` for cells: the cell's 16- or 20-point margins; `.both` for headers and footers).
    public var axesPreservingSuperviewLayoutMargins: UIAxis = .horizontal
    /// The margins between the content and the content view's edges.
    public var directionalLayoutMargins: NSDirectionalEdgeInsets
    /// Whether the texts sit side by side when they fit (`true` in a value cell), else stacked.
    public var prefersSideBySideTextAndSecondaryText = false
    /// The space between the image and the text, when there are both.
    public var imageToTextPadding: CGFloat = 16
    /// The least space between the texts when side by side.
    public var textToSecondaryTextHorizontalPadding: CGFloat = 8
    /// The space between the texts when stacked.
    public var textToSecondaryTextVerticalPadding: CGFloat = 3
    /// The content's opacity, from 0 to 1 (1).
    public var alpha: CGFloat = 1

    private init(text: TextProperties, secondary: TextProperties, margins: NSDirectionalEdgeInsets) {
        textProperties = text
        secondaryTextProperties = secondary
        directionalLayoutMargins = margins
    }

    /// A cell's vertical margins (11 points: a 44-point row of one `.body` line, UIKit's
    /// classic row; an estimate) and the horizontal ones it keeps from the cell.
    private static let cellMargins = NSDirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)
    private static let headerMargins = NSDirectionalEdgeInsets(top: 10, leading: 16, bottom: 10, trailing: 16)
    private static let footerMargins = NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 6, trailing: 16)

    private static func text(_ style: UIFont.TextStyle, _ color: UIColor) -> TextProperties {
        TextProperties(font: .preferredFont(forTextStyle: style), color: color)
    }

    /// A cell in a list: one `.body` line in the label colour.
    public static func cell() -> UIListContentConfiguration {
        UIListContentConfiguration(text: text(.body, .label), secondary: text(.subheadline, .secondaryLabel), margins: cellMargins)
    }

    /// A cell with a subtitle: the text in `.body`, the secondary text under it in
    /// `.subheadline` and the secondary label colour.
    public static func subtitleCell() -> UIListContentConfiguration { cell() }

    /// A cell with a value: the text, and the secondary text in `.body` and the secondary label
    /// colour beside it, trailing (`prefersSideBySideTextAndSecondaryText`).
    public static func valueCell() -> UIListContentConfiguration {
        var configuration = UIListContentConfiguration(text: text(.body, .label), secondary: text(.body, .secondaryLabel),
                                                       margins: cellMargins)
        configuration.prefersSideBySideTextAndSecondaryText = true
        return configuration
    }

    /// A cell in a sidebar list: as `cell()` (a phone shows sidebars as lists).
    public static func sidebarCell() -> UIListContentConfiguration { cell() }
    /// A cell with a subtitle in a sidebar list: as `subtitleCell()`.
    public static func sidebarSubtitleCell() -> UIListContentConfiguration { subtitleCell() }
    /// A cell in an accompanied sidebar list: as `cell()`.
    public static func accompaniedSidebarCell() -> UIListContentConfiguration { cell() }
    /// A cell with a subtitle in an accompanied sidebar list: as `subtitleCell()`.
    public static func accompaniedSidebarSubtitleCell() -> UIListContentConfiguration { subtitleCell() }

    /// A section header: `.headline` in the secondary label colour, as iOS 26 draws a list's
    /// section headers (iOS 18 drew `.footnote`).
    public static func header() -> UIListContentConfiguration {
        var configuration = UIListContentConfiguration(text: text(.headline, .secondaryLabel), secondary: text(.subheadline, .secondaryLabel),
                                                       margins: headerMargins)
        configuration.axesPreservingSuperviewLayoutMargins = .both
        return configuration
    }

    /// A section footer: `.footnote` in the secondary label colour.
    public static func footer() -> UIListContentConfiguration {
        var configuration = UIListContentConfiguration(text: text(.footnote, .secondaryLabel), secondary: text(.footnote, .secondaryLabel),
                                                       margins: footerMargins)
        configuration.axesPreservingSuperviewLayoutMargins = .both
        return configuration
    }

    /// A header in a plain list: as `header()`.
    public static func plainHeader() -> UIListContentConfiguration { header() }
    /// A footer in a plain list: as `footer()`.
    public static func plainFooter() -> UIListContentConfiguration { footer() }
    /// A header in a grouped list: as `header()`.
    public static func groupedHeader() -> UIListContentConfiguration { header() }
    /// A footer in a grouped list: as `footer()`.
    public static func groupedFooter() -> UIListContentConfiguration { footer() }
    /// A header in a sidebar list: as `header()`.
    public static func sidebarHeader() -> UIListContentConfiguration { header() }

    /// A prominent header in an inset grouped list: `.title3` semibold in the label colour.
    public static func prominentInsetGroupedHeader() -> UIListContentConfiguration {
        var configuration = header()
        configuration.textProperties.font = .systemFont(ofSize: UIFont.preferredFont(forTextStyle: .title3).pointSize, weight: .semibold)
        configuration.textProperties.color = .label
        return configuration
    }

    /// An extra prominent header in an inset grouped list: `.title2` bold in the label colour.
    public static func extraProminentInsetGroupedHeader() -> UIListContentConfiguration {
        var configuration = header()
        configuration.textProperties.font = .boldSystemFont(ofSize: UIFont.preferredFont(forTextStyle: .title2).pointSize)
        configuration.textProperties.color = .label
        return configuration
    }

    /// A list content view showing this configuration.
    @MainActor public func makeContentView() -> UIView & UIContentView { UIListContentView(configuration: self) }

    /// The same configuration: a render has no selected, highlighted or disabled cells.
    public func updated(for state: UIConfigurationState) -> UIListContentConfiguration { self }
}

/// The view a `UIListContentConfiguration` makes (iOS 14): it draws its configuration's image
/// and texts inset by the configuration's margins.
open class UIListContentView: UIView, UIContentView {
    /// The list content configuration shown.
    private var listConfiguration: UIListContentConfiguration

    /// A view showing `configuration`.
    public init(configuration: UIListContentConfiguration) {
        listConfiguration = configuration
        super.init(frame: .zero)
    }

    /// A view from an archive (no storyboard on Linux): a plain `cell()` configuration.
    public required init?(coder: NSCoder) {
        listConfiguration = .cell()
        super.init(coder: coder)
    }

    /// The configuration shown (a `UIListContentConfiguration`); setting another kind of
    /// configuration keeps the current one, where UIKit raises an exception.
    open var configuration: any UIContentConfiguration {
        get { listConfiguration }
        set { if let new = newValue as? UIListContentConfiguration { listConfiguration = new } }
    }
}
