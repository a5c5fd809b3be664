import Foundation

extension Image.Orientation {
    /// The orientation's raw value, as SwiftUI (and `CGImagePropertyOrientation` less one)
    /// numbers them: 0 `up`, 1 `upMirrored`, 2 `down`, 3 `downMirrored`, 4 `left`,
    /// 5 `leftMirrored`, 6 `right`, 7 `rightMirrored`.
    public var rawValue: UInt8 {
        switch self {
        case .up: 0
        case .upMirrored: 1
        case .down: 2
        case .downMirrored: 3
        case .left: 4
        case .leftMirrored: 5
        case .right: 6
        case .rightMirrored: 7
        }
    }
}
