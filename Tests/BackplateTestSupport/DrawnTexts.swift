import Foundation
import Backplate
import BackplateCore

/// Each text the phone-canvas render of `view` draws (light), with its frame in points: its
/// runs' characters (a symbol's name for a symbol), no-break spaces read as spaces.
/// `safeArea` defaults to the phone's; pass `EdgeInsets()` for a bare 393 × 852 proposal.
public func phoneTexts<V: View>(_ view: V, safeArea: EdgeInsets = PhoneCanvas.safeArea) -> [(String, CGRect)] {
    let renderer = ImageRenderer(content: view)
    renderer.proposedSize = PhoneCanvas.size
    renderer.safeAreaInsets = safeArea
    return renderer.displayList().drawnTexts.map { text, frame in
        (text.replacingOccurrences(of: "\u{00A0}", with: " ").replacingOccurrences(of: "\u{202F}", with: " "), frame)
    }
}

/// The frame of the first drawn text equal to `s`.
public func frame(_ texts: [(String, CGRect)], _ s: String) -> CGRect? { texts.first { $0.0 == s }?.1 }

/// The RGBA colours an opaque 1x render of `view` draws inside the frame of its last text equal
/// to `label` (its ink and what lies under it); nil when no such text is drawn.
public func coloursInText<V: View>(_ label: String, of view: V, size: ProposedViewSize,
                                   safeArea: EdgeInsets = EdgeInsets()) throws -> [[Int]]? {
    let renderer = ImageRenderer(content: view)
    renderer.proposedSize = size
    renderer.safeAreaInsets = safeArea
    renderer.isOpaque = true
    guard let f = renderer.displayList().drawnTexts.last(where: { $0.0 == label })?.1 else { return nil }
    let image = try renderer.render()
    return (Int(f.minY)..<Int(f.maxY)).flatMap { y in (Int(f.minX)..<Int(f.maxX)).map { rgba(image, $0, y) } }
}
