import Testing
import Foundation
import UIKit

/// UIKit code builds labels from differently styled pieces; Foundation on Linux compares
/// neighbouring runs' values through CoreFoundation, which halted on two different `UIFont`s
/// or `UIColor`s (scripts/repro/attributed-string-object-values.swift).
@Suite struct AttributedStringObjectValuesTests {
    @Test func differentFontsAndColoursInNeighbouringRunsStayApart() {
        let text = NSMutableAttributedString(string: "")
        text.append(NSAttributedString(string: "Total: ", attributes: [.font: UIFont.boldSystemFont(ofSize: 17), .foregroundColor: UIColor.red]))
        text.append(NSAttributedString(string: "$12", attributes: [.font: UIFont.systemFont(ofSize: 17), .foregroundColor: UIColor.blue]))
        text.append(NSAttributedString(string: ".50", attributes: [.font: UIFont.systemFont(ofSize: 17), .foregroundColor: UIColor.blue]))
        var runs: [NSRange] = []
        text.enumerateAttributes(in: NSRange(location: 0, length: text.length)) { _, range, _ in runs.append(range) }
        // Equal fonts and colours (distinct objects) merge into one run, as on iOS.
        #expect(runs == [NSRange(location: 0, length: 7), NSRange(location: 7, length: 6)])
        #expect((text.attribute(.font, at: 0, effectiveRange: nil) as? UIFont) == UIFont.boldSystemFont(ofSize: 17))
        #expect((text.attribute(.foregroundColor, at: 8, effectiveRange: nil) as? UIColor) == UIColor.blue)
    }

    @Test func paragraphStylesCompareByValueToo() {
        let centred = NSMutableParagraphStyle()
        centred.alignment = .center
        let text = NSMutableAttributedString(string: "ab")
        text.addAttribute(.paragraphStyle, value: NSParagraphStyle.default, range: NSRange(location: 0, length: 1))
        text.addAttribute(.paragraphStyle, value: centred, range: NSRange(location: 1, length: 1))
        var count = 0
        text.enumerateAttribute(.paragraphStyle, in: NSRange(location: 0, length: 2)) { _, _, _ in count += 1 }
        #expect(count == 2)
    }
}
