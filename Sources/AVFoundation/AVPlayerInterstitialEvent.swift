import Foundation

/// An interstitial (an ad or a bumper) to play in a primary item at a time or date. A render
/// plays nothing; the event keeps what it was made with.
open class AVPlayerInterstitialEvent {
    /// The item the interstitial interrupts.
    public let primaryItem: AVPlayerItem?
    /// The event's identifier.
    public let identifier: String
    /// Where in the primary item it plays (invalid when scheduled by date).
    public let time: CMTime
    /// When it plays, for an item with dates (nil when scheduled by time).
    public let date: Date?
    /// The items it plays.
    public let templateItems: [AVPlayerItem]
    /// What the person may not do while it plays.
    public let restrictions: AVPlayerInterstitialEvent.Restrictions
    /// How far the primary item moves on while it plays.
    public let resumptionOffset: CMTime
    /// The longest it may play (invalid: no limit).
    public let playoutLimit: CMTime
    /// The app's own attributes.
    public let userDefinedAttributes: [String: Any]

    /// An event at `time` in `primaryItem`; a nil identifier becomes a new UUID string.
    public init(primaryItem: AVPlayerItem, identifier: String?, time: CMTime, templateItems: [AVPlayerItem],
                restrictions: AVPlayerInterstitialEvent.Restrictions = [], resumptionOffset: CMTime = .indefinite,
                playoutLimit: CMTime = .invalid, userDefinedAttributes: [String: Any] = [:]) {
        self.primaryItem = primaryItem
        self.identifier = identifier ?? UUID().uuidString
        self.time = time
        self.date = nil
        self.templateItems = templateItems
        self.restrictions = restrictions
        self.resumptionOffset = resumptionOffset
        self.playoutLimit = playoutLimit
        self.userDefinedAttributes = userDefinedAttributes
    }

    /// An event at `date` in `primaryItem`; a nil identifier becomes a new UUID string.
    public init(primaryItem: AVPlayerItem, identifier: String?, date: Date, templateItems: [AVPlayerItem],
                restrictions: AVPlayerInterstitialEvent.Restrictions = [], resumptionOffset: CMTime = .indefinite,
                playoutLimit: CMTime = .invalid, userDefinedAttributes: [String: Any] = [:]) {
        self.primaryItem = primaryItem
        self.identifier = identifier ?? UUID().uuidString
        self.time = .invalid
        self.date = date
        self.templateItems = templateItems
        self.restrictions = restrictions
        self.resumptionOffset = resumptionOffset
        self.playoutLimit = playoutLimit
        self.userDefinedAttributes = userDefinedAttributes
    }

    /// What the person may not do while an interstitial plays.
    public struct Restrictions: OptionSet, Sendable {
        /// The option bits.
        public let rawValue: UInt
        /// Restrictions of these bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Seeking forward past it is not allowed.
        public static let constrainsSeekingForwardInPrimaryContent = Restrictions(rawValue: 1 << 0)
        /// It plays at the normal rate, not faster.
        public static let requiresPlaybackAtPreferredRateForAdvancement = Restrictions(rawValue: 1 << 1)
    }
}
