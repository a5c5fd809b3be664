import Foundation

/// Whether text recognition favours accuracy or speed (iOS 13+). `VNRecognizeTextRequest` uses
/// `.accurate` unless told otherwise; in a render neither level recognizes anything.
@frozen
public enum VNRequestTextRecognitionLevel: Int, Hashable, Sendable {
    /// Slower recognition with language processing: the default.
    case accurate = 0
    /// Faster recognition at the expense of accuracy.
    case fast = 1
}
