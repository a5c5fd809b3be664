import Foundation

/// A container view that arranges other views in a two-dimensional layout.
///
/// SwiftUI's grid rules: each `GridRow` is a row, any other child a row spanning every column;
/// a column is as wide as its widest cell (cells asked for their ideal size); columns holding
/// flexible cells share what is left of the proposed width; a row is as tall as its tallest
/// cell. Cells are aligned in their slot by `gridCellAnchor`, else the column's
/// `gridColumnAlignment` (for cells in one column) and the row's alignment, else the grid's `alignment`. Spacing
/// defaults to 8 in both directions.
nonisolated public struct Grid<Content: View>: View, PrimitiveView {
    let alignment: Alignment
    let horizontalSpacing: CGFloat?
    let verticalSpacing: CGFloat?
    let content: Content

    /// Creates a grid.
    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
                @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
        self.content = content()
    }

    /// A primitive view has no body.
    public var body: Never { primitiveBody(Self.self) }

    func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        let cells = Grid<EmptyView>.cells(of: context.resolver.resolve(content, context.insideContainer))
        let layout = _GridLayout(alignment: alignment, horizontalSpacing: horizontalSpacing ?? 8,
                                 verticalSpacing: verticalSpacing ?? 8)
        return [ViewNode("Grid", layout: LayoutAdapter(layout), children: cells)]
    }
}

extension Grid where Content == EmptyView {
    /// A grid's children as its layout sees them: each `GridRow`'s cells, marked with their row
    /// (and the row's alignment), and every other child as a row spanning all columns.
    static func cells(of nodes: [ViewNode]) -> [ViewNode] {
        var cells: [ViewNode] = []
        for (row, node) in nodes.enumerated() {
            if let rowInfo = node.layoutValues[ObjectIdentifier(_GridRowMarkerKey.self)] as? _GridRowInfo {
                for cell in node.children {
                    cell.layoutValues[ObjectIdentifier(_GridRowIndexKey.self)] = row
                    cell.layoutValues[ObjectIdentifier(_GridRowAlignmentKey.self)] = rowInfo.alignment
                    cells.append(cell)
                }
            } else {
                node.layoutValues[ObjectIdentifier(_GridRowIndexKey.self)] = row
                node.layoutValues[ObjectIdentifier(_GridSpansAllKey.self)] = true
                cells.append(node)
            }
        }
        return cells
    }
}

/// A horizontal row in a two-dimensional grid container.
nonisolated public struct GridRow<Content: View>: View, PrimitiveView {
    let alignment: VerticalAlignment?
    let content: Content

    /// Creates a row, its cells vertically aligned by `alignment` (the grid's when `nil`).
    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    /// A primitive view has no body.
    public var body: Never { primitiveBody(Self.self) }

    func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        let cells = context.resolver.resolve(content, context.insideContainer)
        let node = ViewNode("GridRow", layout: LayoutAdapter(HStackLayout()), children: cells)
        node.layoutValues[ObjectIdentifier(_GridRowMarkerKey.self)] = _GridRowInfo(alignment: alignment)
        return [node]
    }
}

struct _GridRowInfo { let alignment: VerticalAlignment? }
struct _GridRowMarkerKey: LayoutValueKey { static let defaultValue: _GridRowInfo? = nil }
struct _GridRowIndexKey: LayoutValueKey { static let defaultValue = 0 }
struct _GridRowAlignmentKey: LayoutValueKey { static let defaultValue: VerticalAlignment? = nil }
struct _GridSpansAllKey: LayoutValueKey { static let defaultValue = false }
struct _GridCellColumnsKey: LayoutValueKey { static let defaultValue = 1 }
struct _GridColumnAlignmentKey: LayoutValueKey { static let defaultValue: HorizontalAlignment? = nil }
struct _GridCellAnchorKey: LayoutValueKey { static let defaultValue: UnitPoint? = nil }
struct _GridCellUnsizedAxesKey: LayoutValueKey { static let defaultValue: Axis.Set = [] }

nonisolated extension View {
    /// Makes this grid cell span `count` columns.
    public func gridCellColumns(_ count: Int) -> some View {
        layoutValue(key: _GridCellColumnsKey.self, value: max(1, min(count, 10_000)))
    }

    /// Sets the horizontal alignment of every cell in this cell's column.
    public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View {
        layoutValue(key: _GridColumnAlignmentKey.self, value: guide)
    }

    /// Places this cell in its slot with the given anchor, overriding the grid's alignment.
    public func gridCellAnchor(_ anchor: UnitPoint) -> some View {
        layoutValue(key: _GridCellAnchorKey.self, value: anchor)
    }

    /// Asks the grid not to size its row or column by this cell on the given axes (a cell then
    /// takes what the others give it, as a `Divider` row does).
    public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View {
        layoutValue(key: _GridCellUnsizedAxesKey.self, value: axes)
    }
}

/// Grid geometry.
struct _GridLayout: Layout {
    let alignment: Alignment
    let horizontalSpacing: CGFloat
    let verticalSpacing: CGFloat

    struct Cell { let index: Int; let row: Int; let column: Int; let span: Int; let spansAll: Bool }
    struct Geometry { var cells: [Cell]; var rows: Int; var columnWidths: [CGFloat]; var rowHeights: [CGFloat] }

    func cells(_ subviews: Subviews) -> ([Cell], rows: Int, columns: Int) {
        var result: [Cell] = []
        var column = 0, lastRow = -1, rowOrdinal = -1, columns = 0
        for i in subviews.indices {
            let row = subviews[i][_GridRowIndexKey.self]
            if row != lastRow { lastRow = row; rowOrdinal += 1; column = 0 }
            let spansAll = subviews[i][_GridSpansAllKey.self]
            let span = spansAll ? 1 : subviews[i][_GridCellColumnsKey.self]
            result.append(Cell(index: i, row: rowOrdinal, column: column, span: span, spansAll: spansAll))
            column += span
            if !spansAll { columns = max(columns, column) }
        }
        return (result, rowOrdinal + 1, max(columns, 1))
    }

