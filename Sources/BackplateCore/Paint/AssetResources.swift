import Foundation

/// An image in an asset catalog, as Xcode's generated asset symbols name it
/// (DeveloperToolsSupport's `ImageResource`, iOS 17): `Image(.trailMap)` after
/// `extension ImageResource { static let trailMap = ImageResource(name: "TrailMap", bundle: .main) }`.
public struct ImageResource: Hashable, Sendable {
    /// The image set's name.
    package let name: String
    /// The bundle holding the catalog.
    package let bundle: Bundle

    /// The image set `name` in `bundle`'s asset catalog.
    public init(name: String, bundle: Bundle) {
        self.name = name
        self.bundle = bundle
    }
}

/// A colour in an asset catalog, as Xcode's generated asset symbols name it
/// (DeveloperToolsSupport's `ColorResource`, iOS 17): `Color(.brandTeal)`.
public struct ColorResource: Hashable, Sendable {
    /// The colour set's name.
    package let name: String
    /// The bundle holding the catalog.
    package let bundle: Bundle

    /// The colour set `name` in `bundle`'s asset catalog.
    public init(name: String, bundle: Bundle) {
        self.name = name
        self.bundle = bundle
    }
}

extension Color {
    /// The asset-catalog colour `resource` names, as `Color(_:bundle:)` finds it (clear, with a
    /// runtime warning, when no catalog has it).
    public init(_ resource: ColorResource) {
        self.init(resource.name, bundle: resource.bundle)
    }
}
