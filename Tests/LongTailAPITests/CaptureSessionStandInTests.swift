import Testing
import Foundation
import AVFoundation

/// A receipt-scanner's camera manager (unseen24's MiSpending) against the capture stand-ins: no
/// camera is found, access is not determined and asking is refused, nothing runs, no frame comes.
@Suite struct CaptureSessionStandInTests {
    final class FrameCounter: NSObject, AVCaptureVideoDataOutputSampleBufferDelegate, @unchecked Sendable {
        var frames = 0
        func captureOutput(_ output: AVCaptureOutput, didOutput sampleBuffer: CMSampleBuffer, from connection: AVCaptureConnection) {
            frames += 1
        }
    }

    @Test func noCameraIsFoundAndAccessIsRefused() async {
        #expect(AVCaptureDevice.default(.builtInWideAngleCamera, for: .video, position: .back) == nil)
        #expect(AVCaptureDevice.default(for: .video) == nil)
        #expect(AVCaptureDevice.authorizationStatus(for: .video) == .notDetermined)
        #expect(await AVCaptureDevice.requestAccess(for: .video) == false)
        #expect(AVAuthorizationStatus.authorized.rawValue == 3 && AVCaptureDevice.Position.front.rawValue == 2)
    }

    /// A food scanner's torch switch (unseen48): the iOS 17 preferred camera, else a discovery
    /// session over every back camera; a simulator finds none, so the torch is left alone.
    @Test func discoveryFindsNoCameraAndNoCameraIsPreferred() {
        let search = AVCaptureDevice.DiscoverySession(deviceTypes: [.builtInTripleCamera, .builtInDualWideCamera, .builtInUltraWideCamera,
                                                                    .builtInWideAngleCamera, .builtInTrueDepthCamera, .external],
                                                      mediaType: .video, position: .back)
        #expect(search.devices.isEmpty && search.deviceTypes.count == 6 && search.position == .back && search.mediaType == .video)
        AVCaptureDevice.userPreferredCamera = nil
        #expect(AVCaptureDevice.userPreferredCamera == nil && AVCaptureDevice.systemPreferredCamera == nil)
        #expect(AVCaptureDevice.DeviceType.external.rawValue == "AVCaptureDeviceTypeExternal")
    }

    @Test func outputsAreAddedOnceAndTheSessionStaysStopped() {
        let session = AVCaptureSession()
        let output = AVCaptureVideoDataOutput()
        let counter = FrameCounter()
        output.setSampleBufferDelegate(counter, queue: DispatchQueue(label: "frames"))
        session.beginConfiguration()
        #expect(session.canAddOutput(output))
        session.addOutput(output)
        #expect(!session.canAddOutput(output))
        session.addOutput(output)
        session.commitConfiguration()
        #expect(session.outputs.count == 1 && session.inputs.isEmpty && session.sessionPreset == .high)
        #expect(output.sampleBufferDelegate === counter && output.connection(with: .video) == nil)

        session.startRunning()
        #expect(!session.isRunning && counter.frames == 0)
        session.removeOutput(output)
        #expect(session.outputs.isEmpty)
    }
}
