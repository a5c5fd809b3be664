import SwiftUI
import CoreImage
import CoreImage.CIFilterBuiltins
import UIKit

// A boarding-pass screen written as iOS apps write it: the QR code from CoreImage's builtin
// filter, scaled by a transform, made a CGImage by a CIContext and shown without smoothing.

struct TicketQRCode {
    let context = CIContext()
    let filter = CIFilter.qrCodeGenerator()

    func image(for string: String, correctionLevel: String = "M") -> UIImage {
        filter.message = Data(string.utf8)
        filter.correctionLevel = correctionLevel
        if let outputImage = filter.outputImage {
            let scaled = outputImage.transformed(by: CGAffineTransform(scaleX: 10, y: 10))
            if let cgImage = context.createCGImage(scaled, from: scaled.extent) {
                return UIImage(cgImage: cgImage)
            }
        }
        return UIImage()
    }
}

/// The older spelling: the filter by name, its inputs by key.
func legacyQRCode(from string: String) -> UIImage? {
    let data = string.data(using: String.Encoding.ascii)
    guard let filter = CIFilter(name: "CIQRCodeGenerator") else { return nil }
    filter.setValue(data, forKey: "inputMessage")
    filter.setValue("H", forKey: "inputCorrectionLevel")
    let transform = CGAffineTransform(scaleX: 3, y: 3)
    guard let output = filter.outputImage?.transformed(by: transform) else { return nil }
    return UIImage(ciImage: output)
}

struct TicketView: View {
    let code: String
    private let generator = TicketQRCode()

    var body: some View {
        VStack(spacing: 12) {
            Text("Gate 14")
                .font(.headline)
            Image(uiImage: generator.image(for: code))
                .interpolation(.none)
                .resizable()
                .scaledToFit()
                .frame(width: 230, height: 230)
        }
        .padding()
    }
}
