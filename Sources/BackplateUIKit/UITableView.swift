import Foundation

/// UIKit's table view, as a stand-in for the appearance code older apps run in `init()`
/// (`UITableView.appearance().backgroundColor = .clear`). SwiftUI's `List` has been a collection
/// view since iOS 16 and reads none of it, so Backplate's lists, drawn as iOS 26 draws them,
/// ignore it too (no warning: nothing SwiftUI would draw is missing).
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
