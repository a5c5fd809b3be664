import Foundation

/// An interface, consisting of a label and additional content, that you display when the
/// content of your app is unavailable to users (iOS 17; docs/controls.md §7.5): greedy
/// in both axes with its content centred, padded 16: the icon in the secondary colour at
/// large-title size, the title in title2 bold 15 points below, the description in subheadline
/// secondary 3 points below the title, centred, and the actions (tinted borderless buttons,
/// subheadline) 20 points below the text; a `.bordered` action is a small capsule in the
/// secondary system fill with a tinted label (28 points tall on iOS 18). The gaps are fitted
/// to one iOS 18 render (RSSReader's empty state: every ink edge within 1/3 point).
nonisolated public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
    let label: Label
    let description: Description
    let actions: Actions

    /// Creates an interface, consisting of a label and additional content.
    public init(@ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() },
                @ViewBuilder actions: () -> Actions = { EmptyView() }) {
        self.label = label()
        self.description = description()
        self.actions = actions()
    }

    /// The label, description and actions, centred.
    public var body: some View {
        VStack(spacing: 20) {
            VStack(spacing: 3) {
                label.labelStyle(_UnavailableLabelStyle())
                description.font(.subheadline).foregroundStyle(_SystemColor.secondaryLabel)
                    .multilineTextAlignment(.center)
            }
            VStack(spacing: 15) { actions }
                .font(.subheadline)
                .controlSize(.small)
                .buttonBorderShape(.capsule)
                .environment(\.borderedFillIsNeutral, true)
        }
        .padding(16)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}

/// The label arrangement of an unavailable view: icon 15 points above the bold title2 title.
nonisolated struct _UnavailableLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 15) {
            configuration.icon.font(.system(size: 48, weight: .medium)).foregroundStyle(_SystemColor.secondaryLabel)
            configuration.title.font(.title2.bold()).multilineTextAlignment(.center)
        }
    }
}

extension ContentUnavailableView where Label == BackplateCore.Label<Text, Image>, Description == Text?, Actions == EmptyView {
    /// Creates an interface with a localized title, an SF Symbol and an optional description.
    public init(_ titleKey: LocalizedStringKey, systemImage name: String, description: Text? = nil) {
        self.init(label: { BackplateCore.Label(titleKey, systemImage: name) }, description: { description })
    }

    /// Creates an interface with a string title, an SF Symbol and an optional description.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {
        self.init(label: { BackplateCore.Label(title, systemImage: name) }, description: { description })
    }
}

/// The content of the search-unavailable view (`ContentUnavailableView.search`).
public struct SearchUnavailableContent {
    /// The label: a magnifying glass and "No Results".
    nonisolated public struct Label: View {
        let query: String?
        /// The icon and title.
        public var body: some View {
            BackplateCore.Label(title: {
                if let query { Text(verbatim: "No Results for \u{201C}\(query)\u{201D}") } else { Text("No Results") }
            }, icon: { Image(systemName: "magnifyingglass") })
        }
    }
    /// The description: "Check the spelling or try a new search."
    nonisolated public struct Description: View {
        /// The description text.
        public var body: some View { Text("Check the spelling or try a new search.") }
    }
    /// No actions.
    nonisolated public struct Actions: View {
        /// Nothing.
        public var body: some View { EmptyView() }
    }
}

extension ContentUnavailableView where Label == SearchUnavailableContent.Label, Description == SearchUnavailableContent.Description,
                                       Actions == SearchUnavailableContent.Actions {
    /// A search-unavailable view: "No Results" with a magnifying glass and a hint to check the
    /// spelling.
    public static var search: ContentUnavailableView<SearchUnavailableContent.Label, SearchUnavailableContent.Description, SearchUnavailableContent.Actions> {
        ContentUnavailableView(label: { SearchUnavailableContent.Label(query: nil) },
                               description: { SearchUnavailableContent.Description() },
                               actions: { SearchUnavailableContent.Actions() })
    }

    /// A search-unavailable view naming the query: "No Results for “text”".
    public static func search(text: String) -> ContentUnavailableView<SearchUnavailableContent.Label, SearchUnavailableContent.Description, SearchUnavailableContent.Actions> {
        ContentUnavailableView(label: { SearchUnavailableContent.Label(query: text.isEmpty ? nil : text) },
                               description: { SearchUnavailableContent.Description() },
                               actions: { SearchUnavailableContent.Actions() })
    }
}

private struct BorderedFillIsNeutralKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// Whether `.bordered` buttons fill with the secondary system fill instead of the tint at
    /// 15% (a `ContentUnavailableView`'s actions: (233, 233, 234) light, (38, 38, 41) dark on
    /// iOS 18, RSSReader's empty state).
    var borderedFillIsNeutral: Bool {
        get { self[BorderedFillIsNeutralKey.self] }
        set { self[BorderedFillIsNeutralKey.self] = newValue }
    }
}
