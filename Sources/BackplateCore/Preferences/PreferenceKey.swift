import Foundation

/// A named value produced by a view and combined, sibling by sibling, on its way up to the
/// view's ancestors.
///
/// Preferences flow upward after layout: a render lays the tree out, then computes every
/// preference from the placed views, so values may depend on sizes and positions
/// (`anchorPreference`, `GeometryReader` content). Views that set no value for a key take no
/// part in combining it; an ancestor that reads a key nothing set sees `defaultValue`.
public protocol PreferenceKey {
    /// The type of value produced by this preference.
    associatedtype Value
    /// The value an ancestor reads when no descendant sets the preference.
    /// `reduce(value: &x, nextValue: { defaultValue })` should not change the meaning of `x`.
    static var defaultValue: Value { get }
    /// Combines the value accumulated so far with the next sibling's value. Backplate calls it
    /// in view-tree order (declaration order of siblings; a background before the view it
    /// backs, an overlay after it), only for siblings that produced a value.
    static func reduce(value: inout Value, nextValue: () -> Value)
}

extension PreferenceKey where Value: ExpressibleByNilLiteral {
    /// `nil`: as in SwiftUI's interface, a key whose value is optional needs no `defaultValue`.
    public static var defaultValue: Value { nil }
}
