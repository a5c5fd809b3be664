import Foundation
import BackplateCore

/// A UIKit cell a list draws as a row, or a collection view at its frame: a table view cell or
/// a collection view cell, with its content view, configurations and background.
@MainActor protocol UIKitListCell: UIView {
    /// The view the cell's own subviews go in.
    var contentView: UIView { get }
    /// What the cell's content shows (`nil`: its own subviews, or a table cell's legacy labels).
    var contentConfiguration: (any UIContentConfiguration)? { get }
    /// The cell's background configuration.
    var backgroundConfiguration: UIBackgroundConfiguration? { get }
    /// The view behind the cell's content.
    var backgroundView: UIView? { get }
    /// The view a custom content configuration made, once it is in the content view.
    var configurationView: UIView? { get set }
    /// A table cell's legacy labels and image as a configuration (`nil` elsewhere).
    var legacyConfiguration: UIListContentConfiguration? { get }
}

extension UIKitListCell {
    /// The `List` row iOS shows for this cell, `height` points tall (`nil`: self-sizing): a list
    /// content or hosting configuration as SwiftUI content in the row's insets, or the content
    /// view's subviews at their frames over the whole row (about `rowWidth` wide), up to its
    /// trailing accessories (about `accessoryWidth` wide, 8 points after the content and 16 from
    /// the edge), its separator `separatorLeading` in; `accessorize` adds the accessories; then
    /// the background.
    func listRow(height: CGFloat?, rowWidth: CGFloat, separatorLeading: CGFloat, accessoryWidth: CGFloat?, owner: String,
                 accessorize: (AnyView) -> AnyView) -> AnyView {
        var row: AnyView
        if let content = configuredContent, !hasCustomContent {
            row = accessorize(height.map { AnyView(UIListRowFixedHeight(height: $0, content: content)) } ?? content)
        } else {
            installConfigurationView()
            let fixed = height ?? automaticHeightOfCustomContent(rowWidth: rowWidth - (accessoryWidth.map { $0 + 24 } ?? 0))
            row = AnyView(accessorize(AnyView(UIListCellContentDrawing(cell: self, content: configuredContent, owner: owner)))
                .frame(height: fixed).listRowInsets(EdgeInsets(top: 0, leading: 0, bottom: 0, trailing: accessoryWidth == nil ? 0 : 16))
                .alignmentGuide(.listRowSeparatorLeading) { _ in separatorLeading })
        }
        if let background = backgroundDrawing { row = AnyView(row.listRowBackground(background)) }
        return row
    }

    /// The content a configuration shows: a list content configuration's, a hosted SwiftUI
    /// view, or the legacy labels' and image's; `nil` when there is none.
    var configuredContent: AnyView? {
        if let list = contentConfiguration as? UIListContentConfiguration { return list.swiftUIContent }
        if let hosted = contentConfiguration as? any UIHostedCellContent { return hosted.hostedContent }
        return contentConfiguration == nil ? legacyConfiguration?.swiftUIContent : nil
    }

    /// Whether the cell draws views of its own: subviews of its content view, or a content
    /// configuration whose view is not a list content or hosting one.
    var hasCustomContent: Bool {
        if let configuration = contentConfiguration {
            return !(configuration is UIListContentConfiguration || configuration is any UIHostedCellContent)
        }
        return !contentView.subviews.isEmpty
    }

    /// Puts a custom configuration's view in the content view, once, as UIKit does (`always`:
    /// any configuration's, as a cell drawn at its frame shows it).
    func installConfigurationView(always: Bool = false) {
        guard configurationView == nil, let configuration = contentConfiguration, always || hasCustomContent else { return }
        let view = configuration.makeContentView()
        contentView.addSubview(view)
        configurationView = view
    }

    /// A custom cell's height when its list sizes it: its `systemLayoutSizeFitting` at `rowWidth`
    /// (what its content view's constraints give it), else its own frame's, else UIKit's 44 points.
    private func automaticHeightOfCustomContent(rowWidth: CGFloat) -> CGFloat {
        let own = frame.height > 0 ? frame.height : 44
        frame = CGRect(x: 0, y: 0, width: max(rowWidth, 1), height: own)
        let height = systemLayoutSizeFitting(CGSize(width: frame.width, height: UIView.layoutFittingCompressedSize.height),
                                             withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel).height
        return height.isFinite && height > 0 ? height : own
    }

    /// The row's background: the background view, the background configuration's colour, or
    /// the cell's background colour (`nil`: the list's).
    private var backgroundDrawing: AnyView? {
        if let backgroundView {
            return UIViewFittedDrawing.filling(backgroundView, owner: "\(type(of: self)).backgroundView")
        }
        if let color = backgroundConfiguration?.backgroundColor ?? backgroundColor { return AnyView(Color(uiColor: color)) }
        return nil
    }
}

/// A configuration's content in a row of a fixed height: the row's vertical insets taken from
/// the height, the content centred in what is left, as UIKit centres a cell's content.
nonisolated struct UIListRowFixedHeight: View {
    let height: CGFloat
    let content: AnyView
    @Environment(\.backplateLook) private var look

    var body: some View {
        content.frame(maxWidth: .infinity, alignment: .leading)
            .frame(height: max(0, height - 2 * ListCardMetrics(look).rowVerticalInset))
    }
}

/// A cell laid out at the row's size (its `layoutSubviews()`, then its subviews'), its content
/// view drawn at its frames, under any configured content.
nonisolated struct UIListCellContentDrawing: View {
    let cell: any UIKitListCell
    let content: AnyView?
    let owner: String

    var body: some View {
        GeometryReader { proxy in UIListCellSized(cell: cell, size: proxy.size, content: content, owner: owner) }
    }
}

nonisolated private struct UIListCellSized: View {
    let cell: any UIKitListCell
    let size: CGSize
    let content: AnyView?
    let owner: String
    @Environment(\.self) private var environment

    @MainActor var body: some View {
        let drawing = UITraitCollection.withCurrent(.of(environment)) {
            cell.layOut(at: CGRect(origin: .zero, size: size), constraintRoot: cell.contentView)
            return UIViewHierarchyDrawing.drawing(of: cell.contentView, owner: "\(owner) (\(type(of: cell)))")
        }
        return ZStack(alignment: .topLeading) {
            drawing.view.offset(x: cell.contentView.frame.minX, y: cell.contentView.frame.minY)
            if let content { content.padding(.horizontal, 16).frame(width: size.width, height: size.height, alignment: .leading) }
        }.frame(width: size.width, height: size.height, alignment: .topLeading)
    }
}

/// A hosting configuration's SwiftUI view, whatever its content and background types.
protocol UIHostedCellContent {
    /// The view the cell shows.
    @MainActor var hostedContent: AnyView { get }
}

extension UIHostingConfiguration: UIHostedCellContent {
    @MainActor var hostedContent: AnyView { AnyView(hostedView) }
}
