import Testing
import Foundation
import SwiftUI
import CoreMotion

/// A microphone button whose glow tilts with the phone, as Audiolog's `MicButtonLabel` does.
final class TiltReader {
    let manager = CMMotionManager()
    private(set) var pitch = 0.0
    private(set) var updates = 0

    func start() {
        guard manager.isDeviceMotionAvailable else { return }
        manager.deviceMotionUpdateInterval = 1.0 / 30.0
        manager.startDeviceMotionUpdates(to: .main) { [weak self] motion, _ in
            guard let self, let motion else { return }
            self.pitch = motion.attitude.pitch
            self.updates += 1
        }
    }
}

/// CoreMotion as the iOS Simulator answers: no motion hardware, so nothing is available,
/// updates never arrive and queries fail with CMErrorDomain error 104.
@Suite struct CoreMotionModuleTests {
    @Test func noSensorIsAvailable() {
        let manager = CMMotionManager()
        #expect(manager.isDeviceMotionAvailable == false)
        #expect(manager.isAccelerometerAvailable == false)
        #expect(manager.isGyroAvailable == false)
        #expect(manager.isMagnetometerAvailable == false)
        #expect(manager.deviceMotion == nil)
        #expect(CMMotionManager.availableAttitudeReferenceFrames().isEmpty)
        #expect(CMPedometer.isStepCountingAvailable() == false)
        #expect(CMAltimeter.isRelativeAltitudeAvailable() == false)
        #expect(CMMotionActivityManager.isActivityAvailable() == false)
        #expect(CMMotionActivityManager.authorizationStatus() == .notDetermined)
    }

    @Test func deviceMotionUpdatesNeverArrive() {
        let reader = TiltReader()
        reader.start()
        let (_, warnings) = RuntimeWarning.collecting {
            reader.manager.startDeviceMotionUpdates(to: .main) { _, _ in Issue.record("an update arrived") }
        }
        #expect(reader.updates == 0)
        #expect(reader.manager.isDeviceMotionActive == false)
        #expect(warnings.contains { $0.contains("startDeviceMotionUpdates(to:withHandler:)") })
    }

    @Test func pedometerQueriesFailWithError104() {
        var answers: [(CMPedometerData?, NSError?)] = []
        let (_, warnings) = RuntimeWarning.collecting {
            CMPedometer().queryPedometerData(from: Date(timeIntervalSinceNow: -3600), to: Date()) { data, error in
                answers.append((data, error as NSError?))
            }
        }
        #expect(answers.count == 1)
        #expect(answers.first?.0 == nil)
        #expect(answers.first?.1?.domain == "CMErrorDomain")
        #expect(answers.first?.1?.code == 104)
        #expect(answers.first?.1?.code == Int(CMErrorMotionActivityNotAvailable.rawValue))
        #expect(warnings.contains { $0.contains("queryPedometerData") })
    }

    @Test func activityQueriesFailWithError104() {
        var codes: [Int] = []
        CMMotionActivityManager().queryActivityStarting(from: Date(timeIntervalSinceNow: -60), to: Date(), to: .main) { activities, error in
            #expect(activities == nil)
            codes.append((error as NSError?)?.code ?? 0)
        }
        let expected: [Int] = [104]
        #expect(codes == expected)
    }

    @Test func valueTypesKeepTheirComponents() {
        let acceleration = CMAcceleration(x: 0.1, y: -0.98, z: 0.05)
        let rate = CMRotationRate(x: 1, y: 2, z: 3)
        #expect(acceleration.y == -0.98)
        #expect(rate.z == 3)
        #expect(CMAuthorizationStatus.authorized.rawValue == 3)
        #expect(CMErrorNULL.rawValue == 100)
    }
}
