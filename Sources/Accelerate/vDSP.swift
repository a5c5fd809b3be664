/// Accelerate's vector functions (the `vDSP` namespace of its Swift overlay), on `Float` and
/// `Double` buffers, computed element by element in Swift. Two vectors of different lengths
/// are read over the shorter one, where Accelerate stops the program.
public enum vDSP {
    // MARK: Reductions

    /// The dot product of two vectors.
    public static func dot<U: AccelerateBuffer>(_ vectorA: U, _ vectorB: U) -> Float where U.Element == Float { Kernel.dot(vectorA, vectorB) }
    /// The dot product of two vectors.
    public static func dot<U: AccelerateBuffer>(_ vectorA: U, _ vectorB: U) -> Double where U.Element == Double { Kernel.dot(vectorA, vectorB) }
    /// The sum of the squares of the elements.
    public static func sumOfSquares<U: AccelerateBuffer>(_ vector: U) -> Float where U.Element == Float { Kernel.dot(vector, vector) }
    /// The sum of the squares of the elements.
    public static func sumOfSquares<U: AccelerateBuffer>(_ vector: U) -> Double where U.Element == Double { Kernel.dot(vector, vector) }
    /// The sum of the elements.
    public static func sum<U: AccelerateBuffer>(_ vector: U) -> Float where U.Element == Float { Kernel.sum(vector) }
    /// The sum of the elements.
    public static func sum<U: AccelerateBuffer>(_ vector: U) -> Double where U.Element == Double { Kernel.sum(vector) }
    /// The mean of the elements (NaN for an empty vector).
    public static func mean<U: AccelerateBuffer>(_ vector: U) -> Float where U.Element == Float { Kernel.sum(vector) / Float(vector.count) }
    /// The mean of the elements (NaN for an empty vector).
    public static func mean<U: AccelerateBuffer>(_ vector: U) -> Double where U.Element == Double { Kernel.sum(vector) / Double(vector.count) }
    /// The mean of the squares of the elements.
    public static func meanSquare<U: AccelerateBuffer>(_ vector: U) -> Float where U.Element == Float { Kernel.dot(vector, vector) / Float(vector.count) }
    /// The mean of the squares of the elements.
    public static func meanSquare<U: AccelerateBuffer>(_ vector: U) -> Double where U.Element == Double { Kernel.dot(vector, vector) / Double(vector.count) }
    /// The square root of the mean of the squares.
    public static func rootMeanSquare<U: AccelerateBuffer>(_ vector: U) -> Float where U.Element == Float { meanSquare(vector).squareRoot() }
    /// The square root of the mean of the squares.
    public static func rootMeanSquare<U: AccelerateBuffer>(_ vector: U) -> Double where U.Element == Double { meanSquare(vector).squareRoot() }
    /// The largest element (-∞ for an empty vector).
    public static func maximum<U: AccelerateBuffer>(_ vector: U) -> Float where U.Element == Float { Kernel.fold(vector, -.infinity, max) }
    /// The largest element (-∞ for an empty vector).
    public static func maximum<U: AccelerateBuffer>(_ vector: U) -> Double where U.Element == Double { Kernel.fold(vector, -.infinity, max) }
    /// The smallest element (+∞ for an empty vector).
    public static func minimum<U: AccelerateBuffer>(_ vector: U) -> Float where U.Element == Float { Kernel.fold(vector, .infinity, min) }
    /// The smallest element (+∞ for an empty vector).
    public static func minimum<U: AccelerateBuffer>(_ vector: U) -> Double where U.Element == Double { Kernel.fold(vector, .infinity, min) }
    /// The squared Euclidean distance between two points.
    public static func distanceSquared<U: AccelerateBuffer, V: AccelerateBuffer>(_ pointA: U, _ pointB: V) -> Float where U.Element == Float, V.Element == Float {
        Kernel.sum(Kernel.zip(pointA, pointB) { ($0 - $1) * ($0 - $1) })
    }
    /// The squared Euclidean distance between two points.
    public static func distanceSquared<U: AccelerateBuffer, V: AccelerateBuffer>(_ pointA: U, _ pointB: V) -> Double where U.Element == Double, V.Element == Double {
        Kernel.sum(Kernel.zip(pointA, pointB) { ($0 - $1) * ($0 - $1) })
    }

    // MARK: Element-wise arithmetic

