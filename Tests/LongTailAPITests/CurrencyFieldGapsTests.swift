import Testing
import Foundation
import SwiftUI
import UIKit
import BackplateCore

/// What a food tracker's currency text field stopped on (unseen48): a `UITextField` subclass
/// that configures itself in `willMove(toSuperview:)`, calls `sendActions(for:)` and overrides
/// `deleteBackward()`, and a protocol listing iOS's `NumberFormatter` members (`string(for:)`
/// takes an optional there, `Any` in Linux's Foundation).
protocol PriceFormatting: AnyObject {
    func string(from number: NSNumber) -> String?
    func string(for obj: Any?) -> String?
    var numberStyle: NumberFormatter.Style { get set }
    var maximumFractionDigits: Int { get set }
}

extension NumberFormatter: PriceFormatting {}
/// Records the hierarchy hooks UIKit calls, in order.
private final class PriceField: UITextField {
    var hooks: [String] = []
    override func willMove(toSuperview newSuperview: UIView?) {
        super.willMove(toSuperview: newSuperview)
        hooks.append(newSuperview == nil ? "willMove(nil)" : "willMove(\(newSuperview!.tag))")
        addAction(UIAction { [unowned self] _ in hooks.append("changed") }, for: .editingChanged)
        sendActions(for: .editingChanged)
    }
    override func didMoveToSuperview() {
        super.didMoveToSuperview()
        hooks.append("didMove(\(superview.map { "\($0.tag)" } ?? "nil"))")
    }
}

/// Records the subviews it is told of.
private final class Shelf: UIView {
    var told: [String] = []
    override func didAddSubview(_ subview: UIView) { told.append("add") }
    override func willRemoveSubview(_ subview: UIView) { told.append("remove") }
}

@MainActor @Suite struct CurrencyFieldGapsTests {
    @Test func movingAViewTellsItAndItsSuperviews() throws {
        let first = Shelf(), second = Shelf()
        first.tag = 1
        second.tag = 2
        let field = PriceField()
        first.addSubview(field)
        #expect(field.hooks == ["willMove(1)", "changed", "didMove(1)"])
        // Moving it tells the old superview, then the new one; reordering within one tells no one.
        second.addSubview(field)
        second.insertSubview(field, at: 0)
        #expect(first.told == ["add", "remove"] && second.told == ["add"])
        field.removeFromSuperview()
        // Each move adds one more action, and every added action runs on each send.
        #expect(field.hooks == ["willMove(1)", "changed", "didMove(1)", "willMove(2)", "changed", "changed", "didMove(2)",
                                "willMove(nil)", "changed", "changed", "changed", "didMove(nil)"], "\(field.hooks)")
        #expect(second.told == ["add", "remove"] && field.superview == nil)
    }

    @Test func numberFormatterMeetsAProtocolWrittenWithIOSSignatures() {
        let formatter = NumberFormatter()
        formatter.locale = Locale(identifier: "en_US")
        let price: any PriceFormatting = formatter
        price.numberStyle = .currency
        price.maximumFractionDigits = 2
        #expect(price.string(for: nil) == nil)
        #expect(price.string(for: Decimal(string: "12.5")) == "$12.50")
        #expect(price.string(from: 3) == "$3.00")
        // A non-optional argument still reaches Foundation's own method, an optional the new one.
        let amount: Any? = 7
        #expect(formatter.string(for: 4.5) == "$4.50" && formatter.string(for: amount) == "$7.00")
        let dates = DateFormatter()
        dates.dateFormat = "yyyy"
        dates.timeZone = TimeZone(identifier: "UTC")
        let day: Any? = Date(timeIntervalSince1970: 0)
        #expect(dates.string(for: day) == "1970" && dates.string(for: "not a date" as Any?) == nil)
    }

    @Test func deletingBackwardDropsTheLastCharacter() {
        let field = PriceField()
        field.text = "$12.5"
        field.deleteBackward()
        field.insertText("9")
        #expect(field.text == "$12.9" && field.hasText)
    }

    @Test func sendingActionsRunsUIActionsAndNamesTargetActions() throws {
        let field = UITextField()
        var runs = 0
        field.addAction(UIAction { _ in runs += 1 }, for: .editingChanged)
        field.addAction(UIAction { _ in runs += 100 }, for: .editingDidEnd)
        field.sendActions(for: .editingChanged)
        #expect(runs == 1)
        let target = PriceField()
        // What `#selector(reformat)` becomes in a preview build (Linux has no Objective-C runtime).
        field.addTarget(target, action: Selector("reformat"), for: .editingChanged)
        let (_, warnings) = RuntimeWarning.collecting { field.sendActions(for: .allEditingEvents) }
        #expect(runs == 102)
        #expect(warnings.count == 1 && warnings[0].contains("reformat") && warnings[0].contains("sendActions(for:)"), "\(warnings)")
    }
}
