import Foundation

/// Whether a material looks active or inactive, as a window's materials dim when the window
/// is inactive (iOS 18). An iPhone's window is always active: a material draws the same.
public struct MaterialActiveAppearance: Equatable, Sendable {
    let name: String
    /// The system's choice: follows the window (active on an iPhone).
    public static var automatic: MaterialActiveAppearance { MaterialActiveAppearance(name: "automatic") }
    /// Always active.
    public static var active: MaterialActiveAppearance { MaterialActiveAppearance(name: "active") }
    /// Active when the window is: always, on an iPhone.
    public static var matchWindow: MaterialActiveAppearance { MaterialActiveAppearance(name: "matchWindow") }
}

private struct MaterialActiveAppearanceKey: EnvironmentKey {
    static let defaultValue = MaterialActiveAppearance.automatic
}

extension EnvironmentValues {
    /// How materials in the view look: `.automatic` unless set (active on an iPhone).
    public var materialActiveAppearance: MaterialActiveAppearance {
        get { self[MaterialActiveAppearanceKey.self] }
        set { self[MaterialActiveAppearanceKey.self] = newValue }
    }
}

extension Material {
    /// This material with `appearance`. An iPhone's window is always active: the material
    /// draws as before.
    public func materialActiveAppearance(_ appearance: MaterialActiveAppearance) -> Material { self }
}

extension ShapeStyle {
    /// This style's materials with `appearance`. An iPhone's window is always active: the
    /// style draws as before.
    public func materialActiveAppearance(_ appearance: MaterialActiveAppearance) -> some ShapeStyle { self }
}

nonisolated extension View {
    /// Sets how the materials inside the view look (the `materialActiveAppearance`
    /// environment value). Active on an iPhone either way, so they draw the same.
    public func materialActiveAppearance(_ appearance: MaterialActiveAppearance) -> some View {
        environment(\.materialActiveAppearance, appearance)
    }
}
