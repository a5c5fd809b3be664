import Foundation

/// A description of a row or a column in a lazy grid.
public struct GridItem: Sendable {
    /// The size of a grid item.
    public enum Size: Sendable {
        /// A single item with the given fixed size.
        case fixed(CGFloat)
        /// A single flexible item, sharing the space left by fixed items, clamped to its range.
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        /// As many items as fit in the space this item gets, each at least `minimum` wide.
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }

    /// The size of the item.
    public var size: Size
    /// The spacing to the next item (8 when `nil`).
    public var spacing: CGFloat?
    /// The alignment of cells in this item (centre when `nil`).
    public var alignment: Alignment?

    /// Creates a grid item.
    public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }
}

/// A container view that arranges its children in a grid that grows vertically, creating
/// items only as needed (a still render creates them all). Column widths follow SwiftUI's
/// rules: fixed columns take their size; the width left after fixed columns and spacing is
/// shared by flexible and adaptive columns in turn, each clamped to its range; an adaptive
/// column holds as many columns of at least its minimum as fit in its share. Rows are as tall
/// as their tallest cell; cells are centred in their slot unless the item gives an alignment.
nonisolated public struct LazyVGrid<Content: View>: View {
    let layout: _LazyGridLayout
    let content: Content

    /// Creates a grid with the given columns.
    public init(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        layout = _LazyGridLayout(axis: .vertical, items: columns, crossAlignment: alignment.fraction, lineSpacing: spacing)
        self.content = content()
    }

    /// The cells laid out in columns.
    public var body: some View { layout { content } }
}

/// A container view that arranges its children in a grid that grows horizontally: the same
/// rules as `LazyVGrid` with rows and columns exchanged.
nonisolated public struct LazyHGrid<Content: View>: View {
    let layout: _LazyGridLayout
    let content: Content

    /// Creates a grid with the given rows.
    public init(rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        layout = _LazyGridLayout(axis: .horizontal, items: rows, crossAlignment: alignment.fraction, lineSpacing: spacing)
        self.content = content()
    }

    /// The cells laid out in rows.
    public var body: some View { layout { content } }
}

extension HorizontalAlignment {
    var fraction: CGFloat { self == .leading ? 0 : self == .trailing ? 1 : 0.5 }
}

extension VerticalAlignment {
    var fraction: CGFloat {
        self == .top || self == .firstTextBaseline ? 0 : self == .bottom || self == .lastTextBaseline ? 1 : 0.5
    }
}

/// The layout of the lazy grids. `axis` is the direction the grid grows in; tracks (columns
/// of a vertical grid) are laid across it.
public struct _LazyGridLayout: Layout {
    let axis: Axis
    let items: [GridItem]
    let crossAlignment: CGFloat
    let lineSpacing: CGFloat?

    struct Track { var length: CGFloat; var spacingAfter: CGFloat; var alignment: Alignment? }

    static let defaultSpacing: CGFloat = 8

    func cross(_ s: CGSize) -> CGFloat { axis == .vertical ? s.width : s.height }
    func main(_ s: CGSize) -> CGFloat { axis == .vertical ? s.height : s.width }
    func size(cross: CGFloat, main: CGFloat) -> CGSize {
        axis == .vertical ? CGSize(width: cross, height: main) : CGSize(width: main, height: cross)
    }
    func proposalFor(cross: CGFloat?, main: CGFloat?) -> ProposedViewSize {
        axis == .vertical ? ProposedViewSize(width: cross, height: main) : ProposedViewSize(width: main, height: cross)
    }

    /// The tracks for an available cross length (SwiftUI's column sizing).
    func tracks(for available: CGFloat?) -> [Track] {
        let items = self.items.isEmpty ? [GridItem()] : self.items
        var lengths = [CGFloat](repeating: 0, count: items.count)
        let spacings = items.map { $0.spacing ?? Self.defaultSpacing }
        let totalSpacing = spacings.dropLast().reduce(0, +)
        var remaining = (available ?? 0) - totalSpacing
        var open: [Int] = []
        for (i, item) in items.enumerated() {
            if case .fixed(let s) = item.size { lengths[i] = max(0, s); remaining -= lengths[i] } else { open.append(i) }
        }
        func bounds(_ i: Int) -> (CGFloat, CGFloat) {
            switch items[i].size {
            case .fixed(let s): return (s, s)
            case .flexible(let lo, let hi): return (max(0, lo), max(max(0, lo), hi))
            case .adaptive(let lo, let hi): return (max(1, lo), max(max(1, lo), hi))
            }
        }
        // The most constrained (smallest maximum) first, as a stack shares its space.
        open.sort { bounds($0).1 < bounds($1).1 }
        var count = open.count
        for i in open {
            let (lo, hi) = bounds(i)
            let share = available == nil ? lo : max(0, remaining) / CGFloat(max(count, 1))
            lengths[i] = min(max(share, lo), hi)
            remaining -= lengths[i]
            count -= 1
        }
        var tracks: [Track] = []
        for (i, item) in items.enumerated() {
            if case .adaptive(let lo, let hi) = item.size {
                let minimum = max(1, lo), s = spacings[i]
                let n = max(1, min(10_000, Int(((lengths[i] + s) / (minimum + s)).rounded(.down))))
                let each = min((lengths[i] - CGFloat(n - 1) * s) / CGFloat(n), max(minimum, hi))
                for k in 0..<n {
                    tracks.append(Track(length: max(0, each), spacingAfter: k < n - 1 ? s : spacings[i], alignment: item.alignment))
                }
            } else {
                tracks.append(Track(length: lengths[i], spacingAfter: spacings[i], alignment: item.alignment))
            }
        }
        return tracks
    }

