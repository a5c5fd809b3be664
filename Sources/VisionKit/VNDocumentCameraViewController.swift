import BackplateCore
import Foundation

/// VisionKit's document camera (iOS 13+), a view controller that scans paper documents. A render
/// has no camera: `isSupported` is `false`, its view is an empty view (with a runtime warning
/// when it is made), and its delegate is never called.
open class VNDocumentCameraViewController: UIViewController {
    /// The delegate to tell when a scan finishes, is cancelled or fails; never told in a render.
    open weak var delegate: (any VNDocumentCameraViewControllerDelegate)?

    /// Whether the device can scan documents: `false`, as a render has no camera.
    open class var isSupported: Bool { false }

    /// Makes the controller's view: an empty view, after a runtime warning that nothing is scanned.
    open override func loadView() {
        RuntimeWarning.emit("VisionKit: VNDocumentCameraViewController has no camera in a render; it shows an empty view and never calls its delegate")
        super.loadView()
    }
}
