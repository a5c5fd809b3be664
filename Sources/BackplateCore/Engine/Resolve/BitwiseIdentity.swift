import Foundation

/// Whether two values of one type have the same bytes (then they are equal; `false` says
/// nothing about equality).
func bitwiseIdentical<T>(_ a: T, _ b: T) -> Bool {
    withUnsafeBytes(of: a) { x in withUnsafeBytes(of: b) { y in memcmp(x.baseAddress!, y.baseAddress!, x.count) == 0 } }
}

extension EnvironmentValues {
    /// Whether both values have the same bytes: then they hold the same storage and are
    /// equal. A `false` says nothing (equal environments built separately differ), so this
    /// only serves to reuse something made for an identical environment.
    func isBitwiseIdentical(to other: EnvironmentValues) -> Bool {
        withUnsafeBytes(of: self) { a in
            withUnsafeBytes(of: other) { b in memcmp(a.baseAddress!, b.baseAddress!, a.count) == 0 }
        }
    }
}
