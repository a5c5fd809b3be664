import Foundation

/// What the document camera tells its delegate (iOS 13+); every method is optional, and the
/// delegate dismisses the camera. A render has no camera, so no scan finishes, nobody cancels
/// and nothing fails: none is ever called.
@MainActor @preconcurrency
public protocol VNDocumentCameraViewControllerDelegate: NSObjectProtocol {
    /// A person saved a scanned document.
    func documentCameraViewController(_ controller: VNDocumentCameraViewController, didFinishWith scan: VNDocumentCameraScan)
    /// A person cancelled the document camera.
    func documentCameraViewControllerDidCancel(_ controller: VNDocumentCameraViewController)
    /// Scanning failed while the camera was up.
    func documentCameraViewController(_ controller: VNDocumentCameraViewController, didFailWithError error: any Error)
}

extension VNDocumentCameraViewControllerDelegate {
    /// Does nothing.
    public func documentCameraViewController(_ controller: VNDocumentCameraViewController, didFinishWith scan: VNDocumentCameraScan) {}
    /// Does nothing.
    public func documentCameraViewControllerDidCancel(_ controller: VNDocumentCameraViewController) {}
    /// Does nothing.
    public func documentCameraViewController(_ controller: VNDocumentCameraViewController, didFailWithError error: any Error) {}
}
