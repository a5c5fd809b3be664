import Foundation
import BackplateCore

/// An action of an alert or action sheet: a title, a style and a handler that no tap ever
/// calls in a render.
open class UIAlertAction: NSObject {
    /// How the action's button looks (UIKit's raw values).
    public enum Style: Int, Sendable {
        /// The default look.
        case `default` = 0
        /// Cancels (bold, and last in an action sheet).
        case cancel = 1
        /// Destroys data (red).
        case destructive = 2
    }
    /// The button's title.
    open private(set) var title: String?
    /// The button's look.
    open private(set) var style: Style
    /// Whether the button is enabled (`true`).
    open var isEnabled = true
    /// The handler a tap would call.
    let handler: ((UIAlertAction) -> Void)?

    /// An action with a title, a style and a handler.
    public init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
        super.init()
    }
}

/// UIKit's alert and action sheet controller, as a stand-in: it keeps its title, message,
/// actions and text fields. Presenting it records the presentation; a still render draws it
/// no more than SwiftUI's `alert` modifier: not at all.
open class UIAlertController: UIViewController {
    /// Alert or action sheet (UIKit's raw values).
    public enum Style: Int, Sendable {
        /// A sheet of actions from the bottom.
        case actionSheet = 0
        /// A centred alert.
        case alert = 1
    }
    /// The message under the title.
    open var message: String?
    /// Alert or action sheet.
    open private(set) var preferredStyle: Style
    /// The actions, in the order they were added.
    open private(set) var actions: [UIAlertAction] = []
    /// The action the Return key triggers (must be one of `actions`).
    open var preferredAction: UIAlertAction?
    /// The text fields an alert shows (`nil` when none were added).
    open private(set) var textFields: [UITextField]?

    /// An alert or action sheet with a title and a message.
    public init(title: String?, message: String?, preferredStyle: Style) {
        self.message = message
        self.preferredStyle = preferredStyle
        super.init(nibName: nil, bundle: nil)
        self.title = title
    }
    /// An alert from an archive (never: there is no storyboard on Linux).
    public required init?(coder: NSCoder) { nil }

    /// Adds an action's button.
    open func addAction(_ action: UIAlertAction) { actions.append(action) }

    /// Adds a text field to an alert, configured by `configurationHandler`. UIKit raises an
    /// exception for an action sheet; here a runtime warning says so and no field is added.
    open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
        guard preferredStyle == .alert else {
            RuntimeWarning.emit("UIAlertController: text fields can only be added to an alert (UIKit raises an exception)")
            return
        }
        let field = UITextField()
        configurationHandler?(field)
        textFields = (textFields ?? []) + [field]
    }
}
