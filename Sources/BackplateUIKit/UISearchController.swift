import Foundation

/// UIKit's search controller, as a stand-in: it keeps its search bar, results controller and
/// settings. A still render never activates it: it stays inactive, and its updater and delegate
/// are never called (SwiftUI code draws its search fields with `searchable`).
open class UISearchController: UIViewController {
    /// The controller that shows the results (`nil`: the searched controller does).
    open private(set) var searchResultsController: UIViewController?
    /// The search bar the navigation item or table header shows.
    public let searchBar = UISearchBar(frame: .zero)
    /// The object asked to update the results as the text changes.
    open weak var searchResultsUpdater: (any UISearchResultsUpdating)?
    /// The object told of presentation and dismissal.
    open weak var delegate: (any UISearchControllerDelegate)?
    /// Whether the search interface is shown (`false`).
    open var isActive = false
    /// Whether the searched content is dimmed while searching (`true`).
    open var obscuresBackgroundDuringPresentation = true
    /// Whether the searched content is dimmed (deprecated alias of `obscuresBackgroundDuringPresentation`).
    open var dimsBackgroundDuringPresentation: Bool {
        get { obscuresBackgroundDuringPresentation }
        set { obscuresBackgroundDuringPresentation = newValue }
    }
    /// Whether the navigation bar hides while searching (`true`).
    open var hidesNavigationBarDuringPresentation = true
    /// Whether the Cancel button shows while searching (`true`, iOS 13).
    open var automaticallyShowsCancelButton = true
    /// Whether the scope buttons show while searching (`true`, iOS 13).
    open var automaticallyShowsScopeBar = true
    /// Whether the results controller shows (`false`, iOS 13).
    open var showsSearchResultsController = false

    /// A search controller that shows its results in `searchResultsController` (`nil`: in place).
    public init(searchResultsController: UIViewController?) {
        self.searchResultsController = searchResultsController
        super.init(nibName: nil, bundle: nil)
    }
    /// A search controller that shows its results in place.
    public convenience init() { self.init(searchResultsController: nil) }
    /// A search controller from a nib: no nib is read on Linux, so one without results controller.
    public override convenience init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        self.init(searchResultsController: nil)
    }
    /// A search controller from an archive: there is no storyboard on Linux.
    public required init?(coder: NSCoder) { super.init(coder: coder) }
}

/// Updates search results as the search bar's text changes. A render has no typing: never called.
@MainActor @preconcurrency
public protocol UISearchResultsUpdating: AnyObject {
    /// Called when the search bar's text or scope changed.
    func updateSearchResults(for searchController: UISearchController)
}

/// What a search controller tells its delegate. A render never activates it: never called.
@MainActor @preconcurrency
public protocol UISearchControllerDelegate: NSObjectProtocol {
    /// Called before the search interface shows.
    func willPresentSearchController(_ searchController: UISearchController)
    /// Called after the search interface showed.
    func didPresentSearchController(_ searchController: UISearchController)
    /// Called before the search interface hides.
    func willDismissSearchController(_ searchController: UISearchController)
    /// Called after the search interface hid.
    func didDismissSearchController(_ searchController: UISearchController)
}

extension UISearchControllerDelegate {
    /// Does nothing.
    public func willPresentSearchController(_ searchController: UISearchController) {}
    /// Does nothing.
    public func didPresentSearchController(_ searchController: UISearchController) {}
    /// Does nothing.
    public func willDismissSearchController(_ searchController: UISearchController) {}
    /// Does nothing.
    public func didDismissSearchController(_ searchController: UISearchController) {}
}
