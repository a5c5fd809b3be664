import BackplateCore
import Foundation

/// The types of the Apple Music subscription offer sheet (`musicSubscriptionOffer(isPresented:…)`).
/// A render shows no system sheet: the modifier leaves the view as it is.
public struct MusicSubscriptionOffer: Sendable {
    /// What the offer sheet invites the person to do.
    public struct Action: RawRepresentable, Equatable, Hashable, Sendable, CustomStringConvertible {
        /// The action's raw value.
        public let rawValue: String

        /// An action with `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// An action with `rawValue`.
        public init(_ rawValue: String) { self.rawValue = rawValue }

        /// Invites the person to subscribe to Apple Music ("subscribe").
        public static let subscribe = Action("subscribe")

        /// The raw value.
        public var description: String { rawValue }
    }

    /// The main message of the offer sheet.
    public struct MessageIdentifier: RawRepresentable, Equatable, Hashable, Sendable, CustomStringConvertible {
        /// The message's raw value.
        public let rawValue: String

        /// A message identifier with `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// A message identifier with `rawValue`.
        public init(_ rawValue: String) { self.rawValue = rawValue }

        /// Invites the person to add music to the library by subscribing ("addMusic").
        public static let addMusic = MessageIdentifier("addMusic")
        /// Invites the person to join Apple Music ("join").
        public static let join = MessageIdentifier("join")
        /// Invites the person to play music by subscribing ("playMusic").
        public static let playMusic = MessageIdentifier("playMusic")

        /// The raw value.
        public var description: String { rawValue }
    }

    /// The options of an offer sheet: its action, message, the item the person wanted and
    /// affiliate tokens.
    public struct Options: Equatable, Hashable, Sendable, CustomStringConvertible {
        /// What the sheet invites the person to do (`.subscribe` by default).
        public var action: MusicSubscriptionOffer.Action
        /// The sheet's main message (`.join` by default).
        public var messageIdentifier: MusicSubscriptionOffer.MessageIdentifier
        /// The item the person wanted, which needs a subscription.
        public var itemID: MusicItemID?
        /// A token of the Apple Services affiliate program.
        public var affiliateToken: String?
        /// A campaign token of the Apple Services affiliate program.
        public var campaignToken: String?

        /// Options with the given values.
        public init(action: MusicSubscriptionOffer.Action = .subscribe, messageIdentifier: MusicSubscriptionOffer.MessageIdentifier = .join,
                    itemID: MusicItemID? = nil, affiliateToken: String? = nil, campaignToken: String? = nil) {
            self.action = action
            self.messageIdentifier = messageIdentifier
            self.itemID = itemID
            self.affiliateToken = affiliateToken
            self.campaignToken = campaignToken
        }

        /// The default options: `.subscribe`, `.join`, no item and no tokens.
        public static let `default` = Options()

        /// The options' values.
        public var description: String {
            "MusicSubscriptionOffer.Options(action: \(action), messageIdentifier: \(messageIdentifier), itemID: \(itemID.map { "\"\($0)\"" } ?? "nil"))"
        }
    }
}

nonisolated extension View {
    /// Presents the Apple Music subscription offer sheet while `isPresented` is true. A render
    /// shows no system sheet and loads no offer: the view is unchanged, `isPresented` keeps its
    /// value, a runtime warning says so when it is true, and `onLoadCompletion` is never called
    /// (the offer never finishes loading).
    public func musicSubscriptionOffer(isPresented: Binding<Bool>, options: MusicSubscriptionOffer.Options = .default,
                                       onLoadCompletion: @escaping ((any Error)?) -> Void = { _ in }) -> some View {
        if isPresented.wrappedValue {
            MusicKitRender.warn("musicSubscriptionOffer(isPresented:options:onLoadCompletion:)",
                                "reaches no Apple Music in a render; the offer sheet is not shown")
        }
        return self
    }
}
