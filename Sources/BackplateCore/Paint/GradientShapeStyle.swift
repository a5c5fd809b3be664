import Foundation

/// A `Gradient` used directly as a shape style (`.fill(Gradient(colors: …))`,
/// `.tint(Gradient(colors: …))`): as SwiftUI draws it, a linear gradient from the top to the
/// bottom of the filled bounds, in the environment's default gradient colour space.
extension Gradient: ShapeStyle, PrimitiveShapeStyle {
    func paint(in environment: EnvironmentValues, bounds: CGRect, level: Int) -> Paint {
        AnyGradient(self).paint(in: environment, bounds: bounds, level: level)
    }
}
