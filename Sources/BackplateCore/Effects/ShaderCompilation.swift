import Foundation

extension Shader {
    /// The use a shader is compiled for ahead of time (iOS 18).
    public struct UsageType: Hashable, Sendable {
        let name: String
        /// As a shape style's fill.
        public static let shapeStyle = UsageType(name: "shapeStyle")
        /// As `colorEffect(_:isEnabled:)`.
        public static let colorEffect = UsageType(name: "colorEffect")
        /// As `distortionEffect(_:maxSampleOffset:isEnabled:)`.
        public static let distortionEffect = UsageType(name: "distortionEffect")
        /// As `layerEffect(_:maxSampleOffset:isEnabled:)`.
        public static let layerEffect = UsageType(name: "layerEffect")
    }

    /// Compiles the shader ahead of its first use (iOS 18). Backplate has no Metal: nothing
    /// is compiled, and each use of the shader in a render warns that it is not drawn.
    public func compile(as type: UsageType) async throws {}
}
