import Testing
import Foundation
import Backplate

/// Renders an app file's view light and dark (an iPhone-width proposal unless told otherwise)
/// and returns both bitmaps. With `BACKPLATE_SNAPSHOT_DIR` set, writes `<name>-light.png` and
/// `<name>-dark.png` there, so a person can look at what the app files render.
func renderLightAndDark<V: View>(_ view: V, name: String, width: CGFloat? = 393, height: CGFloat? = nil,
                                 scale: CGFloat = 2) throws -> (light: RenderedImage, dark: RenderedImage) {
    func render(_ scheme: ColorScheme) throws -> RenderedImage {
        let renderer = ImageRenderer(content: view)
        renderer.proposedSize = ProposedViewSize(width: width, height: height)
        renderer.scale = scale
        renderer.isOpaque = true
        renderer.environment.colorScheme = scheme
        let image = try renderer.render()
        if let dir = ProcessInfo.processInfo.environment["BACKPLATE_SNAPSHOT_DIR"] {
            let folder = URL(fileURLWithPath: dir).appendingPathComponent("AppFiles")
            try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let suffix = scheme == .dark ? "dark" : "light"
            try? image.pngData().write(to: folder.appendingPathComponent("\(name)-\(suffix).png"))
        }
        return image
    }
    return (try render(.light), try render(.dark))
}
