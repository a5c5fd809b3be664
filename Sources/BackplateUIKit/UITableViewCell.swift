import Foundation
import BackplateCore

/// UIKit's table view cell: its style, content configuration and settings, drawn by its table
/// as a row of the `List` iOS would show (see `UITableView`); its content view is its first
/// subview and fills it.
open class UITableViewCell: UIView {
    /// The built-in layouts of a cell's labels (UIKit's raw values).
    public enum CellStyle: Int, Sendable {
        /// A text (and an image): `cell()`.
        case `default` = 0
        /// A text and a trailing detail in the secondary label colour: `valueCell()`.
        case value1 = 1
        /// A detail label beside a leading, smaller text (no list configuration matches it:
        /// `valueCell()` is given).
        case value2 = 2
        /// A text with a detail under it: `subtitleCell()`.
        case subtitle = 3
    }
    /// How a selected cell looks (UIKit's raw values).
    public enum SelectionStyle: Int, Sendable {
        /// No selection highlight.
        case none = 0
        /// Blue (grey since iOS 7).
        case blue = 1
        /// Grey.
        case gray = 2
        /// The system's highlight.
        case `default` = 3
    }
    /// The standard accessory at a cell's trailing edge (UIKit's raw values).
    public enum AccessoryType: Int, Sendable {
        /// None.
        case none = 0
        /// A chevron.
        case disclosureIndicator = 1
        /// An info button and a chevron.
        case detailDisclosureButton = 2
        /// A checkmark.
        case checkmark = 3
        /// An info button.
        case detailButton = 4
    }

    /// The editing control a row shows (UIKit's raw values).
    public enum EditingStyle: Int, Sendable {
        /// None.
        case none = 0
        /// A delete control.
        case delete = 1
        /// An insert control.
        case insert = 2
    }

    /// The cell's built-in layout.
    public let style: CellStyle
    /// The identifier the cell was made with.
    open internal(set) var reuseIdentifier: String?
    /// The view the cell's content goes in.
    public let contentView = UIView()
    /// What the cell's content shows (`nil`: the legacy labels).
    open var contentConfiguration: (any UIContentConfiguration)?
    /// The cell's background (`nil`: none set; recorded with the cell).
    open var backgroundConfiguration: UIBackgroundConfiguration?
    /// Whether the background configuration follows the cell's state (recorded).
    open var automaticallyUpdatesBackgroundConfiguration = true
    /// Whether the configuration is updated for each state change (`true`).
    open var automaticallyUpdatesContentConfiguration = true
    /// The legacy label of the text (iOS 3; prefer `defaultContentConfiguration()`).
    open private(set) var textLabel: UILabel? = UILabel()
    /// The legacy label of the detail (`nil` in the `.default` style).
    open private(set) var detailTextLabel: UILabel?
    /// The legacy image view.
    open private(set) var imageView: UIImageView? = UIImageView(frame: .zero)
    /// The view behind the content (`nil`: the list's).
    open var backgroundView: UIView?
    /// The view behind the content while selected (`nil`: the system's).
    open var selectedBackgroundView: UIView?
    /// How the cell looks selected (`.default`).
    open var selectionStyle = SelectionStyle.default
    /// Whether the cell is selected.
    open var isSelected = false
    /// Whether the cell is highlighted.
    open var isHighlighted = false
    /// The standard accessory (`.none`).
    open var accessoryType = AccessoryType.none
    /// A custom accessory view, shown instead of `accessoryType`'s (`nil`: none).
    open var accessoryView: UIView?
    /// The insets of the separator under the cell (16 points at the leading edge on iPhone).
    open var separatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0)

    /// A cell of `style`, to be reused under `reuseIdentifier`.
    public init(style: CellStyle, reuseIdentifier: String?) {
        self.style = style
        self.reuseIdentifier = reuseIdentifier
        if style != .default { detailTextLabel = UILabel() }
        super.init(frame: .zero)
        addSubview(contentView)
    }

    /// A `.default` cell with a frame.
    public override convenience init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    /// A cell from an archive: a `.default` cell, there is no storyboard on Linux.
    public required init?(coder: NSCoder) {
        style = .default
        super.init(coder: coder)
        addSubview(contentView)
    }

    /// Lays out the content view over the whole cell (a subclass calls `super` first, as in UIKit).
    open override func layoutSubviews() {
        super.layoutSubviews()
        contentView.frame = bounds
        configurationView?.frame = contentView.bounds
    }

    /// The view a custom content configuration made, in the content view (`nil`: none yet).
    var configurationView: UIView?

    /// A configuration with UIKit's look for this cell's style and no content: `cell()` for
    /// `.default`, `subtitleCell()` for `.subtitle`, `valueCell()` for `.value1` and `.value2`.
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        switch style {
        case .default: return .cell()
        case .subtitle: return .subtitleCell()
        case .value1, .value2: return .valueCell()
        }
    }

    /// Called before the cell is reused: resets nothing here.
    open func prepareForReuse() {}
}

/// UIKit's table section header or footer view, as a stand-in: its content configuration is
/// kept; it is never drawn.
open class UITableViewHeaderFooterView: UIView {
    /// The identifier the view was made with.
    open internal(set) var reuseIdentifier: String?
    /// The view the content goes in.
    public let contentView = UIView()
    /// What the view shows (`nil`: the legacy label).
    open var contentConfiguration: (any UIContentConfiguration)?
    /// The cell's background (`nil`: none set; recorded with the cell).
    open var backgroundConfiguration: UIBackgroundConfiguration?
    /// Whether the background configuration follows the cell's state (recorded).
    open var automaticallyUpdatesBackgroundConfiguration = true
    /// Whether the configuration is updated for each state change (`true`).
    open var automaticallyUpdatesContentConfiguration = true
    /// The legacy label of the text (prefer `defaultContentConfiguration()`).
    open private(set) var textLabel: UILabel? = UILabel()
    /// The legacy label of the detail.
    open private(set) var detailTextLabel: UILabel? = UILabel()
    /// The view behind the content (`nil`: none).
    open var backgroundView: UIView?

    /// A view to be reused under `reuseIdentifier`.
    public init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
    }

    /// A view with a frame.
    public override convenience init(frame: CGRect) {
        self.init(reuseIdentifier: nil)
        self.frame = frame
    }

    /// A view from an archive (no storyboard on Linux).
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// A configuration with UIKit's header look and no content: `header()` (the view is in no
    /// table whose style and section position would say header or footer).
    open func defaultContentConfiguration() -> UIListContentConfiguration { .header() }

    /// Called before the view is reused: resets nothing here.
    open func prepareForReuse() {}
}
