import Foundation
import BackplateCore

/// UIKit's segmented control, as a stand-in. Apps style SwiftUI's `.segmented` pickers through
/// `UISegmentedControl.appearance()`; Backplate draws those pickers itself, so what the
/// appearance proxy is given is kept but not applied, with a runtime warning naming it.
public final class UISegmentedControl: UIControl {
    private var titleAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]
    private let isAppearanceProxy: Bool

    /// A control with one segment per title.
    public init(items: [Any]?) {
        isAppearanceProxy = false
        numberOfSegments = items?.count ?? 0
        super.init(frame: .zero)
    }
    /// An empty control.
    public override init(frame: CGRect) {
        isAppearanceProxy = false
        super.init(frame: frame)
    }
    /// A control from an archive: no segments, there is no storyboard on Linux.
    public required init?(coder: NSCoder) {
        isAppearanceProxy = false
        super.init(coder: coder)
    }
    private init(appearanceProxy: Void) {
        isAppearanceProxy = true
        super.init(frame: .zero)
    }

    /// The proxy that styles every segmented control (and, on iOS, SwiftUI's `.segmented`
    /// pickers). Backplate's pickers do not read it: its setters warn.
    public static func appearance() -> UISegmentedControl { UISegmentedControl(appearanceProxy: ()) }

    /// The number of segments.
    public private(set) var numberOfSegments = 0
    /// The selected segment's index (`-1`: none).
    public var selectedSegmentIndex = -1
    /// The selected segment's fill colour.
    public var selectedSegmentTintColor: UIColor? {
        didSet { warnIfProxy("selectedSegmentTintColor") }
    }

    /// Sets the titles' text attributes (font, colour) for `state`.
    public func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        titleAttributes[state.rawValue] = attributes
        warnIfProxy("setTitleTextAttributes(_:for:)")
    }
    /// The titles' text attributes for `state`.
    public func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        titleAttributes[state.rawValue]
    }

    private func warnIfProxy(_ member: String) {
        guard isAppearanceProxy else { return }
        RuntimeWarning.emit("UISegmentedControl.appearance().\(member) is not applied: Backplate draws .segmented pickers with iOS's default look")
    }
}
