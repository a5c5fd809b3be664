import Foundation

/// Factories for an app's subclasses of reusable views (cells, headers, annotation views),
/// which `backplate preview` writes and registers before it renders: each calls the class's
/// own `init(style:reuseIdentifier:)`, `init(reuseIdentifier:)`, `init(frame:)` or
/// `init(annotation:reuseIdentifier:)`, which Swift cannot call through a metatype.
@_spi(PreviewGenerated) @MainActor public enum ReusableViewFactories {
    private static var factories: [ObjectIdentifier: (String?) -> UIView] = [:]

    /// Makes `type`'s views with `make`, given the reuse identifier (nil when the caller has
    /// none), from now on; a later registration of the same class replaces it.
    public static func register<View: UIView>(_ type: View.Type, make: @escaping @MainActor (String?) -> View) {
        factories[ObjectIdentifier(type)] = { make($0) }
    }

    /// A new view of exactly `type` from its registered factory, or nil when it has none.
    static func make(_ type: AnyClass, identifier: String?) -> UIView? {
        factories[ObjectIdentifier(type)]?(identifier)
    }
}
