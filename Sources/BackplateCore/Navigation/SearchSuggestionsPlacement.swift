import Foundation

/// Where search suggestions show (iOS 16.4): in a menu under the field, or in place of the
/// searchable view's content. A still render shows no suggestions.
public struct SearchSuggestionsPlacement: Equatable, Sendable {
    let name: String
    /// The platform's choice.
    public static var automatic: SearchSuggestionsPlacement { SearchSuggestionsPlacement(name: "automatic") }
    /// In a menu.
    public static var menu: SearchSuggestionsPlacement { SearchSuggestionsPlacement(name: "menu") }
    /// In place of the content.
    public static var content: SearchSuggestionsPlacement { SearchSuggestionsPlacement(name: "content") }

    /// A set of placements.
    public struct Set: OptionSet, Sendable {
        /// The raw bits.
        public let rawValue: Int
        /// A set from raw bits.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// The menu placement.
        public static var menu: Set { Set(rawValue: 1) }
        /// The content placement.
        public static var content: Set { Set(rawValue: 2) }
    }
}

private struct SearchSuggestionsPlacementKey: EnvironmentKey { static let defaultValue = SearchSuggestionsPlacement.menu }

extension EnvironmentValues {
    /// Where the searchable view's suggestions show: `.menu` on iPhone.
    public var searchSuggestionsPlacement: SearchSuggestionsPlacement { self[SearchSuggestionsPlacementKey.self] }
}

nonisolated extension View {
    /// Shows or hides search suggestions at the given placements. A still render shows no
    /// suggestions: no visible effect.
    public func searchSuggestions(_ visibility: Visibility, for placements: SearchSuggestionsPlacement.Set) -> some View {
        modifier(_InertModifier())
    }
}
