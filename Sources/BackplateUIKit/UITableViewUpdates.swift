import Foundation
import BackplateCore

extension UITableView {
    /// Where `scrollToRow(at:at:animated:)` and `selectRow(at:animated:scrollPosition:)` put a row.
    public enum ScrollPosition: Int, Sendable {
        /// Wherever it is.
        case none
        /// At the top.
        case top
        /// In the middle.
        case middle
        /// At the bottom.
        case bottom
    }

    /// Registers a nib for the cells dequeued with `identifier`: Linux has no nibs, so dequeuing
    /// it gives a plain cell, with a warning (`nil` unregisters).
    public func register(_ nib: UINib?, forCellReuseIdentifier identifier: String) {
        if nib == nil { nibIdentifiers.remove(identifier) } else { nibIdentifiers.insert(identifier) }
    }

    /// The first selected row (`nil`: none).
    public var indexPathForSelectedRow: IndexPath? { selectedRows.first }
    /// The selected rows (`nil` when none, as in UIKit).
    public var indexPathsForSelectedRows: [IndexPath]? { selectedRows.isEmpty ? nil : selectedRows }

    /// Selects `indexPath` (`nil`: deselects all) without telling the delegate, as in UIKit.
    public func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard allowsSelection || (isEditing && allowsSelectionDuringEditing) else { return }
        guard let indexPath else { return selectedRows.removeAll() }
        if !allowsMultipleSelection { selectedRows.removeAll() }
        if !selectedRows.contains(indexPath) { selectedRows.append(indexPath) }
    }
    /// Deselects `indexPath` without telling the delegate.
    public func deselectRow(at indexPath: IndexPath, animated: Bool) { selectedRows.removeAll { $0 == indexPath } }
    /// Scrolls `indexPath` into view (a still render shows the top).
    public func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {}
    /// Turns editing on or off (nothing animates).
    public func setEditing(_ editing: Bool, animated: Bool) { isEditing = editing }

    /// Inserts rows: the data source is asked again when the table is next drawn.
    public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) { reloadData() }
    /// Deletes rows: the data source is asked again when the table is next drawn.
    public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) { reloadData() }
    /// Reloads rows: the data source is asked again when the table is next drawn.
    public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) { reloadData() }
    /// Moves a row: the data source is asked again when the table is next drawn.
    public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) { reloadData() }
    /// Inserts sections: the data source is asked again when the table is next drawn.
    public func insertSections(_ sections: IndexSet, with animation: RowAnimation) { reloadData() }
    /// Deletes sections: the data source is asked again when the table is next drawn.
    public func deleteSections(_ sections: IndexSet, with animation: RowAnimation) { reloadData() }
    /// Reloads sections: the data source is asked again when the table is next drawn.
    public func reloadSections(_ sections: IndexSet, with animation: RowAnimation) { reloadData() }
    /// Starts a group of updates (they apply at once).
    public func beginUpdates() {}
    /// Ends a group of updates.
    public func endUpdates() {}
    /// Runs `updates` at once, then `completion` with `true` (nothing animates).
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        updates?()
        completion?(true)
    }
}

/// A nib: Linux has no Interface Builder files, so it loads nothing (a warning says so).
open class UINib: NSObject {
    private let name: String

    /// A nib named `name` in `bundleOrNil`.
    public init(nibName name: String, bundle bundleOrNil: Bundle?) {
        self.name = name
        super.init()
    }

    /// The nib's top-level objects: none on Linux, with a warning naming the nib.
    open func instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [AnyHashable: Any]? = nil) -> [Any] {
        RuntimeWarning.emit("UINib \"\(name)\": Interface Builder files cannot be loaded on Linux; nothing is made")
        return []
    }
}

/// UIKit's pull-to-refresh control: a render never pulls, so it is never shown; its state is kept.
open class UIRefreshControl: UIControl {
    /// Whether it is refreshing (`false`).
    open private(set) var isRefreshing = false
    /// The title under the spinner (kept, not drawn).
    open var attributedTitle: NSAttributedString?

    /// Starts refreshing.
    open func beginRefreshing() { isRefreshing = true }
    /// Stops refreshing.
    open func endRefreshing() { isRefreshing = false }
}
