import Foundation
import BackplateCore

extension UICollectionView {
    /// A registration of a cell class and the handler that configures its cells for items (iOS 14).
    ///
    /// Backplate makes UIKit's own cell classes with `init(frame:)` and runs the handler on them.
    /// Swift cannot call an app subclass's `init(frame:)` through its type, so a subclass is made
    /// with its `required init?(coder:)`, with a runtime warning (see `dequeueConfiguredReusableCell`).
    /// A render never dequeues: collection views lay out no cells.
    @MainActor @preconcurrency
    public struct CellRegistration<Cell: UICollectionViewCell, Item> {
        /// Configures a dequeued cell for the item at an index path.
        public typealias Handler = (Cell, IndexPath, Item) -> Void
        /// The handler that configures cells.
        public let handler: Handler

        /// A registration whose cells `handler` configures.
        public init(handler: @escaping Handler) {
            self.handler = handler
        }
    }

    /// A registration of a supplementary view class (a header, footer...) of an element kind and
    /// the handler that configures its views (iOS 14); views are made as `CellRegistration`'s cells are.
    @MainActor @preconcurrency
    public struct SupplementaryRegistration<Supplementary: UICollectionReusableView> {
        /// Configures a dequeued view of an element kind at an index path.
        public typealias Handler = (Supplementary, String, IndexPath) -> Void
        /// The kind of view registered.
        public let elementKind: String
        /// The handler that configures views.
        public let handler: Handler

        /// A registration of views of `elementKind` that `handler` configures.
        public init(elementKind: String, handler: @escaping Handler) {
            self.elementKind = elementKind
            self.handler = handler
        }
    }

    /// A cell made for `registration`, configured by its handler for `item` at `indexPath`
    /// (the handler is not called when `item` is `nil`, as in UIKit).
    @MainActor @preconcurrency
    public func dequeueConfiguredReusableCell<Cell, Item>(using registration: UICollectionView.CellRegistration<Cell, Item>,
                                                          for indexPath: IndexPath, item: Item?) -> Cell where Cell: UICollectionViewCell {
        let cell: Cell = Self.makeRegistered(Cell.self)
        cell.dequeuedIdentifier = String(describing: Cell.self)
        if let item { registration.handler(cell, indexPath, item) }
        return cell
    }

    /// A supplementary view made for `registration`, configured by its handler at `indexPath`.
    @MainActor @preconcurrency
    public func dequeueConfiguredReusableSupplementary<Supplementary>(using registration: UICollectionView.SupplementaryRegistration<Supplementary>,
                                                                      for indexPath: IndexPath) -> Supplementary where Supplementary: UICollectionReusableView {
        let view: Supplementary = Self.makeRegistered(Supplementary.self)
        view.dequeuedIdentifier = registration.elementKind
        registration.handler(view, registration.elementKind, indexPath)
        return view
    }

    /// One of UIKit's own reusable view classes, made with `init(frame:)`, or an app's subclass
    /// made as `ReusableViewMaking` makes it.
    private static func makeRegistered<View: UICollectionReusableView>(_ type: View.Type) -> View {
        let made: UICollectionReusableView?
        switch ObjectIdentifier(type) {
        case ObjectIdentifier(UICollectionViewListCell.self): made = UICollectionViewListCell(frame: .zero)
        case ObjectIdentifier(UICollectionViewCell.self): made = UICollectionViewCell(frame: .zero)
        case ObjectIdentifier(UICollectionReusableView.self): made = UICollectionReusableView(frame: .zero)
        default: made = ReusableViewMaking.make(type, for: "UICollectionView")
        }
        guard let view = made as? View else {
            preconditionFailure("UICollectionView: \(String(reflecting: type)) has no factory from `backplate preview` and its "
                                + "init(coder:) returned nil; a render never dequeues cells, so render the view instead")
        }
        return view
    }
}
