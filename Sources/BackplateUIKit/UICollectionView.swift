import Foundation
import BackplateCore

extension IndexPath {
    /// The index path of `item` in `section`, as UIKit's collection views number them.
    public init(item: Int, section: Int) { self.init(indexes: [section, item]) }
    /// The index path of `row` in `section`, as UIKit's table views number them.
    public init(row: Int, section: Int) { self.init(indexes: [section, row]) }
    /// The section: the first index.
    public var section: Int {
        get { self[0] }
        set { self[0] = newValue }
    }
    /// The item in the section: the second index.
    public var item: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
    /// The row in the section (the item, for table views).
    public var row: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
}

/// UIKit's collection view: its layout, data source, delegate and registered classes. In a
/// representable, or as a controller's view, it draws what its layout places in its bounds (a
/// list layout as a `List`, flow and compositional layouts' cells at their frames; see
/// `swiftUIDrawing()`), asking its data source only for what is in view.
open class UICollectionView: UIScrollView {
    /// Which way a flow or compositional layout scrolls (UIKit's raw values).
    public enum ScrollDirection: Int, Sendable {
        /// Top to bottom.
        case vertical = 0
        /// Leading to trailing.
        case horizontal = 1
    }
    /// Where `scrollToItem(at:at:animated:)` places an item.
    public struct ScrollPosition: OptionSet, Hashable, Sendable {
        /// The raw bits (UIKit's values).
        public let rawValue: UInt
        /// A position from raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Leaves the item where it is.
        public static let none = ScrollPosition([])
        /// At the top.
        public static let top = ScrollPosition(rawValue: 1 << 0)
        /// Centred vertically.
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        /// At the bottom.
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        /// At the left.
        public static let left = ScrollPosition(rawValue: 1 << 3)
        /// Centred horizontally.
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        /// At the right.
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }
    /// The kind of a section header view.
    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    /// The kind of a section footer view.
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    /// The layout that places the items.
    open var collectionViewLayout: UICollectionViewLayout {
        didSet { collectionViewLayout.collectionView = self }
    }
    /// The object that gives the counts and the cells.
    open weak var dataSource: (any UICollectionViewDataSource)?
    /// A view behind the items, filling the collection view.
    open var backgroundView: UIView?
    /// Whether items can be selected (`true`).
    open var allowsSelection = true
    /// Whether several items can be selected (`false`).
    open var allowsMultipleSelection = false
    /// The index paths of the selected items (`nil` when none, as in UIKit).
    open var indexPathsForSelectedItems: [IndexPath]? { selected.isEmpty ? nil : selected }
    /// The cells of the last drawing, in index path order.
    open var visibleCells: [UICollectionViewCell] { laidOutCells.keys.sorted().compactMap { laidOutCells[$0] } }
    /// The index paths of the last drawing's cells, in order.
    open var indexPathsForVisibleItems: [IndexPath] { laidOutCells.keys.sorted() }
    /// The cells of the last drawing, by index path.
    var laidOutCells: [IndexPath: UICollectionViewCell] = [:]
    private var selected: [IndexPath] = []
    private var cellClasses: [String: AnyClass] = [:]
    private var supplementaryClasses: [String: AnyClass] = [:]

    /// A collection view whose items `layout` places.
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
        layout.collectionView = self
    }
    /// A collection view from an archive: there is no storyboard on Linux, so one with a flow layout.
    public required init?(coder: NSCoder) {
        collectionViewLayout = UICollectionViewFlowLayout()
        super.init(coder: coder)
    }

    /// Registers the class of the cells dequeued with `identifier` (`nil` unregisters).
    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        cellClasses[identifier] = cellClass
    }
    /// Registers the class of the supplementary views of `elementKind` dequeued with `identifier`.
    open func register(_ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String) {
        supplementaryClasses[elementKind + "/" + identifier] = viewClass
    }

    /// A cell of the class registered for `identifier` (an app's subclass made as
    /// `ReusableViewMaking` makes it). UIKit raises an exception when none was
    /// registered; here a runtime warning names the identifier and a plain cell stands in.
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        let cell = makeView(cellClasses[identifier], "cell", identifier) as? UICollectionViewCell ?? UICollectionViewCell(frame: .zero)
        cell.dequeuedIdentifier = identifier
        return cell
    }
    /// A supplementary view of `elementKind` for `identifier` (a warning when none was registered).
    open func dequeueReusableSupplementaryView(ofKind elementKind: String, withReuseIdentifier identifier: String,
                                               for indexPath: IndexPath) -> UICollectionReusableView {
        let view = makeView(supplementaryClasses[elementKind + "/" + identifier], elementKind, identifier) ?? UICollectionReusableView(frame: .zero)
        view.dequeuedIdentifier = identifier
        return view
    }

    // Swift cannot call a subclass's `init(frame:)` through its metatype (it is not `required`):
    // Backplate makes UIKit's own classes, and an app's subclass as `ReusableViewMaking` does.
    private func makeView(_ viewClass: AnyClass?, _ kind: String, _ identifier: String) -> UICollectionReusableView? {
        guard let viewClass else {
            RuntimeWarning.emit("UICollectionView: no \(kind) class registered for \"\(identifier)\" (UIKit raises an exception)")
            return nil
        }
        if viewClass == UICollectionViewCell.self { return UICollectionViewCell(frame: .zero) }
        if viewClass == UICollectionViewListCell.self { return UICollectionViewListCell(frame: .zero) }
        if viewClass == UICollectionReusableView.self { return UICollectionReusableView(frame: .zero) }
        if let type = viewClass as? UICollectionReusableView.Type, let view = ReusableViewMaking.make(type, identifier: identifier, for: "UICollectionView") {
            return view
        }
        RuntimeWarning.emit("UICollectionView: cannot make a \(String(reflecting: viewClass)) for \"\(identifier)\" on Linux; a plain one stands in")
        return nil
    }

    /// The number of sections the data source gives (1 when it does not say, 0 without one).
    @MainActor open var numberOfSections: Int {
        guard let dataSource else { return 0 }
        return dataSource.numberOfSections(in: self)
    }
    /// The number of items the data source gives for `section` (0 without one).
    @MainActor open func numberOfItems(inSection section: Int) -> Int {
        dataSource?.collectionView(self, numberOfItemsInSection: section) ?? 0
    }
    /// Asks the data source again when the collection view is next drawn.
    open func reloadData() {
        laidOutCells = [:]
        collectionViewLayout.invalidateLayout()
    }
    /// The cell drawn for `indexPath` in the last drawing (`nil` before one, or out of view).
    open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? { laidOutCells[indexPath] }
    /// Scrolls `indexPath` into view (no scrolling in a still render).
    open func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {}

    /// Selects `indexPath` (`nil`: deselects all), without calling the delegate, as in UIKit.
    open func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard allowsSelection else { return }
        guard let indexPath else { return selected.removeAll() }
        if !allowsMultipleSelection { selected.removeAll() }
        if !selected.contains(indexPath) { selected.append(indexPath) }
    }
    /// Deselects `indexPath`, without calling the delegate.
    open func deselectItem(at indexPath: IndexPath, animated: Bool) { selected.removeAll { $0 == indexPath } }
}

