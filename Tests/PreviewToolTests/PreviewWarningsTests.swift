import Foundation
import Testing
@testable import BackplatePreviewTool

/// The contact sheet shows each preview's runtime warnings (what it drew less than SwiftUI
/// would) beside its pictures.
@Suite struct PreviewWarningsTests {
    func result(warnings: [String]) -> PreviewResult {
        PreviewResult(id: "Bakery:Badge.swift:3:0", name: "Badge", module: "Bakery", path: "/x/Badge.swift", line: 3,
                      kind: "macro", rendered: true, errors: [], images: [], nodes: [], layout: "sizeThatFits",
                      device: nil, orientation: "portrait", dynamicTypeSize: "large", layoutDirection: "leftToRight",
                      warnings: warnings)
    }

    @Test func contactSheetShowsWarningsBesideThePicture() {
        var report = PreviewReport()
        report.results = [result(warnings: ["No glyph for symbol 'oven.fill' in Backplate's icon set; drawing nothing"])]
        let html = PreviewPage.contactSheet(report)
        #expect(html.contains("<pre class=warning>warning: No glyph for symbol"))
        #expect(html.contains("oven.fill"))
    }

    @Test func noWarningsNoWarningBox() {
        var report = PreviewReport()
        report.results = [result(warnings: [])]
        #expect(!PreviewPage.contactSheet(report).contains("class=warning>"))
    }

    @Test func runnerRecordsCarryWarnings() throws {
        let line = #"{"index":0,"name":"Badge","origin":"macro","providerIndex":0,"layout":"sizeThatFits","orientation":"portrait","dynamicTypeSize":"large","layoutDirection":"leftToRight","images":[],"nodes":[],"warnings":["No image named 'Crust' found"]}"#
        let record = try JSONDecoder().decode(RunnerRecord.self, from: Data(line.utf8))
        #expect(record.warnings == ["No image named 'Crust' found"])
    }
}
