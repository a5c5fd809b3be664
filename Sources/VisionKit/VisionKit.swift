// The module a file's `import VisionKit` finds on Linux: the document camera
// (`VNDocumentCameraViewController`) and the live data scanner (`DataScannerViewController`).
// A render has no camera: both report `isSupported == false`, their views are empty views, no
// delegate method is ever called, and `startScanning()` throws `ScanningUnavailable.unsupported`
// after a runtime warning. On iOS the framework brings UIKit with it; this one brings Backplate's
// UIKit, and Vision, whose symbologies and observations the scanner's types use.
@_exported import BackplateUIKit
@_exported import Vision
@_exported import Foundation
