import Foundation

extension Material {
    /// The regular material (`.regularMaterial` as a shape style).
    public static let regular = Material.regularMaterial
    /// The thick material.
    public static let thick = Material.thickMaterial
    /// The thin material.
    public static let thin = Material.thinMaterial
    /// The ultra-thin material.
    public static let ultraThin = Material.ultraThinMaterial
    /// The ultra-thick material.
    public static let ultraThick = Material.ultraThickMaterial
}
