import BackplateCore
import Foundation

/// Asks the system to show the App Store rating prompt: `@Environment(\.requestReview) var
/// requestReview`, then `requestReview()`. A render shows no prompt: calling it does nothing.
public struct RequestReviewAction: Sendable {
    /// Asks for a review (nothing is shown in a render).
    public func callAsFunction() {}
}

private struct RequestReviewKey: EnvironmentKey {
    static let defaultValue = RequestReviewAction()
}

extension EnvironmentValues {
    /// The action that asks for an App Store review.
    public var requestReview: RequestReviewAction { self[RequestReviewKey.self] }
}

/// The App Store's review prompt (UIKit-era API; nothing is shown in a render).
public final class SKStoreReviewController: Sendable {
    /// Asks for a review.
    public static func requestReview() {}
}
