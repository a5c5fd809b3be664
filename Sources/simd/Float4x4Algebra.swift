import Foundation

extension simd_float4x4 {
    /// The sixteen entries, column by column.
    var entries: [Double] {
        [columns.0, columns.1, columns.2, columns.3].flatMap { column in (0..<4).map { Double(column[$0]) } }
    }

    /// The determinant, by 2 × 2 sub-determinants of the first and last column pairs.
    public var determinant: Float {
        let (s, c) = Self.pairMinors(entries)
        return Float(s[0] * c[5] - s[1] * c[4] + s[2] * c[3] + s[3] * c[2] - s[4] * c[1] + s[5] * c[0])
    }

    /// The inverse (a singular matrix's entries are not finite, as simd's are).
    public var inverse: simd_float4x4 {
        let m = entries
        func at(_ a: Int, _ b: Int) -> Double { m[a * 4 + b] }
        let (s, c) = Self.pairMinors(m)
        let det = s[0] * c[5] - s[1] * c[4] + s[2] * c[3] + s[3] * c[2] - s[4] * c[1] + s[5] * c[0]
        guard det != 0, det.isFinite else { return simd_float4x4(diagonal: SIMD4(repeating: .infinity)) }
        let k = 1 / det
        let out: [Double] = [
            (at(1, 1) * c[5] - at(1, 2) * c[4] + at(1, 3) * c[3]) * k, (-at(0, 1) * c[5] + at(0, 2) * c[4] - at(0, 3) * c[3]) * k,
            (at(3, 1) * s[5] - at(3, 2) * s[4] + at(3, 3) * s[3]) * k, (-at(2, 1) * s[5] + at(2, 2) * s[4] - at(2, 3) * s[3]) * k,
            (-at(1, 0) * c[5] + at(1, 2) * c[2] - at(1, 3) * c[1]) * k, (at(0, 0) * c[5] - at(0, 2) * c[2] + at(0, 3) * c[1]) * k,
            (-at(3, 0) * s[5] + at(3, 2) * s[2] - at(3, 3) * s[1]) * k, (at(2, 0) * s[5] - at(2, 2) * s[2] + at(2, 3) * s[1]) * k,
            (at(1, 0) * c[4] - at(1, 1) * c[2] + at(1, 3) * c[0]) * k, (-at(0, 0) * c[4] + at(0, 1) * c[2] - at(0, 3) * c[0]) * k,
            (at(3, 0) * s[4] - at(3, 1) * s[2] + at(3, 3) * s[0]) * k, (-at(2, 0) * s[4] + at(2, 1) * s[2] - at(2, 3) * s[0]) * k,
            (-at(1, 0) * c[3] + at(1, 1) * c[1] - at(1, 2) * c[0]) * k, (at(0, 0) * c[3] - at(0, 1) * c[1] + at(0, 2) * c[0]) * k,
            (-at(3, 0) * s[3] + at(3, 1) * s[1] - at(3, 2) * s[0]) * k, (at(2, 0) * s[3] - at(2, 1) * s[1] + at(2, 2) * s[0]) * k,
        ]
        let f = out.map(Float.init)
        return simd_float4x4(SIMD4(f[0], f[1], f[2], f[3]), SIMD4(f[4], f[5], f[6], f[7]),
                             SIMD4(f[8], f[9], f[10], f[11]), SIMD4(f[12], f[13], f[14], f[15]))
    }

    /// The 2 × 2 minors of columns 0-1 (`s`) and 2-3 (`c`) that the determinant and the
    /// inverse's cofactors are built from.
    private static func pairMinors(_ m: [Double]) -> (s: [Double], c: [Double]) {
        func at(_ a: Int, _ b: Int) -> Double { m[a * 4 + b] }
        let s = [at(0, 0) * at(1, 1) - at(1, 0) * at(0, 1), at(0, 0) * at(1, 2) - at(1, 0) * at(0, 2),
                 at(0, 0) * at(1, 3) - at(1, 0) * at(0, 3), at(0, 1) * at(1, 2) - at(1, 1) * at(0, 2),
                 at(0, 1) * at(1, 3) - at(1, 1) * at(0, 3), at(0, 2) * at(1, 3) - at(1, 2) * at(0, 3)]
        let c = [at(2, 0) * at(3, 1) - at(3, 0) * at(2, 1), at(2, 0) * at(3, 2) - at(3, 0) * at(2, 2),
                 at(2, 0) * at(3, 3) - at(3, 0) * at(2, 3), at(2, 1) * at(3, 2) - at(3, 1) * at(2, 2),
                 at(2, 1) * at(3, 3) - at(3, 1) * at(2, 3), at(2, 2) * at(3, 3) - at(3, 2) * at(2, 3)]
        return (s, c)
    }
}
