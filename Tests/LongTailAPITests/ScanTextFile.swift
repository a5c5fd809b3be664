import SwiftUI
import Vision
import VisionKit

// A receipt reader in the style of an iOS 17+ app: scan pages with VisionKit's document camera,
// read their text with Vision, and list the lines, or an empty state when nothing was read.

@Observable @MainActor
final class ReceiptReader {
    var lines: [String] = []
    var isReading = false
    var errorMessage: String?

    func read(_ images: [UIImage]) async {
        isReading = true
        defer { isReading = false }
        var found: [String] = []
        for image in images {
            guard let cgImage = image.cgImage else { continue }
            do {
                found += try await Self.recognizeText(in: cgImage, orientation: CGImagePropertyOrientation(image.imageOrientation))
            } catch {
                errorMessage = error.localizedDescription
            }
        }
        lines = found
    }

    nonisolated private static func recognizeText(in cgImage: CGImage,
                                                  orientation: CGImagePropertyOrientation) async throws -> [String] {
        let request = VNRecognizeTextRequest()
        request.recognitionLevel = .accurate
        request.recognitionLanguages = ["en-US"]
        request.usesLanguageCorrection = true
        request.customWords = ["subtotal", "gratuity"]
        let handler = VNImageRequestHandler(cgImage: cgImage, orientation: orientation, options: [:])
        try handler.perform([request])
        let observations = request.results ?? []
        return observations.compactMap { $0.topCandidates(1).first?.string }
    }
}

extension CGImagePropertyOrientation {
    init(_ orientation: UIImage.Orientation) {
        switch orientation {
        case .up: self = .up
        case .upMirrored: self = .upMirrored
        case .down: self = .down
        case .downMirrored: self = .downMirrored
        case .left: self = .left
        case .leftMirrored: self = .leftMirrored
        case .right: self = .right
        case .rightMirrored: self = .rightMirrored
        @unknown default: self = .up
        }
    }
}

struct ReceiptScannerView: View {
    @State private var reader = ReceiptReader()
    @State private var showingScanner = false

    var body: some View {
        NavigationStack {
            Group {
                if reader.isReading {
                    ProgressView("Reading receipt…")
                } else if reader.lines.isEmpty {
                    ContentUnavailableView {
                        Label("No Text Yet", systemImage: "doc.text.viewfinder")
                    } description: {
                        Text(VNDocumentCameraViewController.isSupported
                             ? "Scan a receipt to read its lines."
                             : "Document scanning isn't available on this device.")
                    } actions: {
                        Button("Scan Receipt") { showingScanner = true }
                            .buttonStyle(.borderedProminent)
                            .disabled(!VNDocumentCameraViewController.isSupported)
                    }
                } else {
                    List(reader.lines, id: \.self) { line in
                        Text(line)
                            .font(.body.monospaced())
                    }
                }
            }
            .navigationTitle("Receipt")
            .toolbar {
                Button("Scan", systemImage: "camera.viewfinder") { showingScanner = true }
            }
            .sheet(isPresented: $showingScanner) {
                DocumentScanner { images in
                    showingScanner = false
                    Task { await reader.read(images) }
                }
                .ignoresSafeArea()
            }
            .alert("Couldn't Read Receipt", isPresented: .constant(reader.errorMessage != nil)) {
                Button("OK") { reader.errorMessage = nil }
            } message: {
                Text(reader.errorMessage ?? "")
            }
        }
    }
}

struct DocumentScanner: UIViewControllerRepresentable {
    var onFinish: ([UIImage]) -> Void

    func makeUIViewController(context: Context) -> VNDocumentCameraViewController {
        let camera = VNDocumentCameraViewController()
        camera.delegate = context.coordinator
        return camera
    }

    func updateUIViewController(_ uiViewController: VNDocumentCameraViewController, context: Context) {}

    func makeCoordinator() -> Coordinator { Coordinator(onFinish: onFinish) }

    final class Coordinator: NSObject, VNDocumentCameraViewControllerDelegate {
        let onFinish: ([UIImage]) -> Void

        init(onFinish: @escaping ([UIImage]) -> Void) { self.onFinish = onFinish }

        func documentCameraViewController(_ controller: VNDocumentCameraViewController,
                                          didFinishWith scan: VNDocumentCameraScan) {
            let pages = (0..<scan.pageCount).map { scan.imageOfPage(at: $0) }
            onFinish(pages)
        }

        func documentCameraViewControllerDidCancel(_ controller: VNDocumentCameraViewController) {
            onFinish([])
        }

        func documentCameraViewController(_ controller: VNDocumentCameraViewController,
                                          didFailWithError error: Error) {
            onFinish([])
        }
    }
}

#Preview("Empty") {
    ReceiptScannerView()
}

#Preview("Scanner") {
    DocumentScanner { _ in }
}
