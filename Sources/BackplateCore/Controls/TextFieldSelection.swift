import Foundation

/// A selection in a text field or text editor (iOS 18): one range, several ranges, or an
/// insertion point. Bound with `TextField(_:text:selection:)` or `TextEditor(text:selection:)`.
///
/// A still render shows fields unfocused, so a selection draws no caret or highlight, as on
/// an iPhone before the field is focused; the binding is never written.
public struct TextSelection: Hashable, Sendable {
    /// The selected ranges of the text.
    public enum Indices: Hashable, Sendable {
        /// One range (empty for an insertion point).
        case selection(Range<String.Index>)
        /// Several ranges.
        case multiSelection(RangeSet<String.Index>)
    }

    /// The selected ranges.
    public var indices: TextSelection.Indices
    /// Which side of a line break an insertion point at the break sits on.
    public var affinity: TextSelectionAffinity

    /// A selection of `range`.
    public init(range: Range<String.Index>) {
        indices = .selection(range)
        affinity = .automatic
    }

    /// A selection of several ranges.
    public init(ranges: RangeSet<String.Index>) {
        indices = .multiSelection(ranges)
        affinity = .automatic
    }

    /// An insertion point (an empty selection) at `insertionPoint`.
    public init(insertionPoint: String.Index) {
        indices = .selection(insertionPoint..<insertionPoint)
        affinity = .automatic
    }

    /// Whether the selection is an insertion point: one empty range.
    public var isInsertion: Bool {
        if case .selection(let range) = indices { return range.isEmpty }
        return false
    }
}

/// Which side of a line break an insertion point sits on (iOS 18).
public enum TextSelectionAffinity: Hashable, Sendable {
    /// The system's choice.
    case automatic
    /// The end of the line before the break.
    case upstream
    /// The start of the line after the break.
    case downstream
}

private struct TextSelectionAffinityKey: EnvironmentKey {
    static let defaultValue = TextSelectionAffinity.automatic
}

extension EnvironmentValues {
    /// The affinity of insertion points in this view's text fields (iOS 18); `.automatic`
    /// unless `textSelectionAffinity(_:)` sets it.
    public var textSelectionAffinity: TextSelectionAffinity {
        get { self[TextSelectionAffinityKey.self] }
        set { self[TextSelectionAffinityKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the affinity of insertion points in text fields inside this view (iOS 18). No
    /// visible effect: a still render draws no insertion point.
    public func textSelectionAffinity(_ affinity: TextSelectionAffinity) -> some View {
        environment(\.textSelectionAffinity, affinity)
    }
}

extension TextField where Label == Text {
    /// Creates a text field bound to a text and its selection (iOS 18), drawn as
    /// `TextField(_:text:prompt:axis:)`: unfocused, with no caret or highlight.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, selection: Binding<TextSelection?>,
                prompt: Text? = nil, axis: Axis? = nil) {
        self.init(text: text.wrappedValue, placeholder: AnyView(prompt ?? Text(titleKey)), label: Text(titleKey),
                  axis: axis ?? .horizontal)
    }

    /// Creates a text field with a string title, bound to a text and its selection (iOS 18),
    /// drawn unfocused, with no caret or highlight.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, selection: Binding<TextSelection?>,
                                   prompt: Text? = nil, axis: Axis? = nil) {
        self.init(text: text.wrappedValue, placeholder: AnyView(prompt ?? Text(title)), label: Text(title),
                  axis: axis ?? .horizontal)
    }
}

extension TextEditor {
    /// Creates a text editor bound to a text and its selection (iOS 18), drawn as
    /// `TextEditor(text:)`: unfocused, with no caret or highlight.
    public init(text: Binding<String>, selection: Binding<TextSelection?>) { self.init(text: text) }
}
