import Testing
import Foundation
import SQLite3
import UIKit

/// A recipe editor keeps its recipes in SQLite through the C API and moves between ingredient
/// fields with Tab and Shift-Tab on a hardware keyboard (unseen41's ReciFlowLite).
@MainActor @Suite struct RecipeEditorGapsTests {
    /// `SQLITE_TRANSIENT`, a C macro Swift cannot import, as apps spell it.
    let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)

    @Test func sqliteStoresAndReadsBackRowsThroughItsCAPI() throws {
        var db: OpaquePointer?
        #expect(sqlite3_open(":memory:", &db) == SQLITE_OK)
        defer { sqlite3_close(db) }
        #expect(sqlite3_exec(db, "CREATE TABLE ingredient (name TEXT NOT NULL, grams REAL)", nil, nil, nil) == SQLITE_OK)
        var insert: OpaquePointer?
        #expect(sqlite3_prepare_v2(db, "INSERT INTO ingredient (name, grams) VALUES (?, ?)", -1, &insert, nil) == SQLITE_OK)
        for (name, grams) in [("flour", 500.0), ("salt", 9.5)] {
            sqlite3_bind_text(insert, 1, name, -1, transient)
            sqlite3_bind_double(insert, 2, grams)
            #expect(sqlite3_step(insert) == SQLITE_DONE)
            sqlite3_reset(insert)
        }
        sqlite3_finalize(insert)

        var query: OpaquePointer?
        #expect(sqlite3_prepare_v2(db, "SELECT name, grams FROM ingredient ORDER BY grams", -1, &query, nil) == SQLITE_OK)
        var rows: [(String, Double)] = []
        while sqlite3_step(query) == SQLITE_ROW {
            rows.append((String(cString: sqlite3_column_text(query, 0)), sqlite3_column_double(query, 1)))
        }
        sqlite3_finalize(query)
        #expect(rows.map(\.0) == ["salt", "flour"] && rows.map(\.1) == [9.5, 500])
        // A constraint fails with SQLite's own code and message.
        #expect(sqlite3_exec(db, "INSERT INTO ingredient (grams) VALUES (1)", nil, nil, nil) == SQLITE_CONSTRAINT)
        #expect(String(cString: sqlite3_errmsg(db)) == "NOT NULL constraint failed: ingredient.name")
    }

    @Test func aTabFieldKeepsItsAccessoryAndPlaceholderAndEndsEditing() {
        let field = TabField(frame: .zero)
        let bar = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        field.inputAccessoryView = bar
        #expect(field.inputAccessoryView === bar && field.inputView == nil)
        field.attributedPlaceholder = NSAttributedString(string: "200 g")
        #expect(field.placeholder == "200 g")
        field.attributedText = NSAttributedString(string: "flour")
        #expect(field.text == "flour")
        // A plain responder has no accessory; a window's endEditing resigns (nothing edits).
        #expect(UIResponder().inputAccessoryView == nil)
        #expect(UIWindow(frame: .zero).endEditing(true))
        // Nothing presses keys in a render; the handler exists to override, as in UIKit.
        field.pressesBegan([], with: nil)
        #expect(field.tabs == 0)
        #expect(UIKeyboardHIDUsage.keyboardTab.rawValue == 0x2B && UIKeyboardHIDUsage.keyboardA.rawValue == 0x04)
        #expect(UIKeyboardHIDUsage(rawValue: 0x52) == .keyboardUpArrow)
        #expect(UIPressesEvent().type == .presses)
        // The standard edit actions exist to call and override; a render selects nothing.
        field.selectAll(nil)
        #expect(field.selectedTextRange.map { field.offset(from: $0.start, to: $0.end) } == 0)
    }

    @Test func aKeyboardToolbarKeepsItsClearedBackgroundAndItems() {
        let toolbar = UIToolbar()
        let clear = UIImage()
        toolbar.setBackgroundImage(clear, forToolbarPosition: .any, barMetrics: .default)
        toolbar.setShadowImage(clear, forToolbarPosition: .any)
        #expect(toolbar.backgroundImage(forToolbarPosition: .any, barMetrics: .default) === clear)
        #expect(toolbar.backgroundImage(forToolbarPosition: .bottom, barMetrics: .default) == nil)
        #expect(toolbar.shadowImage(forToolbarPosition: .any) === clear)
        toolbar.setItems([UIBarButtonItem(systemItem: .flexibleSpace)], animated: true)
        #expect(toolbar.items?.count == 1)
        #expect(UIBarPosition.topAttached.rawValue == 3)
    }
}

/// A text field that counts Tab presses, as the editor's does.
private final class TabField: UITextField {
    var tabs = 0
    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        if let key = presses.first?.key, key.keyCode == .keyboardTab, !key.modifierFlags.contains(.shift) {
            tabs += 1
            return
        }
        super.pressesBegan(presses, with: event)
    }
}
