import Foundation

extension AsyncImage {
    /// Loads an image, building the view for each phase, with `transaction` animating the
    /// change between phases. A still render shows the `.empty` phase, so the transaction
    /// never applies.
    public init(url: URL?, scale: CGFloat = 1, transaction: Transaction,
                @ViewBuilder content: @escaping (AsyncImagePhase) -> Content) {
        self.init(url: url, scale: scale, content: content)
    }
}
