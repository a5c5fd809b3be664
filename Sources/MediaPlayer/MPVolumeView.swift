import Foundation
import BackplateCore
import BackplateUIKit

/// The system's volume slider and route button: a UIKit view, never drawn by Backplate (its
/// representable's frame is left empty, with a warning naming the representable); making one
/// emits a warning too.
open class MPVolumeView: UIView {
    /// Whether the route (AirPlay) button shows (`true`).
    open var showsRouteButton = true
    /// Whether the volume slider shows (`true`).
    open var showsVolumeSlider = true

    /// A volume view with `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        RuntimeWarning.emit("MPVolumeView: Backplate draws no volume slider; its frame is left empty")
    }

    /// A volume view from an archive.
    public required init?(coder: NSCoder) { super.init(coder: coder) }
}
