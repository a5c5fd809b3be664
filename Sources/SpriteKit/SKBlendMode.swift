import BackplateCore

/// How a node's colours combine with what is drawn below it (SpriteKit's `SKBlendMode`).
public enum SKBlendMode: Int, Sendable {
    /// Source over: the node's colours laid over the destination by their alpha (the default).
    case alpha = 0
    /// The colours added (drawn as SwiftUI's `.plusLighter`).
    case add = 1
    /// The node's colours subtracted from the destination (drawn as `.difference`, an
    /// approximation, with a warning).
    case subtract = 2
    /// The colours multiplied.
    case multiply = 3
    /// The colours multiplied, then doubled (drawn as `.multiply`, with a warning).
    case multiplyX2 = 4
    /// The inverted colours multiplied, then inverted.
    case screen = 5
    /// The node's colours replace the destination's (drawn as `.alpha`, with a warning).
    case replace = 6
    /// The destination multiplied by the node's alpha-premultiplied colour (drawn as
    /// `.multiply`, with a warning).
    case multiplyAlpha = 7

    /// The SwiftUI blend mode a still render composites the node with; the modes SwiftUI has no
    /// equal of warn once, naming the node's kind.
    func drawn(by kind: String) -> BlendMode {
        switch self {
        case .alpha: return .normal
        case .add: return .plusLighter
        case .multiply: return .multiply
        case .screen: return .screen
        case .subtract:
            RuntimeWarning.emit("\(kind).blendMode = .subtract is drawn as SwiftUI's .difference (an approximation)")
            return .difference
        case .multiplyX2, .multiplyAlpha:
            RuntimeWarning.emit("\(kind).blendMode = .\(self) is drawn as .multiply (an approximation)")
            return .multiply
        case .replace:
            RuntimeWarning.emit("\(kind).blendMode = .replace is drawn as .alpha (an approximation)")
            return .normal
        }
    }
}
