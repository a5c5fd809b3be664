import Foundation

/// A service a share sheet offers, and the names of the system's own.
open class UIActivity: NSObject {
    /// The name of an activity, with UIKit's identifiers as raw values (an app compares a finished
    /// share's type against them). A still render shows no share sheet: no activity is performed.
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
        /// Posts to Sina Weibo.
        public static let postToWeibo = ActivityType("com.apple.UIKit.activity.PostToWeibo")
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
        /// Posts an image to Flickr.
        public static let postToFlickr = ActivityType("com.apple.UIKit.activity.PostToFlickr")
        /// Posts a video to Vimeo.
        public static let postToVimeo = ActivityType("com.apple.UIKit.activity.PostToVimeo")
        /// Posts to Tencent Weibo (UIKit's identifier drops the "PostTo": `…activity.TencentWeibo`).
        public static let postToTencentWeibo = ActivityType("com.apple.UIKit.activity.TencentWeibo")
        /// Sends with AirDrop.
        public static let airDrop = ActivityType("com.apple.UIKit.activity.AirDrop")
        /// Opens in Books.
        public static let openInIBooks = ActivityType("com.apple.UIKit.activity.OpenInIBooks")
        /// Marks up as PDF.
        public static let markupAsPDF = ActivityType("com.apple.UIKit.activity.MarkupAsPDF")
        /// Shares through SharePlay (iOS 15.4).
        public static let sharePlay = ActivityType("com.apple.UIKit.activity.SharePlay")
        /// Invites people to collaborate through a link (iOS 16).
        public static let collaborationInviteWithLink = ActivityType("com.apple.UIKit.activity.CollaborationInviteWithLink")
        /// Copies a collaboration link (iOS 16).
        public static let collaborationCopyLink = ActivityType("com.apple.UIKit.activity.CollaborationCopyLink")
        /// Adds a web page to the Home Screen (iOS 16.4).
        public static let addToHomeScreen = ActivityType("com.apple.UIKit.activity.AddToHomeScreen")
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
