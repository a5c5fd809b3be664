import Foundation

/// The processors a model may run on. A render runs no model, so the choice is kept and has no
/// effect. Raw values are Apple's.
public enum MLComputeUnits: Int, Hashable, Sendable {
    /// Only the CPU.
    case cpuOnly = 0
    /// The CPU and the GPU.
    case cpuAndGPU = 1
    /// Every available processor, including the Neural Engine: the default.
    case all = 2
    /// The CPU and the Neural Engine, not the GPU (iOS 16+).
    case cpuAndNeuralEngine = 3
}
