import Foundation
import BackplateCore

extension UICollectionView: UIKitDrawnView {
    /// A collection view fills the space offered with its background colour: it draws as a tree.
    @MainActor package var drawsAsTree: Bool { true }

    /// The collection view as iOS draws it: a list layout as the `List` of its appearance (see
    /// `listDrawing`); a flow or compositional layout's cells and section headers and footers at
    /// the frames the layout gives (`UICollectionViewPlacement`), each laid out at its size and
    /// drawn with its configuration, subviews and background; only those in view are asked for.
    @MainActor package func swiftUIDrawing() -> AnyView {
        laidOutCells = [:]
        guard let dataSource else { return AnyView(EmptyView()) }
        if let list = listConfiguration { return listDrawing(list, dataSource: dataSource) }
        let placement: UICollectionViewPlacement
        switch collectionViewLayout {
        case let flow as UICollectionViewFlowLayout: placement = .flow(flow, in: self, size: bounds.size)
        case let compositional as UICollectionViewCompositionalLayout: placement = .compositional(compositional, in: self, size: bounds.size)
        default:
            RuntimeWarning.emit("UICollectionView: a \(type(of: collectionViewLayout)) places no items (Backplate lays out flow and "
                                + "compositional layouts); its cells are not drawn")
            return AnyView(EmptyView())
        }
        let delegate = self.delegate as? any UICollectionViewDelegate
        var parts: [AnyView] = []
        for element in placement.elements {
            let view: UIView
            if let kind = element.kind {
                view = dataSource.collectionView(self, viewForSupplementaryElementOfKind: kind, at: element.indexPath)
            } else {
                let cell = dataSource.collectionView(self, cellForItemAt: element.indexPath)
                delegate?.collectionView(self, willDisplay: cell, forItemAt: element.indexPath)
                laidOutCells[element.indexPath] = cell
                view = cell
            }
            let frame = element.frame
            parts.append(AnyView(UICollectionElementDrawing(view: view, frame: frame)
                .frame(width: frame.width, height: frame.height).offset(x: frame.minX, y: frame.minY)))
        }
        return AnyView(ZStack(alignment: .topLeading) {
            if let backgroundView { UIViewFittedDrawing.filling(backgroundView, owner: "UICollectionView.backgroundView") }
            ForEach(parts.indices, id: \.self) { parts[$0] }
        }.frame(width: bounds.width, height: bounds.height, alignment: .topLeading).clipped())
    }

    /// The list configuration of a list layout: `list(using:)`'s, or a section provider's list
    /// section's (`nil`: not a list).
    @MainActor private var listConfiguration: UICollectionLayoutListConfiguration? {
        guard let layout = collectionViewLayout as? UICollectionViewCompositionalLayout else { return nil }
        if let list = layout.listConfiguration { return list }
        let environment = CollectionLayoutEnvironment(size: bounds.size, traits: .current)
        return numberOfSections > 0 ? layout.sectionProvider(0, environment)?.listConfiguration : nil
    }

