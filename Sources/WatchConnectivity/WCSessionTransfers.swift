import Foundation

/// A queued delivery of user info to the Watch app. With no watch paired, it has already
/// failed when the app gets it.
open class WCSessionUserInfoTransfer: NSObject {
    /// The dictionary being delivered.
    open private(set) var userInfo: [String: Any]
    /// Whether it carries complication data.
    open private(set) var isCurrentComplicationInfo: Bool
    /// Whether it is still being delivered: false, it failed.
    open var isTransferring: Bool { false }

    init(userInfo: [String: Any], isCurrentComplicationInfo: Bool) {
        self.userInfo = userInfo
        self.isCurrentComplicationInfo = isCurrentComplicationInfo
        super.init()
    }

    /// Cancels the delivery (nothing is pending).
    open func cancel() {}
}

/// A queued delivery of a file to the Watch app. With no watch paired, it has already failed.
open class WCSessionFile: NSObject {
    /// The file's location.
    open private(set) var fileURL: URL
    /// The dictionary sent with the file.
    open private(set) var metadata: [String: Any]?

    init(fileURL: URL, metadata: [String: Any]?) {
        self.fileURL = fileURL
        self.metadata = metadata
        super.init()
    }
}

/// The delivery of one file: what `transferFile(_:metadata:)` returns.
open class WCSessionFileTransfer: NSObject {
    /// The file being delivered.
    open private(set) var file: WCSessionFile
    /// Whether it is still being delivered: false, it failed.
    open var isTransferring: Bool { false }
    /// How far the delivery went: nothing was sent.
    open private(set) var progress = Progress(totalUnitCount: 0)

    init(file: WCSessionFile) {
        self.file = file
        super.init()
    }

    /// Cancels the delivery (nothing is pending).
    open func cancel() {}
}

extension WCSession {
    /// The user-info deliveries not yet finished: none, each fails at once.
    public var outstandingUserInfoTransfers: [WCSessionUserInfoTransfer] { [] }
    /// The file deliveries not yet finished: none.
    public var outstandingFileTransfers: [WCSessionFileTransfer] { [] }
    /// How many complication updates are left today: 0, the complication is not on a face.
    public var remainingComplicationUserInfoTransfers: Int { 0 }
    /// Whether received content waits to be handed to the delegate: false.
    public var hasContentPending: Bool { false }

    /// Queues `userInfo` for the Watch app. No watch is paired: the delegate's
    /// `session(_:didFinish:error:)` is told at once of `WCError.deviceNotPaired`
    /// (`.sessionNotActivated` before `activate()`).
    @discardableResult
    public func transferUserInfo(_ userInfo: [String: Any] = [:]) -> WCSessionUserInfoTransfer {
        let transfer = WCSessionUserInfoTransfer(userInfo: userInfo, isCurrentComplicationInfo: false)
        delegate?.session(self, didFinish: transfer, error: transferError)
        return transfer
    }

    /// Queues complication data for the Watch app; it fails as `transferUserInfo(_:)` does.
    @discardableResult
    public func transferCurrentComplicationUserInfo(_ userInfo: [String: Any] = [:]) -> WCSessionUserInfoTransfer {
        let transfer = WCSessionUserInfoTransfer(userInfo: userInfo, isCurrentComplicationInfo: true)
        delegate?.session(self, didFinish: transfer, error: transferError)
        return transfer
    }

    /// Queues the file at `file` for the Watch app; the delegate's `session(_:didFinish:error:)`
    /// is told at once that it failed, as `transferUserInfo(_:)` is.
    @discardableResult
    public func transferFile(_ file: URL, metadata: [String: Any]?) -> WCSessionFileTransfer {
        let transfer = WCSessionFileTransfer(file: WCSessionFile(fileURL: file, metadata: metadata))
        delegate?.session(self, didFinish: transfer, error: transferError)
        return transfer
    }

    /// Sends data to the running Watch app: `errorHandler` gets `WCError.notReachable` at once.
    public func sendMessageData(_ data: Data, replyHandler: ((Data) -> Void)?, errorHandler: ((any Error) -> Void)? = nil) {
        errorHandler?(WCError(.notReachable))
    }

    private var transferError: WCError { WCError(activationState == .activated ? .deviceNotPaired : .sessionNotActivated) }
}
