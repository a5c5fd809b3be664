import Foundation

/// An output format the server writes.
package enum CardFormat: String, CaseIterable, Sendable {
    case png, webp, svg, pdf

    /// The `Content-Type` of a response in this format.
    package var contentType: String {
        switch self {
        case .png: return "image/png"
        case .webp: return "image/webp"
        case .svg: return "image/svg+xml"
        case .pdf: return "application/pdf"
        }
    }
}

/// A validated card request: everything that decides the response's bytes, in one value
/// (its `cacheKey` is the same for equal requests, whatever the query's order or spelling).
package struct CardRequest: Hashable, Sendable {
    package var template: CardTemplate
    package var format: CardFormat
    package var title: String
    package var subtitle: String
    package var dark: Bool
    package var scale: Double
    /// The canvas size in points (`nil`: the template's own).
    package var size: CGSize?

    /// One string naming every input, for the response cache and the ETag.
    package var cacheKey: String {
        let sizeText = size.map { "\($0.width)x\($0.height)" } ?? "-"
        return "\(template.rawValue).\(format.rawValue)|\(dark ? "dark" : "light")|\(scale)|\(sizeText)|\(title.utf8.count):\(title)|\(subtitle)"
    }
}

/// A request the server refuses, with its status and a message saying what to change.
package struct CardRequestError: Error, Equatable, Sendable {
    /// The HTTP status code (4xx).
    package var status: Int
    package var message: String
}

/// The limits a request must stay within.
package struct CardLimits: Sendable {
    /// The most characters in a title or subtitle.
    package var maxTextLength = 200
    /// The most bytes in a raw query string (past it: 414, read no further).
    package var maxQueryBytes = 4096
    /// The most pixels (width × height × scale²) of one image.
    package var maxPixels = 4096 * 4096
    /// The scale range.
    package var scaleRange: ClosedRange<Double> = 0.25...4
    /// The canvas side range in points.
    package var sideRange: ClosedRange<Double> = 16...4096

    package init() {}
}

/// Parses `/cards/{template}.{format}` and its query into a `CardRequest`, refusing anything
/// malformed with a 4xx. The work is bounded by `maxQueryBytes`, whatever the input.
package enum CardRequestParser {
    /// The query parameters a request may use (`v` is a cache buster and is ignored).
    static let known: Set<String> = ["title", "subtitle", "scheme", "scale", "width", "height", "v"]

    /// Parses the file part of the path (`social.png`) and the raw query (without `?`).
    package static func parse(file: String, query: String?, limits: CardLimits) throws(CardRequestError) -> CardRequest {
        guard let dot = file.lastIndex(of: ".") else {
            throw CardRequestError(status: 404, message: "no format in \"\(clip(file))\": ask for /cards/{template}.{png,webp,svg,pdf}")
        }
        let name = String(file[..<dot])
        let ext = String(file[file.index(after: dot)...])
        guard let template = CardTemplate(rawValue: name) else {
            throw CardRequestError(status: 404, message: "unknown template \"\(clip(name))\": use \(CardTemplate.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        guard let format = CardFormat(rawValue: ext.lowercased()) else {
            throw CardRequestError(status: 404, message: "unknown format \"\(clip(ext))\": use png, webp, svg or pdf")
        }
        let raw = query ?? ""
        guard raw.utf8.count <= limits.maxQueryBytes else {
            throw CardRequestError(status: 414, message: "the query is longer than \(limits.maxQueryBytes) bytes")
        }
        var values: [String: String] = [:]
        for pair in raw.split(separator: "&", omittingEmptySubsequences: true) {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let key = try decode(parts[0], name: "a parameter name")
            guard known.contains(key) else {
                throw CardRequestError(status: 400, message: "unknown parameter \"\(clip(key))\": use \(known.sorted().filter { $0 != "v" }.joined(separator: ", "))")
            }
            guard values[key] == nil else { throw CardRequestError(status: 400, message: "the parameter \(key) is given more than once") }
            values[key] = try decode(parts.count > 1 ? parts[1] : "", name: key)
        }
        let title = try text(values["title"], name: "title", default: template.defaultTitle, limits: limits)
        let subtitle = try text(values["subtitle"], name: "subtitle", default: template.defaultSubtitle, limits: limits)
        var dark = false
        switch values["scheme"] {
        case nil, "light": dark = false
        case "dark": dark = true
        case let other?: throw CardRequestError(status: 400, message: "scheme must be light or dark, not \"\(clip(other))\"")
        }
        let scale = try number(values["scale"], name: "scale", default: 1, range: limits.scaleRange)
        var size = template.defaultSize
        if values["width"] != nil || values["height"] != nil {
            guard let base = template.defaultSize else {
                throw CardRequestError(status: 400, message: "the \(template.rawValue) template is sized by its text: width and height do not apply")
            }
            size = CGSize(width: try number(values["width"], name: "width", default: base.width, range: limits.sideRange),
                          height: try number(values["height"], name: "height", default: base.height, range: limits.sideRange))
        }
        if let size {
            let pixels = (size.width * scale) * (size.height * scale)
            guard pixels <= Double(limits.maxPixels) else {
                throw CardRequestError(status: 400, message: "\(Int(size.width))×\(Int(size.height)) points at scale \(scale) is \(Int(pixels)) pixels, over the budget of \(limits.maxPixels)")
            }
        }
        return CardRequest(template: template, format: format, title: title, subtitle: subtitle, dark: dark, scale: scale, size: size)
    }

    /// A parameter's text: valid UTF-8, no control characters but line breaks, bounded.
    static func text(_ value: String?, name: String, default fallback: String, limits: CardLimits) throws(CardRequestError) -> String {
        guard let value else { return fallback }
        guard value.count <= limits.maxTextLength else {
            throw CardRequestError(status: 400, message: "\(name) is longer than \(limits.maxTextLength) characters")
        }
        if value.unicodeScalars.contains(where: { ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value) }) {
            throw CardRequestError(status: 400, message: "\(name) contains control characters")
        }
        return value
    }

    /// A finite number in `range`.
    static func number(_ value: String?, name: String, default fallback: Double, range: ClosedRange<Double>) throws(CardRequestError) -> Double {
        guard let value else { return fallback }
        guard value.utf8.count <= 32, let number = Double(value), number.isFinite else {
            throw CardRequestError(status: 400, message: "\(name) must be a number, not \"\(clip(value))\"")
        }
        guard range.contains(number) else {
            throw CardRequestError(status: 400, message: "\(name) must be between \(format(range.lowerBound)) and \(format(range.upperBound)), not \(clip(value))")
        }
        return number
    }

    /// Decodes `+` and `%XX` escapes; the bytes must be UTF-8.
    static func decode(_ part: Substring, name: String) throws(CardRequestError) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(part.utf8.count)
        var iterator = part.utf8.makeIterator()
        while let byte = iterator.next() {
            switch byte {
            case UInt8(ascii: "+"): bytes.append(UInt8(ascii: " "))
            case UInt8(ascii: "%"):
                guard let high = iterator.next().flatMap(hexValue), let low = iterator.next().flatMap(hexValue) else {
                    throw CardRequestError(status: 400, message: "\(name) has a malformed %-escape")
                }
                bytes.append(high << 4 | low)
            default: bytes.append(byte)
            }
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw CardRequestError(status: 400, message: "\(name) is not valid UTF-8")
        }
        return text
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }

    /// At most 40 characters of user text in a message.
    static func clip(_ text: String) -> String {
        text.count > 40 ? String(text.prefix(40)) + "…" : text
    }

    private static func format(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}
