import Foundation

/// What the data scanner tells its delegate as people tap items and recognition changes
/// (iOS 16+); every method has an empty default. A render has no camera, so nothing is
/// recognized, tapped or zoomed and the scanner never becomes unavailable mid-scan: none is called.
@MainActor @preconcurrency
public protocol DataScannerViewControllerDelegate: AnyObject {
    /// A person tapped a recognized item.
    func dataScanner(_ dataScanner: DataScannerViewController, didTapOn item: RecognizedItem)
    /// The scanner started recognizing `addedItems`; `allItems` is everything it tracks.
    func dataScanner(_ dataScanner: DataScannerViewController, didAdd addedItems: [RecognizedItem], allItems: [RecognizedItem])
    /// The geometry of `updatedItems` changed.
    func dataScanner(_ dataScanner: DataScannerViewController, didUpdate updatedItems: [RecognizedItem], allItems: [RecognizedItem])
    /// The scanner stopped recognizing `removedItems`.
    func dataScanner(_ dataScanner: DataScannerViewController, didRemove removedItems: [RecognizedItem], allItems: [RecognizedItem])
    /// The zoom factor changed.
    func dataScannerDidZoom(_ dataScanner: DataScannerViewController)
    /// The scanner became unavailable and stopped scanning.
    func dataScanner(_ dataScanner: DataScannerViewController, becameUnavailableWithError error: DataScannerViewController.ScanningUnavailable)
}

extension DataScannerViewControllerDelegate {
    /// Does nothing.
    public func dataScanner(_ dataScanner: DataScannerViewController, didTapOn item: RecognizedItem) {}
    /// Does nothing.
    public func dataScanner(_ dataScanner: DataScannerViewController, didAdd addedItems: [RecognizedItem], allItems: [RecognizedItem]) {}
    /// Does nothing.
    public func dataScanner(_ dataScanner: DataScannerViewController, didUpdate updatedItems: [RecognizedItem], allItems: [RecognizedItem]) {}
    /// Does nothing.
    public func dataScanner(_ dataScanner: DataScannerViewController, didRemove removedItems: [RecognizedItem], allItems: [RecognizedItem]) {}
    /// Does nothing.
    public func dataScannerDidZoom(_ dataScanner: DataScannerViewController) {}
    /// Does nothing.
    public func dataScanner(_ dataScanner: DataScannerViewController, becameUnavailableWithError error: DataScannerViewController.ScanningUnavailable) {}
}
