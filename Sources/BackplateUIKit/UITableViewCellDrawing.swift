import Foundation
import BackplateCore

extension UITableViewCell: UIKitListCell {
    /// The `List` row iOS shows for this cell, `height` points tall (`nil`: self-sizing): a list
    /// content or hosting configuration as SwiftUI content in the row's insets (the legacy
    /// labels and image as their style's configuration), or the content view's subviews at their
    /// frames over the whole row, its separator `separatorInset` from the leading edge; then the
    /// accessory, the background and the separator's visibility and colour.
    @MainActor func listRow(height: CGFloat?, in table: UITableView) -> AnyView {
        let rowWidth = table.bounds.width - (table.style == .insetGrouped ? 32 : 0)
        var row = listRow(height: height, rowWidth: rowWidth, separatorLeading: separatorInset.left,
                          accessoryWidth: accessoryWidth, owner: "UITableView") { withAccessory($0) }
        if table.separatorStyle == .none || separatorInset.left >= max(table.bounds.width, 1) {
            row = AnyView(row.listRowSeparator(.hidden))
        } else if let tint = table.separatorColor {
            row = AnyView(row.listRowSeparatorTint(Color(uiColor: tint)))
        }
        return row
    }

    /// The labels and image set on a cell without a configuration, as its style's configuration
    /// (`nil`: none set).
    @MainActor var legacyConfiguration: UIListContentConfiguration? {
        let text = textLabel?.text
        let detail = detailTextLabel?.text
        guard text != nil || detail != nil || imageView?.image != nil else { return nil }
        var configuration = defaultContentConfiguration()
        configuration.image = imageView?.image
        if let label = textLabel {
            configuration.text = label.text
            configuration.attributedText = label.hasAttributedText ? label.attributedText : nil
            Self.apply(label, to: &configuration.textProperties)
        }
        if let label = detailTextLabel {
            configuration.secondaryText = label.text
            configuration.secondaryAttributedText = label.hasAttributedText ? label.attributedText : nil
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

    /// About how wide the accessory draws (`nil`: none): the accessory view's width, else the
    /// standard accessory's estimate (`UICellAccessory.estimatedWidth`).
    @MainActor private var accessoryWidth: CGFloat? {
        if let accessoryView {
            if accessoryView.bounds.size == .zero { accessoryView.sizeToFit() }
            return accessoryView.bounds.width
        }
        switch accessoryType {
        case .none: return nil
        case .disclosureIndicator: return UICellAccessory.disclosureIndicator().estimatedWidth
        case .checkmark: return UICellAccessory.checkmark().estimatedWidth
        case .detailButton: return UICellAccessory.detail().estimatedWidth
        case .detailDisclosureButton: return UICellAccessory.detail().estimatedWidth + 8 + UICellAccessory.disclosureIndicator().estimatedWidth
        }
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

}
