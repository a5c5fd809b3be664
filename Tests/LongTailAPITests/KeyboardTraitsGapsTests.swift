import Testing
import Foundation
import UIKit

/// A 2024 expense tracker's UIKit search bar (unseen47's expense-swiftui-app-with-cloudkit):
/// it turns the Search key's auto-enabling off and reads the keyboard's frame from a
/// notification's `NSValue`.
@MainActor @Suite struct KeyboardTraitsGapsTests {
    @Test func aSearchBarsReturnKeyIsSearchAndEnabledOnlyWithText() {
        let bar = UISearchBar(frame: .zero)
        #expect(bar.returnKeyType == .search && bar.enablesReturnKeyAutomatically)
        bar.enablesReturnKeyAutomatically = false
        bar.keyboardAppearance = .dark
        #expect(!bar.searchTextField.enablesReturnKeyAutomatically && bar.searchTextField.keyboardAppearance == .dark)
        let field = UITextField(frame: .zero)
        #expect(field.returnKeyType == .default && !field.enablesReturnKeyAutomatically && field.smartQuotesType == .default)
        field.returnKeyType = .done
        #expect(field.returnKeyType.rawValue == 9 && UIReturnKeyType.continue.rawValue == 11)
        #expect(UIKeyboardAppearance.alert == .dark && UITextView().returnKeyType == .default)
    }

    @Test func aKeyboardFrameTravelsInAnNSValue() {
        let frame = CGRect(x: 0, y: 518, width: 393, height: 334)
        let userInfo: [AnyHashable: Any] = [UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: frame)]
        let value = userInfo[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue
        #expect(value?.cgRectValue == frame && value?.cgRectValue.height == 334)
        #expect(NSValue(cgPoint: CGPoint(x: 3, y: 4)).cgPointValue == CGPoint(x: 3, y: 4))
        #expect(NSValue(cgSize: CGSize(width: 5, height: 6)).cgSizeValue == CGSize(width: 5, height: 6))
    }
}
