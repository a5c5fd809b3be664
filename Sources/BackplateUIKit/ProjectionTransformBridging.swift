import BackplateCore
import QuartzCore

extension ProjectionTransform {
    /// The flat projection of a Core Animation transform: its rows and columns 1, 2 and 4, as
    /// SwiftUI takes them (so `m34` perspective survives as `m13`/`m23` after a rotation).
    public init(_ m: CATransform3D) {
        self.init()
        (m11, m12, m13) = (m.m11, m.m12, m.m14)
        (m21, m22, m23) = (m.m21, m.m22, m.m24)
        (m31, m32, m33) = (m.m41, m.m42, m.m44)
    }
}
