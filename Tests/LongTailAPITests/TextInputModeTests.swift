import Testing
import UIKit

// An emoji-only text field, written as unseen39's Sage writes it: a `UITextField` subclass
// asking for the emoji keyboard by overriding `textInputMode`.

private final class EmojiTextField: UITextField {
    override var textInputContextIdentifier: String? { "ledger.emoji-field" }
    override var textInputMode: UITextInputMode? {
        UITextInputMode.activeInputModes.first { $0.primaryLanguage == "emoji" }
    }
}

@MainActor @Suite struct TextInputModeTests {
    @Test func aUSEnglishSimulatorHasOnlyTheEnglishKeyboard() {
        #expect(UITextInputMode.activeInputModes.map(\.primaryLanguage) == ["en-US"])
        let field = EmojiTextField()
        #expect(field.textInputMode == nil && field.textInputContextIdentifier == "ledger.emoji-field")
        #expect(UITextField().textInputMode == nil)
    }
}
