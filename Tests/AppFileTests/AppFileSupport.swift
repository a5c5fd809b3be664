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

/// The strings drawn by the phone-canvas render of `view` (light), with their frames in
/// points; no-break spaces read as spaces.
@MainActor func texts<V: View>(_ view: V) -> [(String, CGRect)] {
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

func frame(_ texts: [(String, CGRect)], _ s: String) -> CGRect? { texts.first { $0.0 == s }?.1 }

/// Whether two colour component lists have the same length and differ by at most `tolerance`
/// in every component.
func close(_ a: [Int], _ b: [Int], _ tolerance: Int = 3) -> Bool {
    a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) <= tolerance }
}

/// The red, green and blue of a 2x render's pixel at the point (`x`, `y`). (Some suites keep
/// their own `at` that adds alpha.)
func at(_ image: RenderedImage, _ x: Double, _ y: Double) -> [Int] {
    let p = image.pixel(x: Int(x * 2), y: Int(y * 2))
    return [Int(p.red), Int(p.green), Int(p.blue)]
}

/// The pixel of a 2x render inside `rect` that scores highest, as red, green and blue; the
/// rectangle is clipped to the image.
func highestScoring(_ image: RenderedImage, in rect: CGRect, _ score: (RenderedImage.Pixel) -> Int) -> [Int] {
    var best = [0, 0, 0], bestScore = Int.min
    for y in max(0, Int(rect.minY * 2))..<min(image.height, Int(rect.maxY * 2)) {
        for x in max(0, Int(rect.minX * 2))..<min(image.width, Int(rect.maxX * 2)) {
            let p = image.pixel(x: x, y: y)
            let s = score(p)
            if s > bestScore { bestScore = s; best = [Int(p.red), Int(p.green), Int(p.blue)] }
        }
    }
    return best
}

/// The bluest pixel of a 2x render inside `rect` (the one whose blue most exceeds its red: a
/// tinted glyph's ink), as red, green and blue; the rectangle is clipped to the image.
func bluest(_ image: RenderedImage, in rect: CGRect) -> [Int] {
    highestScoring(image, in: rect) { Int($0.blue) - Int($0.red) }
}

/// The reddest pixel of a 2x render inside `rect` (red most above blue), as `bluest`.
func reddest(_ image: RenderedImage, in rect: CGRect) -> [Int] {
    highestScoring(image, in: rect) { Int($0.red) - Int($0.blue) }
}
