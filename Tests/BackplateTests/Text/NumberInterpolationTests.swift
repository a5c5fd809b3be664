import Testing
import BackplateTestSupport
import Foundation
import Backplate

/// Numbers interpolated into a `Text` literal (a `LocalizedStringKey`) are format specifiers
/// ("%lld" for `Int`, "%lf" for `Double`) formatted in the text's locale, as on an iPhone:
/// en_US writes `Text("\(2014)")` as "2,014" and `Text("\(3.14)")` as "3.140000".
@MainActor @Suite struct NumberInterpolationTests {
    enum Fruit { case apple }

    private func strings<V: View>(_ view: V) -> [String] {
        var out: [String] = []
        for case .text(let t) in ImageRenderer(content: view).displayList().flattenedLeaves {
            let s = t.runs.isEmpty ? t.string : t.runs.map(\.string).joined()
            out.append(s.replacingOccurrences(of: "\u{00A0}", with: " ").replacingOccurrences(of: "\u{202F}", with: " "))
        }
        return out
    }

    @Test func numbersUseTheirSpecifierInTheEnvironmentsLocale() {
        let year = 2014
        let small: Int8 = -12, big: UInt64 = 1_234_567, ratio: Float = 0.5, width: CGFloat = 12.25
        let view = VStack {
            Text("\(year)")
            Text("Pi is \(3.14)")
            Text("\(small) \(big)")
            Text("\(ratio) \(width)")
            Text("\(1234.5, specifier: "%.2f") km")
        }
        let us: [String] = ["2,014", "Pi is 3.140000", "-12 1,234,567", "0.500000 12.250000", "1,234.50 km"]
        #expect(strings(view) == us)
        let german: [String] = ["2.014", "Pi is 3,140000", "-12 1.234.567", "0,500000 12,250000", "1.234,50 km"]
        #expect(strings(view.environment(\.locale, Locale(identifier: "de_DE"))) == german)
    }

    @Test func otherValuesMakeTheLiteralAVerbatimString() {
        // No `_FormatSpecifiable` conformance: the literal is `Text(_: some StringProtocol)`, so
        // its Markdown is not parsed and its numbers are not grouped.
        let view = VStack {
            Text("**\(Fruit.apple)** \(2014)")
            Text("**\(2014)**")
            Text("\(true)")
        }
        #expect(strings(view) == ["**apple** 2014", "2,014", "true"])
    }

    @Test func unsafeOrMismatchedSpecifiersDoNotCrash() {
        let view = VStack {
            Text("\(3.14, specifier: "%@")")
            Text("\(7.9, specifier: "%d items")")
            Text("\(12, specifier: "%.1f")")
            Text("\(45.0, specifier: "%.0f%%")")
            Text("\(1, specifier: "%d of %d")")
        }
        #expect(strings(view) == ["3.140000", "7 items", "12.0", "45%", "1"])
    }

    @Test func keysOfControlsAndTitlesFormatTheSameWay() {
        let view = VStack {
            Button("Delete \(2014) photos") {}
            Toggle("Keep \(1500) days", isOn: .constant(true))
            Label("\(1024) files", systemImage: "doc")
        }
        let shown = strings(view)
        #expect(shown.contains("Delete 2,014 photos"))
        #expect(shown.contains("Keep 1,500 days"))
        #expect(shown.contains("1,024 files"))
    }

    @Test func groupingWidensTheDrawnText() {
        func width<V: View>(_ view: V) -> CGFloat { ImageRenderer(content: view).layout().size.width }
        let interpolated = width(Text("\(2014)"))
        #expect(interpolated == width(Text(verbatim: "2,014")))
        #expect(interpolated > width(Text(verbatim: "2014")))
        #expect(width(Text("\(2014)").environment(\.locale, Locale(identifier: "de_DE"))) == width(Text(verbatim: "2.014")))
    }
}
