import Foundation
import BackplateCore

/// Where a collection view's layout puts its cells and section headers and footers within
/// `size`, from the top, stopping where they leave the visible space (500 elements at most).
/// Flow layouts as UIKit's: items in lines at their sizes, full lines justified (a lone item
/// centred), a last line of uniform items on the columns above, else at the minimum spacing; items
/// centred across their line. Compositional layouts: each section's group repeated down the
/// section (across it, one row, when it scrolls orthogonally), items sized against their group,
/// a `count` group's items sharing its width, estimated dimensions taken as given.
struct UICollectionViewPlacement {
    /// A placed element: a cell (`kind` nil) or a supplementary view of `kind`.
    struct Element {
        let indexPath: IndexPath
        let kind: String?
        let frame: CGRect
    }

    private(set) var elements: [Element] = []
    private let size: CGSize
    private let vertical: Bool
    private static let limit = 500

    private init(size: CGSize, vertical: Bool) {
        self.size = size
        self.vertical = vertical
    }

    /// Whether more can be placed: the scroll position `main` is still in view.
    private func hasRoom(_ main: CGFloat) -> Bool {
        elements.count < Self.limit && main < (vertical ? size.height : size.width)
    }

    private mutating func place(_ indexPath: IndexPath, kind: String? = nil, _ frame: CGRect) {
        // A NaN or infinite size or position from a delegate or dimension places nothing.
        guard [frame.minX, frame.minY, frame.width, frame.height].allSatisfy(\.isFinite) else { return }
        elements.append(Element(indexPath: indexPath, kind: kind, frame: vertical ? frame : CGRect(x: frame.minY, y: frame.minX, width: frame.height, height: frame.width)))
    }
}

extension UICollectionViewPlacement {
    /// The elements a flow layout places for `view` in `size`.
    @MainActor static func flow(_ layout: UICollectionViewFlowLayout, in view: UICollectionView, size: CGSize) -> UICollectionViewPlacement {
        let vertical = layout.scrollDirection == .vertical
        var placement = UICollectionViewPlacement(size: size, vertical: vertical)
        let delegate = view.delegate as? any UICollectionViewDelegateFlowLayout
        // Lengths along the scroll axis are `main`, across it `cross`; `place` turns them back.
        func along(_ s: CGSize) -> (cross: CGFloat, main: CGFloat) {
            let (cross, main) = vertical ? (s.width, s.height) : (s.height, s.width)
            return (cross.isFinite ? max(0, cross) : 0, main.isFinite ? max(0, main) : 0)
        }
        let crossLength = vertical ? size.width : size.height
        var main: CGFloat = 0
        for section in 0..<max(0, view.numberOfSections) {
            guard placement.hasRoom(main) else { break }
            let inset = delegate?.collectionView(view, layout: layout, insetForSectionAt: section) ?? layout.sectionInset
            let (before, after, crossStart, crossEnd) = vertical ? (inset.top, inset.bottom, inset.left, inset.right)
                : (inset.left, inset.right, inset.top, inset.bottom)
            let header = along(delegate?.collectionView(view, layout: layout, referenceSizeForHeaderInSection: section) ?? layout.headerReferenceSize)
            if header.main > 0 {
                placement.place(IndexPath(item: 0, section: section), kind: UICollectionView.elementKindSectionHeader,
                                CGRect(x: 0, y: main, width: crossLength, height: header.main))
                main += header.main
            }
            main += before
            let interitem = delegate?.collectionView(view, layout: layout, minimumInteritemSpacingForSectionAt: section) ?? layout.minimumInteritemSpacing
            let lineSpacing = delegate?.collectionView(view, layout: layout, minimumLineSpacingForSectionAt: section) ?? layout.minimumLineSpacing
            var lines = FlowLines(available: crossLength - crossStart - crossEnd, start: crossStart, interitem: interitem, lineSpacing: lineSpacing)
            let itemCount = max(0, view.numberOfItems(inSection: section))
            for item in 0..<itemCount {
                guard placement.hasRoom(main + lines.height), placement.elements.count + lines.pending < Self.limit else { break }
                let indexPath = IndexPath(item: item, section: section)
                let itemSize = delegate?.collectionView(view, layout: layout, sizeForItemAt: indexPath)
                    ?? (layout.estimatedItemSize == .zero ? layout.itemSize : layout.estimatedItemSize)
                for (path, frame) in lines.add(indexPath, along(itemSize), isLastItem: item == itemCount - 1) {
                    placement.place(path, frame.offsetBy(dx: 0, dy: main))
                }
            }
            for (path, frame) in lines.finish() { placement.place(path, frame.offsetBy(dx: 0, dy: main)) }
            main += lines.height + after
            let footer = along(delegate?.collectionView(view, layout: layout, referenceSizeForFooterInSection: section) ?? layout.footerReferenceSize)
            if footer.main > 0 {
                placement.place(IndexPath(item: 0, section: section), kind: UICollectionView.elementKindSectionFooter,
                                CGRect(x: 0, y: main, width: crossLength, height: footer.main))
                main += footer.main
            }
        }
        return placement
    }
}

