import Foundation
import BackplateCore

/// UIKit's button. With a `configuration` it draws as the SwiftUI `Button` of the matching
/// style; without one, as its title and image for the normal state in its title colour
/// (`UIButtonDrawing`). A render has no touches: actions and menus are kept, never run.
open class UIButton: UIControl, UIKitDrawnView {
    /// The kinds of system button (UIKit's raw values).
    public enum ButtonType: Int, Sendable {
        /// No system style: a white title unless a colour is set.
        case custom = 0
        /// The system's text button: a tinted title.
        case system = 1
        /// A detail disclosure button.
        case detailDisclosure = 2
        /// An info button on light content.
        case infoLight = 3
        /// An info button on dark content.
        case infoDark = 4
        /// A plus button.
        case contactAdd = 5
        /// A plain button (iOS 13.4).
        case plain = 6
        /// A close button (iOS 13).
        case close = 7
        /// The rounded-rect button of old: the system button.
        public static var roundedRect: ButtonType { .system }
    }

    /// What a button does in its interface (iOS 14).
    public enum Role: Int, Sendable {
        /// An ordinary button.
        case normal = 0
        /// The primary button.
        case primary = 1
        /// A button that cancels.
        case cancel = 2
        /// A button that deletes or removes.
        case destructive = 3
    }

    /// The button's kind.
    public internal(set) var buttonType: ButtonType = .custom
    /// The button's role (`.normal`).
    open var role = Role.normal
    /// The configuration: its look and content (`nil`: the per-state titles and images).
    open var configuration: Configuration? {
        didSet { if !updatingConfiguration { setNeedsUpdateConfiguration() } }
    }
    /// Called to update the configuration for the button's state; a render calls it before the
    /// first size query or drawing after it is set, and after `setNeedsUpdateConfiguration()`.
    open var configurationUpdateHandler: ConfigurationUpdateHandler? {
        didSet { setNeedsUpdateConfiguration() }
    }
    /// Whether the configuration is updated as the state changes (`true`).
    open var automaticallyUpdatesConfiguration = true
    /// The menu a tap or long press shows (kept: a render shows none).
    open var menu: UIMenu?
    /// Whether a tap shows the menu (`false`).
    open var showsMenuAsPrimaryAction = false
    /// Whether a tap toggles `isSelected` (`false`).
    open var changesSelectionAsPrimaryAction = false
    /// Whether the pointer highlights the button on iPad (kept).
    open var isPointerInteractionEnabled = false
    /// The label that shows the current title.
    public let titleLabel: UILabel? = UILabel()
    /// The view that shows the current image.
    public let imageView: UIImageView? = UIImageView()
    /// The label that shows a configuration's subtitle.
    public let subtitleLabel: UILabel? = UILabel()
    /// The space around the title and image (deprecated in iOS 15; drawn).
    open var contentEdgeInsets = UIEdgeInsets.zero
    /// The space around the title (deprecated in iOS 15; kept).
    open var titleEdgeInsets = UIEdgeInsets.zero
    /// The space around the image (deprecated in iOS 15; kept).
    open var imageEdgeInsets = UIEdgeInsets.zero

    private var titles: [UInt: String] = [:]
    private var attributedTitles: [UInt: NSAttributedString] = [:]
    private var images: [UInt: UIImage] = [:]
    private var backgroundImages: [UInt: UIImage] = [:]
    private var titleColors: [UInt: UIColor] = [:]
    private var symbolConfigurations: [UInt: UIImage.SymbolConfiguration] = [:]
    var needsConfigurationUpdate = false
    private var updatingConfiguration = false

