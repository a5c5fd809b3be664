import Foundation
import BackplateCore

/// UIKit's table view. In a representable (or as a controller's view) it draws as the `List`
/// of its style iOS shows: its data source's sections, titles and cells, as many rows as fill
/// its height (see `swiftUIDrawing()`); a cell's configuration, legacy labels, accessory and
/// background draw as in a SwiftUI list. Appearance proxies older apps set in `init()`
/// (`UITableView.appearance().backgroundColor = .clear`) are kept and read by nothing: SwiftUI's
/// `List` has been a collection view since iOS 16.
open class UITableView: UIScrollView {
    /// The look of a table.
    public enum Style: Int, Sendable {
        /// Rows edge to edge, headers floating.
        case plain
        /// Sections in groups on a grey background.
        case grouped
        /// Grouped sections with rounded, inset corners.
        case insetGrouped
    }
    /// How inserted and deleted rows animate (UIKit's raw values; nothing animates in a render).
    public enum RowAnimation: Int, Sendable {
        /// Fading.
        case fade = 0
        /// Sliding from or to the right.
        case right = 1
        /// Sliding from or to the left.
        case left = 2
        /// Sliding from or to the top.
        case top = 3
        /// Sliding from or to the bottom.
        case bottom = 4
        /// No animation.
        case none = 5
        /// Keeping the cell centred in its space.
        case middle = 6
        /// The style the table chooses.
        case automatic = 100
    }
    /// The separators' style.
    public enum SeparatorStyle: Int, Sendable {
        /// No separators.
        case none
        /// A hairline between rows.
        case singleLine
        /// The deprecated etched line (drawn as a single line).
        case singleLineEtched
    }

    /// The table's style.
    public let style: Style
    /// The separators' style.
    open var separatorStyle = SeparatorStyle.singleLine
    /// The separators' colour.
    open var separatorColor: UIColor?
    /// The separators' insets.
    open var separatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0)
    /// A view drawn behind the cells.
    open var backgroundView: UIView?
    /// The height of each row (`automaticDimension`: self-sizing).
    open var rowHeight: CGFloat = UITableView.automaticDimension
    /// The estimated height of rows (`automaticDimension`; a render measures, nothing estimates).
    open var estimatedRowHeight: CGFloat = UITableView.automaticDimension
    /// The height of section headers (`automaticDimension`).
    open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension
    /// The height of section footers (`automaticDimension`).
    open var sectionFooterHeight: CGFloat = UITableView.automaticDimension
    /// A view above the first section (kept; not drawn, with a warning when it has a height).
    open var tableHeaderView: UIView?
    /// A view below the last section (kept; an empty one, the idiom that hides filler rows, is
    /// what a render shows anyway: no filler rows are drawn).
    open var tableFooterView: UIView?
    /// Whether rows can be selected (`true`; a render has no touches).
    open var allowsSelection = true
    /// Whether several rows can be selected at once (`false`).
    open var allowsMultipleSelection = false
    /// Whether rows can be selected while editing (`false`).
    open var allowsSelectionDuringEditing = false
    /// Whether the table shows its editing controls (`false`; kept, a render draws no editing controls).
    open var isEditing = false
    /// The selected rows, in the order they were selected.
    var selectedRows: [IndexPath] = []
    /// The identifiers registered with a nib, which Linux cannot load.
    var nibIdentifiers: Set<String> = []
    /// Space above each section's header (iOS 15+).
    open var sectionHeaderTopPadding: CGFloat = UITableView.automaticDimension

    /// A dimension the table computes itself.
    public static let automaticDimension: CGFloat = -1

    /// A table of `style`.
    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
    }
    /// A plain table.
    public override convenience init(frame: CGRect) { self.init(frame: frame, style: .plain) }
    /// A table from an archive: plain, there is no storyboard on Linux.
    public required init?(coder: NSCoder) {
        style = .plain
        super.init(coder: coder)
    }

    /// The proxy older apps style every table through: kept, read by nothing (see the type).
    public static func appearance() -> UITableView { UITableView(frame: .zero, style: .plain) }

    /// The object that gives the counts and the cells.
    open weak var dataSource: (any UITableViewDataSource)?
    private var cellClasses: [String: AnyClass] = [:]
    private var headerFooterClasses: [String: AnyClass] = [:]

    /// Registers the class of the cells dequeued with `identifier` (`nil` unregisters).
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        cellClasses[identifier] = cellClass
    }
    /// Registers the class of the header and footer views dequeued with `identifier`.
    open func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        headerFooterClasses[identifier] = aClass
    }

    /// A new cell of the class registered for `identifier` (a `.default` `UITableViewCell`, or
    /// an app's subclass made as `ReusableViewMaking` makes it); `nil` when none
    /// was registered, as UIKit answers with an empty reuse queue.
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        if nibIdentifiers.contains(identifier) {
            RuntimeWarning.emit("UITableView: the nib registered for \"\(identifier)\" cannot be loaded on Linux; a plain cell stands in")
            return UITableViewCell(style: .default, reuseIdentifier: identifier)
        }
        guard let cellClass = cellClasses[identifier] else { return nil }
        let cell = ReusableViewMaking.make(cellClass, base: UITableViewCell.self, identifier: identifier, for: "UITableView") {
            UITableViewCell(style: .default, reuseIdentifier: identifier)
        }
        cell.reuseIdentifier = identifier
        return cell
    }

    /// A cell for `identifier`, as `dequeueReusableCell(withIdentifier:)` makes it. UIKit raises
    /// an exception when no class was registered; here a runtime warning names the identifier
    /// and a plain cell stands in.
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        if let cell = dequeueReusableCell(withIdentifier: identifier) { return cell }
        RuntimeWarning.emit("UITableView: no cell class registered for \"\(identifier)\" (UIKit raises an exception)")
        return UITableViewCell(style: .default, reuseIdentifier: identifier)
    }

    /// A header or footer view of the class registered for `identifier` (`nil` when none was).
    open func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        guard let viewClass = headerFooterClasses[identifier] else { return nil }
        let view = ReusableViewMaking.make(viewClass, base: UITableViewHeaderFooterView.self, identifier: identifier,
                                           for: "UITableView") { UITableViewHeaderFooterView(reuseIdentifier: identifier) }
        view.reuseIdentifier = identifier
        return view
    }

    /// The number of sections the data source gives (1 when it does not say, 0 without one).
    @MainActor open var numberOfSections: Int {
        guard let dataSource else { return 0 }
        return dataSource.numberOfSections(in: self)
    }
    /// The number of rows the data source gives for `section` (0 without one).
    @MainActor open func numberOfRows(inSection section: Int) -> Int {
        dataSource?.tableView(self, numberOfRowsInSection: section) ?? 0
    }
    /// The cells of the last drawing, by index path.
    var laidOutCells: [IndexPath: UITableViewCell] = [:]

    /// Asks the data source again when the table is next drawn.
    open func reloadData() { laidOutCells = [:] }
    /// The cell drawn for `indexPath` in the last drawing (`nil` before one, or off the bottom).
    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? { laidOutCells[indexPath] }
    /// The cells of the last drawing, top to bottom.
    open var visibleCells: [UITableViewCell] { laidOutCells.keys.sorted().compactMap { laidOutCells[$0] } }
    /// The index paths of the last drawing's rows, top to bottom (`nil` before a drawing).
    open var indexPathsForVisibleRows: [IndexPath]? { laidOutCells.isEmpty ? nil : laidOutCells.keys.sorted() }
}

