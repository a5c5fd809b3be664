import Foundation

// An animation that holds its end (`fillMode` `.forwards` or `.both`, not removed on
// completion) leaves its layer showing the end value, though the model value never changed.
// A still render draws that end: it is written to the model for the key paths below.

extension CALayer {
    /// Writes the end of `anim` to the properties it animates; false when one of its key paths
    /// is not one a still render can hold (the model value is then drawn).
    func holdEnd(of anim: CAAnimation, depth: Int = 0) -> Bool {
        switch anim {
        case let group as CAAnimationGroup:
            // A group nested in itself is not followed for ever.
            guard depth < 16 else { return false }
            return (group.animations ?? []).reduce(true) { holdEnd(of: $1, depth: depth + 1) && $0 }
        case let keyframes as CAKeyframeAnimation:
            guard let keyPath = keyframes.keyPath, let last = keyframes.values?.last else { return keyframes.values != nil }
            return hold(last, keyPath: keyPath)
        case let basic as CABasicAnimation:
            guard let keyPath = basic.keyPath else { return true }
            if let to = basic.toValue { return hold(to, keyPath: keyPath) }
            if let by = Self.number(basic.byValue), let from = Self.number(basic.fromValue) { return hold(from + by, keyPath: keyPath) }
            return true
        default:
            return true
        }
    }

    /// Sets the property at `keyPath` to `value`; false for a key path not handled here.
    private func hold(_ value: Any, keyPath: String) -> Bool {
        if let number = Self.number(value), holdNumber(number, keyPath: keyPath) { return true }
        switch (keyPath, value) {
        case ("position", let point as CGPoint): position = point
        case ("bounds", let rect as CGRect): bounds = rect
        case ("bounds.size", let size as CGSize): bounds.size = size
        case ("transform", let transform as CATransform3D): self.transform = transform
        case ("sublayerTransform", let transform as CATransform3D): sublayerTransform = transform
        case ("backgroundColor", let color as CGColor): backgroundColor = color
        case ("borderColor", let color as CGColor): borderColor = color
        case ("fillColor", let color as CGColor) where self is CAShapeLayer: (self as? CAShapeLayer)?.fillColor = color
        case ("strokeColor", let color as CGColor) where self is CAShapeLayer: (self as? CAShapeLayer)?.strokeColor = color
        case ("path", let path as CGPath) where self is CAShapeLayer: (self as? CAShapeLayer)?.path = path
        case ("colors", let colors as [Any]) where self is CAGradientLayer: (self as? CAGradientLayer)?.colors = colors
        case ("startPoint", let point as CGPoint) where self is CAGradientLayer: (self as? CAGradientLayer)?.startPoint = point
        case ("endPoint", let point as CGPoint) where self is CAGradientLayer: (self as? CAGradientLayer)?.endPoint = point
        default: return false
        }
        return true
    }

    private func holdNumber(_ n: CGFloat, keyPath: String) -> Bool {
        switch keyPath {
        case "opacity": opacity = Float(n)
        case "cornerRadius": cornerRadius = n
        case "borderWidth": borderWidth = n
        case "zPosition": zPosition = n
        case "position.x": position.x = n
        case "position.y": position.y = n
        case "bounds.size.width": bounds.size.width = n
        case "bounds.size.height": bounds.size.height = n
        case "transform.scale": transform = CATransform3DMakeScale(n, n, 1)
        case "transform.scale.x": transform = CATransform3DMakeScale(n, 1, 1)
        case "transform.scale.y": transform = CATransform3DMakeScale(1, n, 1)
        case "transform.rotation", "transform.rotation.z": transform = CATransform3DMakeRotation(n, 0, 0, 1)
        case "transform.translation.x": transform = CATransform3DMakeTranslation(n, 0, 0)
        case "transform.translation.y": transform = CATransform3DMakeTranslation(0, n, 0)
        case "strokeEnd" where self is CAShapeLayer: (self as? CAShapeLayer)?.strokeEnd = n
        case "strokeStart" where self is CAShapeLayer: (self as? CAShapeLayer)?.strokeStart = n
        case "lineWidth" where self is CAShapeLayer: (self as? CAShapeLayer)?.lineWidth = n
        default: return false
        }
        return true
    }

    /// A number given as Core Animation accepts it (`Float`, `Double`, `CGFloat`, `Int`, `NSNumber`).
    static func number(_ value: Any?) -> CGFloat? {
        switch value {
        case let v as CGFloat: return v
        case let v as Double: return CGFloat(v)
        case let v as Float: return CGFloat(v)
        case let v as Int: return CGFloat(v)
        case let v as NSNumber: return CGFloat(v.doubleValue)
        default: return nil
        }
    }
}
