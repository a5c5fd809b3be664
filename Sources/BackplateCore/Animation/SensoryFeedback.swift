import Foundation

/// Haptic and audio feedback (iOS 17). A still render plays nothing.
public struct SensoryFeedback: Hashable, Sendable, CustomStringConvertible {
    /// A readable name.
    public let description: String

    /// A task completed successfully.
    public static let success = SensoryFeedback(description: "success")
    /// A warning.
    public static let warning = SensoryFeedback(description: "warning")
    /// An error.
    public static let error = SensoryFeedback(description: "error")
    /// The selection changed.
    public static let selection = SensoryFeedback(description: "selection")
    /// A value increased.
    public static let increase = SensoryFeedback(description: "increase")
    /// A value decreased.
    public static let decrease = SensoryFeedback(description: "decrease")
    /// An activity started.
    public static let start = SensoryFeedback(description: "start")
    /// An activity stopped.
    public static let stop = SensoryFeedback(description: "stop")
    /// A dragged item aligned with another.
    public static let alignment = SensoryFeedback(description: "alignment")
    /// A level changed (a pressure level).
    public static let levelChange = SensoryFeedback(description: "levelChange")
    /// A drawn path was completed (iOS 17.5; Apple Pencil Pro).
    public static let pathComplete = SensoryFeedback(description: "pathComplete")
    /// A physical impact.
    public static let impact = SensoryFeedback(description: "impact")
    /// A physical impact of a given weight and intensity.
    public static func impact(weight: Weight = .medium, intensity: Double = 1) -> SensoryFeedback {
        SensoryFeedback(description: "impact(weight: \(weight.name), intensity: \(intensity))")
    }
    /// A physical impact of a given flexibility and intensity.
    public static func impact(flexibility: Flexibility, intensity: Double = 1) -> SensoryFeedback {
        SensoryFeedback(description: "impact(flexibility: \(flexibility.name), intensity: \(intensity))")
    }

    /// The mass of the objects colliding in an impact.
    public struct Weight: Hashable, Sendable {
        let name: String
        /// Light.
        public static let light = Weight(name: "light")
        /// Medium.
        public static let medium = Weight(name: "medium")
        /// Heavy.
        public static let heavy = Weight(name: "heavy")
    }

    /// The flexibility of the objects colliding in an impact.
    public struct Flexibility: Hashable, Sendable {
        let name: String
        /// Rigid.
        public static let rigid = Flexibility(name: "rigid")
        /// Solid.
        public static let solid = Flexibility(name: "solid")
        /// Soft.
        public static let soft = Flexibility(name: "soft")
    }
}

nonisolated extension View {
    /// Plays `feedback` when `trigger` changes. No effect on a still render.
    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> some View {
        modifier(_InertModifier())
    }

    /// Plays `feedback` when `trigger` changes and `condition` holds. No effect on a still render.
    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T,
                                              condition: @escaping (_ oldValue: T, _ newValue: T) -> Bool) -> some View {
        modifier(_InertModifier())
    }

    /// Plays the feedback `feedback` returns when `trigger` changes. No effect on a still render.
    public func sensoryFeedback<T: Equatable>(trigger: T,
                                              _ feedback: @escaping (_ oldValue: T, _ newValue: T) -> SensoryFeedback?) -> some View {
        modifier(_InertModifier())
    }
}