/// UIKit's page control. SwiftUI's page-style `TabView` draws its dots with one, so the
/// colours given to `UIPageControl.appearance()` are kept and, since Backplate draws the dots
/// itself, not applied: each setter warns once, naming it.
public final class UIPageControl: UIControl {
    private var isAppearanceProxy = false

    /// The proxy that styles every page control (and SwiftUI's page dots, on iOS). Its setters warn.
    public static func appearance() -> UIPageControl {
        let control = UIPageControl(frame: .zero)
        control.isAppearanceProxy = true
        return control
    }

    private func warnIfProxy(_ member: String) { if isAppearanceProxy { UIAppearanceProxy.notApplied("UIPageControl", member) } }

    /// The number of pages (dots).
    public var numberOfPages = 0
    /// The current page's index.
    public var currentPage = 0
    /// Whether a single page hides the control.
    public var hidesForSinglePage = false
    /// The current page's dot colour.
    public var currentPageIndicatorTintColor: UIColor? { didSet { warnIfProxy("currentPageIndicatorTintColor") } }
    /// The other dots' colour.
    public var pageIndicatorTintColor: UIColor? { didSet { warnIfProxy("pageIndicatorTintColor") } }
    /// The control's background style.
    public var backgroundStyle = BackgroundStyle.automatic { didSet { warnIfProxy("backgroundStyle") } }
    /// The control's background colour.
    public override var backgroundColor: UIColor? { didSet { warnIfProxy("backgroundColor") } }

    /// When the control shows a background behind its dots.
    public enum BackgroundStyle: Int, Sendable {
        /// While it is being touched.
        case automatic
        /// Always.
        case prominent
        /// Never.
        case minimal
    }
}
