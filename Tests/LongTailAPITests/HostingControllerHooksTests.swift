import Testing
import BackplateTestSupport
import Foundation
import SwiftUI
import UIKit

/// A hosting controller subclass as iOS apps write one: status bar and home-indicator
/// preferences, and the containment hooks it observes.
private final class DarkHostingController: UIHostingController<Text> {
    var moves: [String] = []
    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
    override var prefersHomeIndicatorAutoHidden: Bool { true }
    override var preferredScreenEdgesDeferringSystemGestures: UIRectEdge { [.bottom] }
    override func willMove(toParent parent: UIViewController?) {
        super.willMove(toParent: parent)
        moves.append("will \(parent == nil ? "nil" : "parent")")
    }
    override func didMove(toParent parent: UIViewController?) {
        super.didMove(toParent: parent)
        moves.append("did \(parent == nil ? "nil" : "parent")")
    }
}

/// `UIHostingController`'s UIKit hooks (issue 29): subclasses override them as on iOS; the
/// defaults are UIKit's, and containment calls the move hooks in UIKit's order.
@MainActor
@Suite struct HostingControllerHooksTests {
    @Test func overriddenPreferencesAnswerAndDefaultsAreUIKits() {
        let dark = DarkHostingController(rootView: Text("Night"))
        #expect(dark.preferredStatusBarStyle == .lightContent)
        #expect(dark.prefersHomeIndicatorAutoHidden)
        #expect(dark.preferredScreenEdgesDeferringSystemGestures == .bottom)
        let plain = UIHostingController(rootView: Text("Day"))
        #expect(plain.preferredStatusBarStyle == .default && plain.preferredStatusBarStyle.rawValue == 0)
        #expect(!plain.prefersStatusBarHidden && !plain.prefersHomeIndicatorAutoHidden)
        #expect(plain.preferredStatusBarUpdateAnimation == .fade)
        #expect(plain.childForStatusBarStyle == nil && plain.keyCommands == nil)
        #expect(UIRectEdge.all.rawValue == 15 && UIStatusBarStyle.darkContent.rawValue == 3)
        plain.isModalInPresentation = true
        #expect(plain.isModalInPresentation)
    }

    @Test func containmentCallsWillMoveThenDidMoveOnRemoval() {
        let parent = UIViewController()
        let child = DarkHostingController(rootView: Text("Child"))
        parent.addChild(child)
        child.didMove(toParent: parent)
        #expect(child.parent === parent && parent.children.count == 1)
        child.removeFromParent()
        #expect(child.parent == nil && parent.children.isEmpty)
        #expect(child.moves == ["will parent", "did parent", "did nil"])
    }

    @Test func anArchiveGivesNoHostingControllerWithoutARootView() {
        #expect(UIHostingController<Text>(coder: NSCoder()) == nil)
        let made = UIHostingController(coder: NSCoder(), rootView: Text("Archived"))
        #expect(made?.sizeThatFits(in: CGSize(width: 300, height: 300)).width ?? 0 > 0)
    }
}