    /// The subviews of each line: full-width cells (section headers) take a line of their own.
    func lines(_ subviews: Subviews, trackCount: Int) -> [[Int]] {
        var lines: [[Int]] = []
        var current: [Int] = []
        for i in subviews.indices {
            if subviews[i][_FullWidthCellKey.self] {
                if !current.isEmpty { lines.append(current); current = [] }
                lines.append([i])
                continue
            }
            current.append(i)
            if current.count == trackCount { lines.append(current); current = [] }
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }

    func crossExtent(_ tracks: [Track]) -> CGFloat {
        tracks.reduce(0) { $0 + $1.length } + tracks.dropLast().reduce(0) { $0 + $1.spacingAfter }
    }

    func lineLengths(_ lines: [[Int]], _ tracks: [Track], _ subviews: Subviews) -> [CGFloat] {
        let total = crossExtent(tracks)
        return lines.map { line in
            if line.count == 1, subviews[line[0]][_FullWidthCellKey.self] {
                return main(subviews[line[0]].sizeThatFits(proposalFor(cross: total, main: nil)))
            }
            var m: CGFloat = 0
            for (k, i) in line.enumerated() where k < tracks.count {
                m = max(m, main(subviews[i].sizeThatFits(proposalFor(cross: tracks[k].length, main: nil))))
            }
            return m
        }
    }

    /// The grid's size: the proposed cross length (or its tracks' extent), and its lines.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let available = axis == .vertical ? proposal.width : proposal.height
        let t = tracks(for: available)
        let l = lines(subviews, trackCount: t.count)
        let lengths = lineLengths(l, t, subviews)
        let gap = lineSpacing ?? Self.defaultSpacing
        let mainLength = lengths.reduce(0, +) + gap * CGFloat(max(0, lengths.count - 1))
        return size(cross: available ?? crossExtent(t), main: mainLength)
    }

    /// Places each cell in its slot.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let available = axis == .vertical ? proposal.width ?? bounds.width : proposal.height ?? bounds.height
        let t = tracks(for: available)
        let l = lines(subviews, trackCount: t.count)
        let lengths = lineLengths(l, t, subviews)
        let gap = lineSpacing ?? Self.defaultSpacing
        let extent = crossExtent(t)
        let crossStart = (axis == .vertical ? bounds.minX : bounds.minY) + max(0, cross(bounds.size) - extent) * crossAlignment
        var mainPos = axis == .vertical ? bounds.minY : bounds.minX
        for (n, line) in l.enumerated() {
            let lineLength = lengths[n]
            if line.count == 1, subviews[line[0]][_FullWidthCellKey.self] {
                let p = proposalFor(cross: extent, main: nil)
                let origin = axis == .vertical ? CGPoint(x: crossStart, y: mainPos) : CGPoint(x: mainPos, y: crossStart)
                subviews[line[0]].place(at: origin, proposal: p)
            } else {
                var crossPos = crossStart
                for (k, i) in line.enumerated() where k < t.count {
                    let track = t[k]
                    let p = proposalFor(cross: track.length, main: lineLength)
                    let s = subviews[i].sizeThatFits(p)
                    let a = track.alignment ?? .center
                    let fx = a.horizontal.fraction, fy = a.vertical.fraction
                    let slot = axis == .vertical
                        ? CGRect(x: crossPos, y: mainPos, width: track.length, height: lineLength)
                        : CGRect(x: mainPos, y: crossPos, width: lineLength, height: track.length)
                    subviews[i].place(at: CGPoint(x: slot.minX + (slot.width - s.width) * fx, y: slot.minY + (slot.height - s.height) * fy),
                                      proposal: p)
                    crossPos += track.length + track.spacingAfter
                }
            }
            mainPos += lineLength + gap
        }
    }
}
