import Testing
import BackplateTestSupport
import Foundation
@testable import Backplate

/// A list row's vertical inset, measured on real iOS renders (docs/pixel-differences.md §8):
/// text and images sit 11 points below the row's top and above its bottom on iOS 17.2 (a
/// two-line AX3 row, 118.67 tall), 15 on iOS 26.1 and 26.4 (the same row, 130 tall; an
/// 80-point image over two lines at `.medium`, 178 tall); UIKit controls may reach into that
/// inset, so a switch row stays 44 (iOS 26: 52 at `.large`, 51 at `.medium`) tall. Inset-grouped, 393 points wide, no safe
/// area: the first card starts 35 points down; rendered at 1x, so centred lines land within
/// half a point.
@MainActor @Suite struct ListRowVerticalInsetTests {
    /// The vertical middle of the drawn text `s`.
    func midY(_ texts: [(String, CGRect)], _ s: String) throws -> CGFloat { try #require(frame(texts, s)).midY }

    @Test(.backplateLook(.iOS18)) func tallRowsInsetTheirContentElevenPoints() throws {
        let list = List {
            Text("San Francisco").dynamicTypeSize(.accessibility3)
            Text("Next")
        }
        let texts = phoneTexts(list, safeArea: EdgeInsets())
        // The AX3 line (48 tall) 11 points below the card's top; its row 70 tall, so the next
        // 44-point row is centred at 35 + 70 + 22.
        #expect(abs(try #require(frame(texts, "San Francisco")).minY - 46) <= 0.5, "\(texts)")
        #expect(abs(try midY(texts, "Next") - 127) <= 0.5, "\(texts)")
    }

    @Test(.backplateLook(.iOS26)) func iOS26InsetsTallRowsFifteenPoints() throws {
        let list = List {
            Color.clear.frame(width: 80, height: 80)
            Text("Next")
        }
        let texts = phoneTexts(list, safeArea: EdgeInsets())
        // The 80-point row 80 + 2 × 15 tall; the next, 52 tall at `.large`, centred at 35 + 110 + 26.
        #expect(abs(try midY(texts, "Next") - 171) <= 0.5, "\(texts)")
    }

    @Test(arguments: [(BackplateLook.iOS18, DynamicTypeSize.large, 44.0), (.iOS26, .medium, 51.0), (.iOS26, .large, 52.0)])
    func switchRowsKeepTheMinimumHeight(_ look: BackplateLook, _ size: DynamicTypeSize, _ rowHeight: Double) throws {
        // A 31-point switch in a 44-point row (iOS 18), a 28-point one in a 51-point row at
        // `.medium` (iOS 26.4, Home Assistant) and a 52-point one at `.large`, labels centred.
        let list = List {
            Toggle("Wi-Fi", isOn: .constant(true))
            Text("Next")
        }
        .backplateLook(look)
        .dynamicTypeSize(size)
        let texts = phoneTexts(list, safeArea: EdgeInsets())
        #expect(abs(try midY(texts, "Wi-Fi") - (35 + rowHeight / 2)) <= 0.5, "\(texts)")
        #expect(abs(try midY(texts, "Next") - (35 + rowHeight * 1.5)) <= 0.5, "\(texts)")
    }

    @Test(.backplateLook(.iOS18)) func stepperRowsKeepTheMinimumHeight() throws {
        // A 32-point stepper in a 44-point row (docs/controls.md §3.3).
        let texts = phoneTexts(List { Stepper("Count", value: .constant(1), in: 0...4); Text("Next") }, safeArea: EdgeInsets())
        #expect(abs(try midY(texts, "Count") - 57) <= 0.5, "\(texts)")
        #expect(abs(try midY(texts, "Next") - 101) <= 0.5, "\(texts)")
    }

    @Test(.backplateLook(.iOS18)) func customRowInsetsHoldTheControl() throws {
        // `listRowInsets` replace the row's inset: the 31-point switch stays inside 10-point
        // insets, so its row is 51 tall.
        let list = List {
            Toggle("Wi-Fi", isOn: .constant(true)).listRowInsets(EdgeInsets(top: 10, leading: 20, bottom: 10, trailing: 20))
            Text("Next")
        }
        let texts = phoneTexts(list, safeArea: EdgeInsets())
        #expect(abs(try midY(texts, "Next") - (35 + 51 + 22)) <= 0.5, "\(texts)")
    }

    @Test(arguments: [(BackplateLook.iOS18, 0.0), (.iOS26, 4.0)])
    func stackedLabeledContentSpacing(_ look: BackplateLook, _ gap: Double) throws {
        // At AX3 the value sits under the label: lines touching on iOS 17.2 (baselines 48.33
        // apart), 4 points apart on iOS 26.1 (baselines 52 apart).
        let list = List { LabeledContent("San Francisco") { Text(verbatim: "20 °C, Sunny") } }
            .dynamicTypeSize(.accessibility3)
            .backplateLook(look)
        let texts = phoneTexts(list, safeArea: EdgeInsets())
        let label = try #require(frame(texts, "San Francisco")), value = try #require(frame(texts, "20 °C, Sunny"))
        #expect(abs(value.minY - label.maxY - gap) <= 0.5, "\(label) \(value)")
        #expect(abs(value.minX - label.minX) <= 0.01, "\(label) \(value)")
    }
}