    /// A button of `buttonType`.
    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        self.buttonType = buttonType
    }

    /// A button of `buttonType` (`.system`) whose tap is `primaryAction`, titled and imaged by it.
    public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: buttonType)
        adopt(primaryAction)
    }

    /// A system button with `configuration`, whose tap is `primaryAction`.
    public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) {
        self.init(type: .system)
        adopt(primaryAction)
        self.configuration = configuration
    }

    private func adopt(_ action: UIAction?) {
        guard let action else { return }
        addAction(action, for: .primaryActionTriggered)
        if !action.title.isEmpty { setTitle(action.title, for: .normal) }
        if let image = action.image { setImage(image, for: .normal) }
    }

    /// The size of the button's drawing: its title, image and insets, or its configuration's
    /// style around them.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { drawnSize }
    /// The size of the button's drawing, as Auto Layout and stack views size it.
    open override var intrinsicContentSize: CGSize { drawnSize }

    /// A state change updates the configuration before the next drawing, unless turned off.
    override func stateDidChange() {
        if automaticallyUpdatesConfiguration { setNeedsUpdateConfiguration() }
    }

    /// Asks for the configuration to be updated before the next drawing.
    open func setNeedsUpdateConfiguration() { needsConfigurationUpdate = true }
    /// Updates the configuration for the state now: calls `configurationUpdateHandler`.
    /// A configuration the handler sets asks for no further update.
    open func updateConfiguration() {
        needsConfigurationUpdate = false
        updatingConfiguration = true
        defer { updatingConfiguration = false }
        configurationUpdateHandler?(self)
    }

    /// Sets the title for `state`.
    open func setTitle(_ title: String?, for state: UIControl.State) { titles[state.rawValue] = title }
    /// The title for `state` (the normal one when none is set).
    open func title(for state: UIControl.State) -> String? { titles[state.rawValue] ?? titles[0] }
    /// Sets the title with attributes for `state` (drawn in place of the plain title).
    open func setAttributedTitle(_ title: NSAttributedString?, for state: UIControl.State) { attributedTitles[state.rawValue] = title }
    /// The title with attributes for `state` (the normal one when none is set).
    open func attributedTitle(for state: UIControl.State) -> NSAttributedString? { attributedTitles[state.rawValue] ?? attributedTitles[0] }
    /// Sets the image for `state`.
    open func setImage(_ image: UIImage?, for state: UIControl.State) { images[state.rawValue] = image }
    /// The image for `state` (the normal one when none is set).
    open func image(for state: UIControl.State) -> UIImage? { images[state.rawValue] ?? images[0] }
    /// Sets the image stretched behind the content for `state`.
    open func setBackgroundImage(_ image: UIImage?, for state: UIControl.State) { backgroundImages[state.rawValue] = image }
    /// The background image for `state` (the normal one when none is set).
    open func backgroundImage(for state: UIControl.State) -> UIImage? { backgroundImages[state.rawValue] ?? backgroundImages[0] }
    /// Sets the title colour for `state`.
    open func setTitleColor(_ color: UIColor?, for state: UIControl.State) { titleColors[state.rawValue] = color }
    /// The title colour for `state` (the normal one when none is set).
    open func titleColor(for state: UIControl.State) -> UIColor? { titleColors[state.rawValue] ?? titleColors[0] }
    /// Sets the symbol configuration the image is drawn with for `state`.
    open func setPreferredSymbolConfiguration(_ configuration: UIImage.SymbolConfiguration?, forImageIn state: UIControl.State) {
        symbolConfigurations[state.rawValue] = configuration
    }
    /// The symbol configuration for `state`'s image.
    open func preferredSymbolConfigurationForImage(in state: UIControl.State) -> UIImage.SymbolConfiguration? {
        symbolConfigurations[state.rawValue] ?? symbolConfigurations[0]
    }
    /// The title for the current state.
    open var currentTitle: String? { title(for: .normal) }
    /// The title with attributes for the current state.
    open var currentAttributedTitle: NSAttributedString? { attributedTitle(for: .normal) }
    /// The image for the current state.
    open var currentImage: UIImage? { image(for: .normal) }
    /// The background image for the current state.
    open var currentBackgroundImage: UIImage? { backgroundImage(for: .normal) }
    /// The title colour for the current state: the one set, else the type's (the tint for a
    /// system button, white for a custom one).
    open var currentTitleColor: UIColor {
        titleColor(for: .normal) ?? (buttonType == .custom ? .white : (tintColor ?? .tintColor))
    }
}
