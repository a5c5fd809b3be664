import Foundation

/// A logged emotion or mood (iOS 18): how pleasant it felt, the words chosen for it and the
/// parts of life it concerns. The store holds none in a render; apps make them to save.
open class HKStateOfMind: HKSample, @unchecked Sendable {
    // Unchecked Sendable: HealthKit's is Sendable, as its superclass's.

    /// Whether a log is about a moment or about the day.
    public enum Kind: Int, Sendable, Hashable {
        /// How one feels right now.
        case momentaryEmotion = 1
        /// How one has felt over the day.
        case dailyMood = 2
    }

    /// A word describing a felt experience, numbered as HealthKit's header numbers them.
    public enum Label: Int, Sendable, Hashable {
        case amazed = 1, amused, angry, anxious, ashamed, brave, calm, content, disappointed, discouraged
        case disgusted, embarrassed, excited, frustrated, grateful, guilty, happy, hopeless, irritated, jealous
        case joyful, lonely, passionate, peaceful, proud, relieved, sad, scared, stressed, surprised
        case worried, annoyed, confident, drained, hopeful, indifferent, overwhelmed, satisfied
    }

    /// A part of life a felt experience is associated with, numbered as HealthKit's header numbers them.
    public enum Association: Int, Sendable, Hashable {
        case community = 1, currentEvents, dating, education, family, fitness, friends, health, hobbies
        case identity, money, partner, selfCare, spirituality, tasks, travel, work, weather
    }

    /// The region of pleasantness a valence falls in, from very unpleasant to very pleasant.
    public enum ValenceClassification: Int, Sendable, Hashable {
        case veryUnpleasant = 1, unpleasant, slightlyUnpleasant, neutral, slightlyPleasant, pleasant, veryPleasant

        /// The region of `valence` (-1 to 1), or nil outside that range. The seven regions are
        /// taken as equal (an estimate: HealthKit does not publish its bounds).
        public init?(valence: Double) {
            guard valence >= -1, valence <= 1 else { return nil }
            self.init(rawValue: min(7, Int(((valence + 1) / 2 * 7).rounded(.down)) + 1))
        }
    }

    /// Whether this log is about a moment or the day.
    public let kind: Kind
    /// How pleasant it felt, from -1 (very unpleasant) to 1 (very pleasant).
    public let valence: Double
    /// The words chosen for it.
    public let labels: [Label]
    /// The parts of life it concerns.
    public let associations: [Association]
    /// The region of pleasantness `valence` falls in.
    public var valenceClassification: ValenceClassification { ValenceClassification(valence: max(-1, min(1, valence))) ?? .neutral }

    /// A log of how one felt at `date`.
    public init(date: Date, kind: Kind, valence: Double, labels: [Label], associations: [Association], metadata: [String: Any]? = [:]) {
        self.kind = kind
        self.valence = valence
        self.labels = labels
        self.associations = associations
        super.init(type: HKObjectType.stateOfMindType(), start: date, end: date, metadata: metadata)
    }
}

/// The sample type of `HKStateOfMind` logs.
open class HKStateOfMindType: HKSampleType, @unchecked Sendable {}  // Unchecked Sendable: HealthKit's is Sendable, as its superclass's.

extension HKObjectType {
    /// The type of state-of-mind logs, to ask for authorization and to query.
    public class func stateOfMindType() -> HKStateOfMindType { HKStateOfMindType(identifier: "HKDataTypeStateOfMind") }
}

extension HKQuery {
    /// Matches state-of-mind logs of `kind` (the store holds none in a render).
    public class func predicateForStatesOfMind(with kind: HKStateOfMind.Kind) -> NSPredicate { NSPredicate(value: true) }
    /// Matches state-of-mind logs with `label`.
    public class func predicateForStatesOfMind(with label: HKStateOfMind.Label) -> NSPredicate { NSPredicate(value: true) }
    /// Matches state-of-mind logs associated with `association`.
    public class func predicateForStatesOfMind(with association: HKStateOfMind.Association) -> NSPredicate { NSPredicate(value: true) }
}