/// Gives a collection view its counts and cells.
@MainActor @preconcurrency
public protocol UICollectionViewDataSource: NSObjectProtocol {
    /// The number of items in `section`.
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    /// The cell for the item at `indexPath` (asked when the collection view is drawn, for the items in view).
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    /// The number of sections (1 by default).
    func numberOfSections(in collectionView: UICollectionView) -> Int
    /// A header or footer view (asked when the collection view is drawn, for those in view).
    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView
}

extension UICollectionViewDataSource {
    /// One section.
    public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
    /// A plain reusable view (UIKit requires one when the layout asks for supplementary views).
    public func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                               at indexPath: IndexPath) -> UICollectionReusableView { UICollectionReusableView(frame: .zero) }
}

/// Told of a collection view's selection and of the cells it draws (a render has no touches:
/// the selection methods are never called).
@MainActor @preconcurrency
public protocol UICollectionViewDelegate: UIScrollViewDelegate {
    /// Called after the item at `indexPath` was selected.
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)
    /// Called after the item at `indexPath` was deselected.
    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath)
    /// Asks whether the item at `indexPath` may be selected.
    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool
    /// Called before a cell is drawn.
    func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath)
}

extension UICollectionViewDelegate {
    /// Does nothing.
    public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
    /// Does nothing.
    public func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}
    /// Allows it (`true`).
    public func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool { true }
    /// Does nothing.
    public func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {}
}

/// Gives a flow layout's sizes per item and section (asked when the collection view is drawn).
@MainActor @preconcurrency
public protocol UICollectionViewDelegateFlowLayout: UICollectionViewDelegate {
    /// The size of the item at `indexPath`.
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize
    /// The insets of `section`.
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        insetForSectionAt section: Int) -> UIEdgeInsets
    /// The spacing between lines in `section`.
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        minimumLineSpacingForSectionAt section: Int) -> CGFloat
    /// The spacing between items in a line of `section`.
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        minimumInteritemSpacingForSectionAt section: Int) -> CGFloat
    /// The size of `section`'s header (its length along the scroll axis counts; zero: none).
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        referenceSizeForHeaderInSection section: Int) -> CGSize
    /// The size of `section`'s footer (its length along the scroll axis counts; zero: none).
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        referenceSizeForFooterInSection section: Int) -> CGSize
}

extension UICollectionViewDelegateFlowLayout {
    /// The layout's item size (its estimated size when it has one).
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               sizeForItemAt indexPath: IndexPath) -> CGSize {
        guard let flow = collectionViewLayout as? UICollectionViewFlowLayout else { return .zero }
        return flow.estimatedItemSize == .zero ? flow.itemSize : flow.estimatedItemSize
    }
    /// The layout's header size.
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               referenceSizeForHeaderInSection section: Int) -> CGSize {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.headerReferenceSize ?? .zero
    }
    /// The layout's footer size.
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               referenceSizeForFooterInSection section: Int) -> CGSize {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.footerReferenceSize ?? .zero
    }
    /// The layout's section inset.
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               insetForSectionAt section: Int) -> UIEdgeInsets {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.sectionInset ?? .zero
    }
    /// The layout's line spacing.
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               minimumLineSpacingForSectionAt section: Int) -> CGFloat {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.minimumLineSpacing ?? 0
    }
    /// The layout's item spacing.
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               minimumInteritemSpacingForSectionAt section: Int) -> CGFloat {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.minimumInteritemSpacing ?? 0
    }
}
