import Testing
import UIKit

// An iPad view controller written as unseen40's Nutrivance writes its keyboard shortcuts,
// menu-bar commands and window lookups; a render has no keyboard, menu bar or pencil.

private final class StrainController: UIViewController {
    func next() {}
    override var keyCommands: [UIKeyCommand]? {
        [UIKeyCommand(input: UIKeyCommand.inputRightArrow, modifierFlags: [.command], action: Selector("next")),
         UIKeyCommand(title: "Today", action: Selector("next"), input: "t", modifierFlags: [.command, .shift], propertyList: "today")]
    }
    override func buildMenu(with builder: any UIMenuBuilder) {
        guard builder.system == .main else { return }
        builder.insertChild(UIMenu(title: "Strain", children: keyCommands ?? []), atEndOfMenu: .view)
    }
}

/// A menu bar as `buildMenu(with:)` sees it, recording what the controller asks for.
@MainActor private final class RecordingBuilder: UIMenuBuilder {
    var system: UIMenuSystem { .main }
    var inserted: [(String, UIMenu.Identifier)] = []
    var replacedWithElements: [UIMenu.Identifier: Int] = [:]
    func menu(for identifier: UIMenu.Identifier) -> UIMenu? { nil }
    func action(for identifier: UIAction.Identifier) -> UIAction? { nil }
    func command(for action: Selector, propertyList: Any?) -> UICommand? { nil }
    func replace(menu replacedIdentifier: UIMenu.Identifier, with replacementMenu: UIMenu) {}
    func replaceChildren(ofMenu parentIdentifier: UIMenu.Identifier, from childrenBlock: ([UIMenuElement]) -> [UIMenuElement]) {}
    func insertSibling(_ siblingMenu: UIMenu, beforeMenu siblingIdentifier: UIMenu.Identifier) {}
    func insertSibling(_ siblingMenu: UIMenu, afterMenu siblingIdentifier: UIMenu.Identifier) {}
    func insertChild(_ childMenu: UIMenu, atStartOfMenu parentIdentifier: UIMenu.Identifier) {}
    func insertChild(_ childMenu: UIMenu, atEndOfMenu parentIdentifier: UIMenu.Identifier) { inserted.append((childMenu.title, parentIdentifier)) }
    func remove(menu removedIdentifier: UIMenu.Identifier) {}
    func replace(menu replacedIdentifier: UIMenu.Identifier, with replacementElements: [UIMenuElement]) {
        replacedWithElements[replacedIdentifier] = replacementElements.count
    }
    func replace(action replacedIdentifier: UIAction.Identifier, with replacementElements: [UIMenuElement]) {}
    func replace(command replacedAction: Selector, propertyList replacedPropertyList: Any?, with replacementElements: [UIMenuElement]) {}
}

private final class SqueezeView: UIView, UIPencilInteractionDelegate {
    var squeezes = 0
    func pencilInteraction(_ interaction: UIPencilInteraction, didReceiveSqueeze squeeze: UIPencilInteraction.Squeeze) { squeezes += 1 }
}

@MainActor @Suite struct KeyCommandsAndMenusTests {
    @Test func keyCommandsKeepUIKitsInputsAndModifierBits() throws {
        let commands = try #require(StrainController().keyCommands)
        #expect(commands[0].input == "UIKeyInputRightArrow" && commands[0].modifierFlags == .command)
        #expect(UIKeyModifierFlags.command.rawValue == 1 << 20 && UIKeyModifierFlags.shift.rawValue == 1 << 17)
        #expect(commands[1].title == "Today" && commands[1].propertyList as? String == "today")
        #expect(commands[1].modifierFlags == [.command, .shift] && commands[1].attributes.isEmpty && commands[1].state == .off)
        let asElements: [UIMenuElement] = commands
        #expect(asElements.count == 2)
        UIMenuSystem.main.setNeedsRebuild()
        UIMenuSystem.main.setNeedsRevalidate()
        #expect(UIMenu.Identifier.window.rawValue == "com.apple.menu.window")
    }

    @Test func aMenuBarBuilderReceivesTheControllersMenus() {
        let builder = RecordingBuilder()
        StrainController().buildMenu(with: builder)
        #expect(builder.inserted.count == 1 && builder.inserted[0].0 == "Strain" && builder.inserted[0].1 == .view)
        let elements: [UIMenuElement] = StrainController().keyCommands ?? []
        builder.replace(menu: .window, with: elements)
        #expect(builder.replacedWithElements[.window] == 2)
        #expect(StrainController().perform(Selector("next")) == nil)
        #expect(StrainController().targetViewController(forAction: Selector("next"), sender: nil) == nil)
    }

    @Test func aViewIsInTheWindowItsSuperviewsReach() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        let container = UIView(), leaf = UIView()
        container.addSubview(leaf)
        #expect(leaf.window == nil)
        window.addSubview(container)
        #expect(leaf.window === window && window.window === window)
        #expect(UIWindow.didBecomeKeyNotification.rawValue == "UIWindowDidBecomeKeyNotification")
    }

    @Test func aPencilInteractionWaitsForAPencilThatNeverComes() {
        let view = SqueezeView()
        let interaction = UIPencilInteraction(delegate: view)
        view.addInteraction(interaction)
        #expect(interaction.view === view && interaction.delegate === view && view.squeezes == 0)
        #expect(UIPencilInteraction.preferredTapAction == .switchEraser && !UIPencilInteraction.prefersPencilOnlyDrawing)
    }
}
