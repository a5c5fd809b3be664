import Foundation

/// A container for attaching a label to a value-bearing view, drawn by the current labeled
/// content style. The default style on iOS (docs/controls.md §3.3, §3.6) puts the label at
/// the leading edge and the content at the trailing edge in the secondary label colour
/// (138,138,142 on white), taking the proposed width; in a list row at an accessibility
/// Dynamic Type size it puts the content under the label, both leading.
nonisolated public struct LabeledContent<Label: View, Content: View>: View {
    let label: Label
    let content: Content

    /// Creates a standard labeled element, with a view that conveys the value of the element
    /// and a label.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }

    /// The label and content drawn by the current style.
    public var body: some View {
        _StyleReader(LabeledContentStyleConfiguration(label: .init(view: TitleAndSubtitleLabel.view(label)), content: .init(view: AnyView(content))),
                     style: \.labeledContentStyleBox) { AnyView(AutomaticLabeledContentStyle().makeBody(configuration: $0)) }
    }
}

extension LabeledContent where Label == Text {
    /// Creates a labeled view that generates its label from a localized string key.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    /// Creates a labeled view that generates its label from a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}

extension LabeledContent where Label == Text, Content == Text {
    /// Creates a labeled informational view: a localized title and a string value.
    public init<S: StringProtocol>(_ titleKey: LocalizedStringKey, value: S) {
        self.init(content: { Text(value) }, label: { Text(titleKey) })
    }

    /// Creates a labeled informational view: a string title and a string value.
    @_disfavoredOverload
    public init<S1: StringProtocol, S2: StringProtocol>(_ title: S1, value: S2) {
        self.init(content: { Text(value) }, label: { Text(title) })
    }

    /// Creates a labeled informational view showing a formatted value (formatted as
    /// `Text(_:format:)` formats it: in the environment's locale).
    public init<F: FormatStyle>(_ titleKey: LocalizedStringKey, value: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(content: { Text(value, format: format) }, label: { Text(titleKey) })
    }

    /// Creates a labeled informational view with a string title showing a formatted value
    /// (in the environment's locale).
    @_disfavoredOverload
    public init<S: StringProtocol, F: FormatStyle>(_ title: S, value: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(content: { Text(value, format: format) }, label: { Text(title) })
    }
}

extension LabeledContent where Label == LabeledContentStyleConfiguration.Label, Content == LabeledContentStyleConfiguration.Content {
    /// Creates labeled content based on a style configuration, drawn by the style in effect
    /// around the custom style.
    public init(_ configuration: LabeledContentStyleConfiguration) {
        self.label = configuration.label
        self.content = configuration.content
    }
}

// MARK: - LabeledContentStyle

/// The appearance and behaviour of a labeled content instance.
@MainActor @preconcurrency
public protocol LabeledContentStyle {
    /// A view that represents the appearance and behaviour of labeled content.
    associatedtype Body: View
    /// The properties of a labeled content instance.
    typealias Configuration = LabeledContentStyleConfiguration
    /// Creates a view that represents the body of labeled content.
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Configuration) -> Body
}

/// The properties of a labeled content instance.
public struct LabeledContentStyleConfiguration {
    /// A type-erased label of a labeled content instance.
    nonisolated public struct Label: View {
        let view: AnyView
        /// The label's content.
        public var body: some View { view }
    }
    /// A type-erased content of a labeled content instance.
    nonisolated public struct Content: View {
        let view: AnyView
        /// The content.
        public var body: some View { view }
    }
    /// The label of the labeled content instance.
    public let label: LabeledContentStyleConfiguration.Label
    /// The content of the labeled content instance.
    public let content: LabeledContentStyleConfiguration.Content
}

/// The default labeled content style: label leading, content trailing in the secondary colour;
/// in a list row at an accessibility Dynamic Type size, the content under the label.
nonisolated public struct AutomaticLabeledContentStyle: LabeledContentStyle {
    /// Creates an automatic labeled content style.
    public init() {}
    /// The label, a flexible space, and the secondary-coloured content; in a `List` or `Form`
    /// row at `.accessibility1` and larger, the label over the content, both leading.
    public func makeBody(configuration: Configuration) -> some View {
        _LabeledContentLayout(label: configuration.label, value: configuration.content.foregroundStyle(_SystemColor.secondaryLabel))
    }
}

/// The automatic style's arrangement: side by side, or stacked in a list row at accessibility
/// sizes (SpeziViews' AX3 rows on iOS 17.2 and 26.1: the value's text under the label's,
/// leading-aligned; their lines touch on iOS 17, baselines 48.33 apart, and are 4 points apart
/// on iOS 26, baselines 52 apart).
nonisolated struct _LabeledContentLayout<L: View, V: View>: View {
    let label: L
    let value: V
    @Environment(\.isListRow) private var isListRow
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize
    @Environment(\.backplateLook) private var look

    var body: some View {
        if isListRow && dynamicTypeSize.isAccessibilitySize {
            VStack(alignment: .leading, spacing: look == .iOS26 ? 4 : 0) {
                label
                value.multilineTextAlignment(.leading)
            }
            .frame(maxWidth: .infinity, alignment: .leading)
        } else {
            _LabelValueRow(label: label, value: value)
        }
    }
}

nonisolated extension LabeledContentStyle where Self == AutomaticLabeledContentStyle {
    /// A labeled content style that resolves its appearance automatically.
    public static var automatic: AutomaticLabeledContentStyle { AutomaticLabeledContentStyle() }
}

extension EnvironmentValues {
    var labeledContentStyleBox: _StyleBox<LabeledContentStyleConfiguration>? {
        get { self[_StyleBoxKey<LabeledContentStyleConfiguration>.self] }
        set { self[_StyleBoxKey<LabeledContentStyleConfiguration>.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets a style for labeled content.
    public func labeledContentStyle<S: LabeledContentStyle>(_ style: S) -> some View {
        modifier(styleModifier(style, at: \.labeledContentStyleBox) { s, c in s.makeBody(configuration: c) })
    }
}

/// A row with a label at the leading edge and a value at the trailing edge, greedy in width:
/// the layout of Toggle, Stepper, LabeledContent and the compact DatePicker on iOS.
nonisolated struct _LabelValueRow<L: View, V: View>: View {
    let label: L
    let value: V
    var body: some View {
        HStack {
            _RowLabel(label: label, minSpacer: 8)
            value.multilineTextAlignment(.trailing)
        }
    }
}
