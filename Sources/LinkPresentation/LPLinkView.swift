import Foundation
import BackplateCore
import BackplateUIKit

/// The rich link card of a URL or of its metadata: a UIKit view, never drawn by Backplate (its
/// representable's frame is left empty, with a warning naming the representable); making one
/// or setting its metadata emits a warning naming its URL.
open class LPLinkView: UIView {
    /// The metadata the card shows.
    open var metadata: LPLinkMetadata {
        didSet { warnUndrawn() }
    }

    /// A card for `url`, showing its URL until metadata is set.
    public init(url: URL) {
        let metadata = LPLinkMetadata()
        metadata.originalURL = url
        metadata.url = url
        self.metadata = metadata
        super.init(frame: .zero)
        warnUndrawn()
    }

    /// A card for `metadata`.
    public init(metadata: LPLinkMetadata) {
        self.metadata = metadata
        super.init(frame: .zero)
        warnUndrawn()
    }

    /// A card from an archive: empty metadata.
    public required init?(coder: NSCoder) {
        metadata = LPLinkMetadata()
        super.init(coder: coder)
    }

    private func warnUndrawn() {
        RuntimeWarning.emit("LPLinkView: Backplate draws no link card; \(metadata.url?.absoluteString ?? "the link") is left empty")
    }
}
