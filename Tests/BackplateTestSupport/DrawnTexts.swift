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
