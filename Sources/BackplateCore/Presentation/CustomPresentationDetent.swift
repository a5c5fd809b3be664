import Foundation

/// A detent whose height a type computes from the sheet's context (iOS 16). Sheets are not
/// drawn at a detent in a still render, so `height(in:)` is not called there.
public protocol CustomPresentationDetent {
    /// The information a custom detent computes its height from.
    typealias Context = PresentationDetent.Context
    /// The sheet's height at this detent, or nil to leave the detent out.
    static func height(in context: Self.Context) -> CGFloat?
}

extension PresentationDetent {
    /// The detent whose height `type` computes; two custom detents are equal when their
    /// types are the same.
    public static func custom<D: CustomPresentationDetent>(_ type: D.Type) -> PresentationDetent {
        PresentationDetent(height: nil, fraction: nil, custom: String(reflecting: type))
    }

    /// What a custom detent computes its height from: the largest height a detent can have,
    /// and the sheet's environment, read by key path (`context.dynamicTypeSize`).
    @dynamicMemberLookup
    public struct Context {
        /// The largest height a detent can have in the sheet's container.
        public var maxDetentValue: CGFloat
        let environment: EnvironmentValues

        /// A context with a largest detent height, in `environment`.
        package init(maxDetentValue: CGFloat, environment: EnvironmentValues) {
            self.maxDetentValue = maxDetentValue
            self.environment = environment
        }

        /// The value of the sheet's environment at `keyPath`.
        public subscript<T>(dynamicMember keyPath: KeyPath<EnvironmentValues, T>) -> T { environment[keyPath: keyPath] }
    }
}
