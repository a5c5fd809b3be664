import Testing
import BackplateTestSupport
import Foundation
import SwiftUI
import UIKit

/// UIKit's attributed strings drawn in their runs' fonts and colours, as UIKit draws them
/// (SwiftUI's `Text(AttributedString)` ignores UIKit's attributes; UIKit's views do not).
@MainActor @Suite(.tags(.pixels)) struct UIKitAttributedTextTests {
    @Test func aLabelDrawsEachRunInItsFontAndColour() throws {
        let label = UILabel()
        let price = NSMutableAttributedString(string: "Now ", attributes: [.foregroundColor: UIColor.systemRed])
        price.append(NSAttributedString(string: "$9", attributes: [.font: UIFont.boldSystemFont(ofSize: 28)]))
        label.attributedText = price
        #expect(label.text == "Now $9")
        // The bold 28-point run sets the line's height: taller than the 17-point text alone.
        let plain = UILabel()
        plain.text = "Now $9"
        #expect(label.intrinsicContentSize.height > plain.intrinsicContentSize.height + 8, "\(label.intrinsicContentSize) \(plain.intrinsicContentSize)")
        let image = try ImageRenderer(content: LabelHost(view: label).frame(width: 160, height: 44)).render()
        let red = UIColor.systemRed.cgColor.components ?? []
        let reds = (0..<40).filter { x in (0..<44).contains { y in close(image.pixel(x: x, y: y), red.prefix(3).map { Int(($0 * 255).rounded()) }, 40) } }
        #expect(reds.count > 5, "the first run in red")
        let darks = (50..<160).filter { x in (0..<44).contains { y in let p = image.pixel(x: x, y: y); return p.alpha > 200 && p.red < 60 && p.green < 60 } }
        #expect(darks.count > 15, "the second run in the label colour")
        // A run's background colour is not drawn: a warning names it.
        let marked = UILabel()
        marked.attributedText = NSAttributedString(string: "New", attributes: [.backgroundColor: UIColor.systemYellow])
        let (_, warnings) = try RuntimeWarning.collecting { try ImageRenderer(content: LabelHost(view: marked).frame(width: 80, height: 30)).render() }
        #expect(warnings.contains { $0.contains("backgroundColor") && $0.contains("\"New\"") }, "\(warnings)")
        // Setting plain text drops the attributes.
        label.text = "Sold out"
        #expect(label.attributedText?.string == "Sold out" && label.intrinsicContentSize.height < plain.intrinsicContentSize.height + 1)
    }
}

private struct LabelHost: UIViewRepresentable {
    let view: UIView
    func makeUIView(context: Context) -> UIView { view }
    func updateUIView(_ uiView: UIView, context: Context) {}
}
