import Foundation

extension AccessibilityHeadingLevel {
    /// The level's raw value, as SwiftUI declares it: 0 for `unspecified`, then 1 to 6 for
    /// `h1` to `h6`.
    public var rawValue: UInt {
        switch self {
        case .unspecified: 0
        case .h1: 1
        case .h2: 2
        case .h3: 3
        case .h4: 4
        case .h5: 5
        case .h6: 6
        }
    }
}