    /// A list layout as the `List` of its appearance: each section's rows from its cells (their
    /// configurations, accessories and backgrounds as a table's), a supplementary or first-item
    /// header and a supplementary footer, separators hidden when the configuration says so.
    @MainActor private func listDrawing(_ configuration: UICollectionLayoutListConfiguration,
                                        dataSource: any UICollectionViewDataSource) -> AnyView {
        let delegate = self.delegate as? any UICollectionViewDelegate
        var budget = UIKitListBudget(height: bounds.height)
        let rowWidth = bounds.width - (configuration.appearance == .insetGrouped ? 32 : 0)
        var sections: [UIKitDrawnListSection] = []
        for section in 0..<max(0, numberOfSections) where budget.allowsSection {
            var drawn = UIKitDrawnListSection()
            if configuration.headerMode == .supplementary {
                drawn.header = supplementaryContent(UICollectionView.elementKindSectionHeader, section, dataSource)
            }
            if configuration.footerMode == .supplementary {
                drawn.footer = supplementaryContent(UICollectionView.elementKindSectionFooter, section, dataSource)
            }
            budget.takeSection(hasHeader: drawn.header != nil)
            for item in 0..<max(0, numberOfItems(inSection: section)) where budget.allowsCell {
                let indexPath = IndexPath(item: item, section: section)
                let cell = dataSource.collectionView(self, cellForItemAt: indexPath)
                delegate?.collectionView(self, willDisplay: cell, forItemAt: indexPath)
                laidOutCells[indexPath] = cell
                budget.countCell()
                if item == 0 && configuration.headerMode == .firstItemInSection {
                    drawn.header = cell.configuredContent
                    continue
                }
                budget.takeRow(height: nil)
                let accessoryWidth = (cell as? UICollectionViewListCell)?.trailingAccessoryWidth
                var row = cell.listRow(height: nil, rowWidth: rowWidth, separatorLeading: 16, accessoryWidth: accessoryWidth,
                                       owner: "UICollectionView") { content in
                    (cell as? UICollectionViewListCell)?.withAccessories(content) ?? content
                }
                if !configuration.showsSeparators { row = AnyView(row.listRowSeparator(.hidden)) }
                drawn.rows.append(row)
            }
            sections.append(drawn)
        }
        let appearance: UIKitListAppearance = switch configuration.appearance {
        case .plain: .plain
        case .grouped: .grouped
        case .insetGrouped: .insetGrouped
        case .sidebar, .sidebarPlain: .sidebar
        }
        var drawing = AnyView(UIKitList(sections: sections, appearance: appearance))
        if let background = configuration.backgroundColor {
            drawing = AnyView(drawing.scrollContentBackground(.hidden).background(Color(uiColor: background)))
        }
        return drawing
    }

    /// A list section's header or footer view: its configured content, or its subviews at its height.
    @MainActor private func supplementaryContent(_ kind: String, _ section: Int, _ dataSource: any UICollectionViewDataSource) -> AnyView? {
        let view = dataSource.collectionView(self, viewForSupplementaryElementOfKind: kind, at: IndexPath(item: 0, section: section))
        if let cell = view as? any UIKitListCell, let content = cell.configuredContent { return content }
        guard !view.subviews.isEmpty || view.backgroundColor != nil else { return nil }
        return AnyView(UICollectionElementDrawing(view: view, frame: nil).frame(height: view.frame.height > 0 ? view.frame.height : 28))
    }
}

/// A cell or supplementary view laid out at its frame (`nil`: the space offered) and drawn: its
/// background configuration, then its tree (background colour, configuration view, subviews).
nonisolated struct UICollectionElementDrawing: View {
    let view: UIView
    let frame: CGRect?

    var body: some View {
        if let frame {
            UICollectionElementSized(view: view, frame: frame)
        } else {
            GeometryReader { proxy in UICollectionElementSized(view: view, frame: CGRect(origin: .zero, size: proxy.size)) }
        }
    }
}

nonisolated private struct UICollectionElementSized: View {
    let view: UIView
    let frame: CGRect
    @Environment(\.self) private var environment

    @MainActor var body: some View {
        UITraitCollection.withCurrent(.of(environment)) {
            let cell = view as? any UIKitListCell
            cell?.installConfigurationView(always: true)
            view.layOut(at: frame, constraintRoot: cell?.contentView)
            return ZStack(alignment: .topLeading) {
                if let background = cell?.backgroundConfiguration { background.drawing }
                UIViewHierarchyDrawing.drawing(of: view, owner: "UICollectionView (\(type(of: view)))").view
            }
        }.frame(width: frame.width, height: frame.height, alignment: .topLeading)
    }
}

extension UIBackgroundConfiguration {
    /// The background: its colour inside its corner radius and insets, stroked when it has a
    /// stroke, or its custom view.
    @MainActor var drawing: AnyView {
        let shape = RoundedRectangle(cornerRadius: cornerRadius, style: .continuous)
        let insets = EdgeInsets(top: backgroundInsets.top, leading: backgroundInsets.leading,
                                bottom: backgroundInsets.bottom, trailing: backgroundInsets.trailing)
        if let customView { return AnyView(UIViewFittedDrawing.filling(customView, owner: "UIBackgroundConfiguration.customView").padding(insets)) }
        return AnyView(shape.fill(backgroundColor.map { Color(uiColor: $0) } ?? .clear)
            .overlay { if let strokeColor, strokeWidth > 0 { shape.strokeBorder(Color(uiColor: strokeColor), lineWidth: strokeWidth) } }
            .padding(insets))
    }
}
