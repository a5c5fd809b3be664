// The module a file's `import MessageUI` finds on Linux: the mail and message composers apps
// present for feedback. A render has no Mail account, as the iOS Simulator has none.
@_exported import BackplateUIKit
@_exported import Foundation

/// How a mail composer was closed.
public enum MFMailComposeResult: Int, Sendable {
    /// The person cancelled.
    case cancelled = 0
    /// The message was saved as a draft.
    case saved = 1
    /// The message was queued to send.
    case sent = 2
    /// Saving or sending failed.
    case failed = 3
}

/// Mail's standard composer, as a stand-in: it keeps the message it is given, so feedback
/// screens compile. `canSendMail()` is `false` (no Mail account, as on the iOS Simulator that
/// snapshot tests run on), so apps take their fallback; a presented composer is not drawn.
open class MFMailComposeViewController: UIViewController {
    /// The object told how the composer closed (never called in a render).
    open weak var mailComposeDelegate: (any MFMailComposeViewControllerDelegate)?
    /// The message's subject (Backplate's, for tests and tools).
    package private(set) var subject = ""
    /// The message's "To" addresses (Backplate's, for tests and tools).
    package private(set) var toRecipients: [String] = []
    /// The message's body and whether it is HTML (Backplate's, for tests and tools).
    package private(set) var body = (text: "", isHTML: false)
    /// The names of the attached files (Backplate's, for tests and tools).
    package private(set) var attachmentNames: [String] = []

    /// Whether the device can send mail: `false`, as on the simulator (no Mail account).
    open class func canSendMail() -> Bool { false }

    /// Sets the subject.
    open func setSubject(_ subject: String) { self.subject = subject }
    /// Sets the "To" addresses.
    open func setToRecipients(_ toRecipients: [String]?) { self.toRecipients = toRecipients ?? [] }
    /// Sets the "Cc" addresses.
    open func setCcRecipients(_ ccRecipients: [String]?) {}
    /// Sets the "Bcc" addresses.
    open func setBccRecipients(_ bccRecipients: [String]?) {}
    /// Sets the body, as plain text or HTML.
    open func setMessageBody(_ body: String, isHTML: Bool) { self.body = (body, isHTML) }
    /// Attaches data as a file.
    open func addAttachmentData(_ attachment: Data, mimeType: String, fileName filename: String) { attachmentNames.append(filename) }
    /// Sets the sender address the composer prefers.
    open func setPreferredSendingEmailAddress(_ emailAddress: String) {}
}

/// What a mail composer tells its delegate.
public protocol MFMailComposeViewControllerDelegate: NSObjectProtocol {
    /// The composer closed with `result` (never in a render).
    func mailComposeController(_ controller: MFMailComposeViewController, didFinishWith result: MFMailComposeResult, error: (any Error)?)
}

extension MFMailComposeViewControllerDelegate {
    /// Does nothing.
    public func mailComposeController(_ controller: MFMailComposeViewController, didFinishWith result: MFMailComposeResult, error: (any Error)?) {}
}

/// How a message composer was closed.
public enum MessageComposeResult: Int, Sendable {
    /// The person cancelled.
    case cancelled = 0
    /// The message was sent.
    case sent = 1
    /// Sending failed.
    case failed = 2
}

/// Messages' standard composer, as a stand-in. `canSendText()` is `false` (the simulator
/// cannot send messages); a presented composer is not drawn.
open class MFMessageComposeViewController: UIViewController {
    /// The object told how the composer closed (never called in a render).
    open weak var messageComposeDelegate: (any MFMessageComposeViewControllerDelegate)?
    /// The recipients' phone numbers or addresses.
    open var recipients: [String]?
    /// The message's text.
    open var body: String?
    /// The message's subject.
    open var subject: String?

    /// Whether the device can send text messages: `false`, as on the simulator.
    open class func canSendText() -> Bool { false }
    /// Whether messages can have a subject: `false`.
    open class func canSendSubject() -> Bool { false }
    /// Whether messages can have attachments: `false`.
    open class func canSendAttachments() -> Bool { false }
}

/// What a message composer tells its delegate.
public protocol MFMessageComposeViewControllerDelegate: NSObjectProtocol {
    /// The composer closed with `result` (never in a render).
    func messageComposeViewController(_ controller: MFMessageComposeViewController, didFinishWith result: MessageComposeResult)
}
