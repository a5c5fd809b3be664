import SwiftUI
import QuickLook

// An app file of the shape document lists take: receipts previewed with SwiftUI's
// `quickLookPreview(_:in:)`, and a UIKit Quick Look controller wrapped for a share flow.

struct ReceiptsView: View {
    let receipts: [URL]
    @State var previewed: URL?

    var body: some View {
        NavigationStack {
            List(receipts, id: \.self) { url in
                Button {
                    previewed = url
                } label: {
                    Label(url.deletingPathExtension().lastPathComponent, systemImage: "doc.richtext")
                }
            }
            .navigationTitle("Receipts")
            .quickLookPreview($previewed, in: receipts)
        }
    }
}

struct ReceiptPreview: UIViewControllerRepresentable {
    let urls: [URL]

    func makeCoordinator() -> Coordinator { Coordinator(urls: urls) }

    func makeUIViewController(context: Context) -> QLPreviewController {
        let controller = QLPreviewController()
        controller.dataSource = context.coordinator
        return controller
    }

    func updateUIViewController(_ uiViewController: QLPreviewController, context: Context) {}

    final class Coordinator: NSObject, QLPreviewControllerDataSource {
        let urls: [URL]

        init(urls: [URL]) { self.urls = urls }

        func numberOfPreviewItems(in controller: QLPreviewController) -> Int { urls.count }

        func previewController(_ controller: QLPreviewController, previewItemAt index: Int) -> QLPreviewItem {
            urls[index] as QLPreviewItem
        }
    }
}

#Preview("Receipts") {
    ReceiptsView(receipts: [URL(fileURLWithPath: "/tmp/Groceries March.pdf"), URL(fileURLWithPath: "/tmp/Hardware store.pdf")])
}
