import Foundation

extension UnitFrequency {
    /// Frames per second ("FPS"), one per second as a hertz is (iOS 16); Foundation on Linux
    /// lacks it.
    public class var framesPerSecond: UnitFrequency {
        UnitFrequency(symbol: "FPS", converter: UnitConverterLinear(coefficient: 1))
    }
}
