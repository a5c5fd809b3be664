import Foundation

/// The floating palette of PencilKit's tools, as a stand-in: it keeps its selected tool, ruler
/// state and settings and tells observers when code changes the tool or ruler. Nothing is first
/// responder in a still render, so the palette never shows and `isVisible` stays `false`.
@MainActor @preconcurrency
open class PKToolPicker: NSObject {
    private var observers: [WeakObserver] = []
    private var visibleResponders: [WeakResponder] = []
    private static var sharedPickers: [ObjectIdentifier: PKToolPicker] = [:]

    /// The tool the picker has selected (a black pen at first); setting it notifies observers.
    @available(iOS, introduced: 13.0, deprecated: 18.0, message: "Use selectedToolItem")
    open var selectedTool: any PKTool {
        get { currentTool }
        set { currentTool = newValue }
    }
    /// Whether the ruler is active; setting it notifies observers.
    open var isRulerActive = false {
        didSet { if isRulerActive != oldValue { notify { $0.toolPickerIsRulerActiveDidChange(self) } } }
    }
    /// Whether the palette offers drawing-policy controls (iOS 14+; `true`).
    open var showsDrawingPolicyControls = true
    /// The appearance the palette's colours are shown in (`.unspecified`: the system's).
    open var colorUserInterfaceStyle = UIUserInterfaceStyle.unspecified
    /// The appearance the palette itself uses (`.unspecified`: the system's).
    open var overrideUserInterfaceStyle = UIUserInterfaceStyle.unspecified
    /// The newest PencilKit version whose inks the palette offers (iOS 17+; `.latest`).
    open var maximumSupportedContentVersion = PKContentVersion.latest
    /// The name under which the palette's state is saved between launches (kept, not saved).
    open var stateAutosaveName: String?

    /// A tool picker with a black pen selected (iOS 14+).
    public override init() { super.init() }

    /// The picker of `window` (deprecated in iOS 14): one per window, made on first use.
    @available(iOS, introduced: 13.0, deprecated: 14.0, message: "Create individual instances instead.")
    open class func shared(for window: UIWindow) -> PKToolPicker? {
        let key = ObjectIdentifier(window)
        if let picker = sharedPickers[key] { return picker }
        let picker = PKToolPicker()
        sharedPickers[key] = picker
        return picker
    }

    /// Whether the palette shows: never in a render, as nothing becomes first responder.
    open var isVisible: Bool { visibleResponders.contains { $0.responder?.isFirstResponder == true } }

    /// Shows (or hides) the palette while `responder` is first responder. Recorded; nothing is
    /// first responder in a render, so the palette stays hidden.
    open func setVisible(_ visible: Bool, forFirstResponder responder: UIResponder) {
        visibleResponders.removeAll { $0.responder == nil || $0.responder === responder }
        if visible { visibleResponders.append(WeakResponder(responder: responder)) }
    }

    /// Adds `observer` (held weakly), to be told of tool and ruler changes.
    open func addObserver(_ observer: any PKToolPickerObserver) {
        observers.removeAll { $0.observer == nil || $0.observer === observer }
        observers.append(WeakObserver(observer: observer))
    }

    /// Stops telling `observer` of changes.
    open func removeObserver(_ observer: any PKToolPickerObserver) {
        observers.removeAll { $0.observer == nil || $0.observer === observer }
    }

    /// The part of `view` the palette covers: `CGRect.null`, as it never shows in a render.
    open func frameObscured(in view: UIView) -> CGRect { .null }

    /// The selected tool (`selectedTool` without its iOS 18 deprecation).
    var currentTool: any PKTool = PKInkingTool(.pen, color: .black) {
        didSet { notify { $0.toolPickerSelectedToolDidChange(self) } }
    }

    private func notify(_ message: (any PKToolPickerObserver) -> Void) {
        for observer in observers.compactMap(\.observer) { message(observer) }
    }

    private struct WeakObserver {
        weak var observer: (any PKToolPickerObserver)?
    }

    private struct WeakResponder {
        weak var responder: UIResponder?
    }
}