/// A flow section's lines: items gathered until the next would not fit, then placed.
private struct FlowLines {
    let available: CGFloat
    let start: CGFloat
    let interitem: CGFloat
    let lineSpacing: CGFloat
    /// The lines placed so far, spacing after each but the last included.
    private(set) var height: CGFloat = 0
    private var line: [(IndexPath, cross: CGFloat, main: CGFloat)] = []
    /// Items gathered for the line not yet placed.
    var pending: Int { line.count }
    private var lineCount = 0
    private var previousGap: CGFloat?
    private var uniformSize: (CGFloat, CGFloat)?
    private var uniform = true

    init(available: CGFloat, start: CGFloat, interitem: CGFloat, lineSpacing: CGFloat) {
        (self.available, self.start, self.interitem, self.lineSpacing) = (available, start, interitem, lineSpacing)
    }

    /// Adds an item; returns the line it closed, if it did not fit after it.
    mutating func add(_ indexPath: IndexPath, _ size: (cross: CGFloat, main: CGFloat), isLastItem: Bool) -> [(IndexPath, CGRect)] {
        var closed: [(IndexPath, CGRect)] = []
        let used = line.reduce(0) { $0 + $1.cross } + CGFloat(line.count) * interitem
        if !line.isEmpty && used + size.cross > available + 0.001 { closed = flush(last: false) }
        if let first = uniformSize { uniform = uniform && first == (size.cross, size.main) } else { uniformSize = (size.cross, size.main) }
        line.append((indexPath, size.cross, size.main))
        return closed
    }

    /// Places the last line.
    mutating func finish() -> [(IndexPath, CGRect)] { line.isEmpty ? [] : flush(last: true) }

    private mutating func flush(last: Bool) -> [(IndexPath, CGRect)] {
        let total = line.reduce(0) { $0 + $1.cross }
        let alone = last && lineCount == 0
        var gap = interitem, cursor = start
        if !last || alone {
            // A full line, or the only one: justified; one item centred.
            if line.count > 1 { gap = (available - total) / CGFloat(line.count - 1) } else { cursor = start + (available - total) / 2 }
            if !last { previousGap = gap }
        } else if uniform, let previousGap {
            gap = previousGap
        }
        let lineMain = line.map(\.main).max() ?? 0
        if lineCount > 0 { height += lineSpacing }
        var placed: [(IndexPath, CGRect)] = []
        for item in line {
            placed.append((item.0, CGRect(x: cursor, y: height + (lineMain - item.main) / 2, width: item.cross, height: item.main)))
            cursor += item.cross + gap
        }
        height += lineMain
        lineCount += 1
        line = []
        return placed
    }
}

extension UICollectionViewPlacement {
    /// The elements a compositional layout places for `view` in `size`.
    @MainActor static func compositional(_ layout: UICollectionViewCompositionalLayout, in view: UICollectionView,
                                         size: CGSize) -> UICollectionViewPlacement {
        var placement = UICollectionViewPlacement(size: size, vertical: true)
        var y: CGFloat = 0
        for section in 0..<max(0, view.numberOfSections) {
            guard placement.hasRoom(y) else { break }
            let environment = CollectionLayoutEnvironment(size: size, traits: .current)
            guard let layoutSection = layout.sectionProvider(section, environment) else { continue }
            let insets = layoutSection.contentInsets
            let container = CGSize(width: max(0, size.width - insets.leading - insets.trailing),
                                   height: max(0, size.height - insets.top - insets.bottom))
            y = placement.placeBoundaries(layoutSection, .top, section: section, container: container, x: insets.leading, y: y)
            y += insets.top
            let group = layoutSection.group
            let groupSize = Self.resolve(group.layoutSize, in: container)
            let count = max(0, view.numberOfItems(inSection: section))
            var index = 0
            if layoutSection.orthogonalScrollingBehavior != .none {
                var x = insets.leading
                while index < count && x < size.width && placement.hasRoom(y) {
                    let placed = placement.placeGroup(group, in: CGRect(x: x, y: y, width: groupSize.width, height: groupSize.height),
                                                      section: section, first: index, count: count)
                    guard placed > 0, groupSize.width > 0 else { break }
                    index += placed
                    x += groupSize.width + layoutSection.interGroupSpacing
                }
                y += groupSize.height
            } else {
                var rows = 0
                while index < count && placement.hasRoom(y) {
                    if rows > 0 { y += layoutSection.interGroupSpacing }
                    let placed = placement.placeGroup(group, in: CGRect(x: insets.leading, y: y, width: groupSize.width, height: groupSize.height),
                                                      section: section, first: index, count: count)
                    guard placed > 0 else { break }
                    index += placed
                    y += max(groupSize.height, 0)
                    rows += 1
                }
            }
            y += insets.bottom
            y = placement.placeBoundaries(layoutSection, .bottom, section: section, container: container, x: insets.leading, y: y)
            y += layout.configuration.interSectionSpacing
        }
        return placement
    }