    /// The element-wise sums of two vectors.
    public static func add<T: AccelerateBuffer, U: AccelerateBuffer>(_ vectorA: T, _ vectorB: U) -> [Float] where T.Element == Float, U.Element == Float { Kernel.zip(vectorA, vectorB, +) }
    /// The element-wise sums of two vectors.
    public static func add<T: AccelerateBuffer, U: AccelerateBuffer>(_ vectorA: T, _ vectorB: U) -> [Double] where T.Element == Double, U.Element == Double { Kernel.zip(vectorA, vectorB, +) }
    /// A scalar added to each element.
    public static func add<U: AccelerateBuffer>(_ scalar: Float, _ vector: U) -> [Float] where U.Element == Float { Kernel.map(vector) { scalar + $0 } }
    /// A scalar added to each element.
    public static func add<U: AccelerateBuffer>(_ scalar: Double, _ vector: U) -> [Double] where U.Element == Double { Kernel.map(vector) { scalar + $0 } }
    /// The element-wise differences `vectorA - vectorB`.
    public static func subtract<T: AccelerateBuffer, U: AccelerateBuffer>(_ vectorA: T, _ vectorB: U) -> [Float] where T.Element == Float, U.Element == Float { Kernel.zip(vectorA, vectorB, -) }
    /// The element-wise differences `vectorA - vectorB`.
    public static func subtract<T: AccelerateBuffer, U: AccelerateBuffer>(_ vectorA: T, _ vectorB: U) -> [Double] where T.Element == Double, U.Element == Double { Kernel.zip(vectorA, vectorB, -) }
    /// Each element times a scalar.
    public static func multiply<U: AccelerateBuffer>(_ scalar: Float, _ vector: U) -> [Float] where U.Element == Float { Kernel.map(vector) { scalar * $0 } }
    /// Each element times a scalar.
    public static func multiply<U: AccelerateBuffer>(_ scalar: Double, _ vector: U) -> [Double] where U.Element == Double { Kernel.map(vector) { scalar * $0 } }
    /// The element-wise products of two vectors.
    public static func multiply<T: AccelerateBuffer, U: AccelerateBuffer>(_ vectorA: T, _ vectorB: U) -> [Float] where T.Element == Float, U.Element == Float { Kernel.zip(vectorA, vectorB, *) }
    /// The element-wise products of two vectors.
    public static func multiply<T: AccelerateBuffer, U: AccelerateBuffer>(_ vectorA: T, _ vectorB: U) -> [Double] where T.Element == Double, U.Element == Double { Kernel.zip(vectorA, vectorB, *) }
    /// Each element divided by a scalar.
    public static func divide<U: AccelerateBuffer>(_ vector: U, _ scalar: Float) -> [Float] where U.Element == Float { Kernel.map(vector) { $0 / scalar } }
    /// Each element divided by a scalar.
    public static func divide<U: AccelerateBuffer>(_ vector: U, _ scalar: Double) -> [Double] where U.Element == Double { Kernel.map(vector) { $0 / scalar } }
    /// The element-wise quotients `vectorA / vectorB`.
    public static func divide<T: AccelerateBuffer, U: AccelerateBuffer>(_ vectorA: T, _ vectorB: U) -> [Float] where T.Element == Float, U.Element == Float { Kernel.zip(vectorA, vectorB, /) }
    /// The element-wise quotients `vectorA / vectorB`.
    public static func divide<T: AccelerateBuffer, U: AccelerateBuffer>(_ vectorA: T, _ vectorB: U) -> [Double] where T.Element == Double, U.Element == Double { Kernel.zip(vectorA, vectorB, /) }
}

/// The loops behind `vDSP`, shared by its `Float` and `Double` forms.
private enum Kernel {
    static func fold<U: AccelerateBuffer>(_ vector: U, _ initial: U.Element, _ combine: (U.Element, U.Element) -> U.Element) -> U.Element {
        vector.withUnsafeBufferPointer { $0.reduce(initial, combine) }
    }
    static func sum<U: AccelerateBuffer>(_ vector: U) -> U.Element where U.Element: FloatingPoint { fold(vector, 0, +) }
    static func dot<U: AccelerateBuffer>(_ a: U, _ b: U) -> U.Element where U.Element: FloatingPoint { sum(zip(a, b, *)) }
    static func map<U: AccelerateBuffer>(_ vector: U, _ transform: (U.Element) -> U.Element) -> [U.Element] {
        vector.withUnsafeBufferPointer { $0.map(transform) }
    }
    static func zip<T: AccelerateBuffer, U: AccelerateBuffer>(_ a: T, _ b: U, _ combine: (T.Element, T.Element) -> T.Element) -> [T.Element] where U.Element == T.Element {
        a.withUnsafeBufferPointer { pa in b.withUnsafeBufferPointer { pb in Swift.zip(pa, pb).map(combine) } }
    }
}
