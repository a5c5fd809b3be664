import Foundation

/// A file shown with a notification (UserNotifications' `UNNotificationAttachment`).
open class UNNotificationAttachment {
    /// The attachment's identifier.
    open var identifier: String
    /// The file.
    open var url: URL
    /// The file's type identifier (empty: Linux does not look).
    open var type: String { "" }

    /// An attachment of the file at `url`; throws when it is not a file URL (the file is not
    /// read on Linux).
    public init(identifier: String, url URL: URL, options: [AnyHashable: Any]? = nil) throws {
        guard URL.isFileURL else { throw CocoaError(.fileReadInvalidFileName) }
        self.identifier = identifier
        self.url = URL
    }
}
