/// How far, in 1/255 steps per component, a colour read from a render may be from the expected
/// one. Each suite names the tolerance that fits what it compares; never widen one to pass.
public struct ColorTolerance: Sendable, Equatable, ExpressibleByIntegerLiteral {
    /// The largest difference allowed in any component.
    public let steps: Int

    /// A tolerance of `steps` 1/255 steps per component.
    public init(steps: Int) { self.steps = steps }
    /// A literal tolerance, so a call can still say `close(a, b, 6)`.
    public init(integerLiteral steps: Int) { self.steps = steps }

    /// A colour drawn flat or blended once: rounding of one composite, 2/255.
    public static let pixel = ColorTolerance(steps: 2)
    /// A colour blended through translucent layers (materials, fills at opacity) over a
    /// background, as app files' 2x renders are compared with iOS's values: 3/255.
    public static let composited = ColorTolerance(steps: 3)
}

/// Whether two colours (component lists of the same length) match within `tolerance`.
/// (A plain loop: tests call this per pixel, and `zip`/`allSatisfy` are slow unoptimised.)
public func close(_ a: [Int], _ b: [Int], _ tolerance: ColorTolerance = .pixel) -> Bool {
    guard a.count == b.count else { return false }
    let steps = tolerance.steps
    var i = 0
    while i < a.count {
        let difference = a[i] - b[i]
        if difference > steps || difference < -steps { return false }
        i += 1
    }
    return true
}
