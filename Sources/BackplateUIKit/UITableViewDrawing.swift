import Foundation
import BackplateCore

extension UITableView: UIKitDrawnView {
    /// A table fills the space offered with its background colour and view: it draws as a tree.
    @MainActor package var drawsAsTree: Bool { true }

    /// The table as the `List` iOS draws in its style: each section with its header and footer
    /// (a title or a header view's text), then the rows its data source's cells make, as many as
    /// fill the table's height from the top; the list's own background hidden under a
    /// background colour or view of the table's; `tableHeaderView` above the first section and
    /// `tableFooterView` after the last, each at its frame's height.
    @MainActor package func swiftUIDrawing() -> AnyView {
        let sections = drawnSections()
        let appearance: UIKitListAppearance = switch style {
        case .plain: .plain
        case .grouped: .grouped
        case .insetGrouped: .insetGrouped
        }
        // The footer view follows the last section, at its frame's height.
        let footer = tableFooterView.flatMap { view -> AnyView? in
            guard view.frame.height > 0, view.frame.height.isFinite else { return nil }
            return AnyView(UIViewFittedDrawing.filling(view, owner: "UITableView.tableFooterView").frame(height: view.frame.height))
        }
        let styled = UIKitList(sections: sections, appearance: appearance, trailing: footer)
        var drawing = AnyView(styled.environment(\.defaultMinListRowHeight, sections.contains { $0.hasFixedHeights } ? 0 : 44))
        if backgroundColor != nil || backgroundView != nil { drawing = AnyView(drawing.scrollContentBackground(.hidden)) }
        if let backgroundView {
            drawing = AnyView(drawing.background { UIViewFittedDrawing.filling(backgroundView, owner: "UITableView.backgroundView") })
        }
        if let header = tableHeaderView, header.frame.height > 0, header.frame.height.isFinite {
            // The header scrolls with the rows: at the top of the content, full width, on the table's background.
            let background: UIColor = backgroundColor ?? (style == .plain ? .systemBackground : .systemGroupedBackground)
            drawing = AnyView(VStack(spacing: 0) {
                UIViewFittedDrawing.filling(header, owner: "UITableView.tableHeaderView").frame(height: header.frame.height)
                drawing
            }.background(backgroundView == nil ? Color(uiColor: background) : .clear))
        }
        return drawing
    }

    /// The sections and rows that fill the table's height, asking the data source for each
    /// cell and telling the delegate it will be displayed, as UIKit's layout pass does.
    @MainActor private func drawnSections() -> [UIKitDrawnListSection] {
        laidOutCells = [:]
        guard let dataSource else { return [] }
        let tableDelegate = delegate as? any UITableViewDelegate
        var budget = UIKitListBudget(height: bounds.height)
        var sections: [UIKitDrawnListSection] = []
        for section in 0..<max(0, numberOfSections) where budget.allowsSection {
            var drawn = UIKitDrawnListSection()
            drawn.header = headerOrFooter(section, header: true, delegate: tableDelegate, dataSource: dataSource)
            drawn.footer = headerOrFooter(section, header: false, delegate: tableDelegate, dataSource: dataSource)
            budget.takeSection(hasHeader: drawn.header != nil)
            for row in 0..<max(0, numberOfRows(inSection: section)) where budget.allowsCell {
                let indexPath = IndexPath(row: row, section: section)
                let cell = dataSource.tableView(self, cellForRowAt: indexPath)
                tableDelegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
                let height = fixedHeight(at: indexPath, delegate: tableDelegate)
                budget.countCell()
                budget.takeRow(height: height)
                drawn.hasFixedHeights = drawn.hasFixedHeights || height != nil
                laidOutCells[indexPath] = cell
                drawn.rows.append(cell.listRow(height: height, in: self))
            }
            sections.append(drawn)
        }
        return sections
    }

    /// The row's height from the delegate or `rowHeight` (`nil`: self-sizing, also for a NaN or
    /// infinite height).
    @MainActor private func fixedHeight(at indexPath: IndexPath, delegate: (any UITableViewDelegate)?) -> CGFloat? {
        if let height = delegate?.tableView(self, heightForRowAt: indexPath), height >= 0, height.isFinite { return height }
        return rowHeight >= 0 && rowHeight.isFinite ? rowHeight : nil
    }

    /// A section's header or footer: the delegate's view (a header-footer view's text, else its
    /// subviews at its height), else the data source's title; `nil` for none or a zero height.
    @MainActor private func headerOrFooter(_ section: Int, header: Bool, delegate: (any UITableViewDelegate)?,
                                           dataSource: any UITableViewDataSource) -> AnyView? {
        var height = header ? delegate?.tableView(self, heightForHeaderInSection: section)
            : delegate?.tableView(self, heightForFooterInSection: section)
        if !((height ?? -1) >= 0) || height?.isFinite == false { height = header ? sectionHeaderHeight : sectionFooterHeight }
        if height?.isFinite == false { height = nil }
        if let height, height >= 0, height < 1 { return nil }
        let view = header ? delegate?.tableView(self, viewForHeaderInSection: section) : delegate?.tableView(self, viewForFooterInSection: section)
        if let headerFooter = view as? UITableViewHeaderFooterView {
            if let content = headerFooter.contentConfiguration as? UIListContentConfiguration { return content.swiftUIContent }
            if let text = headerFooter.textLabel?.text, headerFooter.contentView.subviews.isEmpty { return AnyView(Text(verbatim: text)) }
        }
        if let view {
            let drawnHeight = height.flatMap { $0 > 0 ? $0 : nil } ?? (view.frame.height > 0 ? view.frame.height : 28)
            return AnyView(UIViewFittedDrawing.filling(view, owner: "UITableView section \(section) \(header ? "header" : "footer")")
                .frame(height: drawnHeight))
        }
        let title = header ? dataSource.tableView(self, titleForHeaderInSection: section) : dataSource.tableView(self, titleForFooterInSection: section)
        return title.map { AnyView(Text(verbatim: $0)) }
    }
}
