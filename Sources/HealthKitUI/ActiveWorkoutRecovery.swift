import Foundation
import BackplateUIKit

extension UIScene.ConnectionOptions {
    /// Whether UIKit connected the scene to recover a workout session the app was running when
    /// it quit (iOS 26): `false`, as a render's scene is connected for nothing.
    @MainActor @preconcurrency public var shouldHandleActiveWorkoutRecovery: Bool { false }
}
