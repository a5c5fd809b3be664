import Foundation

// Named images with a variable value (iOS 16): for an asset-catalog symbol with variable parts.
// Backplate draws named images from their files without variable parts, so a value warns.

extension Image {
    /// The image named `name`, with its variable parts drawn up to `variableValue` (0...1).
    /// Backplate draws the named image as `init(_:bundle:)` does and warns when a value is given.
    public init(_ name: String, variableValue: Double?, bundle: Bundle? = nil) {
        self.init(name, bundle: bundle)
        Self.warnVariableValue(name, variableValue)
    }

    /// A named image with a variable value and an accessibility label.
    public init(_ name: String, variableValue: Double?, bundle: Bundle? = nil, label: Text) {
        self.init(name, bundle: bundle, label: label)
        Self.warnVariableValue(name, variableValue)
    }

    /// A named image with a variable value that accessibility ignores.
    public init(decorative name: String, variableValue: Double?, bundle: Bundle? = nil) {
        self.init(decorative: name, bundle: bundle)
        Self.warnVariableValue(name, variableValue)
    }

    private static func warnVariableValue(_ name: String, _ value: Double?) {
        guard let value else { return }
        RuntimeWarning.emit("Image(\"\(name)\", variableValue: \(value)): Backplate draws named images without their variable parts")
    }
}
