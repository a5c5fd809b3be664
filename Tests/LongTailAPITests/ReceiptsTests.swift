import Testing
import BackplateTestSupport
import Foundation
import SwiftUI
import QuickLook

/// `ReceiptsFile.swift`: Quick Look is a presentation, drawn as sheets are in a still render
/// (not at all), and UIKit's controller compiles with its data source.
@MainActor @Suite(.tags(.appFiles)) struct ReceiptsTests {
    private let receipts = [URL(fileURLWithPath: "/tmp/Groceries March.pdf"), URL(fileURLWithPath: "/tmp/Hardware store.pdf")]

    @Test func aPresentedPreviewLeavesTheListAsItIs() throws {
        let closed = try renderImage(ReceiptsView(receipts: receipts).frame(width: 393, height: 400))
        let open = try renderImage(ReceiptsView(receipts: receipts, previewed: receipts[0]).frame(width: 393, height: 400))
        #expect(samePixels(closed.rgba, open.rgba))
        let texts = phoneTexts(ReceiptsView(receipts: receipts, previewed: receipts[1]))
        #expect(frame(texts, "Groceries March") != nil && frame(texts, "Hardware store") != nil, "\(texts.map(\.0))")
    }

    @Test func theControllersDataSourceAnswersWithURLs() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("receipt-\(UUID().uuidString).pdf")
        try Data("%PDF-1.4".utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let coordinator = ReceiptPreview(urls: [file]).makeCoordinator()
        let controller = QLPreviewController()
        #expect(coordinator.numberOfPreviewItems(in: controller) == 1)
        let item = coordinator.previewController(controller, previewItemAt: 0)
        #expect(item.previewItemURL == file && item.previewItemTitle == file.lastPathComponent)
        #expect(QLPreviewController.canPreview(item) && !QLPreviewController.canPreview(URL(fileURLWithPath: "/nonexistent.pdf")))
    }
}
