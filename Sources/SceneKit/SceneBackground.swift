import BackplateCore
import Foundation

/// What `SceneView` and `SCNView` draw for a scene: its background contents when they are a
/// colour, with the warning that the 3D content is not drawn.
enum SceneBackground {
    /// The colour a background's contents show, when they are a colour (`UIColor`, `CGColor`
    /// or SwiftUI `Color`); `nil` for nothing or anything else.
    static func color(of contents: Any?) -> Color? {
        switch contents {
        case let color as UIColor: return Color(uiColor: color)
        case let color as CGColor: return Color(cgColor: color)
        case let color as Color: return color
        default: return nil
        }
    }

    /// The scene's background colour, or `fallback` (with a warning naming contents that are
    /// kept but not drawn).
    static func fill(for scene: SCNScene?, fallback: Color, owner: String) -> Color {
        RuntimeWarning.emit("\(owner): SceneKit's 3D content (geometry, lights, materials) is not drawn by Backplate; only the scene's background colour is")
        guard let contents = scene?.background.contents else { return fallback }
        if let color = color(of: contents) { return color }
        RuntimeWarning.emit("\(owner): a scene background of \(type(of: contents)) (an image or cube map) is not drawn by Backplate; the view's background shows")
        return fallback
    }
}
