import Testing
import BackplateTestSupport
import Foundation
import Backplate
import BackplateSnapshotTesting
import BackplateUIKit
@testable import AppFiles

/// `Abacus…`: a calculator whose keys are sized from `UIScreen.main.bounds.width`, on the
/// iPhone 15 Pro canvas (393 × 852, safe areas 59 / 34). Expected values follow from the
/// file's own arithmetic on UIKit's iPhone 15 Pro screen (393 points wide at 3x): keys
/// (393 − 5 × 12) / 4 = 83.25 points, rows 12 apart above a 16-point bottom padding on the
/// 818-point safe-area bottom; a `minimumScaleFactor` text shrinks to fit its width instead of
/// truncating (Apple: "the minimum amount that text in this view scales down to fit in the
/// available space"). Colours: systemOrange 255,149,0 / 255,159,10; UIColor.darkGray 85,85,85;
/// lightGray 170,170,170; systemGray5 229,229,234; systemGray3 199,199,204.
@MainActor @Suite(.backplateLook(.iOS18), .tags(.appFiles, .pixels)) struct AbacusCalculatorTests {
    let key = 83.25
    /// Key centres: columns from the 12-point margin, rows up from 802 (818 − 16).
    func column(_ i: Int) -> Double { 12 + Double(i) * (key + 12) + key / 2 }
    func row(fromBottom i: Int) -> Double { 802 - Double(i) * (key + 12) - key / 2 }

    /// The display's text item (its layout carries the font scale).
    private func display(_ view: some View) -> DisplayList.TextItem? {
        let renderer = ImageRenderer(content: view)
        renderer.proposedSize = ProposedViewSize(width: 393, height: 852)
        renderer.safeAreaInsets = EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0)
        var items: [DisplayList.TextItem] = []
        for case .text(let t) in renderer.displayList().flattenedLeaves { items.append(t) }
        return items.min { $0.frame.minY < $1.frame.minY }
    }

    @Test func screenIsTheDefaultPhone() {
        #expect(UIScreen.main.bounds == CGRect(x: 0, y: 0, width: 393, height: 852))
        #expect(UIScreen.main.scale == 3 && UIScreen.main.nativeBounds.size == CGSize(width: 1179, height: 2556))
        #expect(UIDevice.current.userInterfaceIdiom == .phone && UIDevice.current.orientation.isPortrait)
        #expect(abs(AbacusCalculatorView(brain: AbacusBrain()).keySize() - key) < 1e-9)
    }

    @Test func brainComputesAndFormats() {
        #expect(AbacusBrain.after([.digit(1), .digit(2), .digit(3), .digit(4)]).display == "1,234")
        #expect(AbacusBrain.after([.digit(1), .digit(2), .digit(3), .digit(4), .digit(5), .operation(.multiply),
                                   .digit(9), .digit(8), .digit(7), .digit(6), .digit(5), .equals]).display == "1,219,253,925")
        #expect(AbacusBrain.after([.digit(7), .operation(.divide), .digit(0), .equals]).display == "Error")
        #expect(AbacusBrain.after([.digit(5), .percent]).display == "0.05")
        #expect(AbacusBrain.after([.digit(9), .operation(.subtract)]).pending == .subtract)
    }

    @Test func keypadFollowsTheScreenWidth() throws {
        let view = AbacusCalculatorView(brain: AbacusBrain())
        let drawn = phoneTexts(view)
        for (label, x, y) in [("7", column(0), row(fromBottom: 3)), ("=", column(3), row(fromBottom: 0)),
                              ("AC", column(0), row(fromBottom: 4)), ("÷", column(3), row(fromBottom: 4)),
                              (".", column(2), row(fromBottom: 0))] {
            let f = try #require(frame(drawn, label), "\(label) in \(drawn.map(\.0))")
            #expect(abs(f.midX - x) < 0.75 && abs(f.midY - y) < 0.75, "\(label): \(f) vs \(x), \(y)")
        }
        // The zero key spans two columns, its digit over the first.
        let zero = try #require(drawn.last { $0.0 == "0" }?.1)
        #expect(abs(zero.midX - column(0)) < 0.75 && abs(zero.midY - row(fromBottom: 0)) < 0.75, "\(zero)")
        // The display trails 24 points in, just above the top row (337.75 − 12).
        let shown = try #require(display(view))
        #expect(shown.string == "0" && abs(shown.frame.maxX - 369) < 1 && abs(shown.frame.maxY - 325.75) < 1, "\(shown.frame)")
        #expect(shown.layout.fontScale == 1)
    }

    @Test func keyColoursFollowTheColorScheme() throws {
        let images = try renderPhoneLightAndDark(AbacusCalculatorView(brain: AbacusBrain()), name: "AbacusFresh")
        for (dark, image) in [(false, images.light), (true, images.dark)] {
            let orange = dark ? [255, 159, 10] : [255, 149, 0]
            let digit = dark ? [85, 85, 85] : [229, 229, 234]
            let function = dark ? [170, 170, 170] : [199, 199, 204]
            let background = dark ? [0, 0, 0] : [255, 255, 255]
            // 30 points above a key's centre: inside the circle, clear of its label.
            #expect(close(at(image, column(3), row(fromBottom: 0) - 30), orange, .composited), "\(dark) = \(at(image, column(3), row(fromBottom: 0) - 30))")
            #expect(close(at(image, column(1), row(fromBottom: 3) - 30), digit, .composited), "\(dark) 8 \(at(image, column(1), row(fromBottom: 3) - 30))")
            #expect(close(at(image, column(0), row(fromBottom: 4) - 30), function, .composited), "\(dark) AC \(at(image, column(0), row(fromBottom: 4) - 30))")
            // Between two keys, the background, edge to edge (the colour ignores the safe area).
            let gap = 12 + key + 6
            #expect(close(at(image, gap, row(fromBottom: 3)), background, .composited) && close(at(image, 196, 20), background, .composited)
                    && close(at(image, 196, 845), background, .composited), "\(dark) background")
            // The zero capsule covers the gap its row would otherwise have.
            #expect(close(at(image, gap, row(fromBottom: 0)), digit, .composited), "\(dark) zero \(at(image, gap, row(fromBottom: 0)))")
        }
    }

    @Test func longResultShrinksAndPendingOperatorInverts() throws {
        let long = AbacusCalculatorView(brain: .after([.digit(1), .digit(2), .digit(3), .digit(4), .digit(5), .operation(.multiply),
                                                       .digit(9), .digit(8), .digit(7), .digit(6), .digit(5), .equals]))
        let shown = try #require(display(long))
        #expect(shown.string == "1,219,253,925")
        // Scaled, not cut: the whole number fits the 345 points between the 24-point paddings.
        #expect(shown.layout.fontScale < 1 && shown.layout.fontScale >= 0.4 && !shown.layout.isTruncated, "\(shown.layout.fontScale)")
        #expect(shown.frame.width <= 345.5 && shown.frame.maxX <= 369.5, "\(shown.frame)")
        _ = try renderPhoneLightAndDark(long, name: "AbacusLongProduct")

        let pending = AbacusCalculatorView(brain: .after([.digit(1), .digit(2), .operation(.multiply)]))
        let images = try renderPhoneLightAndDark(pending, name: "AbacusPending")
        for (dark, image) in [(false, images.light), (true, images.dark)] {
            let orange = dark ? [255, 159, 10] : [255, 149, 0]
            #expect(close(at(image, column(3), row(fromBottom: 3) - 30), [255, 255, 255], .composited), "\(dark) × \(at(image, column(3), row(fromBottom: 3) - 30))")
            #expect(close(at(image, column(3), row(fromBottom: 2) - 30), orange, .composited), "\(dark) − stays orange")
        }
        let previews = PreviewCatalog.previews(inFile: "AppFiles/AbacusCalculatorFile.swift")
        #expect(previews.map(\.displayName) == ["Fresh", "Long product"])
    }
}
