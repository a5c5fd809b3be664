import Foundation

/// A transition that blurs and scales the view as it fades in or out (iOS 17), as SwiftUI's
/// `BlurReplaceTransition`. A still render shows the view present (the `.identity` phase):
/// unblurred, full size, opaque, exactly as without the transition.
nonisolated public struct BlurReplaceTransition: Transition {
    /// Which way the view scales as it is replaced.
    public struct Configuration: Hashable, Sendable {
        let name: String
        /// Scales down as it leaves, up as it arrives (the default).
        public static let downUp = Configuration(name: "downUp")
        /// Scales up as it leaves and as it arrives.
        public static let upUp = Configuration(name: "upUp")
    }

    /// The configuration.
    public var configuration: Configuration

    /// A blur-replace transition with a configuration.
    public init(configuration: Configuration) {
        self.configuration = configuration
    }

    /// The content, blurred, scaled and faded outside the identity phase.
    public func body(content: Content, phase: TransitionPhase) -> some View {
        if phase.isIdentity {
            content
        } else {
            // Leaving, `.downUp` shrinks and `.upUp` grows; arriving, both grow from smaller.
            // The amounts are Backplate's own: a still render never draws this branch.
            let scale: CGFloat = phase == .didDisappear && configuration == .upUp ? 1.2 : 0.8
            content
                .blur(radius: 10)
                .scaleEffect(scale)
                .opacity(0)
        }
    }
}

nonisolated extension Transition where Self == BlurReplaceTransition {
    /// A blur-replace transition, configured `.downUp`.
    public static var blurReplace: BlurReplaceTransition { BlurReplaceTransition(configuration: .downUp) }

    /// A blur-replace transition with a configuration.
    public static func blurReplace(_ config: BlurReplaceTransition.Configuration = .downUp) -> BlurReplaceTransition {
        BlurReplaceTransition(configuration: config)
    }
}
