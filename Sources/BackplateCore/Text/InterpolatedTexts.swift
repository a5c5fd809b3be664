import Foundation

/// Styled texts and images interpolated into a localized key (`Text("Tap \(Text("here").bold())")`,
/// `Text("Rated \(Image(systemName: "star.fill"))")`): each stands at a U+FFFC in the key's
/// characters and is put back, as its own `Text`, when the key is shown.
enum InterpolatedTexts {
    /// The character standing for an interpolated text or image in a key's characters.
    static let placeholder: Character = "\u{FFFC}"

    /// `text` with each placeholder replaced by the next of `parts`.
    static func expand(_ text: String, parts: inout IndexingIterator<[Text]>) -> Text {
        guard text.contains(placeholder) else { return Text(verbatim: text) }
        var pieces: [Text] = []
        var current = ""
        for c in text {
            if c == placeholder {
                if !current.isEmpty { pieces.append(Text(verbatim: current)); current = "" }
                if let part = parts.next() { pieces.append(part) }
            } else {
                current.append(c)
            }
        }
        if !current.isEmpty { pieces.append(Text(verbatim: current)) }
        return Text(concatenating: pieces)
    }
}

extension LocalizedStringKey.StringInterpolation {
    /// Appends an image, drawn inline as `Text(_:)` draws it: an SF Symbol at the text's
    /// size (`Text("Rated \(Image(systemName: "star.fill"))")`), another image at its own.
    public mutating func appendInterpolation(_ image: Image) {
        appendInline(Text(image))
    }

    /// Appends `text` to be shown as it is, styling included.
    mutating func appendInline(_ text: Text) {
        output.append(InterpolatedTexts.placeholder)
        markdown.append(InterpolatedTexts.placeholder)
        inlineTexts.append(text)
    }
}
