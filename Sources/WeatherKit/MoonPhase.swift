import Foundation

/// The shape of the lit part of the moon on a day: waxing and waning give the direction, crescent
/// and gibbous the shape. Raw values are the case names; `symbolName` names the SF Symbol iOS
/// draws for the phase, which Backplate's `Image(systemName:)` draws too.
@frozen public enum MoonPhase: String, CaseIterable, Codable, Hashable, Sendable, CustomStringConvertible {
    /// The disk is unlit where the moon is not visible.
    case new
    /// The disk is partially lit as the moon is waxing.
    case waxingCrescent
    /// The disk is half lit.
    case firstQuarter
    /// The disk is more than half lit as the moon is waxing.
    case waxingGibbous
    /// The disk is fully lit where the moon is visible.
    case full
    /// The disk is more than half lit as the moon is waning.
    case waningGibbous
    /// The disk is half lit.
    case lastQuarter
    /// The disk is partially lit as the moon is waning.
    case waningCrescent

    /// The SF Symbol that pictures the phase ("moonphase.waxing.crescent").
    public var symbolName: String {
        switch self {
        case .new: return "moonphase.new.moon"
        case .waxingCrescent: return "moonphase.waxing.crescent"
        case .firstQuarter: return "moonphase.first.quarter"
        case .waxingGibbous: return "moonphase.waxing.gibbous"
        case .full: return "moonphase.full.moon"
        case .waningGibbous: return "moonphase.waning.gibbous"
        case .lastQuarter: return "moonphase.last.quarter"
        case .waningCrescent: return "moonphase.waning.crescent"
        }
    }

    /// The phase in English words ("Waxing Crescent").
    public var description: String {
        switch self {
        case .new: return "New Moon"
        case .waxingCrescent: return "Waxing Crescent"
        case .firstQuarter: return "First Quarter"
        case .waxingGibbous: return "Waxing Gibbous"
        case .full: return "Full Moon"
        case .waningGibbous: return "Waning Gibbous"
        case .lastQuarter: return "Last Quarter"
        case .waningCrescent: return "Waning Crescent"
        }
    }

    /// The text VoiceOver reads for the phase: the same words as `description`.
    public var accessibilityDescription: String { description }
}
