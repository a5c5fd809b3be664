import Foundation

/// A control label written as several `Text`s, `Toggle(isOn:) { Text(title); Text(subtitle) }`:
/// as Apple documents for `Toggle` and `LabeledContent`, the first is the title and the others
/// are subtitles under it, in the subheadline style and the secondary colour (an estimate:
/// neither the font nor the 3-point spacing is measured; docs/controls.md §9.2a).
enum TitleAndSubtitleLabel {
    /// The label as drawn: a title over its subtitles when it is two or three `Text`s, else
    /// the label itself.
    static func view<L: View>(_ label: L) -> AnyView {
        if let pair = label as? TupleView<(Text, Text)> {
            return AnyView(_TitleAndSubtitles(title: pair.value.0, subtitles: [pair.value.1]))
        }
        if let triple = label as? TupleView<(Text, Text, Text)> {
            return AnyView(_TitleAndSubtitles(title: triple.value.0, subtitles: [triple.value.1, triple.value.2]))
        }
        return AnyView(label)
    }
}

/// A title with its subtitles stacked under it; a subtitle's own font or colour wins.
nonisolated struct _TitleAndSubtitles: View {
    let title: Text
    let subtitles: [Text]

    var body: some View {
        VStack(alignment: .leading, spacing: 3) {
            title
            ForEach(subtitles.indices, id: \.self) { index in
                subtitles[index]
            }
            .font(.subheadline)
            .foregroundStyle(.secondary)
        }
    }
}
