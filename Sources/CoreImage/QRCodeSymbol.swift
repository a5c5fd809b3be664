import Foundation
import CoreGraphics
import BackplateCore
import CQREncode

/// The QR code CoreImage's `CIQRCodeGenerator` makes, encoded by libqrencode (ISO/IEC 18004,
/// 8-bit byte mode, the smallest version that holds the message): one pixel per module, a
/// one-module white border (21 modules of version 1 make a 23 x 23 image), black on white.
enum QRCodeSymbol {
    /// The modules of `message` at `level` (true: dark), row 0 at the top; `nil` when the
    /// message is empty or too long for version 40 at that level.
    static func modules(of message: Data, level: QRecLevel) -> [[Bool]]? {
        guard !message.isEmpty, message.count <= Int(Int32.max) else { return nil }
        let code = message.withUnsafeBytes { bytes -> UnsafeMutablePointer<QRcode>? in
            guard let base = bytes.bindMemory(to: UInt8.self).baseAddress else { return nil }
            return QRcode_encodeData(Int32(bytes.count), base, 0, level)
        }
        guard let code else { return nil }
        defer { QRcode_free(code) }
        let width = Int(code.pointee.width)
        guard width > 0, let data = code.pointee.data else { return nil }
        return (0..<width).map { row in (0..<width).map { col in data[row * width + col] & 1 == 1 } }
    }

    /// The correction level a parameter names: "L", "M", "Q" or "H"; `nil` for anything else.
    static func level(_ value: Any?) -> QRecLevel? {
        switch (value as? String)?.uppercased() {
        case "L": return QR_ECLEVEL_L
        case "M": return QR_ECLEVEL_M
        case "Q": return QR_ECLEVEL_Q
        case "H": return QR_ECLEVEL_H
        default: return nil
        }
    }

    /// The generator's output for the parameters set: `nil` without a message (or with one
    /// too long); a level other than L, M, Q or H is taken as M with a runtime warning.
    static func image(message: Any?, correctionLevel: Any?) -> CIImage? {
        let bytes: Data?
        switch message {
        case let d as Data: bytes = d
        case let s as String:
            // CoreImage wants the data; a string is read as its UTF-8 bytes.
            bytes = Data(s.utf8)
        default: bytes = nil
        }
        guard let bytes else { return nil }
        var ecLevel = QR_ECLEVEL_M
        if let l = Self.level(correctionLevel) {
            ecLevel = l
        } else if let value = correctionLevel {
            RuntimeWarning.emit("CIQRCodeGenerator: correction level \(value) is not L, M, Q or H; M is used")
        }
        guard let grid = modules(of: bytes, level: ecLevel) else {
            if !bytes.isEmpty { RuntimeWarning.emit("CIQRCodeGenerator: \(bytes.count) bytes do not fit a QR code at this level; no image") }
            return nil
        }
        let side = grid.count + 2
        var rgba = [UInt8](repeating: 255, count: side * side * 4)
        for (row, line) in grid.enumerated() {
            for (col, dark) in line.enumerated() where dark {
                let o = ((row + 1) * side + col + 1) * 4
                rgba[o] = 0
                rgba[o + 1] = 0
                rgba[o + 2] = 0
            }
        }
        guard let pixels = CGImage(width: side, height: side, rgba: rgba) else { return nil }
        return CIImage(pixels: pixels, transform: .identity, nearest: true)
    }
}
