import Foundation

/// A request for search suggestions (and optionally top results) for a partial term. A render
/// reaches no catalog: `response()` throws `MusicTokenRequestError.permissionDenied` after a
/// runtime warning.
public struct MusicCatalogSearchSuggestionsRequest: Sendable, CustomStringConvertible {
    /// The partial search term.
    public let term: String
    /// The types of items to include as top results (none by default).
    public let typesForTopResults: [any MusicCatalogSearchable.Type]
    /// The most suggestions to return.
    public var limit: Int?

    /// A request for suggestions for `term`, with top results of `types`.
    public init(term: String, includingTopResultsOfTypes types: [any MusicCatalogSearchable.Type] = []) {
        self.term = term
        typesForTopResults = types
    }

    /// The suggestions: in a render, throws `MusicTokenRequestError.permissionDenied`.
    public func response() async throws -> MusicCatalogSearchSuggestionsResponse {
        throw MusicKitRender.unavailable("MusicCatalogSearchSuggestionsRequest(term: \"\(term)\").response()")
    }

    /// The term and the types of top results.
    public var description: String {
        "MusicCatalogSearchSuggestionsRequest(term: \"\(term)\", typesForTopResults: [\(typesForTopResults.map { "\($0)" }.joined(separator: ", "))])"
    }
}

/// The suggestions a request found (never made in a render, where it throws).
public struct MusicCatalogSearchSuggestionsResponse: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// The top results, as a catalog search has them.
    public typealias TopResult = MusicCatalogSearchResponse.TopResult

    /// The suggested terms.
    public let suggestions: [MusicCatalogSearchSuggestionsResponse.Suggestion]
    /// The top results of the requested types.
    public let topResults: MusicItemCollection<MusicCatalogSearchSuggestionsResponse.TopResult>

    /// How many suggestions and top results there are.
    public var description: String {
        "MusicCatalogSearchSuggestionsResponse(suggestions: \(suggestions.count), topResults: \(topResults.count))"
    }

    /// A suggested search term.
    public struct Suggestion: Identifiable, Equatable, Hashable, Sendable, CustomStringConvertible {
        /// The term to show the person.
        public let displayTerm: String
        /// The term to search for when the person picks the suggestion.
        public let searchTerm: String

        /// The suggestion's unique identifier (its search term).
        public var id: String { searchTerm }

        /// The display and search terms.
        public var description: String { "Suggestion(displayTerm: \"\(displayTerm)\", searchTerm: \"\(searchTerm)\")" }
    }
}
