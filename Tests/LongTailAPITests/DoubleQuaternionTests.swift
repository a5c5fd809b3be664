import CoreMotion
import Foundation
import simd
import Testing

// A lifting tracker's motion code keeps Core Motion's attitude as a `simd_quatd` and turns the
// watch's acceleration into the room's frame with it.

private struct LiftSample: Equatable {
    let userAccel: SIMD3<Double>
    let attitude: simd_quatd

    var verticalAccel: Double { attitude.act(userAccel).z }
}

@Suite struct DoubleQuaternionTests {
    private func near(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 1e-12 }

    @Test func aQuarterTurnAboutZCarriesXOntoY() {
        let turn = simd_quatd(angle: .pi / 2, axis: SIMD3(0, 0, 1))
        let turned = simd_act(turn, SIMD3<Double>(1, 0, 0))
        #expect(near(turned.x, 0) && near(turned.y, 1) && near(turned.z, 0))
        #expect(near(turn.real, 0.5.squareRoot()) && near(simd_angle(turn), .pi / 2))
        #expect(simd_axis(turn) == SIMD3(0, 0, 1))
        // The inverse turns back; the Hamilton product of two quarter turns is a half turn.
        let back = turn.inverse.act(turned)
        #expect(near(back.x, 1) && near(back.y, 0))
        #expect(near((turn * turn).angle, .pi))
    }

    @Test func theIdentityAttitudeLeavesTheAccelerationAsItIs() {
        let sample = LiftSample(userAccel: SIMD3(0.1, -0.2, 0.98), attitude: simd_quatd(ix: 0, iy: 0, iz: 0, r: 1))
        #expect(sample.verticalAccel == 0.98)
        #expect(sample.attitude == simd_quaternion(0.0, 0.0, 0.0, 1.0))
    }

    @Test func aWatchOnItsSideReadsForwardAccelerationAsVertical() {
        // Pitched up a quarter turn about x: the device's y axis points up the room's z axis.
        let attitude = simd_quatd(angle: .pi / 2, axis: SIMD3(1, 0, 0))
        let sample = LiftSample(userAccel: SIMD3(0, 1, 0), attitude: attitude)
        #expect(near(sample.verticalAccel, 1))
        let q = CMQuaternion(x: attitude.vector.x, y: attitude.vector.y, z: attitude.vector.z, w: attitude.vector.w)
        #expect(simd_quatd(ix: q.x, iy: q.y, iz: q.z, r: q.w) == attitude)
    }

    @Test func doublesKeepPrecisionFloatsLose() {
        // A rotation of 1e-9 rad: Float's cosine rounds to 1, Double's keeps the sine.
        let tiny = simd_quatd(angle: 1e-9, axis: SIMD3(0, 0, 1))
        #expect(near(tiny.imag.z, 5e-10))
        #expect(simd_length(tiny) == 1)
        let halfway = simd_slerp(simd_quatd(angle: 0, axis: SIMD3(0, 1, 0)), simd_quatd(angle: 2, axis: SIMD3(0, 1, 0)), 0.5)
        #expect(near(halfway.angle, 1))
        let shortest = simd_quaternion(SIMD3<Double>(1, 0, 0), SIMD3<Double>(0, 0, 1))
        #expect(near(shortest.angle, .pi / 2) && near(shortest.axis.y, -1))
    }
}
