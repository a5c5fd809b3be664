import Foundation
import Backplate

/// Renders `view` at `scale` (light scheme unless `dark`) and returns the bitmap.
public func renderImage<V: View>(_ view: V, scale: CGFloat = 1, dark: Bool = false) throws -> RenderedImage {
    let renderer = ImageRenderer(content: view)
    renderer.scale = scale
    if dark { renderer.environment.colorScheme = .dark }
    return try renderer.render()
}

/// Renders `view` opaque, light and dark, under a `width` × `height` proposal with `safeArea`,
/// and returns both bitmaps. With `BACKPLATE_SNAPSHOT_DIR` set, also writes
/// `<folder>/<name>-light.png` and `-dark.png` there, for a person to look at.
public func renderLightAndDark<V: View>(
    _ view: V, name: String, folder: String = "AppFiles", width: CGFloat? = 393, height: CGFloat? = nil,
    safeArea: EdgeInsets = EdgeInsets(), scale: CGFloat = 2
) throws -> (light: RenderedImage, dark: RenderedImage) {
    func render(_ scheme: ColorScheme) throws -> RenderedImage {
        let renderer = ImageRenderer(content: view)
        renderer.proposedSize = ProposedViewSize(width: width, height: height)
        renderer.safeAreaInsets = safeArea
        renderer.scale = scale
        renderer.isOpaque = true
        renderer.environment.colorScheme = scheme
        let image = try renderer.render()
        if let dir = ProcessInfo.processInfo.environment["BACKPLATE_SNAPSHOT_DIR"] {
            let out = URL(fileURLWithPath: dir).appendingPathComponent(folder)
            try? FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
            try? image.pngData().write(to: out.appendingPathComponent("\(name)-\(scheme == .dark ? "dark" : "light").png"))
        }
        return image
    }
    return (try render(.light), try render(.dark))
}

/// `renderLightAndDark` on the phone canvas (393 × 852 with its safe areas) at 2x.
public func renderPhoneLightAndDark<V: View>(_ view: V, name: String, folder: String = "AppFiles") throws -> (light: RenderedImage, dark: RenderedImage) {
    try renderLightAndDark(view, name: name, folder: folder, width: PhoneCanvas.size.width,
                           height: PhoneCanvas.size.height, safeArea: PhoneCanvas.safeArea)
}

/// The SF Symbol `name` at `size` points in black, padded 4 points, rendered at 2x.
public func renderSymbol(_ name: String, size: CGFloat = 34) throws -> RenderedImage {
    try renderImage(Image(systemName: name).font(.system(size: size)).foregroundStyle(.black).padding(4), scale: 2)
}