    /// A dimension's length in `container`: a fraction of its width or height, or the points given
    /// (an estimate as given: cells are not measured).
    static func resolve(_ dimension: NSCollectionLayoutDimension, in container: CGSize) -> CGFloat {
        if dimension.isFractionalWidth { return dimension.dimension * container.width }
        if dimension.isFractionalHeight { return dimension.dimension * container.height }
        return dimension.dimension
    }

    static func resolve(_ size: NSCollectionLayoutSize, in container: CGSize) -> CGSize {
        CGSize(width: resolve(size.widthDimension, in: container), height: resolve(size.heightDimension, in: container))
    }

    /// Places a section's headers (`.top`) or footers (`.bottom`) full width at `y`; returns the new `y`.
    private mutating func placeBoundaries(_ section: NSCollectionLayoutSection, _ edge: NSRectAlignment, section index: Int,
                                          container: CGSize, x: CGFloat, y: CGFloat) -> CGFloat {
        var y = y
        for item in section.boundarySupplementaryItems where item.alignment == edge {
            let itemSize = Self.resolve(item.layoutSize, in: container)
            place(IndexPath(item: 0, section: index), kind: item.elementKind, CGRect(x: x, y: y, width: itemSize.width, height: itemSize.height))
            y += itemSize.height
        }
        return y
    }

    /// Places `group`'s items in `frame` from item `first`; returns how many it placed.
    private mutating func placeGroup(_ group: NSCollectionLayoutGroup, in frame: CGRect, section: Int, first: Int, count: Int) -> Int {
        let inner = frame.inset(by: group.contentInsets)
        let horizontal = group.isHorizontal
        let length = horizontal ? inner.width : inner.height
        let spacing = group.interItemSpacing?.spacing ?? 0
        // The items along the group: `count` copies sharing it, else the subitems over and over while they fit.
        var items: [(NSCollectionLayoutItem, CGSize)] = []
        if let repeated = group.repeatCount, let item = group.subitems.first {
            let share = (length - spacing * CGFloat(repeated - 1)) / CGFloat(repeated)
            let other = Self.resolve(horizontal ? item.layoutSize.heightDimension : item.layoutSize.widthDimension, in: inner.size)
            items = Array(repeating: (item, horizontal ? CGSize(width: share, height: other) : CGSize(width: other, height: share)), count: repeated)
        } else if !group.subitems.isEmpty {
            var used: CGFloat = 0
            var next = 0
            while items.count < Self.limit {
                let item = group.subitems[next % group.subitems.count]
                let itemSize = Self.resolve(item.layoutSize, in: inner.size)
                let itemLength = horizontal ? itemSize.width : itemSize.height
                if !items.isEmpty && (used + spacing + itemLength > length + 0.001 || itemLength <= 0) { break }
                used += (items.isEmpty ? 0 : spacing) + itemLength
                items.append((item, itemSize))
                next += 1
            }
        }
        let total = items.reduce(0) { $0 + (horizontal ? $1.1.width : $1.1.height) }
        let gap = group.interItemSpacing?.isFlexibleSpacing == true && items.count > 1
            ? max(spacing, (length - total) / CGFloat(items.count - 1)) : spacing
        var cursor = horizontal ? inner.minX : inner.minY
        var placed = 0
        for (item, itemSize) in items where first + placed < count {
            let itemFrame = horizontal ? CGRect(x: cursor, y: inner.minY, width: itemSize.width, height: itemSize.height)
                : CGRect(x: inner.minX, y: cursor, width: itemSize.width, height: itemSize.height)
            if let subgroup = item as? NSCollectionLayoutGroup {
                placed += placeGroup(subgroup, in: itemFrame, section: section, first: first + placed, count: count)
            } else {
                place(IndexPath(item: first + placed, section: section), itemFrame.inset(by: item.contentInsets))
                placed += 1
            }
            cursor += (horizontal ? itemSize.width : itemSize.height) + gap
        }
        return placed
    }
}

/// What a section provider is told: the collection view's size and traits.
final class CollectionLayoutEnvironment: NSObject, NSCollectionLayoutEnvironment, NSCollectionLayoutContainer {
    let contentSize: CGSize
    let traitCollection: UITraitCollection
    init(size: CGSize, traits: UITraitCollection) {
        contentSize = size
        traitCollection = traits
    }
    var container: any NSCollectionLayoutContainer { self }
    var effectiveContentSize: CGSize { contentSize }
    var contentInsets: NSDirectionalEdgeInsets { .zero }
    var effectiveContentInsets: NSDirectionalEdgeInsets { .zero }
}
