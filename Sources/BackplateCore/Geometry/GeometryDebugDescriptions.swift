import Foundation

// CoreGraphics describes its geometry as bare tuples, so `Text("\(point)")` reads "(1.0, 2.5)"
// on iOS; Foundation on Linux prints the memberwise form ("CGPoint(x: 1.0, y: 2.5)").

extension CGPoint: @retroactive CustomDebugStringConvertible {
    /// The point as "(x, y)", as CoreGraphics writes it; string interpolation uses it too.
    public var debugDescription: String { "(\(x), \(y))" }
}

extension CGSize: @retroactive CustomDebugStringConvertible {
    /// The size as "(width, height)", as CoreGraphics writes it; string interpolation uses it too.
    public var debugDescription: String { "(\(width), \(height))" }
}

extension CGRect: @retroactive CustomDebugStringConvertible {
    /// The rectangle as "(x, y, width, height)", as CoreGraphics writes it; string interpolation
    /// uses it too.
    public var debugDescription: String { "(\(origin.x), \(origin.y), \(size.width), \(size.height))" }
}
