import Foundation

/// A service a share sheet offers, and the names of the system's own.
open class UIActivity: NSObject {
    /// The name of an activity (UIKit's identifiers).
    public struct ActivityType: RawRepresentable, Hashable, Sendable {
        /// The identifier.
        public let rawValue: String
        /// An activity type from its identifier.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// An activity type from its identifier.
        public init(_ rawValue: String) { self.rawValue = rawValue }
        /// Posts to Facebook.
        public static let postToFacebook = ActivityType("com.apple.UIKit.activity.PostToFacebook")
        /// Posts to X (Twitter).
        public static let postToTwitter = ActivityType("com.apple.UIKit.activity.PostToTwitter")
        /// Sends a message.
        public static let message = ActivityType("com.apple.UIKit.activity.Message")
        /// Sends an email.
        public static let mail = ActivityType("com.apple.UIKit.activity.Mail")
        /// Prints.
        public static let print = ActivityType("com.apple.UIKit.activity.Print")
        /// Copies to the pasteboard.
        public static let copyToPasteboard = ActivityType("com.apple.UIKit.activity.CopyToPasteboard")
        /// Assigns an image to a contact.
        public static let assignToContact = ActivityType("com.apple.UIKit.activity.AssignToContact")
        /// Saves to the photo library.
        public static let saveToCameraRoll = ActivityType("com.apple.UIKit.activity.SaveToCameraRoll")
        /// Adds to Safari's reading list.
        public static let addToReadingList = ActivityType("com.apple.UIKit.activity.AddToReadingList")
        /// Sends with AirDrop.
        public static let airDrop = ActivityType("com.apple.UIKit.activity.AirDrop")
        /// Opens in Books.
        public static let openInIBooks = ActivityType("com.apple.UIKit.activity.OpenInIBooks")
        /// Marks up as PDF.
        public static let markupAsPDF = ActivityType("com.apple.UIKit.activity.MarkupAsPDF")
    }
    /// The activity's type (`nil` for a plain activity).
    open var activityType: ActivityType? { nil }
    /// The activity's title in the sheet.
    open var activityTitle: String? { nil }
}

/// UIKit's share sheet, as a stand-in: it keeps its items and settings. Presenting it records
/// the presentation; a still render draws it no more than SwiftUI's `ShareLink` sheet: not at
/// all, and the completion handler is never called.
open class UIActivityViewController: UIViewController {
    /// What a share sheet reports when it closes: the activity, whether it completed, the
    /// items it returned and any error.
    public typealias CompletionWithItemsHandler = (UIActivity.ActivityType?, Bool, [Any]?, (any Error)?) -> Void
    /// The items to share.
    public let activityItems: [Any]
    /// The app's own activities.
    public let applicationActivities: [UIActivity]?
    /// The system activities left out of the sheet.
    open var excludedActivityTypes: [UIActivity.ActivityType]?
    /// Called when the sheet closes (never, in a render).
    open var completionWithItemsHandler: CompletionWithItemsHandler?

    /// A share sheet for `activityItems`, with the app's activities.
    public init(activityItems: [Any], applicationActivities: [UIActivity]?) {
        self.activityItems = activityItems
        self.applicationActivities = applicationActivities
        super.init(nibName: nil, bundle: nil)
    }
    /// A share sheet from an archive (never: there is no storyboard on Linux).
    public required init?(coder: NSCoder) { nil }
}