    func width(_ widths: [CGFloat], from c: Int, span: Int) -> CGFloat {
        let end = min(widths.count, c + span)
        guard c < end else { return 0 }
        return widths[c..<end].reduce(0, +) + CGFloat(end - c - 1) * horizontalSpacing
    }

    func geometry(_ proposal: ProposedViewSize, _ subviews: Subviews) -> Geometry {
        let (cells, rows, columns) = self.cells(subviews)
        var widths = [CGFloat](repeating: 0, count: columns)
        var flexible = [Bool](repeating: false, count: columns)
        for cell in cells where !cell.spansAll && cell.span == 1 && cell.column < columns {
            let v = subviews[cell.index]
            if v[_GridCellUnsizedAxesKey.self].contains(.horizontal) { continue }
            let ideal = v.sizeThatFits(.unspecified).width
            widths[cell.column] = max(widths[cell.column], ideal)
            if v.sizeThatFits(ProposedViewSize(width: .infinity, height: nil)).width > ideal + 0.5 { flexible[cell.column] = true }
        }
        // Spanning cells widen the columns they cover when they need more room, within what the
        // other columns leave of a finite proposal: a long text spanning the row wraps there.
        for cell in cells where !cell.spansAll && cell.span > 1 && cell.column < columns {
            let v = subviews[cell.index]
            if v[_GridCellUnsizedAxesKey.self].contains(.horizontal) { continue }
            let spanned = width(widths, from: cell.column, span: cell.span)
            var wanted = v.sizeThatFits(.unspecified).width
            if let w = proposal.width, w.isFinite {
                let left = w - (widths.reduce(0, +) + CGFloat(columns - 1) * horizontalSpacing - spanned)
                if wanted > left { wanted = v.sizeThatFits(ProposedViewSize(width: max(left, spanned), height: nil)).width }
            }
            let need = wanted - spanned
            if need > 0 {
                let end = min(columns, cell.column + cell.span)
                for c in cell.column..<end { widths[c] += need / CGFloat(end - cell.column) }
            }
        }
        if let w = proposal.width, w.isFinite {
            let total = widths.reduce(0, +) + CGFloat(columns - 1) * horizontalSpacing
            let flexCount = flexible.filter { $0 }.count
            if w > total, flexCount > 0 {
                let fixed = zip(widths, flexible).filter { !$0.1 }.reduce(0) { $0 + $1.0 }
                let share = (w - CGFloat(columns - 1) * horizontalSpacing - fixed) / CGFloat(flexCount)
                for c in 0..<columns where flexible[c] { widths[c] = max(widths[c], share) }
            }
        }
        let total = widths.reduce(0, +) + CGFloat(columns - 1) * horizontalSpacing
        var heights = [CGFloat](repeating: 0, count: rows)
        for cell in cells {
            let v = subviews[cell.index]
            if v[_GridCellUnsizedAxesKey.self].contains(.vertical) { continue }
            let w = cell.spansAll ? total : width(widths, from: cell.column, span: cell.span)
            heights[cell.row] = max(heights[cell.row], v.sizeThatFits(ProposedViewSize(width: w, height: nil)).height)
        }
        return Geometry(cells: cells, rows: rows, columnWidths: widths, rowHeights: heights)
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard !subviews.isEmpty else { return .zero }
        let g = geometry(proposal, subviews)
        return CGSize(width: g.columnWidths.reduce(0, +) + CGFloat(g.columnWidths.count - 1) * horizontalSpacing,
                      height: g.rowHeights.reduce(0, +) + CGFloat(max(0, g.rows - 1)) * verticalSpacing)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard !subviews.isEmpty else { return }
        let g = geometry(proposal, subviews)
        let widths = g.columnWidths
        let total = widths.reduce(0, +) + CGFloat(widths.count - 1) * horizontalSpacing
        var columnAlignment = [HorizontalAlignment?](repeating: nil, count: widths.count)
        for cell in g.cells where !cell.spansAll && cell.column < widths.count {
            if let a = subviews[cell.index][_GridColumnAlignmentKey.self] { columnAlignment[cell.column] = a }
        }
        var rowTops: [CGFloat] = []
        var y = bounds.minY
        for h in g.rowHeights { rowTops.append(y); y += h + verticalSpacing }
        for cell in g.cells {
            let v = subviews[cell.index]
            let x = bounds.minX + (cell.spansAll ? 0 : width(widths, from: 0, span: cell.column) + (cell.column > 0 ? horizontalSpacing : 0))
            let w = cell.spansAll ? total : width(widths, from: cell.column, span: cell.span)
            let h = g.rowHeights[cell.row]
            let p = ProposedViewSize(width: w, height: h)
            let s = v.sizeThatFits(p)
            let fx: CGFloat, fy: CGFloat
            if let anchor = v[_GridCellAnchorKey.self] {
                fx = anchor.x; fy = anchor.y
            } else {
                fx = (cell.spansAll || cell.span > 1 ? nil : columnAlignment[cell.column])?.fraction ?? alignment.horizontal.fraction
                fy = (v[_GridRowAlignmentKey.self] ?? alignment.vertical).fraction
            }
            v.place(at: CGPoint(x: x + (w - s.width) * fx, y: rowTops[cell.row] + (h - s.height) * fy), proposal: p)
        }
    }
}
