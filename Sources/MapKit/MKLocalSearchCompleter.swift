import Foundation

/// Completes a partial place search as the user types. A render reaches no map server, so,
/// as a device offline: setting a non-empty `queryFragment` leaves `results` empty and calls
/// the delegate's `completer(_:didFailWithError:)` at once with `MKError(.serverFailure)`;
/// `completerDidUpdateResults(_:)` is never called.
open class MKLocalSearchCompleter: NSObject {
    /// The kinds of completions wanted (MapKit's raw bits).
    public struct ResultType: OptionSet, Sendable {
        /// The raw bits.
        public let rawValue: UInt
        /// Kinds from raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Addresses.
        public static let address = ResultType(rawValue: 1 << 0)
        /// Points of interest.
        public static let pointOfInterest = ResultType(rawValue: 1 << 1)
        /// Query suggestions ("coffee near me").
        public static let query = ResultType(rawValue: 1 << 2)
        /// Physical features (iOS 18).
        public static let physicalFeature = ResultType(rawValue: 1 << 3)
    }

    /// The object told of results and failures.
    open weak var delegate: (any MKLocalSearchCompleterDelegate)?
    /// The text typed so far. Setting a non-empty one fails at once, as offline.
    open var queryFragment = "" {
        didSet { complete() }
    }
    /// The region to favour.
    open var region = MKCoordinateRegion()
    /// The kinds of completions wanted (addresses, points of interest and queries).
    open var resultTypes: ResultType = [.address, .pointOfInterest, .query]
    /// Which points of interest to complete (all when `nil`).
    open var pointOfInterestFilter: MKPointOfInterestFilter?
    /// Which kinds of address to complete (all when `nil`; iOS 18).
    open var addressFilter: MKAddressFilter?
    /// Whether completions must lie in `region` (iOS 18).
    open var regionPriority = MKLocalSearchRegionPriority.default
    /// The completions: always empty in a render.
    open private(set) var results: [MKLocalSearchCompletion] = []
    /// Whether a completion request is running: never in a render.
    open var isSearching: Bool { false }

    /// A completer with no query.
    public override init() { super.init() }

    /// Stops the pending completion (there is none in a render).
    open func cancel() {}

    private func complete() {
        results = []
        guard !queryFragment.isEmpty else { return }
        delegate?.completer(self, didFailWithError: MKError(.serverFailure))
    }
}

/// What a completer tells its delegate.
public protocol MKLocalSearchCompleterDelegate: NSObjectProtocol {
    /// Called when new completions are in `completer.results` (never, in a render).
    func completerDidUpdateResults(_ completer: MKLocalSearchCompleter)
    /// Called when completing failed: in a render, for every non-empty query.
    func completer(_ completer: MKLocalSearchCompleter, didFailWithError error: any Error)
}

extension MKLocalSearchCompleterDelegate {
    /// Does nothing.
    public func completerDidUpdateResults(_ completer: MKLocalSearchCompleter) {}
    /// Does nothing.
    public func completer(_ completer: MKLocalSearchCompleter, didFailWithError error: any Error) {}
}

/// One completion of a partial search: a title and a subtitle with the ranges that match
/// the query. Only a completer makes them (none, in a render).
open class MKLocalSearchCompletion: NSObject {
    /// The main text ("Apple Park").
    open private(set) var title: String
    /// The ranges of `title` matching the query, as `NSValue`s of `NSRange`.
    open private(set) var titleHighlightRanges: [NSValue] = []
    /// The secondary text (an address).
    open private(set) var subtitle: String
    /// The ranges of `subtitle` matching the query.
    open private(set) var subtitleHighlightRanges: [NSValue] = []

    init(title: String, subtitle: String) {
        self.title = title
        self.subtitle = subtitle
        super.init()
    }
}

extension MKLocalSearch.Request {
    /// A request for the place a completion names (its title and subtitle as the query).
    public convenience init(completion: MKLocalSearchCompletion) {
        let query = completion.subtitle.isEmpty ? completion.title : completion.title + ", " + completion.subtitle
        self.init(naturalLanguageQuery: query)
    }
}
