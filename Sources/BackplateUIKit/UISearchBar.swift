import Foundation
import BackplateCore

/// The text field inside a search bar (iOS 13), drawn by its bar (`UISearchBarDrawing`).
open class UISearchTextField: UITextField {}

/// UIKit's search bar, drawn as iOS draws one not being edited (`UISearchBarDrawing`): its
/// search field with the placeholder or text, the Cancel button and scope bar when shown.
/// A render has no typing: the delegate is never called (nor, as in UIKit, when code sets `text`).
open class UISearchBar: UIView {
    /// The look of a search bar (UIKit's raw values).
    public enum Style: UInt, Sendable {
        /// The system's choice (prominent).
        case `default` = 0
        /// A translucent background with an opaque field.
        case prominent = 1
        /// No background: the field only.
        case minimal = 2
    }

    /// The object told of edits and button taps.
    open weak var delegate: (any UISearchBarDelegate)?
    /// The field the text is typed into.
    public let searchTextField: UISearchTextField = {
        let field = UISearchTextField(frame: .zero)
        field.returnKeyType = .search
        field.enablesReturnKeyAutomatically = true
        return field
    }()
    /// The text (`""` unless set); setting it does not call the delegate.
    open var text: String? {
        get { searchTextField.text }
        set { searchTextField.text = newValue ?? "" }
    }
    /// The grey text shown while the bar is empty (`nil`: none).
    open var placeholder: String? {
        get { searchTextField.placeholder }
        set { searchTextField.placeholder = newValue }
    }
    /// A line of text above the bar (`nil`: none).
    open var prompt: String?
    /// The bar's look (`.default`).
    open var searchBarStyle: Style = .default
    /// The bar's background tint (`nil`: the system's).
    open var barTintColor: UIColor?
    /// Whether the Cancel button shows (`false`).
    open var showsCancelButton = false
    /// Whether the bookmark button shows (`false`).
    open var showsBookmarkButton = false
    /// Whether the scope buttons show (`false`).
    open var showsScopeBar = false
    /// The titles of the scope buttons (`nil`: none).
    open var scopeButtonTitles: [String]?
    /// The index of the selected scope button (0).
    open var selectedScopeButtonIndex = 0
    /// How typed text is capitalised (the field's).
    open var autocapitalizationType: UITextAutocapitalizationType {
        get { searchTextField.autocapitalizationType }
        set { searchTextField.autocapitalizationType = newValue }
    }
    /// The keyboard the bar asks for (the field's).
    open var keyboardType: UIKeyboardType {
        get { searchTextField.keyboardType }
        set { searchTextField.keyboardType = newValue }
    }
    /// The title of the keyboard's Return key (the field's: `.search`).
    open var returnKeyType: UIReturnKeyType {
        get { searchTextField.returnKeyType }
        set { searchTextField.returnKeyType = newValue }
    }
    /// Whether the Search key is disabled while there is no text (the field's: `true`).
    open var enablesReturnKeyAutomatically: Bool {
        get { searchTextField.enablesReturnKeyAutomatically }
        set { searchTextField.enablesReturnKeyAutomatically = newValue }
    }
    /// The keyboard's look (the field's; kept, a render shows no keyboard).
    open var keyboardAppearance: UIKeyboardAppearance {
        get { searchTextField.keyboardAppearance }
        set { searchTextField.keyboardAppearance = newValue }
    }

    /// The bar's size: 56 points tall (100 with the scope bar), as wide as it is laid out.
    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: barHeight) }
    /// The bar's height at any width: 56 points (100 with the scope bar).
    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: barHeight) }

    /// Shows or hides the Cancel button.
    open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) { self.showsCancelButton = showsCancelButton }
    /// Shows or hides the scope buttons (iOS 13).
    open func setShowsScope(_ show: Bool, animated: Bool) { showsScopeBar = show }
}

/// What a search bar tells its delegate. A render has no typing or taps: never called.
@MainActor @preconcurrency
public protocol UISearchBarDelegate: NSObjectProtocol {
    /// Called after the user changed the text.
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String)
    /// Asks whether editing may begin.
    func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool
    /// Called when editing began.
    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar)
    /// Called when editing ended.
    func searchBarTextDidEndEditing(_ searchBar: UISearchBar)
    /// Called when the keyboard's Search key was tapped.
    func searchBarSearchButtonClicked(_ searchBar: UISearchBar)
    /// Called when the Cancel button was tapped.
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar)
    /// Called when another scope button was chosen.
    func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int)
}

extension UISearchBarDelegate {
    /// Does nothing.
    public func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {}
    /// Allows editing (`true`).
    public func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool { true }
    /// Does nothing.
    public func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {}
    /// Does nothing.
    public func searchBarTextDidEndEditing(_ searchBar: UISearchBar) {}
    /// Does nothing.
    public func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {}
    /// Does nothing.
    public func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {}
    /// Does nothing.
    public func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {}
}
