import Testing
import Foundation
import Backplate

/// Renders `view` on the 393 × 852 iPhone canvas (safe areas 59 top, 34 bottom) at 2x, light
/// and dark. With `BACKPLATE_SNAPSHOT_DIR` set, writes `<name>-light.png`/`-dark.png` there.
@MainActor func renderPhone<V: View>(_ view: V, name: String) throws -> (light: RenderedImage, dark: RenderedImage) {
    func render(_ scheme: ColorScheme) throws -> RenderedImage {
        let renderer = ImageRenderer(content: view)
        renderer.proposedSize = ProposedViewSize(width: 393, height: 852)
        renderer.safeAreaInsets = EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0)
        renderer.scale = 2
        renderer.isOpaque = true
        renderer.environment.colorScheme = scheme
        let image = try renderer.render()
        if let dir = ProcessInfo.processInfo.environment["BACKPLATE_SNAPSHOT_DIR"] {
            let folder = URL(fileURLWithPath: dir).appendingPathComponent("SwiftData")
            try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try? image.pngData().write(to: folder.appendingPathComponent("\(name)-\(scheme == .dark ? "dark" : "light").png"))
        }
        return image
    }
    return (try render(.light), try render(.dark))
}

/// The strings the phone-canvas render of `view` draws (light), with their frames in points.
@MainActor func drawnTexts<V: View>(_ view: V) -> [(String, CGRect)] {
    let renderer = ImageRenderer(content: view)
    renderer.proposedSize = ProposedViewSize(width: 393, height: 852)
    renderer.safeAreaInsets = EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0)
    var out: [(String, CGRect)] = []
    for case .text(let t) in renderer.displayList().flattenedLeaves {
        let s = t.runs.isEmpty ? t.string : t.runs.map(\.string).joined()
        out.append((s.replacingOccurrences(of: "\u{00A0}", with: " ").replacingOccurrences(of: "\u{202F}", with: " "), t.frame))
    }
    return out
}

/// The frame of the first drawn string equal to `s`.
func frame(_ texts: [(String, CGRect)], _ s: String) -> CGRect? { texts.first { $0.0 == s }?.1 }

/// The red, green and blue of a 2x render's pixel at the point (`x`, `y`).
func rgb(_ image: RenderedImage, _ x: Double, _ y: Double) -> [Int] {
    let p = image.pixel(x: Int(x * 2), y: Int(y * 2))
    return [Int(p.red), Int(p.green), Int(p.blue)]
}

/// Whether two colours differ by at most `tolerance` in every component.
func close(_ a: [Int], _ b: [Int], _ tolerance: Int = 3) -> Bool {
    a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) <= tolerance }
}
