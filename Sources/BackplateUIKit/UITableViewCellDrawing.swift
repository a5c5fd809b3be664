import Foundation
import BackplateCore

extension UITableViewCell {
    /// The `List` row iOS shows for this cell, `height` points tall (`nil`: self-sizing): a list
    /// content or hosting configuration as SwiftUI content in the row's insets (the legacy
    /// labels and image as their style's configuration), or the content view's subviews at their
    /// frames over the whole row, its separator `separatorInset` from the leading edge; then the
    /// accessory, the background and the separator's visibility and colour.
    @MainActor func listRow(height: CGFloat?, in table: UITableView) -> AnyView {
        var row: AnyView
        if let content = configuredContent, !hasCustomContent {
            row = height.map { AnyView(UITableRowFixedHeight(height: $0, content: content)) } ?? content
            row = withAccessory(row)
        } else {
            installConfigurationView()
            let fixed = height ?? automaticHeightOfCustomContent
            row = AnyView(HStack(spacing: 0) {
                UITableCellContentDrawing(cell: self, content: configuredContent)
                withAccessory(AnyView(EmptyView()))
            }.frame(height: fixed).listRowInsets(EdgeInsets())
                .alignmentGuide(.listRowSeparatorLeading) { [inset = separatorInset.left] _ in inset })
        }
        if let background = backgroundDrawing { row = AnyView(row.listRowBackground(background)) }
        if table.separatorStyle == .none || separatorInset.left >= max(table.bounds.width, 1) {
            row = AnyView(row.listRowSeparator(.hidden))
        } else if let tint = table.separatorColor {
            row = AnyView(row.listRowSeparatorTint(Color(uiColor: tint)))
        }
        return row
    }

    /// The content a configuration shows: a list content configuration's, a hosted SwiftUI
    /// view, or the legacy labels' and image's; `nil` when there is none.
    @MainActor private var configuredContent: AnyView? {
        if let list = contentConfiguration as? UIListContentConfiguration { return list.swiftUIContent }
        if let hosted = contentConfiguration as? any UIHostedCellContent { return hosted.hostedContent }
        return contentConfiguration == nil ? legacyConfiguration?.swiftUIContent : nil
    }

    /// Whether the cell draws views of its own: subviews of its content view, or a content
    /// configuration whose view is not a list content or hosting one.
    @MainActor private var hasCustomContent: Bool {
        if let configuration = contentConfiguration {
            return !(configuration is UIListContentConfiguration || configuration is any UIHostedCellContent)
        }
        return !contentView.subviews.isEmpty
    }

    /// Puts a custom configuration's view in the content view, once, as UIKit does.
    @MainActor private func installConfigurationView() {
        guard configurationView == nil, let configuration = contentConfiguration, hasCustomContent else { return }
        let view = configuration.makeContentView()
        contentView.addSubview(view)
        configurationView = view
    }

    /// The labels and image set on a cell without a configuration, as its style's configuration.
    @MainActor private var legacyConfiguration: UIListContentConfiguration? {
        let text = textLabel?.text ?? textLabel?.attributedText?.string
        let detail = detailTextLabel?.text ?? detailTextLabel?.attributedText?.string
        guard text != nil || detail != nil || imageView?.image != nil else { return nil }
        var configuration = defaultContentConfiguration()
        configuration.image = imageView?.image
        if let label = textLabel {
            configuration.text = label.text
            configuration.attributedText = label.text == nil ? label.attributedText : nil
            Self.apply(label, to: &configuration.textProperties)
        }
        if let label = detailTextLabel {
            configuration.secondaryText = label.text
            configuration.secondaryAttributedText = label.text == nil ? label.attributedText : nil
            Self.apply(label, to: &configuration.secondaryTextProperties)
        }
        return configuration
    }

    /// A label's own font and colour (when set), line limit and centring, on text properties.
    private static func apply(_ label: UILabel, to properties: inout UIListContentConfiguration.TextProperties) {
        if let font = label.assignedFont { properties.font = font }
        if let color = label.assignedColor { properties.color = color }
        properties.numberOfLines = label.numberOfLines
        if label.textAlignment == .center { properties.alignment = .center }
    }

    /// A custom cell's height when the table sizes it: its own frame's, else UIKit's 44 points.
    /// Auto Layout is not solved: constraints sizing the cell warn.
    @MainActor private var automaticHeightOfCustomContent: CGFloat {
        if frame.height > 0 { return frame.height }
        if !contentView.constraints.isEmpty || contentView.subviews.contains(where: { !$0.constraints.isEmpty || !$0.translatesAutoresizingMaskIntoConstraints }) {
            RuntimeWarning.emit("UITableView: \(type(of: self)) sizes its content with Auto Layout, which Backplate does not "
                                + "solve: the row is 44 points tall and its subviews are drawn at their frames")
        }
        return 44
    }

    /// The row with the cell's accessory view, or its standard accessory: a disclosure chevron as
    /// a `NavigationLink`'s, a checkmark or an info button in the tint colour.
    @MainActor private func withAccessory(_ content: AnyView) -> AnyView {
        if let accessoryView {
            if accessoryView.bounds.size == .zero { accessoryView.sizeToFit() }
            let size = accessoryView.bounds.size
            let drawing = UIViewHierarchyDrawing.drawing(of: accessoryView, owner: "UITableViewCell.accessoryView").view
            return AnyView(HStack { content; drawing.frame(width: size.width, height: size.height) })
        }
        let info = Image(systemName: "info.circle").foregroundStyle(.tint)
        switch accessoryType {
        case .none: return content
        case .disclosureIndicator: return AnyView(NavigationLink(destination: EmptyView()) { content })
        case .checkmark:
            return AnyView(HStack { content; Image(systemName: "checkmark").font(.body.weight(.semibold)).foregroundStyle(.tint) })
        case .detailButton: return AnyView(HStack { content; info })
        case .detailDisclosureButton: return AnyView(NavigationLink(destination: EmptyView()) { HStack { content; info } })
        }
    }

    /// The row's background: the background view, the background configuration's colour, or
    /// the cell's background colour (`nil`: the list's).
    @MainActor private var backgroundDrawing: AnyView? {
        if let backgroundView {
            return UIViewFittedDrawing.filling(backgroundView, owner: "UITableViewCell.backgroundView")
        }
        if let color = backgroundConfiguration?.backgroundColor ?? backgroundColor { return AnyView(Color(uiColor: color)) }
        return nil
    }
}

/// A configuration's content in a row of a fixed height: the row's vertical insets taken from
/// the height, the content centred in what is left, as UIKit centres a cell's content.
nonisolated struct UITableRowFixedHeight: View {
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
nonisolated struct UITableCellContentDrawing: View {
    let cell: UITableViewCell
    let content: AnyView?

    var body: some View {
        GeometryReader { proxy in UITableCellSized(cell: cell, size: proxy.size, content: content) }
    }
}

nonisolated private struct UITableCellSized: View {
    let cell: UITableViewCell
    let size: CGSize
    let content: AnyView?
    @Environment(\.self) private var environment

    @MainActor var body: some View {
        let drawing = UITraitCollection.withCurrent(.of(environment)) {
            cell.frame = CGRect(origin: .zero, size: size)
            cell.layoutTree()
            return UIViewHierarchyDrawing.drawing(of: cell.contentView, owner: "UITableView (\(type(of: cell)))")
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
