import Foundation

/// cairo numbers SVG surfaces with a process-wide counter (`id="surface6"`), so the same card
/// drawn twice differs in those ids only. Renumbering them in order of appearance makes equal
/// requests give equal bytes (and equal ETags).
enum SVGCanonicalForm {
    private static let pattern = try! NSRegularExpression(pattern: "(id=\"|#)surface([0-9]+)")

    static func renumberingSurfaces(_ data: Data) -> Data {
        let text = String(decoding: data, as: UTF8.self)
        let whole = NSRange(text.startIndex..., in: text)
        var numbers: [String: Int] = [:]
        var result = ""
        result.reserveCapacity(text.utf8.count)
        var last = text.startIndex
        for match in pattern.matches(in: text, range: whole) {
            guard let all = Range(match.range, in: text), let prefix = Range(match.range(at: 1), in: text),
                  let digits = Range(match.range(at: 2), in: text) else { continue }
            let number = numbers[String(text[digits])] ?? (numbers.count + 1)
            numbers[String(text[digits])] = number
            result += text[last..<all.lowerBound]
            result += text[prefix] + "surface" + String(number)
            last = all.upperBound
        }
        result += text[last...]
        return Data(result.utf8)
    }
}
