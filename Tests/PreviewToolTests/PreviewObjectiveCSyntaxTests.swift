import Foundation
import Testing
@testable import BackplatePreviewTool

/// `@objc` and `#selector`, which Swift on Linux rejects ("Objective-C interoperability is
/// disabled"), compile in a preview build: the attributes are blanked and `#selector(x)` becomes
/// `Selector("x")`, a name nothing sends (PaCha's GIF view, unseen28; Planzo's five files, unseen27).
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
        #expect(scanned.selectorReplacements.map(\.text) == ["Selector(\"tick\")", "Selector(\"Ticker.saved(_:)\")"])
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
}
