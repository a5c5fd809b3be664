import Foundation
import Testing
@testable import BackplatePreviewTool

/// `@objc` and `#selector`, which Swift on Linux rejects ("Objective-C interoperability is
/// disabled"), compile in a preview build: the attributes are blanked and `#selector(x)` becomes
/// `Selector("x")`, a name nothing sends (PaCha's GIF view, unseen28; Planzo's five files, unseen27);
/// `#keyPath(Type.a.b)` becomes the string Swift makes of it, `"a.b"` (psychonautwiki's journal, unseen36).
@Suite struct PreviewObjectiveCSyntaxTests {
    static let source = """
        import UIKit
        @objcMembers final class Ticker: NSObject {
            var link: CADisplayLink?
            func start() {
                link = CADisplayLink(target: self, selector: #selector(tick))
                NotificationCenter.default.addObserver(self, selector: #selector(Ticker.saved(_:)), name: .init("s"), object: nil)
            }
            @objc private func tick() {}
            @objc(savedWithNote:) func saved(_ note: Notification) {}
            @IBAction func tapped(_ sender: Any) {}
            let note = "#selector(tick) and @objc stay in a string"
        }
        """

    @Test func attributesAreBlankedAndSelectorsBecomeNames() throws {
        let scanned = try PreviewToolSupport.scanner.scan(source: Self.source, path: "/tmp/Ticker.swift")
        #expect(scanned.blankedAttributeRanges.count == 4)
        #expect(scanned.objectiveCReplacements.map(\.text) == ["Selector(\"tick\")", "Selector(\"Ticker.saved(_:)\")"])
        let prepared = try #require(scanned.preparedSource(Self.source))
        let lines = prepared.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines[1] == "             final class Ticker: NSObject {")
        #expect(lines[4] == "        link = CADisplayLink(target: self, selector: Selector(\"tick\"))")
        #expect(lines[5].contains("selector: Selector(\"Ticker.saved(_:)\"), name:"))
        #expect(lines[7] == "          private func tick() {}")
        #expect(lines[8] == "                          func saved(_ note: Notification) {}")
        #expect(lines[9] == "              func tapped(_ sender: Any) {}")
        #expect(lines[10] == "    let note = \"#selector(tick) and @objc stay in a string\"")
    }

    @Test func aStoryboardAppsDelegateLosesItsEntryPointAttribute() throws {
        // PureCast (2020, unseen45): the preview program brings its own entry point.
        let source = "import UIKit\n@UIApplicationMain\nclass AppDelegate: UIResponder, UIApplicationDelegate {}\n"
        let scanned = try PreviewToolSupport.scanner.scan(source: source, path: "/tmp/AppDelegate.swift")
        let prepared = try #require(scanned.preparedSource(source))
        let lines = prepared.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 4 && lines[1] == "                  " && lines[2] == "class AppDelegate: UIResponder, UIApplicationDelegate {}")
    }

    @Test func keyPathsBecomeTheirStrings() throws {
        let source = """
            import CoreData
            let search = NSPredicate(format: "%K.%K CONTAINS[cd] %@", #keyPath(Experience.ingestions), #keyPath(Ingestion.consumerName), "Ann")
            let order = NSSortDescriptor(key: #keyPath(friend.name), ascending: true)
            let text = "#keyPath(Experience.title)"
            """
        let scanned = try PreviewToolSupport.scanner.scan(source: source, path: "/tmp/Search.swift")
        #expect(scanned.objectiveCReplacements.map(\.text) == ["\"ingestions\"", "\"consumerName\"", "\"friend.name\""])
        let prepared = try #require(scanned.preparedSource(source))
        let lines = prepared.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines[1] == "let search = NSPredicate(format: \"%K.%K CONTAINS[cd] %@\", \"ingestions\", \"consumerName\", \"Ann\")")
        #expect(lines[2] == "let order = NSSortDescriptor(key: \"friend.name\", ascending: true)")
        #expect(lines[3] == "let text = \"#keyPath(Experience.title)\"")
    }
}
